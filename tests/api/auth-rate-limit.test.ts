import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { call, STRONG_PASSWORD, uniqueEmail } from './helpers/client.ts';
import { createUser, mailsTo } from './helpers/users.ts';

// The defaults of api/src/env.ts: the tests run without overriding them.
const PER_IP = 30;
const PER_ACCOUNT = 10;
const WINDOW_SECONDS = 900;

const login = (email: string, password: string, opts: { ip?: string; lang?: string } = {}) =>
  call('POST', '/api/auth/login', { body: { email, password }, ...opts });

function expectTooMany(res: Awaited<ReturnType<typeof call>>) {
  expectError(res, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 120);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('login rate limit per IP', () => {
  it(`answers 429 after ${PER_IP} attempts from one IP, with Retry-After`, async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < PER_IP; i++) {
      // Different accounts, so only the IP limit can trip.
      expectError(await login(uniqueEmail('ipflood'), STRONG_PASSWORD, { ip }), 401, 'LOGIN_FAILED');
    }
    const { user, password } = await createUser();
    const blocked = await login(user.email, password, { ip, lang: 'en' });
    expectTooMany(blocked);
    expect(blocked.body.error.message).toBe('Too many attempts. Please try again in 15 minutes');
    const es = await login(user.email, password, { ip });
    expect(es.body.error.message).toBe('Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos');
    // Another IP is not affected.
    expect((await login(user.email, password, { ip: '203.0.113.8' })).status).toBe(200);
  });

  it('takes the IP the proxy appended, so spoofed X-Forwarded-For hops do not dodge the limit', async () => {
    const proxySaw = '198.51.100.20';
    for (let i = 0; i < PER_IP; i++) {
      const headers = { 'x-forwarded-for': `10.0.${i}.1, ${proxySaw}` };
      const res = await call('POST', '/api/auth/login', {
        body: { email: uniqueEmail('spoof'), password: 'x' },
        headers,
      });
      expectError(res, 401, 'LOGIN_FAILED');
    }
    const headers = { 'x-forwarded-for': `10.9.9.9, ${proxySaw}` };
    expectTooMany(
      await call('POST', '/api/auth/login', {
        body: { email: uniqueEmail('spoof'), password: 'x' },
        headers,
      }),
    );
  });

  it('does not count successful logins against the IP (many people may share one address)', async () => {
    const ip = '203.0.113.9';
    const { user, password } = await createUser();
    for (let i = 0; i < PER_IP + 5; i++) expect((await login(user.email, password, { ip })).status).toBe(200);
    // ...but failures from that address still do.
    for (let i = 0; i < PER_IP; i++) await login(uniqueEmail('shared'), 'Wrong.Pass1', { ip });
    expectTooMany(await login(user.email, password, { ip }));
  });
});

describe('login rate limit per account', () => {
  it(`locks the account after ${PER_ACCOUNT} failures from different IPs, even for the right password`, async () => {
    const { user, password } = await createUser();
    const { user: other, password: otherPassword } = await createUser();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expectError(await login(user.email, 'Wrong.Pass1'), 401, 'LOGIN_FAILED');
    }
    const locked = await login(user.email, password, { lang: 'en' });
    expectTooMany(locked);
    expect(locked.body.error.message).toMatch(/in 15 minutes$/);
    // Different case or spaces in the email do not get around it.
    expectTooMany(await login(` ${user.email.toUpperCase()}`, password));
    // Another account is unaffected.
    expect((await login(other.email, otherPassword)).status).toBe(200);
  });

  it('forgets the failures after a successful login', async () => {
    const { user, password } = await createUser();
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await login(user.email, 'Wrong.Pass1');
    expect((await login(user.email, password)).status).toBe(200);
    for (let i = 0; i < PER_ACCOUNT - 1; i++) await login(user.email, 'Wrong.Pass1');
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('also limits failures for unknown accounts', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < PER_ACCOUNT; i++) expectError(await login(email, 'x'), 401, 'LOGIN_FAILED');
    expectTooMany(await login(email, 'x'));
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
