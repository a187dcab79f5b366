import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { Access } from '../auth/access';
import { envelopeSchema, errorEnvelopeSchema, pageMetaSchema } from './envelope';
import type { AnyRoute } from './route';
import { z } from './zod';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_ERROR, BAD_REQUEST or PAYLOAD_TOO_LARGE',
  401: 'UNAUTHORIZED: credential missing, invalid, expired or disabled',
  402: 'PLAN_LIMIT_REACHED',
  403: 'FORBIDDEN (scope or role missing) or MFA_REQUIRED',
  404: 'NOT_FOUND (also for organizations the caller does not belong to)',
  409: 'CONFLICT',
  415: 'UNSUPPORTED_MEDIA_TYPE: bodies must be application/json',
  429: 'RATE_LIMITED, with Retry-After',
};

const SECURITY_SCHEMES = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: 'vigil_session' },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
  bearer: { type: 'http', scheme: 'bearer' },
} as const;

export type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/** The OpenAPI 3.1 document, generated from the same route definitions and zod schemas the API validates with. */
export function buildOpenApiDocument(routes: readonly AnyRoute[], serverUrl: string): OpenApiDocument {
  const registry = new OpenAPIRegistry();
  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) registry.registerComponent('securitySchemes', name, scheme);
  for (const route of routes) registry.registerPath(toRouteConfig(route));
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vigil API',
      version: '1.0.0',
      description:
        'Organization monitoring: organizations, members, projects, billing and audit. Every JSON response uses the envelope `{ success, status, code, message, data, meta? }`. Strings must not contain NUL or unpaired UTF-16 surrogates; JSON input nests at most 16 levels.',
    },
    servers: [{ url: serverUrl }],
  });
  documentTextRules(document);
  return document;
}

/**
 * Text the API accepts has no NUL. Unpaired surrogates are refused too, but JSON Schema validators built on
 * UTF-8 regex engines cannot express that, so it is stated in the info description only.
 */
const STORABLE_TEXT = '^[^\\u0000]*$';

/**
 * States in the document the text rules every route enforces, so the schemas promise no more than the
 * API accepts: free text matches STORABLE_TEXT (api/http/input-guard.ts), free-form object keys too,
 * e-mail addresses the exact syntax z.email() checks (`format: email` would admit quoted local
 * parts and IP literals it refuses), and integers the safe range z.int() keeps them in. Applied to the
 * built document, so every route is covered.
 */
function documentTextRules(node: unknown): void {
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.format === 'email') {
    delete schema.format;
    schema.pattern = z.regexes.email.source;
  }
  const isFreeText =
    schema.type === 'string' &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    schema.enum === undefined &&
    schema.const === undefined;
  if (isFreeText) schema.pattern = STORABLE_TEXT;
  if ([schema.type].flat().includes('integer')) {
    schema.minimum ??= Number.MIN_SAFE_INTEGER;
    schema.maximum ??= Number.MAX_SAFE_INTEGER;
  }
  const isFreeFormObject = schema.type === 'object' && schema.additionalProperties !== undefined && schema.additionalProperties !== false;
  if (isFreeFormObject && schema.propertyNames === undefined) schema.propertyNames = { pattern: STORABLE_TEXT };
  for (const child of Object.values(schema)) documentTextRules(child);
}

function toRouteConfig(route: AnyRoute): RouteConfig {
  const { body, query, params } = route.request ?? {};
  const errorStatuses = new Set([...(route.access.kind === 'public' ? [] : [401, 403]), ...(route.errors ?? [])]);
  if (body || query || params) errorStatuses.add(400);
  if (body) errorStatuses.add(415);
  return {
    method: route.method,
    path: route.path,
    summary: route.summary,
    tags: route.tags,
    description: describeAccess(route.access),
    'x-vigil-access': route.access,
    security: route.access.kind === 'public' ? [] : [{ sessionCookie: [] }, { apiKey: [] }, { bearer: [] }],
    request: {
      // A body whose every field is optional may be left out: the route reads an absent body as {}.
      ...(body ? { body: { required: !body.safeParse({}).success, content: { 'application/json': { schema: body } } } } : {}),
      ...(query ? { query: query as never } : {}),
      ...(params ? { params: params as never } : {}),
    },
    responses: {
      ...successResponse(route),
      ...Object.fromEntries(
        [...errorStatuses]
          .sort()
          .map((status) => [
            status,
            { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: errorEnvelopeSchema } } },
          ]),
      ),
    },
  };
}

function successResponse(route: AnyRoute): RouteConfig['responses'] {
  const response = route.response;
  if (response.kind === 'raw') {
    const content = Object.fromEntries(Object.entries(response.contentTypes).map(([type, schema]) => [type, { schema }]));
    return { [response.status ?? 200]: { description: response.description, content } };
  }
  const schema = response.kind === 'page' ? envelopeSchema(response.data, pageMetaSchema) : envelopeSchema(response.data, response.meta);
  const status = response.kind === 'json' ? (response.status ?? 200) : 200;
  return { [status]: { description: response.description ?? 'Success', content: { 'application/json': { schema } } } };
}

function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no credential needed.';
    case 'anySession':
      return 'Needs a session cookie: the half-session of a sign-in that asked for a second factor, or a full session.';
    case 'user':
      return `Scopes (all required): ${access.scopes.join(', ')}.`;
    case 'organization':
      return `Scopes (all required): ${access.scopes.join(', ')}.${access.roles ? ` Roles: ${access.roles.join(' or ')}.` : ''} Answers 404 for organizations the caller does not belong to.`;
  }
}
