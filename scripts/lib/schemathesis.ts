import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '../..');
const VENV_DIR = path.join(PROJECT_ROOT, '.tools', 'schemathesis');
const BINARY = path.join(VENV_DIR, 'bin', 'schemathesis');
/** Pinned so a new release cannot change what the suite checks overnight. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/**
 * The Schemathesis CLI from a virtualenv in .tools/schemathesis, created and filled from PyPI on first
 * use (python3 with the venv module is the only requirement).
 */
export function ensureSchemathesis(log: (message: string) => void = () => undefined): string {
  if (installedVersion() === SCHEMATHESIS_VERSION) return BINARY;
  log(`installing Schemathesis ${SCHEMATHESIS_VERSION} into ${VENV_DIR}…`);
  if (!fs.existsSync(path.join(VENV_DIR, 'bin', 'python'))) execFileSync('python3', ['-m', 'venv', VENV_DIR], { stdio: 'pipe' });
  execFileSync(path.join(VENV_DIR, 'bin', 'python'), ['-m', 'pip', 'install', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`], {
    stdio: 'pipe',
  });
  if (installedVersion() !== SCHEMATHESIS_VERSION) throw new Error(`Schemathesis ${SCHEMATHESIS_VERSION} did not install into ${VENV_DIR}`);
  return BINARY;
}

function installedVersion(): string | undefined {
  try {
    return /(\d+\.\d+\.\d+)/.exec(execFileSync(BINARY, ['--version'], { encoding: 'utf8' }))?.[1];
  } catch {
    return undefined;
  }
}
