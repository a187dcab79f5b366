import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import type { Express } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import request from 'supertest';
import type { SignedUpUser } from './users';

export const oauthAppsPath = (organizationId: string) => `/api/user/organizations/${organizationId}/oauth-apps`;

export interface RegisteredApp {
  id: string;
  clientId: string;
  clientSecret?: string;
  redirectUris: string[];
  scopes: string[];
}

export async function registerApp(owner: SignedUpUser, organizationId: string, body: Record<string, unknown> = {}): Promise<RegisteredApp> {
  const res = await owner.agent.post(oauthAppsPath(organizationId)).send({
    name: 'Acme dashboard',
    redirectUris: ['http://127.0.0.1:4999/callback'],
    scopes: ['user:read', 'organization:read', 'projects:read'],
    ...body,
  });
  if (res.status !== 201) throw new Error(`app registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationRequest {
  scope: string;
  redirectUri?: string;
  resource?: string;
  state?: string;
  challenge: string;
}

export function authorizationQuery(
  app: RegisteredApp,
  { scope, redirectUri, resource, state = 'state-1', challenge }: AuthorizationRequest,
): Record<string, string> {
  return {
    client_id: app.clientId,
    response_type: 'code',
    redirect_uri: redirectUri ?? app.redirectUris[0]!,
    scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(resource ? { resource } : {}),
  };
}

function pathOf(location: string): string {
  const url = new URL(location, 'http://placeholder');
  return `${url.pathname}${url.search}`;
}

/**
 * The browser's part of the authorization code flow, done by the user's supertest agent (its session
 * cookie and the provider's cookies): the authorization request, the consent page's answer, the
 * redirect back. Returns the final redirect's URL (to the client's redirect URI).
 */
export async function answerConsent(
  user: Pick<SignedUpUser, 'agent'>,
  baseUrl: string,
  query: Record<string, string>,
  decision: 'allow' | 'deny',
): Promise<URL> {
  const start = await user.agent.get('/oauth/authorize').query(query);
  if (start.status !== 303) throw new Error(`authorization request answered ${start.status}: ${start.text.slice(0, 500)}`);
  const consentPath = pathOf(start.headers.location!);
  const page = await user.agent.get(consentPath);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${page.text.slice(0, 500)}`);
  const answered = await user.agent.post(consentPath).set('Origin', new URL(baseUrl).origin).type('form').send({ decision });
  if (answered.status !== 303) throw new Error(`consent answered ${answered.status}: ${answered.text.slice(0, 500)}`);
  const resumed = await user.agent.get(pathOf(answered.headers.location!));
  if (resumed.status !== 303) throw new Error(`resume answered ${resumed.status}: ${resumed.text.slice(0, 500)}`);
  return new URL(resumed.headers.location!);
}

export interface TokenAnswer {
  status: number;
  body: {
    access_token?: string;
    refresh_token?: string;
    token_type?: string;
    expires_in?: number;
    scope?: string;
    error?: string;
    error_description?: string;
  };
}

export async function tokenRequest(appServer: Express, app: RegisteredApp, form: Record<string, string>): Promise<TokenAnswer> {
  const req = request(appServer).post('/oauth/token').type('form');
  if (app.clientSecret) req.auth(app.clientId, app.clientSecret);
  const res = await req.send(app.clientSecret ? form : { client_id: app.clientId, ...form });
  return { status: res.status, body: res.body };
}

export function exchangeCode(
  appServer: Express,
  app: RegisteredApp,
  code: string,
  verifier: string,
  redirectUri = app.redirectUris[0]!,
): Promise<TokenAnswer> {
  return tokenRequest(appServer, app, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri });
}

/** Runs the whole flow for `app` as `user` and returns the token answer. */
export async function authorizeAndExchange(
  appServer: Express,
  user: Pick<SignedUpUser, 'agent'>,
  baseUrl: string,
  app: RegisteredApp,
  scope: string,
  resource?: string,
): Promise<TokenAnswer> {
  const { verifier, challenge } = pkcePair();
  const redirect = await answerConsent(user, baseUrl, authorizationQuery(app, { scope, challenge, resource }), 'allow');
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code at the redirect URI: ${redirect.href}`);
  return exchangeCode(appServer, app, code, verifier);
}

/**
 * A third-party application's own server on 127.0.0.1: it records every request arriving at its
 * redirect URI (`/callback`), which is all an authorization test needs of it.
 */
export async function startRedirectReceiver() {
  const received: URL[] = [];
  const server = http.createServer((req, res) => {
    received.push(new URL(req.url!, redirectUri));
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('received');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const redirectUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  return { redirectUri, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Registers a public client through Dynamic Client Registration (RFC 7591), as an MCP agent, or anyone, may. */
export async function registerDynamicClient(appServer: Express, body: Record<string, unknown> = {}): Promise<RegisteredApp> {
  const res = await request(appServer)
    .post('/oauth/register')
    .send({ client_name: 'Helpful agent', redirect_uris: ['http://127.0.0.1:4999/callback'], token_endpoint_auth_method: 'none', ...body });
  if (res.status !== 201) throw new Error(`client registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: '', clientId: res.body.client_id, redirectUris: res.body.redirect_uris, scopes: String(res.body.scope ?? '').split(' ') };
}

/**
 * A grant approved by the account's unproven sign-up session, as the consent page allowed until it
 * refused unproven addresses: the account is marked proven for the approval only, then unproven again.
 */
export async function grantApprovedBeforeProof(
  harness: { app: Express; sequelize: Sequelize; config: { baseUrl: string } },
  user: Pick<SignedUpUser, 'id' | 'agent'>,
  scope: string,
): Promise<{ client: RegisteredApp; tokens: TokenAnswer['body'] }> {
  const client = await registerDynamicClient(harness.app);
  const setProven = (proven: boolean) =>
    harness.sequelize.query('UPDATE users SET is_verified = $2, verified_at = CASE WHEN $2 THEN now() END WHERE id = $1', {
      bind: [user.id, proven],
    });
  await setProven(true);
  const answer = await authorizeAndExchange(harness.app, user, harness.config.baseUrl, client, scope);
  await setProven(false);
  if (answer.status !== 200) throw new Error(`token request failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { client, tokens: answer.body };
}

/** What is left of the user's grants: consents, grants and their codes and tokens (all zero once revoked). */
export async function grantRowsOf(sequelize: Sequelize, userId: string): Promise<{ consents: number; grants: number; tokens: number }> {
  const [row] = await sequelize.query<{ consents: number; grants: number; tokens: number }>(
    `SELECT (SELECT count(*)::int FROM oauth_consents WHERE user_id = $1) AS consents,
            (SELECT count(*)::int FROM oauth_payloads WHERE model = 'Grant' AND payload->>'accountId' = $1::text) AS grants,
            (SELECT count(*)::int FROM oauth_payloads WHERE model IN ('AccessToken', 'RefreshToken', 'AuthorizationCode') AND payload->>'accountId' = $1::text) AS tokens`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  return row!;
}
