import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../db.ts';
import { call } from './helpers/client.ts';
import { putSetting } from './helpers/settings.ts';

// Settings are kept in memory by each process and forgotten when PostgreSQL NOTIFYs a change
// (api/src/settings/services/config.ts, migration 0004). `other` plays another process: its own connection,
// writing straight to the table, as a second app instance, a seed or psql would.
const other = new pg.Client({ connectionString: TEST_DATABASE_URL });
beforeAll(() => other.connect());
afterAll(async () => {
  await other.query(`DELETE FROM settings WHERE key = 'site'`);
  await other.end();
});

const approveUsers = async () => (await call('GET', '/api/config')).body.approveUsers as boolean;
const writeElsewhere = (value: boolean) =>
  other.query(
    `INSERT INTO settings (key, value) VALUES ('site', jsonb_build_object('approveUsers', $1::boolean))
       ON CONFLICT (key) DO UPDATE SET value = settings.value || EXCLUDED.value`,
    [value],
  );

/** Polls until the API answers `want` (a NOTIFY takes milliseconds, not seconds). */
async function eventually(want: boolean) {
  const until = Date.now() + 3000;
  let seen = await approveUsers();
  while (seen !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    seen = await approveUsers();
  }
  return seen;
}

describe('settings cache', () => {
  it('sees a change another process writes, without asking the database on every read', async () => {
    await putSetting('/api/config', { approveUsers: false });
    expect(await approveUsers()).toBe(false); // now cached in this process
    await writeElsewhere(true);
    expect(await eventually(true)).toBe(true);
    await writeElsewhere(false);
    expect(await eventually(false)).toBe(false);
    // A row deleted elsewhere reads as the defaults again.
    await writeElsewhere(true);
    expect(await eventually(true)).toBe(true);
    await other.query(`DELETE FROM settings WHERE key = 'site'`);
    expect(await eventually(false)).toBe(false);
  });

  it('serves reads from memory while listening', async () => {
    await putSetting('/api/config', { approveUsers: true });
    await new Promise((r) => setTimeout(r, 100)); // our own write's NOTIFY comes back and is heard
    expect(await approveUsers()).toBe(true); // read once: now in memory
    // A change the trigger cannot announce (triggers off for this session) stays unseen: the read
    // came from memory. Real writes always fire the trigger.
    await other.query(`SET session_replication_role = replica`);
    try {
      await other.query(`UPDATE settings SET value = value || '{"approveUsers": false}' WHERE key = 'site'`);
    } finally {
      await other.query(`SET session_replication_role = DEFAULT`);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(await approveUsers()).toBe(true);
    await putSetting('/api/config', { approveUsers: false });
    expect(await approveUsers()).toBe(false);
  });

  it('recovers when its listening connection is cut, and misses no change made meanwhile', async () => {
    await putSetting('/api/config', { approveUsers: false });
    expect(await approveUsers()).toBe(false);
    const cut = await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'platea-change-listener' AND datname = current_database()`,
    );
    expect(cut.rowCount).toBeGreaterThan(0);
    await writeElsewhere(true);
    expect(await eventually(true)).toBe(true);
    // Listening again (reconnects within a second): later changes are still heard.
    await new Promise((r) => setTimeout(r, 1500));
    const listeners = await other.query(
      `SELECT 1 FROM pg_stat_activity
        WHERE application_name = 'platea-change-listener' AND datname = current_database()`,
    );
    expect(listeners.rowCount).toBeGreaterThan(0);
    expect(await approveUsers()).toBe(true);
    await writeElsewhere(false);
    expect(await eventually(false)).toBe(false);
  });
});
