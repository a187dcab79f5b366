import type { ChildProcess } from 'node:child_process';
import { describe, exitOf, killGroup, stopChild, type StopOptions } from './processes';

/** One run of a supervised child: a crashed child is started again as a new run. */
export interface Run {
  pid: number | undefined;
  /** Resolves once the child has ended, with how: "exited with code 1", "was killed by SIGKILL". */
  exited: Promise<string>;
  /** Stops the child (with its own grace period and forced kill); resolves once it has exited. */
  stop: () => Promise<void>;
  /** The last, synchronous signal when the supervisor itself exits without having stopped the child. */
  kill: () => void;
}

export interface RestartPolicy {
  /** Restarts of one child allowed within `windowMs`; its next crash stops everything. */
  limit: number;
  windowMs: number;
  /** Back-off before the first restart within the window, doubled for each further one, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export interface SupervisorOptions {
  policy: RestartPolicy;
  log: (message: string) => void;
  /** A child crashed during the launch, or with its restart budget spent: the caller stops everything. */
  onGiveUp: (reason: string) => void;
}

interface Child {
  name: string;
  start: () => Promise<Run>;
  run?: Run;
  /** When each restart within the window happened. */
  restarts: number[];
  pendingRestart?: NodeJS.Timeout;
  /** The restart under way; a stop waits for it, then stops what it started. */
  restarting?: Promise<void>;
}

/**
 * Keeps child processes running as a process manager does: once the launch is done (keepRunning()), a
 * child that ends on its own is started again after a back-off, within a restart budget per child. The
 * others keep serving meanwhile. stopAll() stops the children in the reverse order of their adding.
 */
export class Supervisor {
  private readonly children: Child[] = [];
  private restartCrashed = false;
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {}

  /** Starts a child; rejects when it does not start. */
  async add(name: string, start: () => Promise<Run>): Promise<void> {
    const child: Child = { name, start, restarts: [] };
    this.children.push(child);
    this.watch(child, await start());
  }

  /** From now on a crashed child is restarted; during the launch a crash is a setup problem and ends it. */
  keepRunning(): void {
    this.restartCrashed = true;
  }

  /** No restart from now on; each child stopped and awaited, the last added first. */
  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const child of [...this.children].reverse()) await this.stop(child);
  }

  killAll(): void {
    for (const { run } of this.children) run?.kill();
  }

  private watch(child: Child, run: Run): void {
    child.run = run;
    void run.exited.then((how) => this.crashed(child, how));
  }

  private crashed(child: Child, how: string): void {
    if (this.stopping) return;
    const { policy, log, onGiveUp } = this.options;
    if (!this.restartCrashed) return onGiveUp(`${child.name} ${how}`);
    const now = Date.now();
    child.restarts = child.restarts.filter((at) => at > now - policy.windowMs);
    if (child.restarts.length >= policy.limit) {
      return onGiveUp(`${child.name} ${how}; restart budget of ${policy.limit} within ${policy.windowMs / 1000} s spent`);
    }
    child.restarts.push(now);
    const attempt = child.restarts.length;
    const delayMs = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (attempt - 1));
    log(`${child.name} ${how}; restart ${attempt} of ${policy.limit} in ${delayMs / 1000} s`);
    child.pendingRestart = setTimeout(() => (child.restarting = this.restart(child)), delayMs);
  }

  private async restart(child: Child): Promise<void> {
    try {
      const run = await child.start();
      this.watch(child, run);
      this.options.log(`${child.name} restarted (pid ${run.pid})`);
    } catch (error) {
      this.crashed(child, `did not start again: ${describe(error)}`);
    }
  }

  private async stop(child: Child): Promise<void> {
    clearTimeout(child.pendingRestart);
    await child.restarting;
    if (!child.run) return;
    const { log } = this.options;
    const started = Date.now();
    log(`stopping ${child.name}`);
    try {
      await child.run.stop();
      log(`${child.name} stopped (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      log(`stopping ${child.name} failed: ${describe(error)}`);
    }
  }
}

/** A run of a plain child process, stopped as stopChild() does; with `wholeGroup`, its process group ends with it. */
export function childRun(child: ChildProcess, options: StopOptions): Run {
  return {
    pid: child.pid,
    exited: exitOf(child).then((how) => {
      if (options.wholeGroup) killGroup(child, 'SIGKILL'); // what a crashed service started must not outlive it
      return how;
    }),
    stop: () => stopChild(child, options),
    kill: () => (options.wholeGroup ? killGroup(child, 'SIGKILL') : child.kill('SIGKILL')),
  };
}
