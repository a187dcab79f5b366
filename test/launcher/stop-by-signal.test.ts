import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * `./npmw start` as a user, Docker or a process manager runs it (npmw execs npm, so its pid is npm's):
 * SIGTERM to npm's pid, or npm vanishing, must stop every process the launcher started, in order, and
 * free every port. Linux: the process tree is read from /proc.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 90_000;

describe('npm start stopped from outside', () => {
  jest.setTimeout(START_TIMEOUT_MS + STOP_TIMEOUT_MS + 10_000);

  it('stops everything in order when npm gets SIGTERM', async () => {
    const launch = await startVigil();
    process.kill(launch.npm.pid!, 'SIGTERM');
    await expectEverythingGone(launch);
    const order = ['stopping api', 'stopping worker', 'stopping Temporal dev server', 'stopping PostgreSQL'].map((line) =>
      launch.output().indexOf(line),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('stops everything when npm vanishes without forwarding anything', async () => {
    const launch = await startVigil();
    process.kill(launch.npm.pid!, 'SIGKILL');
    await expectEverythingGone(launch);
    expect(launch.output()).toContain('the parent process went away; stopping');
  });
});

interface Launch {
  npm: ChildProcess;
  dataDir: string;
  ports: number[];
  descendants: number[];
  output(): string;
}

async function startVigil(): Promise<Launch> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-launch-'));
  const ports = await freePorts(4);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'TEMPORAL_ADDRESS', 'SECRET_KEY', 'BASE_URL', 'APP_URL', 'SMTP_URL']) delete env[name];
  Object.assign(
    env,
    stringify({ PORT: ports[0]!, EMBEDDED_POSTGRES_PORT: ports[1]!, TEMPORAL_PORT: ports[2]!, TEMPORAL_UI_PORT: ports[3]! }),
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

async function expectEverythingGone({ descendants, ports, dataDir }: Launch): Promise<void> {
  await waitFor(() => descendants.every((pid) => !isAlive(pid)), STOP_TIMEOUT_MS);
  expect(descendants.filter(isAlive)).toEqual([]);
  for (const port of ports) expect(await isListening(port)).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function stringify(values: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
}

/** Every process below `root`, read from /proc (the supervisor runs in its own process group). */
function descendantsOf(root: number): number[] {
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
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [pid, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(pid);
      queue.push(pid);
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
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

async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
}
