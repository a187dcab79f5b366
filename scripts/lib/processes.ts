import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** tsx's loader, run in-process (`node --import tsx`): one pid per service, nothing left behind by a kill. */
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;

/** The signals that stop `npm start`: the foreground process forwards them, the supervisor acts on them. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Runs a TypeScript entry file in a new Node process. */
export function spawnTypeScript(entry: string, args: string[], options: SpawnOptions): ChildProcess {
  return spawn(process.execPath, ['--import', TSX_LOADER, entry, ...args], options);
}

export interface StopOptions {
  /** 10 s unless given. */
  graceMs?: number;
  /**
   * The child leads its own process group (it was spawned detached): the forced kill takes the whole
   * group, and so does a last SIGKILL once the child has exited.
   */
  wholeGroup?: boolean;
  /** Told when the grace period is over, just before the forced kill. */
  onForcedKill?: (message: string) => void;
}

/** SIGTERM, then SIGKILL once the grace period is over; resolves when the child has exited. */
export function stopChild(child: ChildProcess, { graceMs = 10_000, wholeGroup = false, onForcedKill }: StopOptions = {}): Promise<void> {
  if (!isRunning(child)) return Promise.resolve();
  const forceKill = () => (wholeGroup ? killGroup(child, 'SIGKILL') : child.kill('SIGKILL'));
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      onForcedKill?.(`pid ${child.pid} did not stop within ${graceMs / 1000} s; killing it`);
      forceKill();
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      if (wholeGroup) killGroup(child, 'SIGKILL'); // anything the service left in its process group goes with it
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function isRunning(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Resolves once the child has ended, with how, for the log: "exited with code 1", "was killed by SIGKILL". */
export function exitOf(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    const ended = (code: number | null, signal: NodeJS.Signals | null) =>
      resolve(signal ? `was killed by ${signal}` : `exited with code ${code}`);
    if (child.exitCode !== null || child.signalCode !== null) ended(child.exitCode, child.signalCode);
    child.once('exit', ended);
    child.once('error', (error) => resolve(`could not be started: ${error.message}`));
  });
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A printer for one source: `name     | line`, whole lines only (sources may hand over partial chunks). */
export function prefixed(name: string): (text: string) => void {
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

const launcherOutput = prefixed('start');
/** The launcher's own messages: `start    | message`. */
export function log(message: string): void {
  launcherOutput(`${message}\n`);
}

export function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
