import { rmSync } from 'node:fs';
import { E2E_DATABASE_URL, recreateDatabase } from '../db.ts';

// The journeys start from a fresh database with the demo data, like a first `npm start`.
await recreateDatabase(process.env.DATABASE_URL ?? E2E_DATABASE_URL);
// Its media too: asset ids start again at 1, so files of an earlier run must not be found.
if (process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await import('../../api/src/server.ts');
