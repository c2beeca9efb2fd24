import { afterAll, describe, expect, it } from 'vitest';
import { Setting } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { adminToken, putSetting, restore } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

const SWITCHES = [
  'approveUsers',
  'typeTag',
  'freeTag',
  'coupons',
  'moderatedChat',
  'languages',
  'notifications',
  'currencies',
  'timezones',
  'analytics',
];

describe('config: permissions', () => {
  const writes: [string, unknown][] = [
    ['/api/config', { coupons: false }],
    ['/api/config/access', { requireLogin: true }],
    ['/api/config/modules', { leads: true }],
    ['/api/config/modules/media-pay', { paidContent: false }],
    ['/api/config/theme/home', { sections: [] }],
    ['/api/config/register/fields', { phone: { enabled: true, required: true } }],
    ['/api/config/register/domains', { mode: 'any' }],
    ['/api/config/register/social', { providers: [] }],
  ];

  it.each(writes)('PUT %s needs an administrator', async (path, body) => {
    const before = (await Setting.findAll()).map((s) => s.toJSON());
    expectError(await call('PUT', path, { body }), 401, 'AUTH_REQUIRED');
    for (const role of ['USER', 'PRODUCER'] as const) {
      const { token } = await signedIn(role);
      expectError(await call('PUT', path, { token, body }), 403, 'FORBIDDEN');
    }
    expect((await Setting.findAll()).map((s) => s.toJSON())).toEqual(before);
  });

  it('GET /api/config/modules/media-pay needs an administrator', async () => {
    expectError(await call('GET', '/api/config/modules/media-pay'), 401, 'AUTH_REQUIRED');
    const { token } = await signedIn('PRODUCER');
    expectError(await call('GET', '/api/config/modules/media-pay', { token }), 403, 'FORBIDDEN');
  });

  it.each([
    '/api/config',
    '/api/config/access',
    '/api/config/modules',
    '/api/config/payments',
    '/api/config/payments/stripe',
    '/api/config/theme/home',
    '/api/config/register/fields',
    '/api/config/register/social',
    '/api/config/register/domains',
    '/api/home',
  ])('GET %s is public', async (path) => {
    expect((await call('GET', path)).status).toBe(200);
  });
});

describe('site config: params', () => {
  it.each(SWITCHES.flatMap((field) => ['true', 1, null, 'yes'].map((v) => [field, v] as [string, unknown])))(
    'PUT /api/config refuses %s = %j',
    async (field, value) => {
      const res = await call('PUT', '/api/config', { token: await adminToken(), body: { [field]: value } });
      expectError(res, 422, 'VALIDATION_ERROR', field);
    },
  );

  it('refuses unknown fields, non-objects and malformed JSON', async () => {
    const token = await adminToken();
    const unknown = await call('PUT', '/api/config', { token, body: { coupons: true, maintenance: true } });
    expectError(unknown, 422, 'VALIDATION_ERROR', 'maintenance');
    expectError(await call('PUT', '/api/config', { token, body: [true] }), 422, 'VALIDATION_ERROR', '(body)');
    expectError(await call('PUT', '/api/config', { token, raw: '{"coupons":tru}' }), 400, 'INVALID_JSON');
    expectError(
      await call('PUT', '/api/config', { token, raw: '{}', contentType: null }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect((await call('GET', '/api/config')).body.coupons).toBe(true);
  });
});

describe('site config: behaviour', () => {
  afterAll(() => putSetting('/api/config', { coupons: true, moderatedChat: false, approveUsers: false }));

  it('GET answers exactly the ten booleans', async () => {
    const res = await call('GET', '/api/config');
    expect(Object.keys(res.body).sort()).toEqual([...SWITCHES].sort());
    for (const field of SWITCHES) expect(typeof res.body[field]).toBe('boolean');
    expect(res.body).toEqual({
      approveUsers: false,
      typeTag: true,
      freeTag: true,
      coupons: true,
      moderatedChat: false,
      languages: true,
      notifications: true,
      currencies: false,
      timezones: false,
      analytics: false,
    });
  });

  it('PUT changes and persists the fields given and keeps the others', async () => {
    const before = (await call('GET', '/api/config')).body;
    const res = await call('PUT', '/api/config', { token: await adminToken(), body: { coupons: false } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, coupons: false });
    expect((await call('GET', '/api/config')).body).toEqual({ ...before, coupons: false });
    const row = await Setting.findByPk('site');
    expect(row?.value).toEqual({ ...before, coupons: false });

    await putSetting('/api/config', { moderatedChat: true });
    expect((await call('GET', '/api/config')).body).toEqual({
      ...before,
      coupons: false,
      moderatedChat: true,
    });
    // An empty object changes nothing.
    expect(await putSetting('/api/config', {})).toEqual({ ...before, coupons: false, moderatedChat: true });
  });
});

describe('access config', () => {
  afterAll(() => restore('/api/config/access'));

  it('reads and writes requireLogin', async () => {
    expect((await call('GET', '/api/config/access')).body).toEqual({ requireLogin: false });
    const token = await adminToken();
    expectError(
      await call('PUT', '/api/config/access', { token, body: { requireLogin: 'true' } }),
      422,
      'VALIDATION_ERROR',
      'requireLogin',
    );
    expectError(
      await call('PUT', '/api/config/access', { token, body: { other: true } }),
      422,
      'VALIDATION_ERROR',
      'other',
    );
    expect(await putSetting('/api/config/access', { requireLogin: true })).toEqual({ requireLogin: true });
    expect((await call('GET', '/api/config/access')).body).toEqual({ requireLogin: true });
  });
});

describe('modules', () => {
  afterAll(() => putSetting('/api/config/modules', { leads: false, ideas: false }));

  it('lists the six modules with their state', async () => {
    const res = await call('GET', '/api/config/modules');
    expect(res.body).toEqual([
      { id: 'advertising', enabled: false },
      { id: 'openlab', enabled: false },
      { id: 'leads', enabled: false },
      { id: 'mediapay', enabled: true },
      { id: 'ideas', enabled: false },
      { id: 'cognition', enabled: false },
    ]);
  });

  it('enables and disables modules, keeping the others', async () => {
    const res = await putSetting('/api/config/modules', { leads: true, ideas: true });
    const enabled = (list: { id: string; enabled: boolean }[]) =>
      list.filter((m) => m.enabled).map((m) => m.id);
    expect(enabled(res)).toEqual(['leads', 'mediapay', 'ideas']);
    expect(enabled((await call('GET', '/api/config/modules')).body)).toEqual(['leads', 'mediapay', 'ideas']);
    expect(enabled(await putSetting('/api/config/modules', { ideas: false }))).toEqual(['leads', 'mediapay']);
  });

  it('refuses unknown modules and non-booleans', async () => {
    const token = await adminToken();
    expectError(
      await call('PUT', '/api/config/modules', { token, body: { chess: true } }),
      422,
      'VALIDATION_ERROR',
      'chess',
    );
    expectError(
      await call('PUT', '/api/config/modules', { token, body: { leads: 1 } }),
      422,
      'VALIDATION_ERROR',
      'leads',
    );
  });
});

describe('registration options', () => {
  it('answers the shapes of fields, social and domains', async () => {
    expect((await call('GET', '/api/config/register/fields')).body).toEqual({ fields: [] });
    expect((await call('GET', '/api/config/register/social')).body).toEqual({ providers: [] });
    expect((await call('GET', '/api/config/register/domains')).body).toEqual({ mode: 'any', domains: [] });
  });

  it('lets an administrator set the social providers, and everyone read their public client ids', async () => {
    const providers = [{ id: 'google', clientId: 'public-client-id' }];
    const viewer = await signedIn();
    expectError(
      await call('PUT', '/api/config/register/social', { token: viewer.token, body: { providers } }),
      403,
      'FORBIDDEN',
    );
    try {
      expect(await putSetting('/api/config/register/social', { providers })).toEqual({ providers });
      expect((await call('GET', '/api/config/register/social')).body).toEqual({ providers });
      // One entry per provider, a client id that says something.
      for (const bad of [
        [...providers, { id: 'google', clientId: 'other' }],
        [{ id: 'google', clientId: ' ' }],
        [{ id: 'myspace', clientId: 'x' }],
      ]) {
        const res = await call('PUT', '/api/config/register/social', {
          token: await adminToken(),
          body: { providers: bad },
        });
        expectError(res, 422, 'VALIDATION_ERROR');
      }
      expect((await call('GET', '/api/config/register/social')).body).toEqual({ providers });
    } finally {
      await putSetting('/api/config/register/social', { providers: [] });
    }
    expect((await call('GET', '/api/config/register/social')).body).toEqual({ providers: [] });
  });
});
