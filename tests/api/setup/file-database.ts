import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../embedded-db.ts';
import {
  cloneDatabase,
  DEFAULT_TEST_DATABASE_URL,
  dropRunDatabases,
  fileDatabaseUrl,
  nameOf,
  onServer,
  templateDatabaseUrl,
} from '../../run-databases.ts';

// Test files run side by side, each in its own process: what a file could share with the others is made
// its own here, before the file (or tests/db.ts, or the app's environment) is loaded.
//  - its database, cloned from the run's migrated template (global-setup.ts), dropped at its end;
//  - its data folder (media, uploads, temporary files) and the port of an embedded PostgreSQL it may start.
// A file that sets DATA_DIR itself still does, after this.
const runUrl =
  process.env.TEST_RUN_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const url = fileDatabaseUrl(runUrl);
await cloneDatabase(templateDatabaseUrl(runUrl), url);
process.env.TEST_DATABASE_URL = url;
process.env.DATABASE_URL = url;

const dataDir = mkdtempSync(join(tmpdir(), 'platea-test-data-'));
process.env.DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT = String(await freePort());

// Registered first, so it runs last (hooks run as a stack): after connect.ts has closed the file's pool.
afterAll(async () => {
  const name = nameOf(url);
  // Its siblings (`…f123_seed`) first, then its own by its exact name (`…f123` is a prefix of `…f1234`).
  await dropRunDatabases(runUrl, `${name}_`);
  await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  rmSync(dataDir, { recursive: true, force: true });
});
