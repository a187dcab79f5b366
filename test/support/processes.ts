import path from 'node:path';
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { describe, spawnTypeScript, stopChild } from '../../scripts/lib/processes';
import { waitForReady } from '../../scripts/lib/services';
import { freePort } from '../../scripts/lib/temporal-dev-server';
import { TEST_ENV, testEnv } from './environment';

const ROOT = path.resolve(__dirname, '../..');

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything the process wrote, for the failure message when it does not come up. */
  output: () => string;
  stop: () => Promise<void>;
}

type Entry = 'api/main.ts' | 'worker/main.ts' | 'worker/browser-main.ts';

/**
 * Starts `api/main.ts`, `worker/main.ts` or `worker/browser-main.ts` as its own process, as production runs them:
 * from source through tsx, or compiled (`node dist/…`, after `npm run build`) when the environment sets
 * VIGIL_TEST_COMPILED_SERVICES=1 (`npm run test:production-shape` sets it for the whole run). A worker from
 * source runs the run's workflow bundle (TEMPORAL_WORKFLOW_BUNDLE); `npm start`'s in stop-by-signal bundles at start.
 */
export function startService(entry: Entry, env: Record<string, string>): ServiceProcess {
  const childEnv = { ...process.env, ...env };
  const compiled = childEnv[TEST_ENV.compiledServices] === '1';
  // From source, a worker would spend seconds of CPU on webpack at each start: it loads the run's bundle instead.
  if (entry === 'worker/main.ts' && !compiled) childEnv.TEMPORAL_WORKFLOW_BUNDLE ??= testEnv('workflowBundle');
  const child = spawnEntry(entry, compiled, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, stop: () => stopChild(child, { graceMs: 15_000 }) };
}

function spawnEntry(entry: Entry, compiled: boolean, options: SpawnOptions): ChildProcess {
  if (compiled) return spawn(process.execPath, [path.join(ROOT, 'dist', entry.replace(/\.ts$/, '.js'))], options);
  return spawnTypeScript(path.join(ROOT, entry), [], options);
}

/** An API process on a free port, resolved once its readiness probe answers 200. */
export async function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServiceProcess & { url: string }> {
  const port = await freePort();
  const service = startService('api/main.ts', { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  const exited = () => {
    if (service.child.exitCode !== null) throw new Error(`the API exited with ${service.child.exitCode}`);
  };
  await waitForReady(`${url}/readyz`, { timeoutMs, checkStop: exited }).catch((error: unknown) => {
    throw new Error(`${describe(error)}:\n${service.output()}`);
  });
  return { ...service, url };
}

/** A worker process (or the browser worker's), resolved once it reports that it polls its task queue. */
export async function startWorkerProcess(
  env: Record<string, string>,
  timeoutMs = 90_000,
  entry: 'worker/main.ts' | 'worker/browser-main.ts' = 'worker/main.ts',
): Promise<ServiceProcess> {
  const service = startService(entry, env);
  const deadline = Date.now() + timeoutMs;
  const started = entry === 'worker/main.ts' ? /(?<!browser )worker started/ : /browser worker started/;
  while (!started.test(service.output())) {
    if (service.child.exitCode !== null) throw new Error(`the worker exited with ${service.child.exitCode}:\n${service.output()}`);
    if (Date.now() > deadline) throw new Error(`the worker did not start within ${timeoutMs} ms:\n${service.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return service;
}

/**
 * Starts services at once (each spends seconds loading its code, which the other cores can overlap); if
 * one fails, those that started are stopped before the failure is thrown, so none is left running.
 */
export async function startTogether<T extends readonly ServiceProcess[]>(starts: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(starts);
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value as ServiceProcess] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (!failure) return started as unknown as T;
  await Promise.all(started.map((service) => service.stop()));
  throw failure.reason;
}
