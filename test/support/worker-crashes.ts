import { once } from 'node:events';
import { startHarness, type Harness } from './harness';
import { startWorkerProcess, type ServiceProcess } from './processes';

export interface CrashHarness {
  /** The API in the test process, the database and SMTP capture; no worker of its own. */
  harness: Harness;
  /** Starts a worker process as production runs it; resolves once it polls the task queue. */
  startWorker(): Promise<void>;
  /** SIGKILL, no graceful stop: whatever the worker had in flight dies with it. */
  killWorker(): Promise<void>;
  /** The browser worker (`worker/browser-main.ts`) on the harness's browser task queue; needs BROWSER_RENDERING=on in `env`. */
  startBrowserWorker(): Promise<void>;
  /** SIGKILL of the browser worker, mid-render if it was rendering. */
  killBrowserWorker(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The worker's activity timing (configuration.md) for tests that kill workers or take engines away: a lost
 * worker's activities and sticky workflow tasks go to another after 5 s, not 10, and first retry intervals
 * are a fifth, in the workflows that read the worker's timing (workflows/activity-timing.ts).
 */
export const KILLED_WORKER_TIMING = { WORKER_LOSS_TIMEOUT_SECONDS: '5', ACTIVITY_RETRY_INTERVAL_FACTOR: '0.2' };

/**
 * A Vigil whose workflows and activities run only in worker processes (`worker/main.ts`) on the
 * harness's database, Temporal task queue and SMTP capture, so a test can kill one at the worst moment.
 */
async function kill({ child }: ServiceProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

export async function startCrashHarness(env: Record<string, string>): Promise<CrashHarness> {
  const harness = await startHarness({ env, inProcessWorker: false });
  const { config } = harness;
  const workerEnv = {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: config.database.url!,
    DATABASE_POOL_MAX: '4',
    TEMPORAL_ADDRESS: config.temporal.address!,
    TEMPORAL_TASK_QUEUE: config.temporal.taskQueue,
    TEMPORAL_BROWSER_TASK_QUEUE: config.temporal.browserTaskQueue,
    SECRET_KEY: config.secretKey,
    SMTP_URL: config.mail.smtpUrl!,
    BASE_URL: config.baseUrl,
    APP_URL: config.appUrl,
    ...KILLED_WORKER_TIMING,
  };
  let worker: ServiceProcess | null = null;
  let browserWorker: ServiceProcess | null = null;

  return {
    harness,
    async startWorker() {
      if (worker) throw new Error('a worker is already running');
      worker = await startWorkerProcess(workerEnv);
    },
    async killWorker() {
      if (!worker) throw new Error('no worker to kill');
      await kill(worker);
      worker = null;
    },
    async startBrowserWorker() {
      if (browserWorker) throw new Error('a browser worker is already running');
      browserWorker = await startWorkerProcess(workerEnv, 90_000, 'worker/browser-main.ts');
    },
    async killBrowserWorker() {
      if (!browserWorker) throw new Error('no browser worker to kill');
      await kill(browserWorker);
      browserWorker = null;
    },
    async stop() {
      await browserWorker?.stop();
      await worker?.stop();
      await harness.stop();
    },
  };
}
