import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../api/src/accounts/services/tokens.ts';
import { TEST_DATABASE_URL } from '../db.ts';
import { call } from './helpers/client.ts';
import { signedIn } from './helpers/users.ts';

// Sessions are kept in memory by each process and forgotten when PostgreSQL NOTIFYs a change to the
// user or their tokens (api/src/accounts/services/auth.ts, migration 0005). `other` plays another process.
const other = new pg.Client({ connectionString: TEST_DATABASE_URL });
beforeAll(() => other.connect());
afterAll(() => other.end());

const me = (token: string) => call('GET', '/api/auth/me', { token });

/** Polls until `check` holds for the answer (a NOTIFY takes milliseconds, not seconds). */
async function eventually(token: string, check: (res: Awaited<ReturnType<typeof me>>) => boolean) {
  const until = Date.now() + 3000;
  let res = await me(token);
  while (!check(res) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    res = await me(token);
  }
  return res;
}

describe('session cache', () => {
  it('a session revoked by another process stops working', async () => {
    const { token } = await signedIn();
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    await other.query('DELETE FROM auth_tokens WHERE token_hash = $1', [hashToken(token)]);
    expect((await eventually(token, (r) => r.status === 401)).status).toBe(401);
  });

  it('a user blocked or edited by another process is seen as such', async () => {
    const { token, user } = await signedIn();
    expect((await me(token)).body.name).not.toBe('Renamed');
    await other.query(`UPDATE users SET name = 'Renamed' WHERE id = $1`, [user.id]);
    expect((await eventually(token, (r) => r.body?.name === 'Renamed')).body.name).toBe('Renamed');
    await other.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [user.id]);
    expect((await eventually(token, (r) => r.status === 401)).status).toBe(401);
  });

  it('serves a known session from memory, and this process sees its own changes at once', async () => {
    const { token, user } = await signedIn();
    await new Promise((r) => setTimeout(r, 100)); // the sign-in's own NOTIFYs come back and are heard
    expect((await me(token)).status).toBe(200);
    // A change the triggers cannot announce (triggers off for that session) stays unseen: memory answered.
    await other.query('SET session_replication_role = replica');
    try {
      await other.query(`UPDATE users SET name = 'Unannounced' WHERE id = $1`, [user.id]);
    } finally {
      await other.query('SET session_replication_role = DEFAULT');
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await me(token)).body.name).not.toBe('Unannounced');
    // Through this process's own writes: no waiting.
    const put = await call('PUT', '/api/auth/me', { token, body: { name: 'Mine' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await me(token)).body.name).toBe('Mine');
    expect((await call('POST', '/api/auth/logout', { token })).status).toBeLessThan(300);
    expect((await me(token)).status).toBe(401);
  });
});
