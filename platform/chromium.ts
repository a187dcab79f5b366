import fs from 'node:fs';

/** Where Debian's `chromium` package puts the browser. */
const PACKAGE_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium to drive: CHROMIUM_PATH when set (and executable), else the OS package's; null when there is none. */
export function findChromium(chromiumPath: string | undefined = process.env.CHROMIUM_PATH || undefined): string | null {
  const candidates = chromiumPath ? [chromiumPath] : PACKAGE_PATHS;
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
export const CHROMIUM_INSTALL_HINT = "install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH";

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
