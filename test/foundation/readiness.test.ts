import request from 'supertest';
import { createApp } from '../../api/app';
import { createAuthorizer } from '../../api/auth/authorizer';
import { Client, Connection } from '@temporalio/client';
import { loadConfig } from '../../platform/config';
import { createSequelize, isDatabaseReachable } from '../../platform/database';
import { isTemporalReachable } from '../../platform/temporal';
import { freePort } from '../../scripts/lib/temporal-dev-server';
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

  it('answers 503 naming each dependency that does not answer', async () => {
    const closedPort = await freePort();
    const deadDatabase = createSequelize({ url: `postgres://vigil:vigil@127.0.0.1:${closedPort}/vigil`, poolMax: 1 });
    const deadTemporal = new Client({ connection: await Connection.lazy({ address: `127.0.0.1:${closedPort}` }) });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const { app } = createApp({
      config,
      logger: createLogger(config),
      routes: [],
      authorizer: createAuthorizer({
        sessionTtlDays: 14,
        accessTokenResource: 'http://vigil.test/api',
        resourceMetadataUrl: 'http://vigil.test/.well-known/oauth-protected-resource/api',
      }),
      readinessChecks: {
        postgres: () => isDatabaseReachable(deadDatabase),
        temporal: () => isTemporalReachable(deadTemporal),
      },
    });
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        data: { dependencies: { postgres: 'down', temporal: 'down' } },
      });
      expect(res.body.message).toContain('postgres, temporal');
      expect((await request(app).get('/healthz')).status).toBe(200);
    } finally {
      await deadDatabase.close();
      await deadTemporal.connection.close();
    }
  });
});
