import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATABASE_URL } from './tests/db.ts';
import { findBrowser, JOURNEY_BROWSER_ARGS, NO_BROWSER_MESSAGE } from './tests/e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const browser = findBrowser();
if (!browser.path) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
const chromium = browser.path;

/**
 * Journeys that change what other journeys read: a site-wide setting (the config, the home, the modules,
 * sign-up and access rules, the coupons switch, the moderated chat), a system message every open page gets
 * (site-realtime), or a demo fixture others assert on (site-course rates
 * the first lesson of "Dirección de actores para cine", whose ratings backoffice-lesson-ratings reads).
 * They run in their own project, one at a time; every other journey makes or finds its own fixtures by
 * their exact names, so those run side by side on E2E_WORKERS workers (2 by default).
 * `npm test` runs the two projects as two runs (scripts/test.ts), so a failure in one never skips the
 * other. Run alone (`npx playwright test`), the site-wide project waits for the other as its dependency;
 * `scripts/test.ts e2e <files>` adds `--no-deps` when journeys are named.
 */
const SITE_WIDE = [
  'auth-journey.spec.ts',
  'backoffice-config.spec.ts',
  'backoffice-home.spec.ts',
  'backoffice-modules.spec.ts',
  'backoffice-registration.spec.ts',
  'live-chat-moderation.spec.ts',
  'site-access.spec.ts',
  'site-chat.spec.ts',
  'site-checkout.spec.ts',
  'site-course.spec.ts',
  'site-realtime.spec.ts',
  'site-switches.spec.ts',
  // The analytics switch: the config page saves every switch at once.
  'web-analytics.spec.ts',
].map((file) => `**/${file}`);
const workers = Number(process.env.E2E_WORKERS) || 2;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

// Journeys run against the real server (API + back office + site) on a fresh database, in the browser
// findBrowser picks (CHROMIUM_PATH, the system's chromium, or Playwright's own).
export default defineConfig({
  testDir: 'tests/e2e',
  // Runs side by side (two checkouts, two people) each keep their own artifacts when they set this.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results',
  testMatch: '**/*.spec.ts',
  // Files run side by side (the tests of one file in order); see the projects below.
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-ES',
    // A trace of every journey, kept when it fails; without the screencast, whose frames cost the two
    // cores a fifth of the run (same journeys: 105 s with it, 80-89 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The journeys' browser asks for reduced motion, as many users do: the consoles' notices and dialogs
    // then appear at once, and axe never measures one mid-fade.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromium,
      args: JOURNEY_BROWSER_ARGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: SITE_WIDE, use: desktop },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['desktop'], workers: 1, use: desktop },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/start-server.ts',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATABASE_URL: E2E_DATABASE_URL,
      PUBLIC_URL: `http://localhost:${PORT}`,
      // The ingest role's RTMP port, beside the run's own HTTP port (runs side by side must not share one).
      RTMP_PORT: process.env.E2E_RTMP_PORT ?? String(PORT + 1),
      // The broadcast journeys' simulcast destinations are receivers on this machine (127.0.0.1).
      SIMULCAST_ALLOW_PRIVATE_DESTINATIONS: 'true',
      // Meetings through 100ms's local stand-in (start-server.ts).
      E2E_HMS_STANDIN: 'true',
      NODE_ENV: 'test',
      SCRYPT_COST: '12',
      // Every journey signs up from this one loopback address: the per-IP sign-up allowance is for strangers.
      RATE_LIMIT_SIGNUP_PER_IP: '1000',
      RATE_LIMIT_SIGNUP_PER_NETWORK: '1000',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // The journeys upload their own recordings; the demo's (tests/api/media-demo.test.ts) would only
      // compete with them for the two cores.
      SEED_DEMO_MEDIA: 'false',
      // Media and uploads of a run start empty, like its database (start-server.ts clears the folder).
      DATA_DIR: join(tmpdir(), `platea-e2e-data-${PORT}`),
    },
  },
});
