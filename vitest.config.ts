import { defineConfig } from 'vitest/config';
import { TEST_DATABASE_URL } from './tests/db.ts';

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/api/setup/global-setup.ts'],
    setupFiles: ['tests/api/setup/connect.ts'],
    // Files share one database and some flip site-wide settings: run them one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: TEST_DATABASE_URL,
      PUBLIC_URL: 'http://platea.test',
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '12',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
    },
  },
});
