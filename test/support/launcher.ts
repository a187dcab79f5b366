import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { restartablePorts } from './ports';

/**
 * `./npmw start` as a user, Docker or a process manager runs it (npmw execs npm, so its pid is npm's),
 * with its own data directory and free ports. Linux: the process tree is read from /proc.
 */

const ROOT = path.resolve(__dirname, '..', '..');
export const START_TIMEOUT_MS = 150_000;
export const STOP_TIMEOUT_MS = 90_000;

export interface Launch {
  npm: ChildProcess;
  dataDir: string;
  /** API, embedded PostgreSQL, Temporal, Temporal UI. */
  ports: number[];
  /** Every process below npm once Vigil was ready. */
  descendants: number[];
  output(): string;
}

/** Starts Vigil and resolves once it is ready; `settings` add to or override its environment. */
export async function startVigil(settings: Record<string, string> = {}): Promise<Launch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-launch-'));
  const ports = await restartablePorts(4);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'SECRET_KEY', 'BASE_URL', 'APP_URL', 'SMTP_URL']) delete env[name];
  Object.assign(
    env,
    stringify({ PORT: ports[0]!, EMBEDDED_POSTGRES_PORT: ports[1]!, TEMPORAL_PORT: ports[2]!, TEMPORAL_UI_PORT: ports[3]! }),
    settings,
  );
  const npm = spawn(path.join(ROOT, 'npmw'), ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => output.includes('Press Ctrl-C to stop.') || npm.exitCode !== null, START_TIMEOUT_MS);
  if (!output.includes('Press Ctrl-C to stop.')) throw new Error(`npm start did not get ready:\n${output}`);
  const descendants = descendantsOf(npm.pid!);
  expect(descendants.length).toBeGreaterThanOrEqual(5); // launcher, supervisor, API, worker, Temporal, PostgreSQL
  for (const port of ports.slice(0, 3)) expect(await isListening(port)).toBe(true);
  return { npm, dataDir, ports, descendants, output: () => output };
}

/** Waits until the launch's processes (those it had when ready unless given) have exited and no port is open, then deletes its data. */
export async function expectEverythingGone({ descendants, ports, dataDir }: Launch, processes = descendants): Promise<void> {
  await waitFor(() => processes.every((pid) => !isAlive(pid)), STOP_TIMEOUT_MS);
  expect(processes.filter(isAlive)).toEqual([]);
  for (const port of ports) expect(await isListening(port)).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** What a failing test left running is stopped as a user would: SIGTERM to npm. */
export async function stopVigil({ npm }: Launch): Promise<void> {
  const exited = () => npm.exitCode !== null || npm.signalCode !== null;
  if (exited()) return;
  npm.kill('SIGTERM');
  await waitFor(exited, STOP_TIMEOUT_MS);
}

/** Every process below `root` (the supervisor runs in its own process group). */
export function descendantsOf(root: number): number[] {
  const found: number[] = [];
  const queue = [root];
  const parents = parentsOfAll();
  while (queue.length > 0) {
    const children = childrenIn(parents, queue.shift()!);
    found.push(...children);
    queue.push(...children);
  }
  return found;
}

export function childrenOf(parent: number): number[] {
  return childrenIn(parentsOfAll(), parent);
}

function childrenIn(parents: Map<number, number>, parent: number): number[] {
  return [...parents].filter(([, ppid]) => ppid === parent).map(([pid]) => pid);
}

/** Each process's parent, read from /proc. */
function parentsOfAll(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited while we looked
    }
  }
  return parents;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z '); // a zombie has exited
  } catch {
    return false;
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function stringify(values: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
}
