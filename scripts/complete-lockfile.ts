import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm install` here leaves out optional platform packages the registry mirror does not serve
 * (e.g. @swc/core-darwin-arm64), and `npm ci` then rejects the lockfile as out of sync. This adds
 * an entry for each missing one, with the `os`/`cpu` read from its name, so `npm ci` accepts the
 * lockfile and skips them on Linux. Run `npm run lockfile:complete` after every `npm install`.
 */
interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  optionalDependencies?: Record<string, string>;
}

const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const { packages } = lock;
const added: string[] = [];

for (const entry of Object.values(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]) continue;
    const [os, cpu] = platformOf(name);
    packages[key] = { version, optional: true, os: [os], cpu: [cpu] };
    added.push(name);
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(added.length === 0 ? 'lockfile complete' : `added ${added.length} platform entries: ${added.join(', ')}`);

/** `@swc/core-linux-arm-gnueabihf` → ['linux', 'arm']; `@unrs/resolver-binding-win32-x64-msvc` → ['win32', 'x64']. */
function platformOf(name: string): [string, string] {
  const [os, cpu] = name
    .split('/')
    .pop()!
    .replace(/^(core|resolver-binding)-/, '')
    .split('-');
  if (!os || !cpu) throw new Error(`cannot read a platform from ${name}`);
  return [os, cpu];
}
