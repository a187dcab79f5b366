import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `./npmw`, the README's npm: npm on Node.js 24 whatever node the machine has, and a plain reason
 * where none can be had. The failures run a copy of the script (so no Node.js is installed beside it
 * yet) with a PATH holding only the stand-ins for an old machine and the few commands the script uses.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const NPMW = path.join(ROOT, 'npmw');
const machineDirs: string[] = [];

afterAll(() => machineDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('./npmw', () => {
  it('runs npm and the scripts it starts on Node.js 24 or later', () => {
    const run = spawnSync(NPMW, ['exec', '--', 'node', '--print', 'process.versions.node'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(Number(run.stdout.trim().split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('says what it needs where the machine has an old node and no npm', () => {
    const machine = oldMachine({ npm: null });
    const run = machine.npmw(['test']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      'npmw: Node.js 24.21.0 and npm 11.19.1 come from the npm registry through npm, and there is no npm on PATH; install Node.js 24 or later with npm 11 or later, and run again.\n',
    );
  });

  it('says so where the registry does not serve Node.js for the machine, and leaves nothing half installed', () => {
    const machine = oldMachine({ npm: 'if [ "$1" = --version ]; then echo 10.9.2; else echo "npm error 404 Not Found" >&2; exit 1; fi' });
    const run = machine.npmw(['test']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm error 404 Not Found\n');
    expect(run.stderr).toMatch(
      /npmw: the npm registry did not serve node-[a-z]+-[a-z0-9]+@24\.21\.0 \(npm's message is above\); install Node\.js 24/,
    );
    expect(fs.readdirSync(path.join(machine.dir, '.tools'))).toEqual([]);
  });
});

/** A checkout holding only npmw, on a machine whose node is 20 and whose npm, if any, is the given shell body. */
function oldMachine({ npm }: { npm: string | null }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-npmw-'));
  machineDirs.push(dir);
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  fs.copyFileSync(NPMW, path.join(dir, 'npmw'));
  for (const command of ['dirname', 'uname', 'mkdir', 'mktemp', 'rm']) {
    fs.symlinkSync(spawnSync('/bin/sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim(), path.join(bin, command));
  }
  const script = (name: string, body: string) => fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  script('node', 'echo v20.20.2');
  if (npm) script('npm', npm);
  return {
    dir,
    npmw: (args: string[]) => spawnSync('/bin/bash', [path.join(dir, 'npmw'), ...args], { env: { PATH: bin }, encoding: 'utf8' }),
  };
}
