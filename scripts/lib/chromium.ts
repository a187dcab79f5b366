import { execFileSync } from 'node:child_process';
import { CHROMIUM_PACKAGE, CHROMIUM_PACKAGE_PATHS } from '../../platform/chromium';
import { isExecutable } from './executables';

const HEADLESS_SHELL = CHROMIUM_PACKAGE_PATHS[0]!;

/**
 * The Chromium the browser worker would drive ($CHROMIUM_PATH, else Debian's packages, the headless shell
 * first). As root (machines and CI start empty) Debian's `chromium-headless-shell` is installed with
 * apt-get when it is missing, so tests render with what production runs; never a browser build of its own.
 */
export function ensureChromium(log: (message: string) => void = () => undefined): string {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen && isExecutable(chosen)) return chosen;
  if (!isExecutable(HEADLESS_SHELL) && process.getuid?.() === 0) {
    log(`installing Debian's ${CHROMIUM_PACKAGE} package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { env, stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', CHROMIUM_PACKAGE], { env, stdio: 'ignore' });
  }
  const found = CHROMIUM_PACKAGE_PATHS.find(isExecutable);
  if (!found) throw new Error(`Chromium is not installed: run \`apt-get install ${CHROMIUM_PACKAGE}\` as root, or set CHROMIUM_PATH`);
  return found;
}
