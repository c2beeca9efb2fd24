import { describe, expect, it } from 'vitest';
import { User } from '../../models/index.ts';
import { errorFields, expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { signedIn } from './helpers/users.ts';

const update = (token: string, body: unknown, lang?: string) =>
  call('PUT', '/api/auth/me', { token, body, lang });

describe('PUT /api/auth/me: params and permissions', () => {
  it('requires a session', async () => {
    expectError(await call('PUT', '/api/auth/me', { body: { name: 'Ana' } }), 401, 'AUTH_REQUIRED');
  });

  it.each([
    ['roles', ['ADMIN']],
    ['status', 'approved'],
    ['email', 'other@example.test'],
    ['passwordHash', 'scrypt$1$1$1$a$b'],
    ['activatedAt', '2020-01-01'],
    ['id', 1],
    ['organizerRequestedAt', '2020-01-01'],
    ['extra', { phone: '600000000' }],
  ])('refuses to set %s through /me', async (field, value) => {
    const { user, token } = await signedIn();
    const res = await update(token, { name: 'Ana', [field]: value });
    expectError(res, 422, 'VALIDATION_ERROR', field);
    await user.reload();
    expect(user.roles).toEqual(['USER']);
    expect(user.status).toBe('approved');
    expect(user.name).toBeNull();
  });

  it.each([
    ['web', 'not a url'],
    ['web', 'javascript:alert(1)'],
    ['linkedin', 'javascript://example.test/%0aalert(1)'],
    ['avatar', 'data:text/html,<script>alert(1)</script>'],
    ['facebook', 'ftp://example.test'],
    ['youtube', 42],
    ['publicProfile', 'true'],
    ['promoConsent', 0],
    ['language', 'fr'],
    ['name', 'x'.repeat(101)],
    ['description', 'x'.repeat(2001)],
    ['country', 'ESP'],
    ['billingPhone', 'call me'],
    ['billingPrefix', '+12345'],
    ['timezone', ''],
    ['requestOrganizer', false],
  ])('refuses an invalid %s (%j), naming it', async (field, value) => {
    const { token } = await signedIn();
    const res = await update(token, { [field]: value });
    expectError(res, 422, 'VALIDATION_ERROR', field);
    expect(errorFields(res)).toEqual([field]);
  });

  it('answers bad bodies with 400, 413 and 415', async () => {
    const { token } = await signedIn();
    expectError(await call('PUT', '/api/auth/me', { token, raw: '{"name":' }), 400, 'INVALID_JSON');
    expectError(
      await call('PUT', '/api/auth/me', { token, raw: '{}', contentType: 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(await update(token, { description: 'x'.repeat(257 * 1024) }), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe('PUT /api/auth/me: behaviour', () => {
  it('updates general and billing data and answers the session user', async () => {
    const { user, token } = await signedIn();
    const profile = {
      name: ' Ana ',
      surname: 'García',
      country: 'ES',
      timezone: 'Europe/Madrid',
      description: 'Actriz',
      web: 'https://ana.example.test',
      instagram: 'https://instagram.com/ana',
      company: 'Teatro',
      job: 'Actriz',
      billingCompany: 'Ana SL',
      billingNif: 'B12345678',
      billingAddress: 'Calle Mayor 1',
      billingCity: 'Madrid',
      billingPostalCode: '28001',
      billingCountry: 'ES',
      billingPrefix: '+34',
      billingPhone: '600 000 000',
    };
    const res = await update(token, profile);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...profile, name: 'Ana', id: user.id, email: user.email });
    await user.reload();
    expect(user.name).toBe('Ana');
    expect(user.billingNif).toBe('B12345678');
    expect(user.web).toBe('https://ana.example.test');
    expect((await call('GET', '/api/auth/me', { token })).body).toMatchObject({ ...profile, name: 'Ana' });
  });

  it('keeps the fields left out and clears a field sent empty', async () => {
    const { user, token } = await signedIn();
    await update(token, { name: 'Ana', web: 'https://a.example.test', billingCity: 'Madrid' });
    const res = await update(token, { web: '', billingCity: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Ana', web: null, billingCity: null });
    await user.reload();
    expect([user.name, user.web, user.billingCity]).toEqual(['Ana', null, null]);
  });

  it('opts out of promotions and toggles the public profile', async () => {
    const { user, token } = await signedIn();
    await user.update({ promoConsent: true, newsletter: true });
    const res = await update(token, { promoConsent: false, newsletter: false, publicProfile: true });
    expect(res.body).toMatchObject({ promoConsent: false, newsletter: false, publicProfile: true });
    await user.reload();
    expect([user.promoConsent, user.newsletter, user.publicProfile]).toEqual([false, false, true]);
    expect((await update(token, { publicProfile: false })).body.publicProfile).toBe(false);
    await user.reload();
    expect(user.publicProfile).toBe(false);
  });

  it('changes the language, which then speaks in error messages', async () => {
    const { user, token } = await signedIn();
    expect((await update(token, { language: 'pt' })).body.language).toBe('pt');
    await user.reload();
    expect(user.language).toBe('pt');
    const res = await update(token, { web: 'nope' });
    expect(res.body.error.message).toMatch(/^Verifique os dados/);
  });

  it('records an organizer request', async () => {
    const { user, token } = await signedIn('USER');
    const res = await update(token, { requestOrganizer: true });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['USER']);
    expect(new Date(res.body.organizerRequestedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await user.reload();
    const first = user.organizerRequestedAt;
    expect(first).toBeInstanceOf(Date);
    // Asking again keeps the first date.
    await update(token, { requestOrganizer: true });
    await user.reload();
    expect(user.organizerRequestedAt?.getTime()).toBe(first?.getTime());
  });

  it('answers 409 ALREADY_ORGANIZER to a producer, changing nothing', async () => {
    const { user, token } = await signedIn('PRODUCER');
    const res = await update(token, { name: 'Changed', requestOrganizer: true }, 'en');
    expectError(res, 409, 'ALREADY_ORGANIZER');
    expect(res.body.error.message).toBe('You are already an organizer');
    const fresh = await User.findByPk(user.id);
    expect(fresh?.organizerRequestedAt).toBeNull();
    expect(fresh?.name).toBeNull();
  });
});
