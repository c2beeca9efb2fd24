import { DEFAULT_TEST_DATABASE_URL, nameOf, onServer, withName } from './run-databases.ts';

/** Drops and recreates a database on the server of `url`, so a test run starts from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
}

/** Drops a database made by recreateDatabase (its connections are closed by force). */
export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, [`DROP DATABASE IF EXISTS ${nameOf(url)} WITH (FORCE)`]);
}

/**
 * The test database. In a test file it is that file's own, cloned from the run's migrated template
 * (tests/api/setup/file-database.ts points TEST_DATABASE_URL at it before this module loads); in the run's
 * main process (config, global setup) it is the run's name, which the template's and files' names derive from.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_e2e';

/**
 * A database of a test file's own besides its test database, named after it (`platea_test__f123_seed` for
 * `platea_test_seed`), on the same server: files running side by side never share one.
 */
export function siblingDatabaseUrl(name: string): string {
  return withName(TEST_DATABASE_URL, `${nameOf(TEST_DATABASE_URL)}_${name.replace(/^platea_test_/, '')}`);
}
