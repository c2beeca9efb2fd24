import { describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { EmailLog, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { type ApiResponse, call, uniqueEmail } from './helpers/client.ts';
import { deliverMails, followMailLink } from './helpers/mail.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, linkMailsDone, mailsTo, signedIn, signUp, signupBody } from './helpers/users.ts';

/** The error envelope of docs/api-contract.md, and nothing else. */
function expectEnvelope(res: ApiResponse) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(res.body)).toEqual(['error']);
  const keys = Object.keys(res.body.error).sort();
  if (res.body.error.code === 'VALIDATION_ERROR') {
    expect(keys).toEqual(['code', 'fields', 'message']);
    expect(res.body.error.fields.length).toBeGreaterThan(0);
    for (const f of res.body.error.fields) {
      expect(Object.keys(f).sort()).toEqual(['field', 'message']);
      expect(f.message).not.toMatch(/\{\w+\}/);
    }
  } else if (keys.includes('fields')) {
    expect(keys).toEqual(['code', 'fields', 'message']);
  } else {
    expect(keys).toEqual(['code', 'message']);
  }
  expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
  expect(res.body.error.message).not.toMatch(/\{\w+\}/);
  const json = JSON.stringify(res.body);
  expect(json).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect(json).not.toMatch(/stack|sequelize|node_modules|SELECT|relation/i);
}

describe('error bodies', () => {
  it('have exactly {error:{code,message}} (+fields on validation) and no stack trace', async () => {
    const { token: userToken } = await signedIn('USER');
    const { token: producerToken } = await signedIn('PRODUCER');
    const { email } = await signUp();
    const responses = [
      await call('GET', '/api/nope'),
      await call('GET', '/not-api'),
      await call('GET', '/api/auth/me'),
      await call('GET', '/api/users', { token: userToken }),
      await call('GET', '/api/users/999999', { token: await adminToken() }),
      await call('GET', '/api/users/abc', { token: await adminToken() }),
      await call('GET', '/api/users?filter={', { token: await adminToken() }),
      await call('POST', '/api/auth/signup', { raw: '{' }),
      await call('POST', '/api/auth/signup', { raw: '{}', contentType: 'text/plain' }),
      await call('POST', '/api/auth/signup', { raw: JSON.stringify({ x: 'x'.repeat(300_000) }) }),
      await call('POST', '/api/auth/signup', { body: { privacyAccepted: 'yes' } }),
      await call('PUT', '/api/auth/me', { token: producerToken, body: { requestOrganizer: true } }),
      await call('POST', '/api/auth/signup', { body: signupBody({ passwordConfirm: 'x' }) }),
      await call('POST', '/api/auth/login', { body: { email, password: 'x' } }),
      await call('POST', '/api/auth/activate', { body: { token: 'nope' } }),
      await call('POST', '/api/auth/reset', {
        body: { token: 'nope', password: 'Str0ng.Pass', passwordConfirm: 'Str0ng.Pass' },
      }),
      await call('PUT', '/api/auth/me', { token: userToken, body: { requestOrganizer: true, web: 'x' } }),
      await call('DELETE', '/api/config'),
    ];
    const statuses = new Set<number>();
    for (const res of responses) {
      expectEnvelope(res);
      statuses.add(res.status);
    }
    expect([...statuses].sort()).toEqual([400, 401, 403, 404, 409, 413, 415, 422]);
  });

  it('speak the language asked for', async () => {
    const en = await call('GET', '/api/auth/me', { lang: 'en' });
    expect(en.body.error.message).toBe('You need to sign in to continue');
    const pt = await call('GET', '/api/auth/me', { lang: 'pt-BR,pt;q=0.9' });
    expect(pt.body.error.code).toBe('AUTH_REQUIRED');
    expect(pt.body.error.message).not.toBe(en.body.error.message);
    const unknown = await call('GET', '/api/auth/me', { lang: 'fr-FR' });
    expect(unknown.body.error.message).toBe('Necesitas iniciar sesión para continuar');
  });

  it('answers an unexpected failure with 500 SERVER_ERROR and no details', async () => {
    const sequelize = User.sequelize;
    if (!sequelize) throw new Error('models not initialised');
    // A missing table makes every settings read throw inside the handler.
    await sequelize.query('ALTER TABLE settings RENAME TO settings_broken');
    let res: ApiResponse;
    let en: ApiResponse;
    try {
      res = await call('GET', '/api/config');
      en = await call('GET', '/api/config/payments', { lang: 'en' });
    } finally {
      await sequelize.query('ALTER TABLE settings_broken RENAME TO settings');
    }
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      error: { code: 'SERVER_ERROR', message: 'Error al obtener los datos del servidor' },
    });
    expectEnvelope(res);
    expect(en.status).toBe(500);
    expect(en.body).toEqual({ error: { code: 'SERVER_ERROR', message: 'Error fetching data from server' } });
    expect(en.headers.get('cache-control')).toBe('no-store');
    expect((await call('GET', '/api/config')).status).toBe(200);
  });

  it('refuse a text holding a NUL character with 422 naming the field, not a 500', async () => {
    const token = await adminToken();
    const { token: userToken } = await signedIn();
    const home = { sections: [{ id: 'a', type: 'static', body: { es: 'x\u0000y' } }] };
    const cases: [ApiResponse, string][] = [
      [await call('PUT', '/api/config/theme/home', { token, body: home }), 'sections.0.body.es'],
      [
        await call('PUT', '/api/config/modules/media-pay', {
          token,
          body: { stripe: { publicKey: 'pk\u0000' } },
        }),
        'stripe.publicKey',
      ],
      [await call('PUT', '/api/auth/me', { token: userToken, body: { name: 'a\u0000b' } }), 'name'],
      [await call('POST', '/api/auth/signup', { body: signupBody({ name: '\u0000' }) }), 'name'],
      [await call('POST', '/api/auth/login', { body: { email: 'a\u0000@b.test', password: 'x' } }), 'email'],
    ];
    for (const [res, field] of cases) {
      expectError(res, 422, 'VALIDATION_ERROR', field);
      expectEnvelope(res);
    }
    expect((await call('GET', '/api/config/theme/home')).status).toBe(200);
  });

  it('carry a request id header', async () => {
    const res = await call('GET', '/api/nope');
    expect(res.headers.get('x-request-id')).toMatch(/.+/);
  });
});

describe('tracking pixel', () => {
  it('answers a GIF and records the open on the email log row', async () => {
    const { email } = await signUp();
    const [mail] = await mailsTo(email, 'activation');
    expect(mail.openedAt).toBeNull();
    expect(mail.openCount).toBe(0);
    expect(mail.bodyHtml).toContain(`http://platea.test/api/mail/open/${mail.trackingId}.gif`);
    // Read by its recipient an hour after delivery (an open at delivery is a scanner's: email-tracking.test.ts).
    await deliverMails(mail);

    const res = await call('GET', `/api/mail/open/${mail.trackingId}.gif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(String(res.body).startsWith('GIF89a')).toBe(true);
    await mail.reload();
    expect(mail.openedAt).toBeInstanceOf(Date);
    expect(mail.openCount).toBe(1);
    const firstOpen = mail.openedAt?.getTime();

    await call('GET', `/api/mail/open/${mail.trackingId}.gif`);
    await mail.reload();
    expect(mail.openCount).toBe(2);
    expect(mail.openedAt?.getTime()).toBe(firstOpen);
  });

  it('answers the same GIF for unknown or malformed ids and records nothing', async () => {
    for (const id of ['unknownunknownunknown', 'x', "' OR 1=1 --"]) {
      const res = await call('GET', `/api/mail/open/${encodeURIComponent(id)}.gif`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
    }
    expect(await EmailLog.count({ where: { trackingId: 'unknownunknownunknown' } })).toBe(0);
  });
});

describe('GET /api/email-logs', () => {
  it('is for administrators, and for organizers (the mails about their channels: email-tracking.test.ts)', async () => {
    expectError(await call('GET', '/api/email-logs'), 401, 'AUTH_REQUIRED');
    const { token } = await signedIn('USER');
    expectError(await call('GET', '/api/email-logs', { token }), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/email-logs/1', { token }), 403, 'FORBIDDEN');
    const organizer = await signedIn('PRODUCER');
    const { email } = await signUp();
    const filter = encodeURIComponent(JSON.stringify({ to: email }));
    const listed = await call('GET', `/api/email-logs?filter=${filter}`, { token: organizer.token });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
    const [mail] = await mailsTo(email, 'activation');
    expectError(
      await call('GET', `/api/email-logs/${mail.id}`, { token: organizer.token }),
      404,
      'NOT_FOUND',
    );
  });

  it('lists the emails with filters, Content-Range and no bodies', async () => {
    const token = await adminToken();
    const { email } = await signUp();
    await call('POST', '/api/auth/activate/resend', { body: { email } });
    // A worker writes the resent one, then delivers them; without SMTP they are kept as logged.
    await linkMailsDone();
    await drainQueue(connectionOf(EmailLog), 'mail.send');
    const filter = encodeURIComponent(JSON.stringify({ to: email.toUpperCase(), type: 'activation' }));
    const res = await call(
      'GET',
      `/api/email-logs?filter=${filter}&sort=${encodeURIComponent('["id","ASC"]')}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('email-logs 0-1/2');
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      to: email,
      type: 'activation',
      language: 'es',
      transport: 'log',
      status: 'logged',
    });
    expect(res.body[0].links[0]).toMatch(/^http:\/\/platea\.test\/activate\//);
    expect(res.body[0].id).toBeLessThan(res.body[1].id);
    expect(res.body[0]).not.toHaveProperty('bodyHtml');

    const one = await call('GET', `/api/email-logs/${res.body[0].id}`, { token });
    // The plain text leads to the link through the click redirect; the HTML prints the link itself.
    expect(one.body.bodyHtml).toContain(res.body[0].links[0]);
    const [first] = await mailsTo(email, 'activation');
    expect(await followMailLink(first)).toBe(res.body[0].links[0]);
    expectError(await call('GET', '/api/email-logs/999999', { token }), 404, 'NOT_FOUND');
    expectError(await call('GET', '/api/email-logs/x', { token }), 400, 'INVALID_PARAMETER', 'id');
    const bad = encodeURIComponent(JSON.stringify({ status: 'lost' }));
    expectError(
      await call('GET', `/api/email-logs?filter=${bad}`, { token }),
      422,
      'VALIDATION_ERROR',
      'filter.status',
    );
    const sort = encodeURIComponent('["bodyText","ASC"]');
    expectError(
      await call('GET', `/api/email-logs?sort=${sort}`, { token }),
      422,
      'VALIDATION_ERROR',
      'sort.0',
    );
    const opened = encodeURIComponent(JSON.stringify({ to: uniqueEmail('none'), opened: true }));
    expect((await call('GET', `/api/email-logs?filter=${opened}`, { token })).body).toEqual([]);
  });

  it('keeps the email log rows when their user is deleted', async () => {
    const { user } = await createUser({ activated: false, status: 'pending' });
    await call('POST', '/api/auth/activate/resend', { body: { email: user.email } });
    await linkMailsDone();
    await call('DELETE', `/api/users/${user.id}`, { token: await adminToken() });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });
});
