import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runMain } from '../platform/process';
import { startEmbeddedPostgres } from './lib/embedded-postgres';
import { freePort } from './lib/temporal-dev-server';
import { createTemporalSchema, ensureTemporalServer, SERVER_VERSION, startTemporalServer } from './lib/temporal-server';

/**
 * `npm run test:production-shape` (not part of `npm test` or CI): the two-APIs-two-workers proof
 * (test/proof/two-of-everything.test.ts) in the shape docker-compose.yml runs, without Docker: the
 * compiled code (`npm run build`, then `node dist/…`) against a Temporal server on PostgreSQL, its
 * schema made by its own SQL tool, instead of the CLI's dev server. The first run builds the server
 * with Go (minutes; kept in .tools/).
 */

const ROOT = path.resolve(__dirname, '..');
const PROOF = 'test/proof/two-of-everything.test.ts';
/** TEST_ENV.compiledServices (test/support/environment.ts): the proof's service processes run `node dist/…`. */
const COMPILED_SERVICES = 'VIGIL_TEST_COMPILED_SERVICES';
const log = (message: string) => console.log(`production-shape: ${message}`);

runMain('production-shape', async () => {
  ensureTemporalServer(log);
  log('npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-production-shape-'));
  fs.chmodSync(workDir, 0o755); // PostgreSQL runs as an unprivileged user when this runs as root
  const serverLog = fs.createWriteStream(path.join(workDir, 'temporal-server.log'));
  log(`working in ${workDir}`);
  const port = await freePort();
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(workDir, 'postgres'), port, persistent: false });
  let code = 1;
  try {
    const { hostname, username, password } = new URL(postgres.url('postgres'));
    const access = { host: hostname, port, user: username, password };
    createTemporalSchema(access);
    log('Temporal schema created in PostgreSQL (temporal, temporal_visibility)');
    const temporal = await startTemporalServer(access, workDir, (text) => serverLog.write(text));
    log(`Temporal server ${SERVER_VERSION} on ${temporal.address}, on PostgreSQL at 127.0.0.1:${port}`);
    try {
      code = await runProof({ DATABASE_URL: postgres.url('postgres'), TEMPORAL_ADDRESS: temporal.address, [COMPILED_SERVICES]: '1' });
    } finally {
      await temporal.stop();
    }
  } finally {
    await postgres.stop();
    serverLog.end();
  }
  if (code === 0) fs.rmSync(workDir, { recursive: true, force: true });
  log(code === 0 ? 'passed' : `failed (jest exited with ${code}); the Temporal server's log is in ${workDir}`);
  process.exit(code);
});

function runProof(env: Record<string, string>): Promise<number> {
  const jest = spawn(process.execPath, [require.resolve('jest/bin/jest'), PROOF], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve) => jest.once('exit', (exitCode) => resolve(exitCode ?? 1)));
}
