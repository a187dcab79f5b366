import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { descendantCpuMs } from '../../scripts/lib/process-tree-cpu';

/** The rendering bench's Chromium CPU per page: the CPU of a named child and of what it started, reaped or not. */
describe('descendantCpuMs', () => {
  it('counts a matching child and its own children, reaped ones included, and nothing else', async () => {
    const marker = `vigil-cpu-marker-${process.pid}`;
    // The child spins 300 ms of CPU in a grandchild it waits for (reaped: counted through cutime), then 200 ms itself.
    const spin = (ms: number) =>
      `const s = process.cpuUsage(); while (process.cpuUsage(s).user + process.cpuUsage(s).system < ${ms * 1000});`;
    const script = `require('node:child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(spin(300))}]);
      ${spin(200)} setTimeout(() => undefined, 60_000);`;
    const child = spawn(process.execPath, ['-e', script, marker], { stdio: 'ignore' });
    try {
      const deadline = Date.now() + 20_000;
      let counted = 0;
      while (counted < 450 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        counted = descendantCpuMs(process.pid, marker);
      }
      expect(counted).toBeGreaterThanOrEqual(450);
      expect(descendantCpuMs(process.pid, `${marker}-absent`)).toBe(0);
    } finally {
      child.kill();
      await once(child, 'exit');
    }
  });
});
