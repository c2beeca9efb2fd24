import { Op } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { CONTACT_PER_IP } from '../../api/src/content/services/contact.ts';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { EmailLog } from '../../models/index.ts';
import { errorFields, expectError } from './helpers/assert.ts';
import { call, uniqueEmail } from './helpers/client.ts';
import { createUser } from './helpers/users.ts';

/** POST /api/contact: the contact form of the organizer landing page and the help centre. */

let lastIp = 0;
/** A fresh address per test, so the per-IP limit of one test never reaches another. */
const newIp = () => `198.19.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Prado',
  email: uniqueEmail('visitor'),
  organization: 'Compañía del Sur',
  topic: 'organizer',
  message: 'Queremos emitir nuestra temporada en directo. ¿Cómo empezamos?',
  privacyAccepted: true,
  ...overrides,
});

const contactMails = (to: string) =>
  EmailLog.findAll({ where: { toEmail: to, type: 'contact' }, order: [['id', 'ASC']] });

describe('POST /api/contact: params', () => {
  it('names every missing field, in the language of the request', async () => {
    const res = await call('POST', '/api/contact', { body: {}, lang: 'es', ip: newIp() });
    expectError(res, 422, 'VALIDATION_ERROR');
    expect(errorFields(res).sort()).toEqual(['email', 'message', 'name', 'privacyAccepted', 'topic']);
    expect(res.body.error.fields.find((f: { field: string }) => f.field === 'name').message).toBe(
      'campo obligatorio',
    );
  });

  it('refuses a malformed email, an unknown topic, a too short message and unknown fields', async () => {
    const ip = newIp();
    const bad = await call('POST', '/api/contact', { body: message({ email: 'lucia@' }), lang: 'es', ip });
    expectError(bad, 422, 'VALIDATION_ERROR', 'email');
    expect(bad.body.error.fields[0].message).toBe('dirección de correo no válida');
    const en = await call('POST', '/api/contact', { body: message({ email: 'nope' }), lang: 'en', ip });
    expect(en.body.error.fields[0].message).toBe('email address not valid');
    expectError(
      await call('POST', '/api/contact', { body: message({ topic: 'spam' }), ip }),
      422,
      'VALIDATION_ERROR',
      'topic',
    );
    expectError(
      await call('POST', '/api/contact', { body: message({ message: 'Hola' }), ip }),
      422,
      'VALIDATION_ERROR',
      'message',
    );
    expectError(
      await call('POST', '/api/contact', { body: message({ admin: true }), ip }),
      422,
      'VALIDATION_ERROR',
      'admin',
    );
  });

  it('needs the privacy policy accepted, and sends nothing otherwise', async () => {
    const { user: admin } = await createUser({ roles: ['ADMIN'] });
    const body = message({ privacyAccepted: false });
    const res = await call('POST', '/api/contact', { body, lang: 'pt', ip: newIp() });
    expectError(res, 422, 'PRIVACY_NOT_ACCEPTED', 'privacyAccepted');
    expect(res.body.error.message).toMatch(/política de privacidade/);
    const sent = await EmailLog.count({
      where: { type: 'contact', bodyText: { [Op.like]: `%${body.email}%` } },
    });
    expect(sent).toBe(0);
    expect(await contactMails(admin.email)).toHaveLength(0);
  });
});

describe('POST /api/contact: behaviour', () => {
  it('emails the message to every active administrator, in their language, through the outbox', async () => {
    const { user: es } = await createUser({ roles: ['ADMIN'], language: 'es' });
    const { user: en } = await createUser({ roles: ['ADMIN', 'USER'], language: 'en' });
    const { user: blocked } = await createUser({ roles: ['ADMIN'], status: 'blocked' });
    const { user: producer } = await createUser({ roles: ['PRODUCER'] });
    const body = message();

    const res = await call('POST', '/api/contact', { body, ip: newIp() });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ ok: true });

    const [toEs] = await contactMails(es.email);
    expect(toEs).toMatchObject({ status: 'queued', language: 'es' });
    expect(toEs.subject).toBe('Nuevo mensaje del formulario de contacto de Platea');
    expect(toEs.bodyText).toContain(`> De: Lucía Prado <${body.email}>`);
    expect(toEs.bodyText).toContain('> Organización: Compañía del Sur');
    expect(toEs.bodyText).toContain('> Tema: Vender en Platea (organizadores)');
    expect(toEs.bodyText).toContain('> Queremos emitir nuestra temporada en directo. ¿Cómo empezamos?');
    expect(toEs.links[0]).toBe(`mailto:${body.email}?subject=${encodeURIComponent(`Re: ${toEs.subject}`)}`);
    const [toEn] = await contactMails(en.email);
    expect(toEn.subject).toBe('New message from the Platea contact form');
    expect(toEn.bodyText).toContain('> Topic: Selling on Platea (organizers)');
    // Only administrators who can sign in; nobody writes to the visitor's address.
    expect(await contactMails(blocked.email)).toHaveLength(0);
    expect(await contactMails(producer.email)).toHaveLength(0);
    expect(await EmailLog.count({ where: { toEmail: body.email } })).toBe(0);

    // A worker delivers it (kept as logged without SMTP).
    await drainQueue(connectionOf(EmailLog), 'mail.send');
    await toEs.reload();
    expect(toEs.status).toBe('logged');
  });

  it('escapes the visitor’s words in the HTML email', async () => {
    const { user: admin } = await createUser({ roles: ['ADMIN'] });
    const body = message({ name: '<b>Eve</b>', message: '<script>alert(1)</script> quiero vender' });
    expect((await call('POST', '/api/contact', { body, ip: newIp() })).status).toBe(202);
    const [mail] = await contactMails(admin.email);
    expect(mail.bodyHtml).not.toContain('<script>');
    expect(mail.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.bodyHtml).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });

  it(`takes ${CONTACT_PER_IP} messages per IP per window, then answers 429 with Retry-After`, async () => {
    await createUser({ roles: ['ADMIN'] });
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: CONTACT_PER_IP + 3 }, () =>
        call('POST', '/api/contact', { body: message(), ip, lang: 'es' }),
      ),
    );
    const accepted = answers.filter((r) => r.status === 202);
    const refused = answers.filter((r) => r.status === 429);
    expect(accepted).toHaveLength(CONTACT_PER_IP);
    expect(refused).toHaveLength(3);
    expectError(refused[0], 429, 'TOO_MANY_REQUESTS');
    expect(refused[0].body.error.message).toMatch(/Demasiados intentos/);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await call('POST', '/api/contact', { body: message(), ip: newIp() })).status).toBe(202);
  });
});
