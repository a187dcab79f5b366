import { Client, Connection, WorkflowNotFoundError, defaultGrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';
import { Router } from 'express';
import { DatabaseError, type Sequelize } from 'sequelize';
import request from 'supertest';
import { createApp } from '../../api/app';
import { createAuthorizer } from '../../api/auth/authorizer';
import { loadConfig } from '../../platform/config';
import { createSequelize, isDatabaseUnavailableError } from '../../platform/database';
import { createLogger } from '../../platform/logger';
import { API_TEMPORAL_CALL_ATTEMPTS, connectTemporalClient, isTemporalUnavailableError } from '../../platform/temporal';
import { freePort } from '../../scripts/lib/temporal-dev-server';
import { testEnv, withDatabase } from '../support/environment';

/** The error each call rejects with. */
async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call succeeded');
}

/** A server error as `pg` raises it (a `code` holding the SQLSTATE), wrapped the way Sequelize wraps query errors. */
function queryError(code: string, message: string): DatabaseError {
  return new DatabaseError(
    Object.assign(new Error(message), { code, sql: 'SELECT 1', parameters: [] }) as unknown as Error & { sql: string; parameters: object },
  );
}

describe('errors of a dependency that is away, told from errors of a wrong call', () => {
  let reachable: Sequelize;
  let unreachable: Sequelize;
  let temporal: Client;
  let deadTemporal: Client;
  let closedPort: number;

  beforeAll(async () => {
    closedPort = await freePort();
    reachable = createSequelize({ url: withDatabase(testEnv('adminDatabaseUrl'), testEnv('templateDatabase')), poolMax: 1 });
    unreachable = createSequelize({ url: `postgres://vigil:vigil@127.0.0.1:${closedPort}/vigil`, poolMax: 1, acquireTimeoutMs: 2_000 });
    temporal = await connectTemporalClient({ address: testEnv('temporalAddress'), namespace: 'default' });
    // The API's retries (about 2 s), on a connection made lazily: connecting to a closed port would fail at once.
    const interceptors = [makeGrpcRetryInterceptor(defaultGrpcRetryOptions({ maxAttempts: API_TEMPORAL_CALL_ATTEMPTS }))];
    deadTemporal = new Client({ connection: await Connection.lazy({ address: `127.0.0.1:${closedPort}`, interceptors }) });
  });

  afterAll(async () => {
    await Promise.all([reachable.close(), unreachable.close(), temporal.connection.close(), deadTemporal.connection.close()]);
  });

  it('knows PostgreSQL refusing connections, shutting down, restarting and cutting a statement off', async () => {
    expect(isDatabaseUnavailableError(await failureOf(() => unreachable.query('SELECT 1')))).toBe(true);
    expect(isDatabaseUnavailableError(queryError('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailableError(queryError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailableError(queryError('08006', 'connection failure'))).toBe(true);
    expect(
      isDatabaseUnavailableError(
        new DatabaseError(new Error('Connection terminated unexpectedly') as Error & { sql: string; parameters: object }),
      ),
    ).toBe(true);
    const cutOff = await failureOf(() =>
      reachable.transaction(async (transaction) => {
        await reachable.query('SET LOCAL statement_timeout = 50', { transaction });
        await reachable.query('SELECT pg_sleep(2)', { transaction });
      }),
    );
    expect(isDatabaseUnavailableError(cutOff)).toBe(true);
  });

  it('does not take a wrong statement or a failed outbound request for an outage', async () => {
    expect(isDatabaseUnavailableError(await failureOf(() => reachable.query('SELECT * FROM no_such_table')))).toBe(false);
    expect(isDatabaseUnavailableError(await failureOf(() => reachable.query('SELECT 1/0')))).toBe(false);
    expect(isDatabaseUnavailableError(new Error('something else'))).toBe(false);
    // An outbound request that failed is not the database.
    expect(isDatabaseUnavailableError(await failureOf(() => fetch(`http://127.0.0.1:${closedPort}/`)))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
  });

  it('knows a Temporal frontend that does not answer, and not a workflow that does not exist', async () => {
    const start = () => deadTemporal.workflow.start('anyWorkflow', { workflowId: 'dependency-errors', taskQueue: 'dependency-errors' });
    expect(isTemporalUnavailableError(await failureOf(start))).toBe(true);
    const missing = await failureOf(() => temporal.workflow.getHandle(`no-such-workflow-${Date.now()}`).describe());
    expect(missing).toBeInstanceOf(WorkflowNotFoundError);
    expect(isTemporalUnavailableError(missing)).toBe(false);
    expect(isTemporalUnavailableError(new Error('something else'))).toBe(false);
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After in the envelope, whichever dependency is away', async () => {
    const databaseDown = await failureOf(() => unreachable.query('SELECT 1'));
    const temporalDown = await failureOf(() =>
      deadTemporal.workflow.start('anyWorkflow', { workflowId: 'dependency-errors', taskQueue: 'dependency-errors' }),
    );
    const failing = Router();
    failing.get('/database-down', () => {
      throw databaseDown;
    });
    failing.get('/temporal-down', () => {
      throw temporalDown;
    });
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
      readinessChecks: {},
      rawBodyRouters: [failing],
    });
    for (const [path, message] of [
      ['/database-down', /database is unavailable/],
      ['/temporal-down', /workflow engine is unavailable/],
    ] as const) {
      const res = await request(app).get(path);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(message) });
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|at .*\.js/);
    }
  });
});
