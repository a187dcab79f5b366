import fs from 'node:fs';

/**
 * Where Debian's packages put the browser: `chromium-headless-shell` first, the same engine without the
 * desktop browser around each tab (a fresh context and page costs about a fifth of the CPU it costs in
 * `chromium`'s headless mode, which is what a render per source spends), then `chromium`.
 */
export const CHROMIUM_PACKAGE_PATHS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's package to install for the browser worker. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/** The Chromium to drive: CHROMIUM_PATH when set (and executable), else the OS package's; null when there is none. */
export function findChromium(chromiumPath: string | undefined = process.env.CHROMIUM_PATH || undefined): string | null {
  const candidates = chromiumPath ? [chromiumPath] : CHROMIUM_PACKAGE_PATHS;
  return candidates.find(isExecutable) ?? null;
}

/** The flags that run Debian's Chromium headless on a server (no sandbox user namespace, no GPU, nothing phoning home). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What to tell someone whose machine has no Chromium. */
export const CHROMIUM_INSTALL_HINT = `install Debian's ${CHROMIUM_PACKAGE} package (apt-get install ${CHROMIUM_PACKAGE}) or set CHROMIUM_PATH`;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
