import { E2E_DATABASE_URL, recreateDatabase } from '../db.ts';

// The journeys start from a fresh database with the demo data, like a first `npm start`.
await recreateDatabase(process.env.DATABASE_URL ?? E2E_DATABASE_URL);
await import('../../api/src/server.ts');
