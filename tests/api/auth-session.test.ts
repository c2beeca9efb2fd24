import { describe, expect, it } from 'vitest';
import { AuthToken } from '../../models/index.ts';
import { expectError, sessionCookie } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createUser, signedIn } from './helpers/users.ts';

const SESSION_FIELDS = [
  'id',
  'email',
  'user',
  'roles',
  'name',
  'surname',
  'newsletter',
  'promoConsent',
  'country',
  'language',
  'timezone',
  'avatar',
  'description',
  'youtube',
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'web',
  'publicProfile',
  'company',
  'job',
  'billingCompany',
  'billingNif',
  'billingAddress',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'billingPrefix',
  'billingPhone',
  'extra',
  'organizerRequestedAt',
];

async function cookieLogin() {
  const { user, password } = await createUser();
  const res = await call('POST', '/api/auth/login', { body: { email: user.email, password } });
  return { user, token: res.body.token as string, cookie: sessionCookie(res) };
}

describe('GET /api/auth/me: permissions', () => {
  it('answers 401 AUTH_REQUIRED without a session, with an unknown or malformed token', async () => {
    for (const token of [undefined, 'x'.repeat(43), 'x'.repeat(500)]) {
      const res = await call('GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'AUTH_REQUIRED', message: 'Necesitas iniciar sesión para continuar' },
      });
    }
    expectError(
      await call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } }),
      401,
      'AUTH_REQUIRED',
    );
    expectError(await call('GET', '/api/auth/me', { cookie: 'platea_session=nope' }), 401, 'AUTH_REQUIRED');
  });

  it('refuses an expired session token', async () => {
    const { user, token } = await signedIn();
    await AuthToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { userId: user.id, kind: 'session' } },
    );
    expectError(await call('GET', '/api/auth/me', { token }), 401, 'AUTH_REQUIRED');
  });
});

describe('GET /api/auth/me: behaviour', () => {
  it('answers the session user with a bearer token', async () => {
    const { user, token } = await signedIn('PRODUCER');
    const res = await call('GET', '/api/auth/me', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, user: user.email, roles: ['PRODUCER'] });
    for (const field of SESSION_FIELDS) expect(res.body).toHaveProperty(field);
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the session user with the session cookie', async () => {
    const { user, cookie } = await cookieLogin();
    const res = await call('GET', '/api/auth/me', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
  });

  it("speaks the user's language when the request names none", async () => {
    const { user, password } = await createUser({ language: 'en' });
    const { body } = await call('POST', '/api/auth/login', { body: { email: user.email, password } });
    const res = await call('PUT', '/api/auth/me', { token: body.token, body: { roles: ['ADMIN'] } });
    expect(res.body.error.message).toMatch(/^Please check the data/);
    const es = await call('PUT', '/api/auth/me', {
      token: body.token,
      body: { roles: ['ADMIN'] },
      lang: 'es',
    });
    expect(es.body.error.message).toMatch(/^Revisa los datos/);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token and clears the cookie', async () => {
    const { user, token } = await signedIn();
    const res = await call('POST', '/api/auth/logout', { token });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/platea_session=;.*Max-Age=0/i);
    expect(await AuthToken.count({ where: { userId: user.id, kind: 'session' } })).toBe(0);
    const me = await call('GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('AUTH_REQUIRED');
  });

  it('only revokes the session it is called with', async () => {
    const { user, password, token } = await signedIn();
    const other = await call('POST', '/api/auth/login', { body: { email: user.email, password } });
    expect((await call('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await call('GET', '/api/auth/me', { token: other.body.token })).status).toBe(200);
  });

  it('answers 204 without a session too', async () => {
    expect((await call('POST', '/api/auth/logout')).status).toBe(204);
  });

  it('logs out a same-origin cookie session', async () => {
    const { cookie } = await cookieLogin();
    const res = await call('POST', '/api/auth/logout', { cookie, headers: { origin: 'http://localhost' } });
    expect(res.status).toBe(204);
    expectError(await call('GET', '/api/auth/me', { cookie }), 401, 'AUTH_REQUIRED');
  });
});

describe('cookie sessions and cross-site requests', () => {
  it('does not authenticate a cookie PUT from another origin', async () => {
    const { user, cookie } = await cookieLogin();
    const body = { name: 'Evil' };
    const evil = await call('PUT', '/api/auth/me', {
      cookie,
      body,
      headers: { origin: 'https://evil.test' },
    });
    expectError(evil, 401, 'AUTH_REQUIRED');
    const none = await call('PUT', '/api/auth/me', { cookie, body });
    expectError(none, 401, 'AUTH_REQUIRED');
    const crossSite = await call('PUT', '/api/auth/me', {
      cookie,
      body,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectError(crossSite, 401, 'AUTH_REQUIRED');
    const lookalike = await call('PUT', '/api/auth/me', {
      cookie,
      body,
      headers: { origin: 'http://localhost.evil.test' },
    });
    expectError(lookalike, 401, 'AUTH_REQUIRED');
    await user.reload();
    expect(user.name).toBeNull();
  });

  it('refuses a cross-site POST /api/auth/logout with 403: the cookie stays set and its session works', async () => {
    const { cookie } = await cookieLogin();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.test' },
      { origin: 'http://localhost.evil.test' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // Neither header: not provably ours (browsers send Origin on every POST).
      {},
    ];
    for (const headers of foreign) {
      const res = await call('POST', '/api/auth/logout', { cookie, headers, lang: 'en' });
      expectError(res, 403, 'FORBIDDEN');
      expect(res.body.error.message).toBe('You do not have permission to do this');
      expect(res.headers.get('set-cookie')).toBeNull();
      expect((await call('GET', '/api/auth/me', { cookie })).status).toBe(200);
    }
  });

  it('a same-origin POST (Sec-Fetch-Site alone too) revokes the session: the old cookie is dead', async () => {
    const { user, cookie } = await cookieLogin();
    const res = await call('POST', '/api/auth/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/platea_session=;.*Max-Age=0/i);
    expect(await AuthToken.count({ where: { userId: user.id, kind: 'session' } })).toBe(0);
    expectError(await call('GET', '/api/auth/me', { cookie }), 401, 'AUTH_REQUIRED');
  });

  it("revokes the cookie's session even when the request could not use it (a blocked account)", async () => {
    const { user, cookie } = await cookieLogin();
    await user.update({ status: 'blocked' });
    const res = await call('POST', '/api/auth/logout', { cookie, headers: { origin: 'http://localhost' } });
    expect(res.status).toBe(204);
    expect(await AuthToken.count({ where: { userId: user.id, kind: 'session' } })).toBe(0);
  });

  it('authenticates a cookie PUT from the same origin', async () => {
    const { user, cookie } = await cookieLogin();
    const res = await call('PUT', '/api/auth/me', {
      cookie,
      body: { name: 'Ana' },
      headers: { origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Ana');
    const fetchMeta = await call('PUT', '/api/auth/me', {
      cookie,
      body: { surname: 'Pérez' },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchMeta.status).toBe(200);
    await user.reload();
    expect([user.name, user.surname]).toEqual(['Ana', 'Pérez']);
  });

  it('accepts a bearer token whatever the origin', async () => {
    const { token } = await signedIn();
    const res = await call('PUT', '/api/auth/me', {
      token,
      body: { name: 'Bea' },
      headers: { origin: 'https://app.test' },
    });
    expect(res.status).toBe(200);
  });
});
