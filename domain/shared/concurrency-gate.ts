/** Runs at most `limit` tasks at once; the others wait their turn in arrival order. */
export interface ConcurrencyGate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting for a turn. */
  stats(): { running: number; waiting: number };
}

export function createConcurrencyGate(limit: number): ConcurrencyGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const enter = (): Promise<void> => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const leave = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      await enter();
      try {
        return await task();
      } finally {
        leave();
      }
    },
    stats: () => ({ running, waiting: waiting.length }),
  };
}
