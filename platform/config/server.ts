import path from 'node:path';
import { z } from 'zod';
import { port } from './variables';

export const serverVariables = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .describe('`development`, `test` or `production`; production turns on Secure cookies and requires `SECRET_KEY` and `DATABASE_URL`'),
  PORT: port.default(3000).describe('port the API listens on'),
  BASE_URL: z
    .url()
    .optional()
    .describe('public address of the API: links in e-mails, SSO redirect URI `{BASE_URL}/api/auth/sso/callback`')
    .meta({ shownDefault: '`http://localhost:$PORT`' }),
  APP_URL: z
    .url()
    .optional()
    .describe('address of the web application, where users land after sign-in')
    .meta({ shownDefault: '`BASE_URL`' }),
  REDIRECT_ALLOWED_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^,\s/]+(,https?:\/\/[^,\s/]+)*$/, 'must be a comma-separated list of origins (scheme://host[:port])')
    .optional()
    .describe(
      "comma-separated origins (`https://www.example.com`) that billing's `successUrl`, `cancelUrl` and `returnUrl` may lead to, besides `APP_URL`'s and `BASE_URL`'s own; any other origin is a `VALIDATION_ERROR` naming the field",
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .describe('local state: embedded PostgreSQL cluster, Temporal SQLite file, development secret key, mail outbox'),
  PICTURES_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      "screenshots and visual diffs, one PNG per content hash; written by the browser worker, read by the API, swept by the worker's retention schedule, so all three must see the same directory (a shared volume; an object store is a second implementation of the `PictureStore` port, not shipped)",
    )
    .meta({ shownDefault: '`$DATA_DIR/pictures`' }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`; logs are JSON lines (pino)'),
  TRUST_PROXY: z.string().default('loopback').describe('Express `trust proxy` setting: whose `X-Forwarded-*` headers to believe'),
});

export function serverConfig(e: z.infer<typeof serverVariables>) {
  const baseUrl = stripTrailingSlash(e.BASE_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    baseUrl,
    appUrl: stripTrailingSlash(e.APP_URL ?? baseUrl),
    /** Origins a redirect we hand to others (Stripe's success, cancel and return URLs) may lead to: APP_URL's, BASE_URL's and REDIRECT_ALLOWED_ORIGINS. */
    redirectAllowedOrigins: redirectAllowedOrigins(e, baseUrl),
    dataDir,
    /** Screenshots and visual diffs, one file per content hash (PICTURES_DIR, default `$DATA_DIR/pictures`); shared by the API and both workers. */
    picturesDir: e.PICTURES_DIR ? path.resolve(e.PICTURES_DIR) : path.join(dataDir, 'pictures'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  };
}

export type ServerConfig = ReturnType<typeof serverConfig>;

function redirectAllowedOrigins(e: z.infer<typeof serverVariables>, baseUrl: string): string[] {
  const listed = e.REDIRECT_ALLOWED_ORIGINS?.split(',') ?? [];
  const origins = [e.APP_URL ?? baseUrl, baseUrl, ...listed].map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
