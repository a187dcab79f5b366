import { createConcurrencyGate } from '../../domain/shared/concurrency-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a concurrency gate', () => {
  it('runs at most its limit at once and lets the waiting tasks in by arrival order', async () => {
    const gate = createConcurrencyGate(2);
    const started: number[] = [];
    const releases = [deferred(), deferred(), deferred(), deferred()];
    const runs = releases.map((release, index) =>
      gate.run(async () => {
        started.push(index);
        await release.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 2 });

    releases[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    releases[0]!.resolve();
    releases[2]!.resolve();
    releases[3]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the turn of a task that fails', async () => {
    const gate = createConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('page read failed')))).rejects.toThrow('page read failed');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
