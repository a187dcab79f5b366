import type { Request, Response, Router } from 'express';
import type { Access, AuthFor, Authorizer } from '../auth/access';
import { MethodNotAllowedError, ValidationError, type ErrorLocation, type FieldError } from '../../domain/shared/errors';
import type { ActorContext } from '../../domain/shared/request-context';
import { actorOf } from './actor';
import { sendSuccess } from './envelope';
import { tooDeep, unstorableText } from './input-guard';
import { pageMeta, type Page } from './pagination';
import { requestMeta, type RequestMeta } from './request-meta';
import type { z } from './zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType;
type Output<S> = S extends Schema ? z.output<S> : undefined;

export interface JsonResponse<D extends Schema, M extends Schema | undefined = Schema | undefined> {
  kind: 'json';
  status?: 200 | 201 | 202;
  message?: string;
  description?: string;
  data: D;
  /** When set, the handler returns `{ data, meta }` and the envelope carries this `meta`. */
  meta?: M;
}

/** `data` is the array schema; the handler returns one page and the envelope carries `meta`. */
export interface PageResponse<D extends Schema> {
  kind: 'page';
  message?: string;
  description?: string;
  data: D;
}

/** The handler writes the response itself (downloads, redirects). */
export interface RawResponse {
  kind: 'raw';
  status?: number;
  description: string;
  contentTypes: Record<string, Schema>;
}

export type RouteResponse = JsonResponse<Schema> | PageResponse<Schema> | RawResponse;

export interface RouteContext<A extends Access, B, Q, P> {
  body: Output<B>;
  query: Output<Q>;
  params: Output<P>;
  auth: AuthFor<A>;
  meta: RequestMeta;
  /** Who acts and from where, for audit entries and login history. */
  actor: ActorContext;
  req: Request;
  res: Response;
}

type HandlerResult<R> = R extends { kind: 'json'; data: infer D extends Schema; meta: infer M extends Schema }
  ? { data: z.output<D>; meta: z.output<M> }
  : R extends JsonResponse<infer D>
    ? z.output<D>
    : R extends PageResponse<infer D>
      ? Page<z.output<D> extends Array<infer Item> ? Item : never>
      : void;

export interface RouteDefinition<
  A extends Access = Access,
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  P extends Schema | undefined = Schema | undefined,
  R extends RouteResponse = RouteResponse,
> {
  method: HttpMethod;
  /** OpenAPI form, e.g. `/api/user/organizations/{organizationId}`. */
  path: string;
  summary: string;
  tags: string[];
  access: A;
  request?: { body?: B; query?: Q; params?: P };
  response: R;
  /** Extra error responses worth documenting beyond the ones every route can give. */
  errors?: number[];
  handler(context: RouteContext<A, B, Q, P>): Promise<HandlerResult<R>>;
}

export type AnyRoute = RouteDefinition<Access, Schema | undefined, Schema | undefined, Schema | undefined, RouteResponse>;

/** Identity function that keeps each route's types precise while it is written. */
export function defineRoute<
  A extends Access,
  R extends RouteResponse,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(route: RouteDefinition<A, B, Q, P, R>): AnyRoute {
  return route as unknown as AnyRoute;
}

export function toExpressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Mounts each route behind one pipeline: authenticate → validate → handler → envelope. A method a
 * mounted path does not take answers 405 with `Allow` (HEAD comes with GET, OPTIONS is CORS's).
 */
export function mountRoutes(router: Router, routes: readonly AnyRoute[], authorizer: Authorizer): void {
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    const path = toExpressPath(route.path);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), route.method.toUpperCase(), ...(route.method === 'get' ? ['HEAD'] : [])]);
    router[route.method](toExpressPath(route.path), async (req: Request, res: Response) => {
      const principal = await authorizer.authenticate(req, route.access);
      const params = parsePart(route.request?.params, req.params, 'params');
      const auth = await authorizer.authorize(principal, route.access, (params ?? {}) as Record<string, unknown>);
      const body = parsePart(route.request?.body, req.body ?? {}, 'body');
      const query = parsePart(route.request?.query, req.query, 'query');
      const meta = requestMeta(req);
      const actor = actorOf(auth, meta);
      const result = await route.handler({ body, query, params, auth, meta, actor, req, res } as never);
      respond(res, route.response, result);
    });
  }
  for (const [path, allowed] of methodsByPath) {
    router.all(path, (_req, _res, next) => next(new MethodNotAllowedError([...allowed, 'OPTIONS'])));
  }
}

function respond(res: Response, response: RouteResponse, result: unknown): void {
  if (response.kind === 'raw') return;
  if (response.kind === 'page') {
    const page = result as Page<unknown>;
    sendSuccess(res, 200, page.items, response.message, pageMeta(page));
    return;
  }
  if (response.meta) {
    const { data, meta } = result as { data: unknown; meta: object };
    sendSuccess(res, response.status ?? 200, data, response.message, meta);
    return;
  }
  sendSuccess(res, response.status ?? 200, result, response.message);
}

/** One part of a request (path, query or body) through its schema, refused as the envelope's VALIDATION_ERROR. */
export function parsePart(schema: Schema | undefined, input: unknown, location: ErrorLocation): unknown {
  if (!schema) return undefined;
  const deep = tooDeep(input, location);
  if (deep.length > 0) throw new ValidationError(deep);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error.issues.map((issue) => toFieldError(issue, location)));
  const unstorable = unstorableText(parsed.data, location);
  if (unstorable.length > 0) throw new ValidationError(unstorable);
  return parsed.data;
}

function toFieldError(issue: z.core.$ZodIssue, location: ErrorLocation): FieldError {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : location;
  return { field, error: issue.message, location };
}
