import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { describe, prefixed, sleep, spawnTypeScript } from './processes';

const ROOT = path.resolve(__dirname, '../..');

/** Runs one of Vigil's entry files (`api/main.ts`, `worker/main.ts`), its output printed as `name | line`. */
export function spawnService(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  // Own process group, so that a forced kill also takes anything the service started.
  const child = spawnTypeScript(path.join(ROOT, entry), [], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const print = prefixed(name);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => print(`${line}\n`));
  }
  return child;
}

export interface ReadinessWait {
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Throws to give up early: a stop was asked for, or the process being waited for has exited. */
  checkStop?: () => void;
}

/** Polls a readiness URL until it answers 200; the error names the last answer. */
export async function waitForReady(
  url: string,
  { timeoutMs = 60_000, headers = {}, checkStop = () => undefined }: ReadinessWait = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    checkStop();
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
      last = `HTTP ${response.status}${body?.message ? ` ${body.message}` : ''}`;
    } catch (error) {
      last = describe(error);
    }
    await sleep(250);
  }
  checkStop();
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}
