/**
 * Bounds the work in flight overall and per key (a host), so a caller may hand the checker a whole
 * batch at once: tasks beyond either bound wait in arrival order for a free slot.
 */
export interface KeyedLimiter {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

interface Waiter {
  key: string;
  start: () => void;
}

export function createKeyedLimiter(overall: number, perKey: number): KeyedLimiter {
  let active = 0;
  const activeByKey = new Map<string, number>();
  const waiting: Waiter[] = [];

  const hasRoom = (key: string) => active < overall && (activeByKey.get(key) ?? 0) < perKey;

  const acquire = (key: string) => {
    active += 1;
    activeByKey.set(key, (activeByKey.get(key) ?? 0) + 1);
  };

  const release = (key: string) => {
    active -= 1;
    const left = (activeByKey.get(key) ?? 1) - 1;
    if (left === 0) activeByKey.delete(key);
    else activeByKey.set(key, left);
    startWaiters();
  };

  const startWaiters = () => {
    for (let index = 0; index < waiting.length && active < overall;) {
      const waiter = waiting[index]!;
      if (hasRoom(waiter.key)) {
        waiting.splice(index, 1);
        acquire(waiter.key);
        waiter.start();
      } else {
        index += 1;
      }
    }
  };

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          task()
            .then(resolve, reject)
            .finally(() => release(key));
        };
        if (hasRoom(key)) {
          acquire(key);
          start();
        } else {
          waiting.push({ key, start });
        }
      });
    },
  };
}
