import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApi } from '../../api/server';
import { initModels } from '../../models';
import { loadConfig } from '../../platform/config';
import { createSequelize } from '../../platform/database';
import { createLogger } from '../../platform/logger';
import { connectTemporalClient } from '../../platform/temporal';
import { createBareApp } from './bench-bare-app';
import { API_KEY_HEADER, type ReadScenario } from './bench-read-scenarios';

/** What one route did for one request: its answer and every statement it sent to PostgreSQL. */
export interface RouteTrace {
  status: number;
  body: string;
  sql: string[];
}

/**
 * Every statement node-postgres sends from this process while `run` lasts, as the server receives it:
 * Sequelize's and plain `pg` clients alike (both build on `pg.Client`).
 */
async function recordingStatements<T>(run: (drain: () => string[]) => Promise<T>): Promise<T> {
  const statements: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const send = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text));
    return send.apply(this, args);
  };
  try {
    return await run(() => statements.splice(0));
  } finally {
    prototype.query = send;
  }
}

/**
 * Vigil, in this process, with the statements it sends recorded: the exact SQL of each read route (the
 * second of two requests, so a once-a-minute write like an API key's lastUsedAt is not counted).
 */
export async function traceVigil(env: NodeJS.ProcessEnv, scenarios: ReadScenario[], apiKey: string): Promise<RouteTrace[]> {
  const config = loadConfig(env);
  const sequelize = createSequelize({ url: config.database.url!, poolMax: config.database.poolMax });
  initModels(sequelize);
  const temporal = await connectTemporalClient({ address: config.temporal.address!, namespace: config.temporal.namespace });
  try {
    const { app } = buildApi({ config, logger: createLogger({ logLevel: 'silent' }), sequelize, temporal });
    return await recordingStatements((drain) => traceRoutes(app, scenarios, apiKey, drain));
  } finally {
    await temporal.connection.close();
    await sequelize.close();
  }
}

/** The bare Express + pg handlers, in this process, with every statement they send recorded. */
export async function traceBare(env: NodeJS.ProcessEnv, scenarios: ReadScenario[], apiKey: string): Promise<RouteTrace[]> {
  const config = loadConfig(env);
  const pool = new pg.Pool({ connectionString: config.database.url!, max: 2 });
  try {
    return await recordingStatements((drain) => traceRoutes(createBareApp(pool, config.baseUrl), scenarios, apiKey, drain));
  } finally {
    await pool.end();
  }
}

async function traceRoutes(
  listener: http.RequestListener,
  scenarios: ReadScenario[],
  apiKey: string,
  drain: () => string[],
): Promise<RouteTrace[]> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const traces: RouteTrace[] = [];
    for (const scenario of scenarios) {
      await call(base, scenario, apiKey);
      drain();
      const answer = await call(base, scenario, apiKey);
      traces.push({ ...answer, sql: drain() });
    }
    return traces;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function call(base: string, scenario: ReadScenario, apiKey: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${scenario.path}`, { headers: { [API_KEY_HEADER]: apiKey } });
  return { status: response.status, body: await response.text() };
}

/**
 * A statement with its values taken out, to compare Vigil's with the bare handlers' (values inlined
 * by a Sequelize model finder, or `$n` binds).
 */
export function normalizeSql(sql: string): string {
  return sql
    .replace(/^Executing \([^)]*\): /, '')
    .replace(/;\s*$/, '')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$\d+(::\w+)?/g, '?')
    .replace(/\b\d+\b/g, '?')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where the two sides differ for one route: answers or statements; empty when they match. */
export function traceDifferences(vigil: RouteTrace, bare: RouteTrace): string[] {
  const differences: string[] = [];
  if (vigil.status !== bare.status) differences.push(`status ${vigil.status} vs ${bare.status}`);
  if (vigil.body !== bare.body) differences.push(`bodies differ:\n  vigil ${vigil.body.slice(0, 400)}\n  bare  ${bare.body.slice(0, 400)}`);
  const vigilSql = perRequest(vigil.sql);
  const bareSql = perRequest(bare.sql);
  for (const statement of vigilSql.filter((s) => !bareSql.includes(s))) differences.push(`only Vigil sends: ${statement}`);
  for (const statement of bareSql.filter((s) => !vigilSql.includes(s))) differences.push(`only bare sends: ${statement}`);
  if (vigilSql.length !== bareSql.length) differences.push(`${vigilSql.length} statements vs ${bareSql.length}`);
  return differences;
}

/** Normalized statements without the session setup a new pool connection sends once (`SET …`). */
function perRequest(statements: string[]): string[] {
  return statements
    .map(normalizeSql)
    .filter((statement) => !/^SET /i.test(statement))
    .sort();
}
