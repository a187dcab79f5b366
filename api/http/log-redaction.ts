import { stdSerializers } from 'pino';

const SECRET_QUERY_PARAMETERS = ['token', 'code'];
const INVITATION_TOKEN_IN_PATH = /^((?:\/api\/user)?\/invites\/)[^/?]+/;

/** Single-use tokens travel in some URLs (magic links, invitations); logs keep the route, not the secret. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const redactedPath = path.replace(INVITATION_TOKEN_IN_PATH, '$1[redacted]');
  if (query === undefined) return redactedPath;
  const parameters = new URLSearchParams(query);
  for (const name of SECRET_QUERY_PARAMETERS) if (parameters.has(name)) parameters.set(name, '[redacted]');
  return `${redactedPath}?${parameters.toString()}`;
}

/** The logged request keeps its (redacted) URL; separate copies of the query and path parameters would bypass the redaction. */
export const requestSerializer = stdSerializers.wrapRequestSerializer(({ query: _query, params: _params, ...request }) => ({
  ...request,
  url: redactUrl(request.url),
}));
