import { execFileSync } from 'node:child_process';
import { isExecutable } from './executables';

/** Where Debian's `chromium` package puts the browser; $CHROMIUM_PATH wins when set. */
const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Finds a headless-capable Chromium, installing Debian's `chromium` package with apt-get when there is
 * none (machines and CI start empty; as root). Never downloads a browser build of its own.
 */
export function ensureChromium(log: (message: string) => void = () => undefined): string {
  const found = CANDIDATES.find((candidate) => candidate && isExecutable(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('Chromium is not installed: run `apt-get install chromium` as root, or set CHROMIUM_PATH');
  log("installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { env, stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env, stdio: 'ignore' });
  const installed = CANDIDATES.find((candidate) => candidate && isExecutable(candidate));
  if (!installed) throw new Error('apt-get installed chromium, but no executable was found at /usr/bin/chromium');
  return installed;
}
