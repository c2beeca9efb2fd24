import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { sweepJob } from '../../api/src/jobs/maintenance.ts';
import { connectionOf } from '../../models/columns.ts';
import { User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call, uniqueEmail } from './helpers/client.ts';
import { createUser, lastMailToken, mailsTo } from './helpers/users.ts';

// The defaults of api/src/env.ts: the tests run without overriding them.
const PER_IP = 30;
const FREE_PER_ADDRESS = 5;
const BASE_SECONDS = 2;
const WINDOW_SECONDS = 900;

const login = (email: string, password: string, opts: { ip?: string; lang?: string } = {}) =>
  call('POST', '/api/auth/login', { body: { email, password }, ...opts });

let lastIp = 0;
/** A fresh address per test, so tests never share a throttle key. */
const newIp = () => `198.18.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

function expectTooMany(res: Awaited<ReturnType<typeof call>>) {
  expectError(res, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 120);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

function expectThrottled(res: Awaited<ReturnType<typeof call>>, maxSeconds: number) {
  expectError(res, 429, 'LOGIN_THROTTLED');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

/** Time passes for a throttle key: its wait is over (the failures stay counted). */
async function waitIsOver(ip: string) {
  await connectionOf(User).query(
    "UPDATE login_throttle SET blocked_until = now() - interval '1 second' WHERE key LIKE :pattern",
    { replacements: { pattern: `%${ip}%` } },
  );
}

describe('sign-in throttle per IP and account (slows the guesser, never locks the owner out)', () => {
  it(`lets ${FREE_PER_ADDRESS} of 40 parallel wrong guesses through and refuses the rest`, async () => {
    const { user } = await createUser();
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(user.email, 'Wrong.Pass1', { ip })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_PER_ADDRESS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - FREE_PER_ADDRESS);
    for (const r of answers.filter((a) => a.status === 429)) expectThrottled(r, BASE_SECONDS);
  });

  it('makes each further failure wait twice as long, with a clear message and Retry-After', async () => {
    const { user, password } = await createUser();
    const ip = newIp();
    for (let i = 0; i < FREE_PER_ADDRESS; i++) {
      expectError(await login(user.email, 'Wrong.Pass1', { ip }), 401, 'LOGIN_FAILED');
    }
    // Even the right password waits: the guesser cannot tell a right guess from a wrong one.
    const first = await login(user.email, password, { ip, lang: 'en' });
    expectThrottled(first, BASE_SECONDS);
    expect(first.body.error.message).toMatch(
      /^Too many failed sign-ins\. Please wait [12] seconds and try again$/,
    );
    const es = await login(user.email, password, { ip });
    expect(es.body.error.message).toMatch(/^Demasiados intentos fallidos\. Espera [12] segundos/);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await waitIsOver(ip);
      expectError(await login(user.email, 'Wrong.Pass1', { ip }), 401, 'LOGIN_FAILED');
      waits.push(expectThrottled(await login(user.email, password, { ip }), 60));
    }
    // 4, 8, 16, 32 seconds (give or take the second being counted).
    expect(waits.map((w) => Math.round(Math.log2(w)))).toEqual([2, 3, 4, 5]);
  });

  it('does not lock the owner out when the guesses come from another address', async () => {
    const { user, password } = await createUser();
    const attacker = newIp();
    await Promise.all(Array.from({ length: 20 }, () => login(user.email, 'Wrong.Pass1', { ip: attacker })));
    expect((await login(user.email, password, { ip: attacker })).status).toBe(429);
    expect((await login(user.email, password, { ip: newIp() })).status).toBe(200);
  });

  it('forgets the failures of that address after a successful sign-in', async () => {
    const { user, password } = await createUser();
    const ip = newIp();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE_PER_ADDRESS - 1; i++) {
        expectError(await login(user.email, 'Wrong.Pass1', { ip }), 401, 'LOGIN_FAILED');
      }
      expect((await login(user.email, password, { ip })).status).toBe(200);
    }
  });

  it('throttles guesses at unknown accounts too, and different case or spaces do not get around it', async () => {
    const email = uniqueEmail('ghost');
    const ip = newIp();
    for (let i = 0; i < FREE_PER_ADDRESS; i++)
      expectError(await login(email, 'x', { ip }), 401, 'LOGIN_FAILED');
    expectThrottled(await login(email, 'x', { ip }), BASE_SECONDS);
    expectThrottled(await login(`  ${email.toUpperCase()}`, 'x', { ip }), BASE_SECONDS);
  });

  it("forgets every address's failures when the password is reset", async () => {
    const { user } = await createUser();
    const [ip1, ip2] = [newIp(), newIp()];
    for (const ip of [ip1, ip2]) {
      for (let i = 0; i <= FREE_PER_ADDRESS; i++) await login(user.email, 'Wrong.Pass1', { ip });
    }
    expect((await call('POST', '/api/auth/recovery', { body: { email: user.email } })).status).toBe(202);
    const token = await lastMailToken(user.email, 'reset');
    const fresh = 'N3w.Passw0rd';
    const reset = await call('POST', '/api/auth/reset', {
      body: { token, password: fresh, passwordConfirm: fresh },
    });
    expect(reset.status).toBeLessThan(300);
    for (const ip of [ip1, ip2]) expect((await login(user.email, fresh, { ip })).status).toBe(200);
  });
});

describe('sign-in throttle per IP (many accounts guessed from one address)', () => {
  it(`counts ${PER_IP + 10} parallel guesses at different accounts as ${PER_IP + 10}: ${PER_IP} get through`, async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: PER_IP + 10 }, () => login(uniqueEmail('spray'), 'Wrong.Pass1', { ip })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_IP);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Another address is not affected.
    const { user, password } = await createUser();
    expect((await login(user.email, password, { ip: newIp() })).status).toBe(200);
  });

  it('takes the IP the proxy appended, so spoofed X-Forwarded-For hops do not dodge the limit', async () => {
    const proxySaw = newIp();
    for (let i = 0; i < PER_IP; i++) {
      const headers = { 'x-forwarded-for': `10.0.${i}.1, ${proxySaw}` };
      const res = await call('POST', '/api/auth/login', {
        body: { email: uniqueEmail('spoof'), password: 'x' },
        headers,
      });
      expectError(res, 401, 'LOGIN_FAILED');
    }
    const headers = { 'x-forwarded-for': `10.9.9.9, ${proxySaw}` };
    expectThrottled(
      await call('POST', '/api/auth/login', {
        body: { email: uniqueEmail('spoof'), password: 'x' },
        headers,
      }),
      BASE_SECONDS,
    );
  });

  it('does not count successful sign-ins against the IP (many people may share one address)', async () => {
    const ip = newIp();
    const { user, password } = await createUser();
    for (let i = 0; i < PER_IP + 5; i++) expect((await login(user.email, password, { ip })).status).toBe(200);
    // ...but failures from that address still do.
    for (let i = 0; i < PER_IP; i++) await login(uniqueEmail('shared'), 'Wrong.Pass1', { ip });
    expectThrottled(await login(user.email, password, { ip }), BASE_SECONDS);
  });
});

describe('email rate limits', () => {
  it('sends at most 5 activation emails per address and window', async () => {
    const { user } = await createUser({ activated: false, status: 'pending' });
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/auth/activate/resend', { body: { email: user.email } })).status).toBe(
        202,
      );
    }
    expectTooMany(await call('POST', '/api/auth/activate/resend', { body: { email: user.email } }));
    expect(await mailsTo(user.email, 'activation')).toHaveLength(5);
  });

  it('sends at most 5 recovery emails per address and window', async () => {
    const { user } = await createUser();
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/api/auth/recovery', { body: { email: user.email } })).status).toBe(202);
    }
    expectTooMany(await call('POST', '/api/auth/recovery', { body: { email: user.email } }));
    expect(await mailsTo(user.email, 'reset')).toHaveLength(5);
  });
});

describe('maintenance', () => {
  it('the sweep job forgets sign-in failures once their window has passed, and keeps the others', async () => {
    const [old, recent] = [newIp(), newIp()];
    for (const ip of [old, recent]) {
      for (let i = 0; i <= FREE_PER_ADDRESS; i++) await login(uniqueEmail('sweep'), 'Wrong.Pass1', { ip });
    }
    await connectionOf(User).query(
      `UPDATE login_throttle SET last_failure_at = now() - interval '16 minutes', blocked_until = '-infinity'
        WHERE key LIKE :pattern`,
      { replacements: { pattern: `%${old}%` } },
    );
    const sequelize = connectionOf(User);
    await sequelize.transaction((transaction) => sweepJob.enqueue({}, transaction));
    expect(await drainQueue(sequelize, 'maintenance.sweep')).toBeGreaterThanOrEqual(1);
    const keys = async (ip: string) =>
      (
        await sequelize.query('SELECT key FROM login_throttle WHERE key LIKE :p', {
          replacements: { p: `%${ip}%` },
          type: QueryTypes.SELECT,
        })
      ).length;
    expect(await keys(old)).toBe(0);
    expect(await keys(recent)).toBeGreaterThan(0);
  });
});
