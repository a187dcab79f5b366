import { expectEverythingGone, START_TIMEOUT_MS, startVigil, STOP_TIMEOUT_MS } from '../support/launcher';

/**
 * `./npmw start` stopped from outside: SIGTERM to npm's pid, or npm vanishing, must stop every process
 * the launcher started, in order, and free every port.
 */

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
    expect(launch.output()).toContain('start    | stopped\n'); // exit code 0, nothing restarted
    expect(launch.output()).not.toContain(' restart');
  });

  it('stops everything when npm vanishes without forwarding anything', async () => {
    const launch = await startVigil();
    process.kill(launch.npm.pid!, 'SIGKILL');
    await expectEverythingGone(launch);
    expect(launch.output()).toContain('the parent process went away; stopping');
  });
});
