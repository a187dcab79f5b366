import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { buildApi } from '../../api/server';
import { initModels } from '../../models';
import { loadConfig } from '../../platform/config';
import { createSequelize } from '../../platform/database';
import { createLogger } from '../../platform/logger';
import { connectTemporalClient } from '../../platform/temporal';
import { createBareApp, type Queryable } from './bench-bare-app';
import { API_KEY_HEADER, type ReadScenario } from './bench-read-scenarios';

/** What one route did for one request: its answer and every statement it sent to PostgreSQL. */
export interface RouteTrace {
  status: number;
  body: string;
  sql: string[];
}

/**
 * Vigil, in this process, with Sequelize's statement log captured: the exact SQL each read route sends
 * (the second of two requests, so a once-a-minute write like an API key's lastUsedAt is not counted).
 */
export async function traceVigil(env: NodeJS.ProcessEnv, scenarios: ReadScenario[], apiKey: string): Promise<RouteTrace[]> {
  const config = loadConfig(env);
  const statements: string[] = [];
  const sqlLog = new Writable({
    write(chunk: Buffer, _encoding, done) {
      statements.push(String((JSON.parse(chunk.toString()) as { sql: string }).sql));
      done();
    },
  });
  const sequelize = createSequelize({ url: config.database.url!, poolMax: config.database.poolMax, logger: createLogger({ logLevel: 'trace' }, 'sql', sqlLog) });
  initModels(sequelize);
  const temporal = await connectTemporalClient({ address: config.temporal.address!, namespace: config.temporal.namespace });
  try {
    const { app } = buildApi({ config, logger: createLogger({ logLevel: 'silent' }), sequelize, temporal });
    return await traceRoutes(app, scenarios, apiKey, () => statements.splice(0));
  } finally {
    await temporal.connection.close();
    await sequelize.close();
  }
}

/** The bare Express + pg handlers, in this process, with every query they send recorded. */
export async function traceBare(databaseUrl: string, scenarios: ReadScenario[], apiKey: string): Promise<RouteTrace[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const statements: string[] = [];
  const recording: Queryable = {
    query: (text, values) => {
      statements.push(text);
      return pool.query(text, values);
    },
  };
  try {
    return await traceRoutes(createBareApp(recording), scenarios, apiKey, () => statements.splice(0));
  } finally {
    await pool.end();
  }
}

async function traceRoutes(listener: http.RequestListener, scenarios: ReadScenario[], apiKey: string, drain: () => string[]): Promise<RouteTrace[]> {
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
 * A statement with its values taken out, to compare Vigil's (values inlined by Sequelize, or `$n`
 * binds) with the bare handlers' (`$n` binds).
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
  const vigilSql = vigil.sql.map(normalizeSql).sort();
  const bareSql = bare.sql.map(normalizeSql).sort();
  for (const statement of vigilSql.filter((s) => !bareSql.includes(s))) differences.push(`only Vigil sends: ${statement}`);
  for (const statement of bareSql.filter((s) => !vigilSql.includes(s))) differences.push(`only bare sends: ${statement}`);
  if (vigilSql.length !== bareSql.length) differences.push(`${vigilSql.length} statements vs ${bareSql.length}`);
  return differences;
}
