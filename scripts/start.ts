import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../platform/config';
import { runMain } from '../platform/process';
import { log, spawnTypeScript, STOP_SIGNALS } from './lib/processes';

/**
 * `npm start`: the whole system on one machine. Starts what is missing (embedded PostgreSQL unless
 * DATABASE_URL is set, the Temporal CLI dev server unless TEMPORAL_ADDRESS is set), migrates once,
 * runs the worker and the API as child processes, waits for /readyz, restarts any of them that crashes
 * (within a restart budget), and on SIGINT/SIGTERM stops everything in reverse order: API, worker,
 * Temporal, PostgreSQL.
 *
 * Two processes: this foreground one validates the configuration and forwards signals; the supervisor
 * (lib/supervisor.ts), in its own process group, owns every service. A terminal's Ctrl-C goes to the
 * whole foreground process group, so without that split PostgreSQL and Temporal would get SIGINT at the
 * same moment as the launcher and stop before the API and the worker. The supervisor also stops
 * everything when the foreground process disappears (even by SIGKILL), through its IPC channel.
 *
 * `npm start` runs `exec node --import tsx scripts/start.ts`: no shell and no tsx CLI in between, so the
 * SIGTERM npm forwards reaches this process (a shell in between died of it and left everything running).
 * When npm itself vanishes without forwarding anything (SIGKILL), this process is re-parented: it
 * notices and stops as on SIGTERM.
 */

const ROOT = path.resolve(__dirname, '..');
const SUPERVISOR = path.join(__dirname, 'lib', 'supervisor.ts');
const PARENT_CHECK_MS = 500;

/** Validates the configuration (one line and exit 1 when it is wrong), then runs the supervisor. */
async function foreground(): Promise<void> {
  const dotEnv = path.join(ROOT, '.env');
  if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv); // never overrides variables already set
  const config = loadConfig();
  if (config.port === 0) throw new ConfigError('PORT', 'must be a fixed port for npm start (got "0")');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secretKey = process.env.SECRET_KEY || developmentSecretKey(config.dataDir);

  // The supervisor's argument: when we started, so that its banner's time covers the whole launch.
  const supervisor = spawnTypeScript(SUPERVISOR, [String(Math.round(performance.timeOrigin))], {
    cwd: ROOT,
    env: { ...process.env, SECRET_KEY: secretKey, DATA_DIR: config.dataDir },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  supervisor.stdout?.pipe(process.stdout);
  supervisor.stderr?.pipe(process.stderr);
  // npm and a terminal may both deliver the same signal: forward each signal at most once a second.
  const forwardedAt = new Map<NodeJS.Signals, number>();
  const forward = (signal: NodeJS.Signals) => {
    if (Date.now() - (forwardedAt.get(signal) ?? 0) < 1_000) return;
    forwardedAt.set(signal, Date.now());
    supervisor.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => forward(signal));
  whenOrphaned(() => {
    log('the parent process went away; stopping');
    forward('SIGTERM');
  });
  const code = await new Promise<number>((resolve) => {
    supervisor.once('error', (error) => {
      console.error(`start: could not start the supervisor process: ${error.message}`);
      resolve(1);
    });
    supervisor.once('close', (exitCode) => resolve(exitCode ?? 1)); // after its output is drained
  });
  process.exit(code);
}

/** Calls `then` once when this process is re-parented, i.e. whoever started it has exited. */
function whenOrphaned(then: () => void): void {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    then();
  }, PARENT_CHECK_MS);
  watch.unref();
}

/** In development a random SECRET_KEY is generated once and kept, so sessions and sealed secrets survive restarts. */
function developmentSecretKey(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  if (fs.existsSync(file)) {
    const key = fs.readFileSync(file, 'utf8').trim();
    if (key.length < 32) throw new ConfigError('SECRET_KEY', `from ${file} must be at least 32 characters (fix or delete the file)`);
    return key;
  }
  const key = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  log(`generated a development SECRET_KEY in ${file}`);
  return key;
}

runMain('start', foreground);
