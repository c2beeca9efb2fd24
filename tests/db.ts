import pg from 'pg';

/** The database name of `url`, checked: these helpers drop databases. */
function nameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected test database name ${name}`);
  return name;
}

/** Runs `statements` on the maintenance database of the server of `url`. */
async function onServer(url: string, statements: string[]): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops and recreates a database on the server of `url`, so a test run starts from nothing. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  await onServer(url, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
}

/** Drops a database made by recreateDatabase (its connections are closed by force). */
export async function dropDatabase(url: string): Promise<void> {
  await onServer(url, [`DROP DATABASE IF EXISTS ${nameOf(url)} WITH (FORCE)`]);
}

/** A database of a test file's own, named `name`, on the server of the shared test database. */
export function siblingDatabaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  // Runs beside each other on one server (platea_test_a, platea_test_b...) keep their siblings apart too.
  const suffix = url.pathname.slice(1).replace(/^platea_test/, '');
  url.pathname = `/${name}${suffix}`;
  return url.toString();
}

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_test';
export const E2E_DATABASE_URL =
  process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_e2e';
