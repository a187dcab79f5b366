import request from 'supertest';
import { createApp } from '../../api/app';
import { createAuthorizer } from '../../api/auth/authorizer';
import { loadConfig } from '../../platform/config';
import { createLogger } from '../../platform/logger';
import { startHarness, type Harness } from '../support/harness';

describe('health and readiness', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.stop());

  it('is alive and ready when Postgres and Temporal answer', async () => {
    expect((await request(harness.app).get('/healthz')).status).toBe(200);
    const ready = await request(harness.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ status: 'ready', dependencies: { postgres: 'up', temporal: 'up' } });
  });

  it('answers 503 naming the dependency that is down', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = createApp({
      config,
      logger: createLogger(config),
      routes: [],
      authorizer: createAuthorizer({ sessionTtlDays: 14 }),
      readinessChecks: { postgres: async () => true, temporal: async () => false },
    });
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', data: { dependencies: { temporal: 'down' } } });
    expect(res.body.message).toContain('temporal');
  });
});
