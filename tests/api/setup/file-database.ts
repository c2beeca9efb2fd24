// Loaded by the worker's first file, before any test can start a listener: Hono's Node listener replaces the
// global Response with its own, and the marker a handler returns after writing its answer itself (the site's
// pages) must be made from the real one, or the listener writes the head again and cuts the connection.
// Production loads it with the site, before any listener; a worker shared by files must too.
import '@hono/node-server/utils/response';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, vi } from 'vitest';
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

// Test files run side by side (vitest.config.ts), several one after another in each worker process: what a
// file could share with the others is made its own here, before the file (or tests/db.ts, or the app's
// environment) is loaded.
//  - a fresh module graph: every module of ours is evaluated again for each file (the app reads its
//    environment when loaded), while the packages under node_modules stay loaded in the process, which is
//    what sharing it saves;
//  - the environment the worker started with: what an earlier file set (process.env.X = ...) is undone;
//  - its database, cloned from the run's migrated template (global-setup.ts), dropped at its end;
//  - its data folder (media, uploads, temporary files), and the ports of an embedded PostgreSQL and an RTMP
//    ingest it may start.
// A file that sets DATA_DIR itself still does, after this.
const worker = globalThis as { plateaWorker?: { env: NodeJS.ProcessEnv; files: number } };
worker.plateaWorker ??= { env: { ...process.env }, files: 0 };
const { env: startEnv } = worker.plateaWorker;
for (const key of Object.keys(process.env)) if (!(key in startEnv)) delete process.env[key];
Object.assign(process.env, startEnv);
vi.resetModules();
worker.plateaWorker.files += 1;

const runUrl =
  process.env.TEST_RUN_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const url = fileDatabaseUrl(runUrl, process.pid, worker.plateaWorker.files);
await cloneDatabase(templateDatabaseUrl(runUrl), url);
process.env.TEST_DATABASE_URL = url;
process.env.DATABASE_URL = url;

const dataDir = mkdtempSync(join(tmpdir(), 'platea-test-data-'));
process.env.DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT = String(await freePort());
// The RTMP port of an ingest it may start: a server a file spawns runs every role, the ingest too, and two of
// them at once on the default 1935 made the later one fail to start (`RTMP_PORT 1935 is already in use`).
process.env.RTMP_PORT = String(await freePort());

// Registered first, so it runs last (hooks run as a stack): after connect.ts has closed the file's pool.
afterAll(async () => {
  const name = nameOf(url);
  // Its siblings (`…f123n4_seed`) first, then its own by its exact name (`…f123n4` is a prefix of `…f123n45`).
  await dropRunDatabases(runUrl, `${name}_`);
  await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  rmSync(dataDir, { recursive: true, force: true });
});
