import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The journeys' Chromium flags: no sandbox (CI runs as root), no GPU, nothing fetched in the background. */
export const JOURNEY_BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The system browsers we look for after CHROMIUM_PATH, in order. Chromium's headless shell first (Debian's
 * `chromium-headless-shell`, the headless mode Playwright itself uses): the same engine without the desktop
 * browser's compositing around it, so the same journeys cost the two cores a quarter less (8 journey files:
 * 248-299 CPU-s against 341-373 with the full chromium, on one machine the same hour).
 */
export const SYSTEM_BROWSERS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const NO_BROWSER_MESSAGE = [
  'test: no Chromium browser found for the browser journeys.',
  'Install one of these, then run the tests again:',
  '  Debian/Ubuntu:   sudo apt-get install -y chromium-headless-shell   (or chromium)',
  "  Playwright's:    npx playwright install chromium",
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
].join('\n');

export interface FoundBrowser {
  path: string | null;
  source: 'CHROMIUM_PATH' | 'system' | 'playwright' | null;
}

/** Where the journeys' browser is: CHROMIUM_PATH, else the system's chromium, else Playwright's own. */
export function findBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
  playwrightPath: () => string | null = playwrightChromium,
): FoundBrowser {
  if (env.CHROMIUM_PATH) {
    return exists(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' }
      : { path: null, source: null };
  }
  const system = SYSTEM_BROWSERS.find((p) => exists(p));
  if (system) return { path: system, source: 'system' };
  const own = playwrightPath();
  if (own && exists(own)) return { path: own, source: 'playwright' };
  return { path: null, source: null };
}

function playwrightChromium(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } };
    return chromium.executablePath();
  } catch {
    return null;
  }
}
