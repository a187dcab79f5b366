import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../api/app';
import { createAuthorizer } from '../../api/auth/authorizer';
import { publicAccess } from '../../api/auth/access';
import { defineRoute, type AnyRoute } from '../../api/http/route';
import { paginationQuery } from '../../api/http/pagination';
import { z } from '../../api/http/zod';
import { loadConfig } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import type { AppError } from '../../domain/shared/errors';
import {
  ConflictError,
  ForbiddenError,
  MfaRequiredError,
  NotFoundError,
  PlanLimitError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../../domain/shared/errors';

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });

const thrownErrors: Record<string, () => AppError | Error> = {
  unauthorized: () => new UnauthorizedError(),
  mfa: () => new MfaRequiredError(),
  forbidden: () => new ForbiddenError(),
  'not-found': () => new NotFoundError('Widget'),
  conflict: () => new ConflictError('Already there'),
  'plan-limit': () => new PlanLimitError('Seat limit reached'),
  'rate-limited': () => new RateLimitedError(42),
  unavailable: () => new ServiceUnavailableError(),
  crash: () => new Error('SELECT secret FROM internals failed'),
};

const routes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/echo',
    summary: 'Echo',
    tags: ['Test'],
    access: publicAccess,
    request: { body: z.object({ name: z.string().min(2), nested: z.object({ count: z.number().int() }) }) },
    response: { kind: 'json', status: 201, data: z.object({ name: z.string() }) },
    handler: async ({ body }) => ({ name: body.name }),
  }),
  defineRoute({
    method: 'get',
    path: '/items/{itemId}',
    summary: 'Page of items',
    tags: ['Test'],
    access: publicAccess,
    request: { params: z.object({ itemId: z.uuid() }), query: paginationQuery },
    response: { kind: 'page', data: z.array(z.number()) },
    handler: async ({ query }) => ({ items: [query.offset], total: 45, offset: query.offset, limit: query.limit }),
  }),
  defineRoute({
    method: 'get',
    path: '/fail/{kind}',
    summary: 'Throws',
    tags: ['Test'],
    access: publicAccess,
    request: { params: z.object({ kind: z.string() }) },
    response: { kind: 'json', data: z.null() },
    handler: async ({ params }) => {
      throw thrownErrors[params.kind]!();
    },
  }),
];

const { app } = createApp({
  config,
  logger: createLogger(config),
  routes,
  authorizer: createAuthorizer({
    sessionTtlDays: 14,
    accessTokenResource: 'http://vigil.test/api',
    resourceMetadataUrl: 'http://vigil.test/.well-known/oauth-protected-resource/api',
  }),
  readinessChecks: {},
});

describe('the HTTP core', () => {
  it('wraps a created resource in the success envelope with 201', async () => {
    const res = await request(app)
      .post('/echo')
      .send({ name: 'Ada', nested: { count: 1 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, status: 201, code: 'OK', message: 'OK', data: { name: 'Ada' } });
  });

  it('reports each invalid field with its path and location', async () => {
    const res = await request(app)
      .post('/echo')
      .send({ name: 'A', nested: { count: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, status: 400, code: 'VALIDATION_ERROR', data: null });
    expect(res.body.message).toContain('name');
    expect(res.body.meta.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', location: 'body' }),
        expect.objectContaining({ field: 'nested.count', location: 'body' }),
      ]),
    );
  });

  it('validates path parameters and query strings with their location', async () => {
    const badParam = await request(app).get('/items/not-a-uuid');
    expect(badParam.body.meta.errors).toEqual([expect.objectContaining({ field: 'itemId', location: 'params' })]);
    const badQuery = await request(app).get(`/items/${crypto.randomUUID()}?limit=101&offset=-1`);
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.meta.errors.map((e: { field: string }) => e.field).sort()).toEqual(['limit', 'offset']);
  });

  it('paginates with total, offset, limit and hasMore in meta', async () => {
    const res = await request(app).get(`/items/${crypto.randomUUID()}?offset=40&limit=5`);
    expect(res.body.meta).toEqual({ total: 45, offset: 40, limit: 5, hasMore: false });
    const first = await request(app).get(`/items/${crypto.randomUUID()}`);
    expect(first.body.meta).toEqual({ total: 45, offset: 0, limit: 20, hasMore: true });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await request(app).post('/echo').set('Content-Type', 'text/plain').send('name=Ada');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ success: false, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers malformed JSON with BAD_REQUEST', async () => {
    const res = await request(app).post('/echo').set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('answers bodies over 10 MiB with PAYLOAD_TOO_LARGE 400 and accepts one just under', async () => {
    const over = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) });
    const res = await request(app).post('/echo').set('Content-Type', 'application/json').send(over);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    const under = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024 - 100), nested: { count: 1 } });
    const ok = await request(app).post('/echo').set('Content-Type', 'application/json').send(under);
    expect(ok.status).toBe(201);
  });

  it('answers unknown routes with 404 in the envelope', async () => {
    const res = await request(app).get('/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, status: 404, code: 'NOT_FOUND' });
  });

  it.each([
    ['unauthorized', 401, 'UNAUTHORIZED'],
    ['mfa', 403, 'MFA_REQUIRED'],
    ['forbidden', 403, 'FORBIDDEN'],
    ['not-found', 404, 'NOT_FOUND'],
    ['conflict', 409, 'CONFLICT'],
    ['plan-limit', 402, 'PLAN_LIMIT_REACHED'],
    ['rate-limited', 429, 'RATE_LIMITED'],
    ['unavailable', 503, 'SERVICE_UNAVAILABLE'],
    ['crash', 500, 'INTERNAL_ERROR'],
  ])('maps a %s error to %i %s in the envelope', async (kind, status, code) => {
    const res = await request(app).get(`/fail/${kind}`);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ success: false, status, code, message: expect.any(String), data: null });
  });

  it('never leaks the cause of an unexpected error', async () => {
    const res = await request(app).get('/fail/crash');
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|internals|at .*\.ts/);
  });

  it('sets Retry-After on RATE_LIMITED', async () => {
    const res = await request(app).get('/fail/rate-limited');
    expect(res.headers['retry-after']).toBe('42');
  });

  it('echoes a request id, keeping a well-formed one the client sent', async () => {
    const generated = await request(app).get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(app).get('/healthz').set('X-Request-Id', 'client-trace-1');
    expect(echoed.headers['x-request-id']).toBe('client-trace-1');
  });

  it('sends security headers', async () => {
    const res = await request(app).get('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('logs each request with its id but without the secrets some URLs carry', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app: logged } = createApp({
      config,
      logger: pino({ level: 'info' }, sink),
      routes,
      authorizer: createAuthorizer({
        sessionTtlDays: 14,
        accessTokenResource: 'http://vigil.test/api',
        resourceMetadataUrl: 'http://vigil.test/.well-known/oauth-protected-resource/api',
      }),
      readinessChecks: {},
    });
    await request(logged).get('/api/auth/magic-link/verify?token=very-secret-token').set('X-Request-Id', 'trace-42');
    await request(logged).post('/api/user/invites/another-secret/accept');
    const output = lines.join('');
    expect(output).not.toContain('very-secret-token');
    expect(output).not.toContain('another-secret');
    expect(output).toContain('"id":"trace-42"');
    expect(output).toContain('/api/user/invites/[redacted]/accept');
  });

  it('logs one concise line per request, health probes at debug, without header dumps', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        lines.push(chunk.toString());
        done();
      },
    });
    const { app: logged } = createApp({
      config,
      logger: createLogger({ logLevel: 'info' }, 'vigil-api', sink),
      routes,
      authorizer: createAuthorizer({
        sessionTtlDays: 14,
        accessTokenResource: 'http://vigil.test/api',
        resourceMetadataUrl: 'http://vigil.test/.well-known/oauth-protected-resource/api',
      }),
      readinessChecks: {},
    });
    await request(logged).post('/echo').set('X-Request-Id', 'trace-7').set('User-Agent', 'log-test/1.0').send({ name: 'Ada' });
    await request(logged).get('/healthz');
    await request(logged).get('/readyz');
    const entries = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: expect.stringMatching(/^POST \/echo 400 \d+ ms \(trace-7\)$/),
      req: { id: 'trace-7', method: 'POST', url: '/echo' },
      res: { statusCode: 400 },
    });
    expect(JSON.stringify(entries[0])).not.toMatch(/headers|log-test/i);
  });

  it('lets the web application call the API with credentials from its own origin, and no other', async () => {
    const crossOrigin = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BASE_URL: 'https://api.vigil.test',
      APP_URL: 'https://app.vigil.test/',
    });
    const { app: served } = createApp({
      config: crossOrigin,
      logger: createLogger(crossOrigin),
      routes,
      authorizer: createAuthorizer({
        sessionTtlDays: 14,
        accessTokenResource: 'http://vigil.test/api',
        resourceMetadataUrl: 'http://vigil.test/.well-known/oauth-protected-resource/api',
      }),
      readinessChecks: {},
    });
    const preflight = await request(served)
      .options('/echo')
      .set('Origin', 'https://app.vigil.test')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.vigil.test');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const stranger = await request(served).get('/healthz').set('Origin', 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).not.toBe('https://evil.example');
    const sameOrigin = await request(app).get('/healthz').set('Origin', 'https://app.vigil.test');
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });
});
