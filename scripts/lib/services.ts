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

/** Polls the API's readiness URL until it answers 200; `checkStop` throws to give up early. */
export async function waitForReady(url: string, timeoutMs: number, checkStop: () => void): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    checkStop();
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
  checkStop();
  throw new Error(`the API did not answer 200 on ${url} within ${timeoutMs / 1000} s (last: ${last})`);
}
