import { spawn } from 'node:child_process';
import { childRun, Supervisor, type RestartPolicy, type Run } from '../../scripts/lib/supervision';

/** The restart rules of `npm start`'s supervisor, on tiny real processes (`node -e`). */

const POLICY: RestartPolicy = { limit: 3, windowMs: 60_000, firstDelayMs: 100, maxDelayMs: 250 };
const STEADY = 'setInterval(() => undefined, 1_000)';
const CRASH = 'process.exit(3)';

function node(script: string): Run {
  return childRun(spawn(process.execPath, ['-e', script], { stdio: 'ignore' }), { graceMs: 5_000 });
}

function supervise(policy: RestartPolicy = POLICY) {
  const lines: string[] = [];
  let giveUp: (reason: string) => void = () => undefined;
  const gaveUp = new Promise<string>((resolve) => (giveUp = resolve));
  const supervisor = new Supervisor({ policy, log: (line) => lines.push(line), onGiveUp: (reason) => giveUp(reason) });
  return { supervisor, lines, gaveUp };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the supervisor of npm start', () => {
  it('restarts a crashed child after a doubling back-off, and gives up once its budget is spent', async () => {
    const { supervisor, lines, gaveUp } = supervise();
    supervisor.keepRunning();
    const steady = node(STEADY);
    await supervisor.add('steady', async () => steady);
    const startedAt: number[] = [];
    await supervisor.add('crasher', async () => {
      startedAt.push(Date.now());
      if (startedAt.length === 2) throw new Error('port in use'); // a failed start counts as a crash
      return node(CRASH);
    });

    expect(await gaveUp).toBe('crasher exited with code 3; restart budget of 3 within 60 s spent');
    await supervisor.stopAll();
    const restarted = expect.stringMatching(/^crasher restarted \(pid \d+\)$/);
    expect(lines.slice(0, 5)).toEqual([
      'crasher exited with code 3; restart 1 of 3 in 0.1 s',
      'crasher did not start again: port in use; restart 2 of 3 in 0.2 s',
      restarted,
      'crasher exited with code 3; restart 3 of 3 in 0.25 s',
      restarted,
    ]);
    const waits = startedAt.slice(1).map((at, index) => at - startedAt[index]!);
    [100, 200, 250].forEach((delay, index) => expect(waits[index]).toBeGreaterThanOrEqual(delay));
    expect(lines.slice(5).filter((line) => line.startsWith('stopping'))).toEqual(['stopping crasher', 'stopping steady']);
    expect(await steady.exited).toBe('was killed by SIGTERM');
  });

  it('restarts nothing once a stop is asked for, not even a restart already due', async () => {
    const { supervisor, lines } = supervise();
    supervisor.keepRunning();
    const runs: Run[] = [];
    await supervisor.add('crasher', async () => runs[runs.push(node(CRASH)) - 1]!);
    const steady = node(STEADY);
    await supervisor.add('steady', async () => steady);
    await runs[0]!.exited;
    expect(lines).toEqual(['crasher exited with code 3; restart 1 of 3 in 0.1 s']);

    await supervisor.stopAll();
    expect(await steady.exited).toBe('was killed by SIGTERM');
    // Past the back-off of the restart that was due: nothing was started again.
    await new Promise((resolve) => setTimeout(resolve, 3 * POLICY.firstDelayMs));
    expect(runs).toHaveLength(1);
    expect(lines.filter((line) => !line.startsWith('stopping') && !/ stopped \(/.test(line))).toEqual([
      'crasher exited with code 3; restart 1 of 3 in 0.1 s',
    ]);
  });

  it('counts restarts within a sliding window, the back-off starting over after a quiet one', async () => {
    const { supervisor, lines, gaveUp } = supervise({ ...POLICY, limit: 1, windowMs: 300 });
    supervisor.keepRunning();
    let starts = 0;
    await supervisor.add('crasher', async () => node(++starts === 1 ? CRASH : 'setTimeout(() => process.exit(4), 400)'));
    await until(() => lines.length === 4);
    await supervisor.stopAll();
    expect(lines.slice(0, 4)).toEqual([
      'crasher exited with code 3; restart 1 of 1 in 0.1 s',
      expect.stringMatching(/^crasher restarted/),
      'crasher exited with code 4; restart 1 of 1 in 0.1 s',
      expect.stringMatching(/^crasher restarted/),
    ]);
    expect(await Promise.race([gaveUp, 'not given up'])).toBe('not given up');
  });

  it('ends the launch when a child crashes during it, without a restart', async () => {
    const { supervisor, lines, gaveUp } = supervise();
    await supervisor.add('crasher', async () => node(CRASH));
    expect(await gaveUp).toBe('crasher exited with code 3');
    await supervisor.stopAll();
    expect(lines.filter((line) => line.includes('restart'))).toEqual([]);
  });
});
