import { afterAll, beforeAll } from 'vitest';
import { createSequelize } from '../../../models/database.ts';
import { TEST_DATABASE_URL } from '../../db.ts';

// Each test file's worker initialises the models on its own pool.
const sequelize = createSequelize(TEST_DATABASE_URL, { pool: 20 });

// Settings and sessions are cached as in production (invalidated by LISTEN/NOTIFY). Imported in a hook, after the
// test file: a file may set process.env before the app's environment is first read (mail-smtp.test.ts).
let stopSettingsCache: (() => Promise<void>) | undefined;
beforeAll(async () => {
  const { listenForChanges } = await import('../../../api/src/lib/db-changes.ts');
  stopSettingsCache = await listenForChanges(TEST_DATABASE_URL);
});

afterAll(async () => {
  await stopSettingsCache?.();
  await sequelize.close();
});
