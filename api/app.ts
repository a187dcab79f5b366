import express, { Router, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import { pinoHttp } from 'pino-http';
import swaggerUi from 'swagger-ui-express';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import { newId } from '../domain/shared/ids';
import type { Authorizer } from './auth/access';
import { refuseCrossSiteCookieRequests } from './http/csrf';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { parseJsonBodies, requireJsonBodies } from './http/json-body';
import { buildOpenApiDocument, type OpenApiDocument } from './http/openapi';
import { requestLogOptions } from './http/request-log';
import { REQUEST_ID_HEADER } from './http/request-meta';
import { mountRoutes, type AnyRoute } from './http/route';
import { createHealthRouter, type ReadinessCheck } from './health/routes';
import { createPagesRouter } from './pages/router';
import { servesMailedLinkPages } from '../domain/mail/pages';

export interface AppOptions {
  config: Config;
  logger: Logger;
  routes: readonly AnyRoute[];
  authorizer: Authorizer;
  readinessChecks: Record<string, ReadinessCheck>;
  /** Routers that read the raw body themselves (signed webhooks, the OAuth authorization server); mounted before the JSON parser. */
  rawBodyRouters?: readonly Router[];
  /** Routers outside the envelope API that take parsed JSON bodies (the MCP endpoint); mounted after the routes. */
  jsonRouters?: readonly Router[];
  /**
   * Routers that answer a route's requests carrying a token of their own in the URL (a feed reader's), before
   * the route looks for a credential; requests without one go on to the route.
   */
  tokenRouters?: readonly Router[];
}

export function createApp({
  config,
  logger,
  routes,
  authorizer,
  readinessChecks,
  rawBodyRouters = [],
  jsonRouters = [],
  tokenRouters = [],
}: AppOptions): { app: Express; openApiDocument: () => OpenApiDocument } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    pinoHttp({
      logger,
      ...requestLogOptions,
      genReqId: (req, res) => {
        const incoming = req.headers[REQUEST_ID_HEADER];
        const id = typeof incoming === 'string' && /^[\w-]{1,128}$/.test(incoming) ? incoming : newId();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
    }),
  );
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use(cors(corsOptions(config)));
  app.use(createHealthRouter(readinessChecks));
  if (servesMailedLinkPages(config)) app.use(createPagesRouter());

  const openApiDocument = once(() => buildOpenApiDocument(routes, config.baseUrl));
  app.get('/api/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  const referencePage = once(() => apiReferencePage(openApiDocument()));
  app.use('/api/docs', (req, res, next) => referencePage()(req, res, next));

  for (const rawBodyRouter of rawBodyRouters) app.use(rawBodyRouter);
  app.use(cookieParser(), refuseCrossSiteCookieRequests(config));
  app.use(requireJsonBodies, parseJsonBodies);
  for (const tokenRouter of tokenRouters) app.use(tokenRouter);
  const router = Router();
  mountRoutes(router, routes, authorizer);
  app.use(router);
  for (const jsonRouter of jsonRouters) app.use(jsonRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return { app, openApiDocument };
}

/** Swagger UI over the document; `serveFiles` keeps the document with this app, not in the package's one global. */
function apiReferencePage(document: OpenApiDocument): RequestHandler {
  const options = { customSiteTitle: 'Vigil API reference' };
  return Router().use(swaggerUi.serveFiles(document, options), swaggerUi.setup(document, options));
}

/** Computed on first call, then kept. */
function once<T>(compute: () => T): () => T {
  let value: { computed: T } | undefined;
  return () => (value ??= { computed: compute() }).computed;
}

/** The web application (APP_URL) may call the API from its own origin with the session cookie. */
function corsOptions({ appUrl, baseUrl }: Config): cors.CorsOptions {
  return {
    origin: new URL(appUrl).origin === new URL(baseUrl).origin ? false : new URL(appUrl).origin,
    credentials: true,
    exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
  };
}
