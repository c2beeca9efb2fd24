import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_DATABASE_URL } from './tests/db.ts';

// Test files run side by side, one per core by default; TEST_WORKERS sets how many (1: one after another).
const workers = Number(process.env.TEST_WORKERS) || availableParallelism();

export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    globalSetup: ['tests/api/setup/global-setup.ts'],
    // file-database.ts first: it gives the file its own database (cloned from the run's migrated template),
    // data folder and ports before anything reads them.
    setupFiles: ['tests/api/setup/file-database.ts', 'tests/api/setup/connect.ts'],
    // Each file in its own process (the default), on its own database: files run in parallel.
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    isolate: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      NODE_ENV: 'test',
      // The run's name: every file's database and the template are named after it (tests/run-databases.ts).
      TEST_RUN_DATABASE_URL: TEST_DATABASE_URL,
      DATABASE_URL: TEST_DATABASE_URL,
      PUBLIC_URL: 'http://platea.test',
      LOG_LEVEL: 'silent',
      SCRYPT_COST: '12',
      TRUST_PROXY: 'true',
      SMTP_URL: '',
    },
  },
});
