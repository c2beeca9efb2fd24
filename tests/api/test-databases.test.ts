import { describe, expect, it } from 'vitest';
import { connectionOf } from '../../models/columns.ts';
import { EmailLog } from '../../models/index.ts';
import { siblingDatabaseUrl, TEST_DATABASE_URL } from '../db.ts';
import {
  dropRunDatabases,
  fileDatabaseUrl,
  nameOf,
  onServer,
  runDatabasePrefix,
  templateDatabaseUrl,
  withName,
} from '../run-databases.ts';

const sequelize = () => connectionOf(EmailLog);

// Test files run side by side (vitest.config.ts): what each one writes must be its own.
describe('a test file running beside others', () => {
  const run = process.env.TEST_RUN_DATABASE_URL as string;

  it('has a database of its own, a migrated copy of the run’s template with the job queues', async () => {
    // Named after its worker process and its place among the files that process has run.
    expect(nameOf(TEST_DATABASE_URL)).toMatch(
      new RegExp(`^${runDatabasePrefix(run)}f${process.pid}n[1-9][0-9]*$`),
    );
    expect(nameOf(TEST_DATABASE_URL)).not.toBe(nameOf(run));
    expect(process.env.DATABASE_URL).toBe(TEST_DATABASE_URL);
    const [[db]] = (await sequelize().query('SELECT current_database() AS name')) as [
      { name: string }[],
      unknown,
    ];
    expect(db.name).toBe(nameOf(TEST_DATABASE_URL));
    const [migrations] = (await sequelize().query('SELECT count(*)::int AS n FROM schema_migrations')) as [
      { n: number }[],
      unknown,
    ];
    expect(migrations[0].n).toBeGreaterThan(0);
    const [queues] = (await sequelize().query(
      `SELECT count(*)::int AS n FROM pgboss.queue WHERE name = 'mail.send'`,
    )) as [{ n: number }[], unknown];
    expect(queues[0].n).toBe(1);
    // Its siblings (seeds.test.ts, media-demo.test.ts) and its files are its own too.
    expect(nameOf(siblingDatabaseUrl('platea_test_seed'))).toBe(`${nameOf(TEST_DATABASE_URL)}_seed`);
    expect(process.env.DATA_DIR).not.toBe('data');
    expect(Number(process.env.EMBEDDED_PG_PORT)).not.toBe(5499);
    expect(Number(process.env.RTMP_PORT)).not.toBe(1935);
  });

  it('drops a run’s databases and never another run’s whose name starts the same', async () => {
    // Two runs named like `platea_test` and `platea_test_b`, under this file's name so nothing else is hit.
    const a = withName(run, `${nameOf(TEST_DATABASE_URL)}_r`);
    const b = withName(run, `${nameOf(TEST_DATABASE_URL)}_r_b`);
    const ofA = [templateDatabaseUrl(a), fileDatabaseUrl(a, 1, 1)].map(nameOf);
    const ofB = nameOf(templateDatabaseUrl(b));
    await onServer(
      run,
      [...ofA, ofB].map((name) => `CREATE DATABASE ${name}`),
    );
    try {
      expect(await dropRunDatabases(a)).toEqual(ofA.sort());
      expect(await dropRunDatabases(b)).toEqual([ofB]);
    } finally {
      await onServer(
        run,
        [...ofA, ofB].map((name) => `DROP DATABASE IF EXISTS ${name}`),
      );
    }
  });
});
