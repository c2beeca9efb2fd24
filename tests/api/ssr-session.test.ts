import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/src/app.ts';
import { isListening } from '../../api/src/lib/db-changes.ts';
import { inProcessApi } from '../../api/src/site.ts';
import { User } from '../../models/index.ts';
import { sessionCookie } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createUser } from './helpers/users.ts';

// SSR pages call the API in-process as the visitor (api/src/site.ts). The page request resolves the
// session once; its API calls reuse it instead of looking the token up again, and nothing a client
// sends can make them run as anybody else.
const app = createApp();
app.on(['GET', 'POST'], '/ssr-probe', async (c) => {
  const api = inProcessApi(app, c);
  const me = async (init?: RequestInit) => {
    const res = await api('/api/auth/me', init);
    return { status: res.status, email: ((await res.json()) as { email?: string }).email ?? null };
  };
  const other = c.req.header('x-other-cookie');
  return c.json({
    calls: [await me(), await me(), await me()],
    own: other ? await me({ headers: { cookie: other } }) : null,
  });
});

const sequelize = User.sequelize as NonNullable<typeof User.sequelize>;
// Sequelize reads `options.logging` on every query: counting the session lookups a page makes.
const options = (User.sequelize as unknown as { options: { logging: false | ((sql: string) => void) } })
  .options;
let sessionLookups = 0;
const countLookups = (sql: string) => {
  if (/FROM auth_tokens/i.test(sql) && /^Executing \(\w+\): SELECT/.test(sql)) sessionLookups++;
};
afterEach(() => {
  options.logging = false;
});

async function visitor() {
  const { user, password } = await createUser();
  const res = await call('POST', '/api/auth/login', { body: { email: user.email, password } });
  return { email: user.email, cookie: sessionCookie(res) };
}

async function probe(headers: Record<string, string>, method = 'GET') {
  sessionLookups = 0;
  options.logging = countLookups;
  const res = await app.request('/ssr-probe', { method, headers: { host: 'platea.test', ...headers } });
  options.logging = false;
  return { status: res.status, body: (await res.json()) as { calls: unknown[]; own: unknown } };
}

describe('SSR in-process API calls', () => {
  it('look the session up once per page, not once per call', async () => {
    const { email, cookie } = await visitor();
    // With the session cache on, a second lookup would not reach the database: count with it off (the
    // change listener's connection cut; it comes back within a second).
    await sequelize.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'platea-change-listener' AND datname = current_database()`,
    );
    await vi.waitFor(() => expect(isListening()).toBe(false));
    const { body } = await probe({ cookie });
    expect(body.calls).toEqual([
      { status: 200, email },
      { status: 200, email },
      { status: 200, email },
    ]);
    expect(sessionLookups).toBe(1);
    await vi.waitFor(() => expect(isListening()).toBe(true), { timeout: 5000 });
  });

  it('a signed-out visitor stays signed out in every call', async () => {
    const { body } = await probe({});
    expect(body.calls).toEqual(Array(3).fill({ status: 401, email: null }));
    expect(sessionLookups).toBe(0);
  });

  it('a cross-site POST whose cookie the page refused cannot use it in the calls either', async () => {
    const { cookie } = await visitor();
    const { body } = await probe({ cookie, origin: 'https://evil.example' }, 'POST');
    expect(body.calls).toEqual(Array(3).fill({ status: 401, email: null }));
  });

  it('a call that sends a cookie of its own is authenticated by that cookie', async () => {
    const a = await visitor();
    const b = await visitor();
    const { body } = await probe({ cookie: a.cookie, 'x-other-cookie': b.cookie });
    expect(body.calls).toEqual(Array(3).fill({ status: 200, email: a.email }));
    expect(body.own).toEqual({ status: 200, email: b.email });
    // A session header or cookie invented by the client is just an unknown token.
    const forged = await probe({ cookie: 'platea_session=forged', 'x-other-cookie': a.cookie });
    expect(forged.body.calls).toEqual(Array(3).fill({ status: 401, email: null }));
  });
});
