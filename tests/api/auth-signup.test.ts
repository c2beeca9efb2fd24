import { QueryTypes } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { User } from '../../models/index.ts';
import { errorFields, expectError } from './helpers/assert.ts';
import { call, STRONG_PASSWORD } from './helpers/client.ts';
import { followMailLink } from './helpers/mail.ts';
import { mailsTo, signupBody } from './helpers/users.ts';

const signup = (body: unknown, opts: { lang?: string } = {}) =>
  call('POST', '/api/auth/signup', { body, ...opts });

describe('POST /api/auth/signup: params', () => {
  it.each(['role', 'email', 'emailConfirm', 'password', 'passwordConfirm', 'privacyAccepted'])(
    'refuses a body without %s, naming it',
    async (field) => {
      const body: Record<string, unknown> = signupBody();
      delete body[field];
      const res = await signup(body);
      expectError(res, 422, 'VALIDATION_ERROR', field);
      expect(res.body.error.fields.find((f: { field: string }) => f.field === field).message).toBe(
        'campo obligatorio',
      );
    },
  );

  it.each([
    ['privacyAccepted', 'yes'],
    ['privacyAccepted', 1],
    ['email', 42],
    ['password', ['Str0ng.Pass']],
    ['role', 'admin'],
    ['promoConsent', 'true'],
    ['language', 'fr'],
    ['name', { first: 'Ana' }],
  ])('refuses %s of the wrong type or value (%j)', async (field, value) => {
    expectError(await signup(signupBody({ [field]: value })), 422, 'VALIDATION_ERROR', field);
  });

  it('refuses an email longer than 254 characters and a malformed one', async () => {
    const long = `${'a'.repeat(250)}@example.test`;
    expectError(
      await signup(signupBody({ email: long, emailConfirm: long })),
      422,
      'VALIDATION_ERROR',
      'email',
    );
    expectError(
      await signup(signupBody({ email: 'not-an-email', emailConfirm: 'not-an-email' })),
      422,
      'VALIDATION_ERROR',
      'email',
    );
  });

  it('refuses oversized optional fields and unknown fields', async () => {
    expectError(await signup(signupBody({ name: 'x'.repeat(101) })), 422, 'VALIDATION_ERROR', 'name');
    const unknown = await signup(signupBody({ roles: ['ADMIN'] }));
    expectError(unknown, 422, 'VALIDATION_ERROR', 'roles');
    expect(unknown.body.error.fields[0].message).toBe('campo desconocido');
    expectError(
      await signup(signupBody({ extra: { shoeSize: '42' } })),
      422,
      'VALIDATION_ERROR',
      'extra.shoeSize',
    );
    expectError(
      await signup(signupBody({ extra: { phone: 'call me' } })),
      422,
      'VALIDATION_ERROR',
      'extra.phone',
    );
    expectError(
      await signup(signupBody({ extra: { birthDate: '31/12/1990' } })),
      422,
      'VALIDATION_ERROR',
      'extra.birthDate',
    );
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await call('POST', '/api/auth/signup', { raw: '{"email": "a@b.test",' });
    expectError(res, 400, 'INVALID_JSON');
    expect(res.body.error.message).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('answers a body that is not an object with 422', async () => {
    expectError(await call('POST', '/api/auth/signup', { raw: '[]' }), 422, 'VALIDATION_ERROR', '(body)');
    expectError(await call('POST', '/api/auth/signup', { raw: '' }), 422, 'VALIDATION_ERROR', '(body)');
  });

  it('answers a body without Content-Type or of another type with 415', async () => {
    const raw = JSON.stringify(signupBody());
    expectError(
      await call('POST', '/api/auth/signup', { raw, contentType: null }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expectError(
      await call('POST', '/api/auth/signup', { raw, contentType: 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const form = await call('POST', '/api/auth/signup', {
      raw: 'email=a%40b.test',
      contentType: 'application/x-www-form-urlencoded',
    });
    expectError(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 256 KB with 413 and creates nobody', async () => {
    const body = signupBody({ name: 'x'.repeat(300 * 1024) });
    expectError(await signup(body), 413, 'PAYLOAD_TOO_LARGE');
    expect(await User.count({ where: { email: body.email as string } })).toBe(0);
  });
});

describe('POST /api/auth/signup: rules', () => {
  it('refuses emails that do not match', async () => {
    const res = await signup(signupBody({ emailConfirm: 'other@example.test' }));
    expectError(res, 422, 'EMAILS_DO_NOT_MATCH', 'emailConfirm');
    expect(res.body.error.message).toBe('Los correos electrónicos no coinciden');
  });

  it('accepts the confirmation in another case and with spaces', async () => {
    const body = signupBody();
    const res = await signup({ ...body, emailConfirm: ` ${(body.email as string).toUpperCase()} ` });
    expect(res.status).toBe(201);
  });

  it('refuses passwords that do not match', async () => {
    const res = await signup(signupBody({ passwordConfirm: `${STRONG_PASSWORD}x` }));
    expectError(res, 422, 'PASSWORDS_DO_NOT_MATCH', 'passwordConfirm');
  });

  it.each([
    ['no uppercase', 'str0ng.pass'],
    ['no lowercase', 'STR0NG.PASS'],
    ['no digit', 'Strong.Pass'],
    ['no special character', 'Str0ngPass'],
    ['7 characters', 'Str0n.P'],
  ])('refuses a weak password (%s)', async (_, password) => {
    const res = await signup(signupBody({ password, passwordConfirm: password }), { lang: 'en' });
    expectError(res, 422, 'PASSWORD_TOO_WEAK', 'password');
    expect(res.body.error.message).toMatch(/at least 8 characters/);
  });

  it('accepts exactly 8 characters with every class', async () => {
    const password = 'Ab1.defg';
    expect((await signup(signupBody({ password, passwordConfirm: password }))).status).toBe(201);
  });

  it('refuses a sign-up without privacy acceptance', async () => {
    const res = await signup(signupBody({ privacyAccepted: false }));
    expectError(res, 422, 'PRIVACY_NOT_ACCEPTED', 'privacyAccepted');
  });
});

describe('POST /api/auth/signup: behaviour', () => {
  it('creates a pending, not activated USER and logs an activation email', async () => {
    const body = signupBody({ name: ' Ana ', promoConsent: true });
    const res = await signup(body);
    expect(res.status).toBe(201);
    // Nothing about the account: the answer is the same for an address that has one already.
    expect(res.body).toEqual({ activationRequired: true });

    const user = await User.findByEmail(body.email as string);
    expect(user?.roles).toEqual(['USER']);
    expect(user?.name).toBe('Ana');
    expect(user?.status).toBe('pending');
    expect(user?.activatedAt).toBeNull();
    expect(user?.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(user?.promoConsent).toBe(true);
    expect(user?.language).toBe('es');
    expect(user?.passwordHash).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(user?.passwordHash).not.toContain(STRONG_PASSWORD);

    const mails = await mailsTo(body.email as string, 'activation');
    expect(mails).toHaveLength(1);
    expect(mails[0].links).toHaveLength(1);
    expect(mails[0].links[0]).toMatch(/^http:\/\/platea\.test\/activate\/[A-Za-z0-9_-]{43}$/);
    expect(await followMailLink(mails[0])).toBe(mails[0].links[0]);
    expect(mails[0].subject).toBe('Activa tu cuenta de Platea');
    expect(mails[0].userId).toBe(user?.id);
  });

  it('stores the email in lower case and writes the mail in the request language', async () => {
    const body = signupBody();
    const upper = (body.email as string).toUpperCase();
    const res = await signup({ ...body, email: upper, emailConfirm: upper }, { lang: 'en' });
    expect(res.status).toBe(201);
    expect((await User.findByEmail(body.email as string))?.language).toBe('en');
    expect((await mailsTo(body.email as string, 'activation'))[0].subject).toBe(
      'Activate your Platea account',
    );
  });

  // Issue 18: new accounts got GMT, so a 20:00 Madrid show read 19:00 at checkout.
  it.each([
    ['without a zone', undefined, 'Europe/Madrid'],
    ['with the browser zone', 'America/New_York', 'America/New_York'],
    ['with a zone Intl does not know', 'Mars/Olympus_Mons', 'Europe/Madrid'],
    ['with an empty zone', '', 'Europe/Madrid'],
  ])('keeps the time zone %s as %s → %s (the site default, never GMT)', async (_, timezone, stored) => {
    const body = signupBody(timezone === undefined ? {} : { timezone });
    const res = await signup(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await User.findByEmail(body.email as string))?.timezone).toBe(stored);
  });

  it('gives the site zone to accounts made any other way too (the column default, migration 0024)', async () => {
    const sequelize = User.sequelize as NonNullable<typeof User.sequelize>;
    const [row] = await sequelize.query<{ timezone: string }>(
      `INSERT INTO users (email, password_hash) VALUES (:email, 'x') RETURNING timezone`,
      { replacements: { email: `raw-${Date.now()}@example.test` }, type: QueryTypes.SELECT },
    );
    expect(row.timezone).toBe('Europe/Madrid');
  });

  it('refuses a time zone longer than 64 characters, naming it', async () => {
    expectError(await signup(signupBody({ timezone: 'x'.repeat(65) })), 422, 'VALIDATION_ERROR', 'timezone');
  });

  it('gives the organizer role PRODUCER', async () => {
    const body = signupBody({ role: 'organizer' });
    expect((await signup(body)).status).toBe(201);
    expect((await User.findByEmail(body.email as string))?.roles).toEqual(['PRODUCER']);
  });

  it('answers an email already registered exactly like a new one, and mails the account instead', async () => {
    const body = signupBody();
    const first = await signup(body, { lang: 'en' });
    const upper = (body.email as string).toUpperCase();
    const again = await signup({ ...body, email: upper, emailConfirm: upper }, { lang: 'en' });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await User.count({ where: { email: body.email as string } })).toBe(1);
    expect(await mailsTo(body.email as string, 'activation')).toHaveLength(1);
    const told = await mailsTo(body.email as string, 'accountExists');
    expect(told).toHaveLength(1);
    expect(told[0].subject).toBe('Someone tried to sign up with your email');
    expect(told[0].links).toEqual(['http://platea.test/login']);
  });

  it('lets exactly one of 20 concurrent sign-ups with the same email create it; all get the same answer', async () => {
    const body = signupBody();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signup(body)));
    for (const r of answers) expect([r.status, r.body]).toEqual([201, { activationRequired: true }]);
    expect(await User.count({ where: { email: body.email as string } })).toBe(1);
    expect(await mailsTo(body.email as string, 'activation')).toHaveLength(1);
    // The account is told, but not flooded: at most 5 such emails per window.
    expect(await mailsTo(body.email as string, 'accountExists')).toHaveLength(5);
  });

  it('names every invalid field at once', async () => {
    const res = await signup({ role: 'attendee', email: 'x', privacyAccepted: 'yes' });
    expect(res.status).toBe(422);
    expect(errorFields(res)).toEqual(
      expect.arrayContaining(['email', 'emailConfirm', 'password', 'passwordConfirm', 'privacyAccepted']),
    );
  });
});
