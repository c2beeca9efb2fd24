import { defineConfig, devices } from '@playwright/test';
import { findBrowser, JOURNEY_BROWSER_ARGS, NO_BROWSER_MESSAGE } from './tests/e2e/browser.ts';

/**
 * `npm run test:scale`: the cross-process journey (tests/scale/journey.spec.ts) through haproxy, in front of
 * two web processes, a worker and an ingest, which the journey starts itself (tests/scale/topology.ts):
 * no webServer here. haproxy listens on SCALE_PORT (4280 by default), the journeys' base URL.
 */
export const SCALE_PORT = Number(process.env.SCALE_PORT ?? 4280);
const browser = findBrowser();
if (!browser.path) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}

export default defineConfig({
  testDir: 'tests/scale',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results/scale',
  // One journey, its steps in order, against one topology.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    baseURL: `http://127.0.0.1:${SCALE_PORT}`,
    locale: 'es-ES',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: browser.path,
      args: JOURNEY_BROWSER_ARGS,
    },
  },
});
