import fs from 'node:fs';

/** clock ticks per second on Linux (USER_HZ): /proc's CPU times are in these. */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds spent so far by the processes below `ancestor` whose command line contains `match`,
 * and by everything below those (children already reaped included): e.g. Chromium and its renderers,
 * each render's renderer being a process that ends with its context. Linux only; 0 elsewhere.
 */
export function descendantCpuMs(ancestor: number, match: string): number {
  if (!fs.existsSync('/proc/self/stat')) return 0;
  const children = new Map<number, number[]>();
  const processes = new Map<number, { cpuMs: number; matches: boolean }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the parenthesised command name: state, ppid, …, utime (14th), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpuTicks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
      const pid = Number(entry);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      processes.set(pid, {
        cpuMs: (cpuTicks * 1000) / TICKS_PER_SECOND,
        matches: fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(match),
      });
    } catch {
      // The process ended while being read.
    }
  }
  const sum = (pid: number, inside: boolean): number =>
    (children.get(pid) ?? []).reduce((total, child) => {
      const counted = inside || processes.get(child)!.matches;
      return total + (counted ? processes.get(child)!.cpuMs : 0) + sum(child, counted);
    }, 0);
  return sum(ancestor, false);
}
