import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import cookieParser from 'cookie-parser';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Provider } from 'oidc-provider';
import { isScope, SCOPES_NOT_FOR_APPLICATIONS, type Scope } from '../../domain/access/scopes';
import { ipKey, type RateLimits } from '../../domain/auth/rate-limits';
import type { Principal } from '../../domain/auth/principal';
import { isAddressProven } from '../../domain/auth/proven-address';
import { resolveSession } from '../../domain/auth/sessions';
import { CONSENT_PATH_PREFIX, createAuthorizationServer, findClientFor } from '../../integrations/oauth/authorization-server';
import { isMetadataDocumentClientId, saveMetadataDocumentClient } from '../../domain/oauth/client-metadata-documents';
import { findConsentingApplication, recordConsent, recordGrantRevoked, UNPROVEN_ADDRESS_MESSAGE } from '../../domain/oauth/consents';
import { newId } from '../../domain/shared/ids';
import { ACCEPTED_REDIRECT_URIS, isAcceptedRedirectUri } from '../../domain/oauth/redirect-uris';
import { oauthResources, type OAuthResources } from '../../domain/oauth/resources';
import { AppError, RateLimitedError } from '../../domain/shared/errors';
import { sessionCookieOf } from '../auth/cookies';
import type { ApiDependencies } from '../dependencies';
import { actorOf } from '../http/actor';
import { refuseCrossSiteCookieRequests } from '../http/csrf';
import { requestMeta } from '../http/request-meta';
import { consentPagePolicy, renderConsentPage, renderProblemPage } from './consent-page';
import { protectedResourceMetadata } from './protected-resource';

const PAGES_CSS = path.join(__dirname, '..', 'pages', 'static', 'pages.css');
const CONSENT_JS = path.join(__dirname, 'static', 'consent.js');
const STRICT_PAGE_POLICY = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Vigil's OAuth 2.1 authorization server in the Express app: oidc-provider answers under /oauth/ and
 * at its discovery documents; Vigil serves the consent page and the protected-resource metadata.
 * Mounted before the JSON body parser: the provider reads its own (form-encoded) bodies.
 */
export function createAuthorizationServerRouter({ config, logger, rateLimits }: ApiDependencies): Router {
  const resources = oauthResources(config.baseUrl);
  let provider: Promise<Provider> | null = null;
  const loadProvider = (): Promise<Provider> => {
    const onGrantRevoked = (grantId: string, request: { ipAddress: string | null; userAgent: string | null }) => {
      recordGrantRevoked(grantId, { ...request, requestId: newId() }).catch((error: unknown) =>
        logger.error({ err: error, grantId }, 'could not audit a revoked grant'),
      );
    };
    // Having a client's metadata document fetched takes from the same per-address budget as registering one.
    const allowClientMetadataFetch = (ipAddress: string | null) =>
      rateLimits.consume(['clientRegistrationIp', ipKey(ipAddress)]).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RateLimitedError) return false;
          throw error;
        },
      );
    provider ??= createAuthorizationServer({
      baseUrl: config.baseUrl,
      secretKey: config.secretKey,
      onGrantRevoked,
      allowClientMetadataFetch,
      clientMetadataTestLocalHttp: config.oauth.clientMetadataTestLocalHttp,
    }).catch((error: unknown) => {
      provider = null;
      throw error;
    });
    return provider;
  };
  const base = new URL(config.baseUrl);
  const toProvider = (req: IncomingMessage, res: Response, next: NextFunction) => {
    // Every URL the provider writes (endpoints, redirects, cookies' security) is BASE_URL's, whatever Host the request came with.
    req.headers['x-forwarded-host'] = base.host;
    req.headers['x-forwarded-proto'] = base.protocol.slice(0, -1);
    loadProvider().then((loaded) => loaded.callback()(req, res), next);
  };

  const router = Router();
  router.get('/.well-known/oauth-authorization-server', (req, res, next) => {
    // RFC 8414's document is the provider's discovery document under its OAuth name.
    req.url = '/.well-known/openid-configuration';
    toProvider(req, res, next);
  });
  router.get('/.well-known/openid-configuration', toProvider);
  for (const [suffix, resource] of [
    ['', resources.mcp],
    ['/mcp', resources.mcp],
    ['/api', resources.api],
  ] as const) {
    router.get(`/.well-known/oauth-protected-resource${suffix}`, (_req, res) => {
      res.json(protectedResourceMetadata(config.baseUrl, resource));
    });
  }
  router.get('/oauth/assets/pages.css', (_req, res) => sendAsset(res, PAGES_CSS));
  router.get('/oauth/assets/consent.js', (_req, res) => sendAsset(res, CONSENT_JS));

  const consent = new ConsentPage(loadProvider, resources, {
    sessionTtlDays: config.sessionTtlDays,
    sessionMaxAgeDays: config.sessionMaxAgeDays,
  });
  router.get(`${CONSENT_PATH_PREFIX}:uid`, cookieParser(), (req, res, next) => {
    consent.show(req, res).catch(next);
  });
  router.post(
    `${CONSENT_PATH_PREFIX}:uid`,
    cookieParser(),
    refuseCrossSiteCookieRequests(config),
    express.urlencoded({ extended: false, limit: '4kb' }),
    (req, res, next) => {
      consent.decide(req, res).catch(next);
    },
  );

  router.post('/oauth/register', express.json({ limit: '64kb', type: () => true, verify: keepRawBody }), (req, res, next) => {
    checkRegistration(req, rateLimits)
      .then((refusal) =>
        refusal ? res.status(refusal.status).set(refusal.headers).json(refusal.body) : toProvider(withUnreadBody(req), res, next),
      )
      .catch(next);
  });
  router.use((req, res, next) => {
    if (req.path.startsWith('/oauth/')) toProvider(req, res, next);
    else next();
  });
  // A body the JSON parser refused on /oauth/register answers as OAuth errors do, not as the API's envelope.
  router.use((error: { type?: string; status?: number }, req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/oauth/') || typeof error.type !== 'string') return next(error);
    res.status(error.status ?? 400).json({ error: 'invalid_request', error_description: 'The request body is not valid JSON' });
  });
  return router;
}

const RAW_BODY = Symbol('raw body');

function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  (req as IncomingMessage & { [RAW_BODY]?: Buffer })[RAW_BODY] = Buffer.from(body);
}

/**
 * The request again with its body unread, for oidc-provider, which reads the body itself: handed a body
 * another parser read first, it warns and falls back to the parsed one.
 */
function withUnreadBody(req: Request): IncomingMessage {
  const body = (req as Request & { [RAW_BODY]?: Buffer })[RAW_BODY] ?? Buffer.alloc(0);
  return Object.assign(Readable.from([body], { objectMode: false }), {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    httpVersionMajor: req.httpVersionMajor,
    httpVersionMinor: req.httpVersionMinor,
    socket: req.socket,
    connection: req.socket,
  }) as unknown as IncomingMessage;
}

function sendAsset(res: Response, file: string): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
}

interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: { error: string; error_description: string };
}

/** Dynamic registration is open to anyone, so it is rate-limited per address and gives public clients with accepted redirect URIs only. */
async function checkRegistration(req: Request, rateLimits: RateLimits): Promise<Refusal | null> {
  try {
    await rateLimits.consume(['clientRegistrationIp', ipKey(req.ip ?? null)]);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return {
      status: 429,
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
      body: {
        error: 'invalid_request',
        error_description: `Too many client registrations; retry after ${error.retryAfterSeconds} seconds`,
      },
    };
  }
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {
      status: 400,
      headers: {},
      body: { error: 'invalid_client_metadata', error_description: 'The registration request must be a JSON object' },
    };
  }
  const method = (body as { token_endpoint_auth_method?: unknown }).token_endpoint_auth_method;
  if (method !== undefined && method !== 'none') {
    return {
      status: 400,
      headers: {},
      body: {
        error: 'invalid_client_metadata',
        error_description: 'Dynamically registered clients are public: token_endpoint_auth_method must be none',
      },
    };
  }
  // The metadata documents' rule (RFC 7591 leaves it to the server): no code sent to http off loopback or to a custom scheme.
  const redirectUris = (body as { redirect_uris?: unknown }).redirect_uris;
  if (Array.isArray(redirectUris) && redirectUris.some((uri) => typeof uri !== 'string' || !isAcceptedRedirectUri(uri))) {
    return { status: 400, headers: {}, body: { error: 'invalid_redirect_uri', error_description: ACCEPTED_REDIRECT_URIS } };
  }
  return null;
}

/** The page an authorization request leads to when the user must approve it (and perhaps sign in first). */
class ConsentPage {
  constructor(
    private readonly provider: () => Promise<Provider>,
    private readonly resources: OAuthResources,
    private readonly lifetime: { sessionTtlDays: number; sessionMaxAgeDays: number },
  ) {}

  async show(req: Request, res: Response, refusal?: { notice: string; status: number }): Promise<void> {
    const pending = await this.pendingRequest(req, res);
    if (!pending) return;
    const principal = await this.signedIn(req);
    // An account whose address is unproven may hold no grant: whoever signed up with it may not be its owner.
    const unproven = principal !== null && !(await isAddressProven(principal.userId));
    res.setHeader('Content-Security-Policy', consentPagePolicy(pending.redirectUri));
    res.setHeader('Cache-Control', 'no-store');
    // Under helmet's no-referrer, Chromium sends `Origin: null` with the form, which the cross-site check refuses.
    res.setHeader('Referrer-Policy', 'same-origin');
    res
      .status(refusal?.status ?? (unproven ? 403 : 200))
      .type('html')
      .send(
        renderConsentPage({
          ...pending,
          signedInAs: principal?.email ?? null,
          canApprove: !unproven,
          notice: refusal?.notice ?? (unproven ? `${UNPROVEN_ADDRESS_MESSAGE}: open the link mailed to you.` : undefined),
        }),
      );
  }

  async decide(req: Request, res: Response): Promise<void> {
    const pending = await this.pendingRequest(req, res);
    if (!pending) return;
    const provider = await this.provider();
    const decision: unknown = (req.body as Record<string, unknown> | undefined)?.decision;
    if (decision === 'deny') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user denied the request' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const principal = await this.signedIn(req);
    if (decision !== 'allow' || !principal || principal.credential.kind !== 'session') {
      await this.show(req, res, { notice: principal ? 'Choose Allow or Deny.' : 'Sign in first.', status: 200 });
      return;
    }
    // Refused before anything is written; recordConsent checks again under a lock the proof of the address waits for.
    if (!(await isAddressProven(principal.userId))) {
      await this.show(req, res);
      return;
    }
    const grant = new provider.Grant({ accountId: principal.userId, clientId: pending.application.clientId });
    // Vigil's scopes are the provider's static scopes (so a client's registered scopes bound its requests)
    // and the resource's: the grant holds them as both.
    grant.addOIDCScope(pending.scopes.join(' '));
    grant.addResourceScope(pending.resource, pending.scopes.join(' '));
    // Withheld scopes are rejected, not left out: the provider would otherwise ask for them again and again.
    if (pending.withheld.length > 0) {
      grant.rejectOIDCScope(pending.withheld.join(' '));
      grant.rejectResourceScope(pending.resource, pending.withheld.join(' '));
    }
    const grantId = await grant.save();
    try {
      await recordConsent(
        {
          grantId,
          userId: principal.userId,
          sessionId: principal.credential.sessionId,
          applicationId: pending.application.id,
          scopes: [...pending.scopes],
          resource: pending.resource,
          strength: principal.credential.strength,
        },
        actorOf({ principal }, requestMeta(req)),
      );
    } catch (error) {
      // A grant without its consent resolves no token, but none is left behind either.
      await grant.destroy();
      if (!(error instanceof AppError)) throw error;
      await this.show(req, res, { notice: error.message, status: error.status });
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: principal.userId, remember: false }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** The authorization request waiting for this browser's answer, or null after answering with a problem page. */
  private async pendingRequest(req: Request, res: Response) {
    const provider = await this.provider();
    const details = await provider.interactionDetails(req, res).catch(() => null);
    if (!details || details.uid !== req.params.uid) {
      problem(res, 400, 'This authorization request has expired', 'Go back to the application and start again.');
      return null;
    }
    if (isMetadataDocumentClientId(details.params.client_id)) {
      // The document as the provider holds it now (cached, or fetched again) becomes the application's row.
      const described = await findClientFor(provider, details.params.client_id, req.ip ?? null).catch(() => undefined);
      if (!described) {
        problem(res, 400, 'Unknown application', 'The application’s metadata document can no longer be read.');
        return null;
      }
      await saveMetadataDocumentClient(described);
    }
    const application = await findConsentingApplication(details.params.client_id);
    if (!application) {
      problem(res, 400, 'Unknown application', 'The application asking for access is no longer registered.');
      return null;
    }
    const resource = typeof details.params.resource === 'string' ? details.params.resource : this.resources.api;
    const requested = typeof details.params.scope === 'string' ? details.params.scope.split(' ') : [];
    const asked: Scope[] = application.scopes.filter((scope) => requested.includes(scope) && isScope(scope));
    const scopes = asked.filter((scope) => !SCOPES_NOT_FOR_APPLICATIONS.includes(scope));
    const withheld = asked.filter((scope) => SCOPES_NOT_FOR_APPLICATIONS.includes(scope));
    return { application, scopes, withheld, resource, redirectUri: String(details.params.redirect_uri) };
  }

  /** A fully signed-in session of this browser (a half-session owing its second factor is not). */
  private async signedIn(req: Request): Promise<Principal | null> {
    const cookie = sessionCookieOf(req);
    const principal = cookie ? await resolveSession(cookie, this.lifetime) : null;
    if (!principal || principal.credential.kind !== 'session' || principal.credential.twoFactorPending) return null;
    return principal;
  }
}

function problem(res: Response, status: number, title: string, message: string): void {
  res.setHeader('Content-Security-Policy', STRICT_PAGE_POLICY);
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).type('html').send(renderProblemPage(title, message));
}
