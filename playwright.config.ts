import { defineConfig, devices } from '@playwright/test';
import { E2E_DATABASE_URL } from './tests/db.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Journeys run against the real server (API + back office + site) on a fresh database, in Debian's
// chromium: test tools cannot download their own browsers here.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
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
      NODE_ENV: 'test',
      SCRYPT_COST: '12',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
  },
});
