import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../platform/chromium';
import { ensureChromium } from '../../scripts/lib/chromium';

export interface LaunchedChromium {
  context: BrowserContext;
  /** Closes the browser, then removes its profile. */
  close: () => Promise<void>;
}

/** Headless Chromium (Debian's package, driven by playwright-core) with a fresh profile. */
export async function launchChromium(): Promise<LaunchedChromium> {
  const executablePath = ensureChromium();
  // A fresh profile each run; playwright passes it to Chromium as --user-data-dir.
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, { executablePath, headless: true, args: CHROMIUM_FLAGS });
  async function close(): Promise<void> {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  return { context, close };
}
