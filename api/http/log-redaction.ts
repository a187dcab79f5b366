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
