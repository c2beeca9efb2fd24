import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { putSetting, restore } from './helpers/settings.ts';
import { signedIn, signupBody } from './helpers/users.ts';

const signup = (body: unknown) => call('POST', '/api/auth/signup', { body });
const at = (domain: string) => {
  const email = `s-${randomUUID().slice(0, 8)}@${domain}`;
  return signupBody({ email, emailConfirm: email });
};

describe('sign-up restricted by email domain', () => {
  afterEach(() => restore('/api/config/register/domains'));

  it('only the administrator may change the domains', async () => {
    const body = { mode: 'allow', domains: ['x.test'] };
    expectError(await call('PUT', '/api/config/register/domains', { body }), 401, 'AUTH_REQUIRED');
    for (const role of ['USER', 'PRODUCER'] as const) {
      const { token } = await signedIn(role);
      expectError(await call('PUT', '/api/config/register/domains', { token, body }), 403, 'FORBIDDEN');
    }
    expect((await call('GET', '/api/config/register/domains')).body).toEqual({ mode: 'any', domains: [] });
  });

  it('validates the domain setting', async () => {
    const { token } = await signedIn('ADMIN');
    const put = (body: unknown) => call('PUT', '/api/config/register/domains', { token, body });
    expectError(await put({ mode: 'some' }), 422, 'VALIDATION_ERROR', 'mode');
    expectError(await put({ domains: ['not a domain'] }), 422, 'VALIDATION_ERROR', 'domains.0');
    expectError(await put({ domains: 'allowed.test' }), 422, 'VALIDATION_ERROR', 'domains');
    expectError(await put({ mode: 'allow', other: 1 }), 422, 'VALIDATION_ERROR', 'other');
  });

  it('allow mode refuses any other domain and accepts the listed ones and their subdomains', async () => {
    const saved = await putSetting('/api/config/register/domains', {
      mode: 'allow',
      domains: ['Allowed.TEST'],
    });
    expect(saved).toEqual({ mode: 'allow', domains: ['allowed.test'] });
    expect((await call('GET', '/api/config/register/domains')).body).toEqual(saved);

    const refused = at('example.test');
    const res = await signup(refused);
    expectError(res, 422, 'EMAIL_DOMAIN_NOT_ALLOWED', 'email');
    expect(await User.count({ where: { email: refused.email as string } })).toBe(0);
    expectError(await signup(at('notallowed.test')), 422, 'EMAIL_DOMAIN_NOT_ALLOWED');
    expect((await signup(at('allowed.test'))).status).toBe(201);
    expect((await signup(at('mail.allowed.test'))).status).toBe(201);
  });

  it('deny mode refuses the listed domains only', async () => {
    await putSetting('/api/config/register/domains', { mode: 'deny', domains: ['blocked.test'] });
    expectError(await signup(at('blocked.test')), 422, 'EMAIL_DOMAIN_NOT_ALLOWED', 'email');
    expectError(await signup(at('sub.blocked.test')), 422, 'EMAIL_DOMAIN_NOT_ALLOWED', 'email');
    expect((await signup(at('example.test'))).status).toBe(201);
  });

  it('any mode accepts everybody again', async () => {
    await putSetting('/api/config/register/domains', { mode: 'deny', domains: ['example.test'] });
    await putSetting('/api/config/register/domains', { mode: 'any' });
    expect((await signup(at('example.test'))).status).toBe(201);
  });
});

describe('sign-up with extra registration fields', () => {
  afterEach(() => restore('/api/config/register/fields'));

  it('lists only the enabled fields with their type', async () => {
    expect((await call('GET', '/api/config/register/fields')).body).toEqual({ fields: [] });
    await putSetting('/api/config/register/fields', {
      phone: { enabled: true, required: true },
      birthDate: { enabled: true, required: false },
    });
    expect((await call('GET', '/api/config/register/fields')).body).toEqual({
      fields: [
        { name: 'birthDate', type: 'date', required: false },
        { name: 'phone', type: 'tel', required: true },
      ],
    });
  });

  it('validates the field setting', async () => {
    const { token } = await signedIn('ADMIN');
    const put = (body: unknown) => call('PUT', '/api/config/register/fields', { token, body });
    expectError(
      await put({ phone: { enabled: 'yes', required: false } }),
      422,
      'VALIDATION_ERROR',
      'phone.enabled',
    );
    expectError(await put({ phone: { enabled: true } }), 422, 'VALIDATION_ERROR', 'phone.required');
    expectError(
      await put({ shoeSize: { enabled: true, required: true } }),
      422,
      'VALIDATION_ERROR',
      'shoeSize',
    );
    const { token: user } = await signedIn('USER');
    expectError(
      await call('PUT', '/api/config/register/fields', {
        token: user,
        body: { phone: { enabled: true, required: true } },
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses a sign-up without a required field and stores the given ones in extra', async () => {
    await putSetting('/api/config/register/fields', {
      phone: { enabled: true, required: true },
      hospital: { enabled: true, required: false },
    });
    const missing = await signup(signupBody({ extra: { hospital: 'Hospital Central' } }));
    expectError(missing, 422, 'VALIDATION_ERROR', 'extra.phone');
    expect(missing.body.error.fields[0].message).not.toContain('{');
    expectError(
      await signup(signupBody({ extra: { phone: '   ' } })),
      422,
      'VALIDATION_ERROR',
      'extra.phone',
    );
    expectError(await signup(signupBody()), 422, 'VALIDATION_ERROR', 'extra.phone');

    const body = signupBody({
      extra: { phone: '+34 600 000 000', hospital: ' Hospital Central ', speciality: 'not enabled' },
    });
    const res = await signup(body);
    expect(res.status).toBe(201);
    const user = await User.findByEmail(body.email as string);
    expect(user?.extra).toEqual({ phone: '+34 600 000 000', hospital: 'Hospital Central' });
  });

  it('ignores extra fields while they are disabled', async () => {
    const body = signupBody({ extra: { phone: '600000000' } });
    expect((await signup(body)).status).toBe(201);
    expect((await User.findByEmail(body.email as string))?.extra).toEqual({});
  });
});
