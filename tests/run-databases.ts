import pg from 'pg';

/**
 * The names of a test run's databases, with no environment read at load: the per-file setup
 * (tests/api/setup/file-database.ts) uses them before tests/db.ts is first evaluated.
 */

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/platea_test';

/** The database name of `url`, checked: these helpers drop databases. */
export function nameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name ${name}`);
  return name;
}

/** `url` with its database renamed to `name`. */
export function withName(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Runs `statements` on the maintenance database of the server of `url`. */
export async function onServer(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: withName(url, 'postgres') });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A test run's own databases are all named after its TEST_DATABASE_URL (say `platea_test`): the migrated
 * template `platea_test__template`, one database per test file `platea_test__f<pid>n<k>`, and that file's
 * siblings `platea_test__f<pid>n<k>_<name>`. The double underscore keeps runs apart even when one run's name
 * starts with another's (`platea_test` and `platea_test_a` on one server).
 */
export function runDatabasePrefix(runUrl: string): string {
  return `${nameOf(runUrl)}__`;
}

/** The migrated database every test file's database is cloned from (made once by the global setup). */
export function templateDatabaseUrl(runUrl: string): string {
  return withName(runUrl, `${runDatabasePrefix(runUrl)}template`);
}

/**
 * The database of a test file: `f<pid>n<k>` for the k-th file its worker process runs (files share their
 * worker process, vitest.config.ts), so no file ever opens a database an earlier one used.
 */
export function fileDatabaseUrl(runUrl: string, pid: number, k: number): string {
  return withName(runUrl, `${runDatabasePrefix(runUrl)}f${pid}n${k}`);
}

/** Creates the database of `url` as a copy of `templateUrl` (nobody may be connected to the template). */
export async function cloneDatabase(templateUrl: string, url: string): Promise<void> {
  const name = nameOf(url);
  await onServer(url, [
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    `CREATE DATABASE ${name} TEMPLATE ${nameOf(templateUrl)}`,
  ]);
}

/**
 * Drops the databases of the run of `runUrl` whose names start with `prefix` (all of them by default:
 * template, files' databases, their siblings): at the end of a run, and at the start of the next one for
 * what an interrupted run left behind. Returns the names dropped.
 */
export async function dropRunDatabases(
  runUrl: string,
  prefix = runDatabasePrefix(runUrl),
): Promise<string[]> {
  if (!prefix.startsWith(runDatabasePrefix(runUrl)))
    throw new Error(`${prefix} is not a database of this run`);
  const client = new pg.Client({ connectionString: withName(runUrl, 'postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY datname',
      [prefix],
    );
    const names = rows.map((r) => r.datname).filter((n) => /^[a-z0-9_]+$/.test(n));
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return names;
  } finally {
    await client.end();
  }
}
