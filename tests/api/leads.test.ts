import { beforeAll, describe, expect, it } from 'vitest';
import { NOTIFY_ME_PER_IP } from '../../api/src/leads/services/capture.ts';
import { Lead, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call, uniqueEmail } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { switchModules } from './helpers/settings.ts';
import { createUser, signupBody } from './helpers/users.ts';

/**
 * Leads (issue 24, module `leads`): the contacts who asked to hear from Platea or an organizer, captured
 * from the contact form, sign-ups with the promotional consent and a product's "notify me", and worked
 * through in /manage/leads (every lead) and /account/leads (the organizer's channels only).
 */

let lastIp = 0;
/** A fresh address per request group, so the per-IP limits of one test never reach another. */
const newIp = () => `198.18.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Prado',
  email: uniqueEmail('visitor'),
  topic: 'organizer',
  message: 'Queremos emitir nuestra temporada en directo. ¿Cómo empezamos?',
  privacyAccepted: true,
  ...overrides,
});

const notify = (productId: number, overrides: Record<string, unknown> = {}, lang = 'es') =>
  call('POST', '/api/leads/notify-me', {
    body: { email: uniqueEmail('fan'), productId, consent: true, ...overrides },
    ip: newIp(),
    lang,
  });

const leadsOf = (email: string) => Lead.findAll({ where: { email }, order: [['id', 'ASC']] });

let admin: Awaited<ReturnType<typeof quickUser>>;
let sellerA: Awaited<ReturnType<typeof producerWithChannel>>;
let sellerB: Awaited<ReturnType<typeof producerWithChannel>>;

beforeAll(async () => {
  await switchModules({ leads: true });
  admin = await quickUser('ADMIN');
  sellerA = await producerWithChannel({ title: 'Teatro Norte' });
  sellerB = await producerWithChannel({ title: 'Sala Sur' });
  await createUser({ roles: ['ADMIN'] });
});

describe('the leads module switch', () => {
  it('off: its routes answer 404, the sign-up and the contact form capture nothing; on again: back, without a restart', async () => {
    const product = await createProduct(sellerA.channel);
    await switchModules({ leads: false });
    try {
      expectError(await call('GET', '/api/leads', { token: admin.token }), 404, 'SERVER_ERROR_NOT_FOUND');
      expectError(await notify(product.id), 404, 'SERVER_ERROR_NOT_FOUND');
      const contact = contactBody({ marketingConsent: true });
      expect((await call('POST', '/api/contact', { body: contact, ip: newIp() })).status).toBe(202);
      const signup = signupBody({ promoConsent: true });
      expect((await call('POST', '/api/auth/signup', { body: signup })).status).toBe(201);
      expect(await leadsOf(contact.email)).toHaveLength(0);
      expect(await leadsOf(signup.email as string)).toHaveLength(0);
      // The sign-up itself went through, with its promotional consent.
      expect((await User.findByEmail(signup.email as string))?.promoConsent).toBe(true);
    } finally {
      await switchModules({ leads: true });
    }
    expect((await call('GET', '/api/leads', { token: admin.token })).status).toBe(200);
    expect((await notify(product.id)).status).toBe(202);
  });
});

describe('sources', () => {
  it('the contact form: a visitor who ticks "keep me informed" becomes a lead of the platform', async () => {
    const body = contactBody({ marketingConsent: true, name: 'Ana Ruiz' });
    expect((await call('POST', '/api/contact', { body, ip: newIp() })).status).toBe(202);
    const [lead] = await leadsOf(body.email);
    expect(lead).toMatchObject({
      source: 'contact',
      name: 'Ana Ruiz',
      channelId: null,
      consent: true,
      status: 'new',
    });
    expect(lead.consentedAt).toBeInstanceOf(Date);
    // Without the tick the message is still sent, and no lead is kept.
    const silent = contactBody();
    expect((await call('POST', '/api/contact', { body: silent, ip: newIp() })).status).toBe(202);
    const unticked = contactBody({ marketingConsent: false });
    expect((await call('POST', '/api/contact', { body: unticked, ip: newIp() })).status).toBe(202);
    expect(await leadsOf(silent.email)).toHaveLength(0);
    expect(await leadsOf(unticked.email)).toHaveLength(0);
  });

  it('the contact form: a refused message keeps no lead either', async () => {
    const body = contactBody({ marketingConsent: true, privacyAccepted: false });
    expectError(await call('POST', '/api/contact', { body, ip: newIp() }), 422, 'PRIVACY_NOT_ACCEPTED');
    expect(await leadsOf(body.email)).toHaveLength(0);
  });

  it('a sign-up with the promotional consent is a lead (source signup); without it, none', async () => {
    const yes = signupBody({ promoConsent: true, name: 'Marta', surname: 'Gil' });
    expect((await call('POST', '/api/auth/signup', { body: yes })).status).toBe(201);
    const [lead] = await leadsOf((yes.email as string).toLowerCase());
    expect(lead).toMatchObject({ source: 'signup', name: 'Marta Gil', channelId: null, consent: true });
    const no = signupBody({ promoConsent: false });
    expect((await call('POST', '/api/auth/signup', { body: no })).status).toBe(201);
    expect(await leadsOf(no.email as string)).toHaveLength(0);
  });

  it('the promotional consent given later in the account makes a lead; withdrawn, the lead is gone', async () => {
    const viewer = await quickUser('USER', { name: 'Rosa', promoConsent: false });
    const put = (promoConsent: boolean) =>
      call('PUT', '/api/auth/me', { token: viewer.token, body: { promoConsent } });
    expect((await put(true)).status).toBe(200);
    expect(await leadsOf(viewer.user.email)).toMatchObject([{ source: 'signup', name: 'Rosa' }]);
    expect((await put(false)).status).toBe(200);
    expect(await leadsOf(viewer.user.email)).toHaveLength(0);
    // Withdrawn while the module is off too.
    expect((await put(true)).status).toBe(200);
    await switchModules({ leads: false });
    try {
      expect((await put(false)).status).toBe(200);
    } finally {
      await switchModules({ leads: true });
    }
    expect(await leadsOf(viewer.user.email)).toHaveLength(0);
  });

  it('a sign-up refused by its rules keeps no lead', async () => {
    const body = signupBody({ promoConsent: true, passwordConfirm: 'Other.Pass1' });
    expectError(await call('POST', '/api/auth/signup', { body }), 422, 'PASSWORDS_DO_NOT_MATCH');
    expect(await leadsOf(body.email as string)).toHaveLength(0);
  });

  it('"notify me" on a product: a lead of its channel, with the product', async () => {
    const product = await createProduct(sellerA.channel, { saleStartAt: new Date(Date.now() + 86400_000) });
    const email = uniqueEmail('Fan');
    const res = await notify(product.id, { email, name: 'Pablo' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ ok: true });
    const [lead] = await leadsOf(email.toLowerCase());
    expect(lead).toMatchObject({
      source: 'notify-me',
      name: 'Pablo',
      productId: product.id,
      channelId: sellerA.channel.id,
      consent: true,
    });
    // Asking again answers the same and keeps one lead.
    expect((await notify(product.id, { email })).status).toBe(202);
    expect(await leadsOf(email.toLowerCase())).toHaveLength(1);
  });

  it('the same person asking two organizers is a lead of each', async () => {
    const email = uniqueEmail('both');
    const a = await createProduct(sellerA.channel);
    const b = await createProduct(sellerB.channel);
    expect((await notify(a.id, { email })).status).toBe(202);
    expect((await notify(b.id, { email })).status).toBe(202);
    const leads = await leadsOf(email);
    expect(leads.map((l) => l.channelId).sort()).toEqual([sellerA.channel.id, sellerB.channel.id].sort());
  });
});

describe('bad input', () => {
  it('a "notify me" without consent is refused on its field, in the user\'s language, and nothing is kept', async () => {
    const product = await createProduct(sellerA.channel);
    const email = uniqueEmail('noconsent');
    const es = await notify(product.id, { email, consent: false }, 'es');
    expectError(es, 422, 'LEAD_CONSENT_REQUIRED', 'consent');
    expect(es.body.error.message).toMatch(/Marca la casilla/);
    const en = await notify(product.id, { email, consent: false }, 'en');
    expect(en.body.error.message).toMatch(/Tick the box/);
    const pt = await notify(product.id, { email, consent: false }, 'pt');
    expect(pt.body.error.message).toMatch(/Marque a caixa/);
    expectError(await notify(product.id, { email, consent: undefined }), 422, 'VALIDATION_ERROR', 'consent');
    expect(await leadsOf(email)).toHaveLength(0);
  });

  it('refuses a malformed address, an unknown or draft product and unknown fields', async () => {
    const draft = await createProduct(sellerA.channel, { status: 'draft' });
    expectError(await notify(draft.id, { email: 'nope' }), 422, 'VALIDATION_ERROR', 'email');
    expectError(await notify(draft.id), 422, 'LEAD_PRODUCT_UNKNOWN', 'productId');
    expectError(await notify(2_000_000_000), 422, 'LEAD_PRODUCT_UNKNOWN', 'productId');
    expectError(await notify(draft.id, { admin: true }), 422, 'VALIDATION_ERROR', 'admin');
    expect(await Lead.count({ where: { productId: draft.id } })).toBe(0);
  });

  it('limits "notify me" per IP', async () => {
    const product = await createProduct(sellerA.channel);
    const ip = newIp();
    const send = () =>
      call('POST', '/api/leads/notify-me', {
        body: { email: uniqueEmail('burst'), productId: product.id, consent: true },
        ip,
      });
    for (let i = 0; i < NOTIFY_ME_PER_IP; i++) expect((await send()).status).toBe(202);
    const refused = await send();
    expectError(refused, 429, 'TOO_MANY_REQUESTS');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('the table itself refuses a lead without consent and an unknown source', async () => {
    expect(await Lead.capture({ email: uniqueEmail('model'), source: 'lean-test', consent: false })).toBe(
      false,
    );
    const db = Lead.sequelize as NonNullable<typeof Lead.sequelize>;
    await expect(
      db.query(
        `INSERT INTO leads (email, source, consent) VALUES ('${uniqueEmail('raw')}', 'contact', false)`,
      ),
    ).rejects.toThrow(/leads_consent_given/);
    await expect(
      db.query(
        `INSERT INTO leads (email, source, consent, consented_at) VALUES ('${uniqueEmail('raw')}', 'spam', true, now())`,
      ),
    ).rejects.toThrow(/leads_source_check/);
  });
});

describe('the list, by scope', () => {
  let leadA: Lead;
  let leadB: Lead;
  let platform: Lead;
  let tag: string;

  beforeAll(async () => {
    tag = uniqueEmail('scope').split('@')[0];
    const productA = await createProduct(sellerA.channel, { title: 'Hamlet' });
    const productB = await createProduct(sellerB.channel, { title: 'Yerma' });
    await notify(productA.id, { email: `${tag}-a@example.test` });
    await notify(productB.id, { email: `${tag}-b@example.test` });
    await call('POST', '/api/contact', {
      body: contactBody({ email: `${tag}-p@example.test`, marketingConsent: true }),
      ip: newIp(),
    });
    [leadA] = await leadsOf(`${tag}-a@example.test`);
    [leadB] = await leadsOf(`${tag}-b@example.test`);
    [platform] = await leadsOf(`${tag}-p@example.test`);
  });

  it('an organizer lists only the leads of their channels; an admin lists all', async () => {
    const mine = await call('GET', `/api/leads?${q({ filter: { q: tag } })}`, { token: sellerA.token });
    expect(mine.status).toBe(200);
    expect(mine.body.map((l: { id: number }) => l.id)).toEqual([leadA.id]);
    expect(mine.body[0]).toMatchObject({
      email: `${tag}-a@example.test`,
      source: 'notify-me',
      status: 'new',
      channel: { id: sellerA.channel.id, title: 'Teatro Norte' },
      product: { title: 'Hamlet' },
    });
    expect(mine.headers.get('content-range')).toBe('leads 0-0/1');
    const all = await call('GET', `/api/leads?${q({ filter: { q: tag } })}`, { token: admin.token });
    expect(all.body.map((l: { id: number }) => l.id).sort()).toEqual(
      [leadA.id, leadB.id, platform.id].sort(),
    );
  });

  it("another organizer's lead, or the platform's, is not found to an organizer: read, change or delete", async () => {
    for (const id of [leadB.id, platform.id]) {
      expectError(await call('GET', `/api/leads/${id}`, { token: sellerA.token }), 404, 'NOT_FOUND');
      expectError(
        await call('PUT', `/api/leads/${id}`, { token: sellerA.token, body: { status: 'contacted' } }),
        404,
        'NOT_FOUND',
      );
      expectError(await call('DELETE', `/api/leads/${id}`, { token: sellerA.token }), 404, 'NOT_FOUND');
    }
    await leadB.reload();
    expect(leadB.status).toBe('new');
    // Filtering by the other's channel shows nothing either.
    const other = await call('GET', `/api/leads?${q({ filter: { channelId: sellerB.channel.id } })}`, {
      token: sellerA.token,
    });
    expect(other.body).toEqual([]);
    const csv = await call(
      'GET',
      `/api/leads/export.csv?${q({ filter: JSON.stringify({ channelId: sellerB.channel.id }) })}`,
      { token: sellerA.token },
    );
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(1);
  });

  it('viewers and visitors are kept out', async () => {
    const viewer = await quickUser('USER');
    expectError(await call('GET', '/api/leads', { token: viewer.token }), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/leads'), 401, 'AUTH_REQUIRED');
    expectError(await call('GET', '/api/leads/export.csv', { token: viewer.token }), 403, 'FORBIDDEN');
  });
});

describe('filters', () => {
  it('by source, status, channel and date', async () => {
    const tag = uniqueEmail('filters').split('@')[0];
    const product = await createProduct(sellerA.channel);
    await notify(product.id, { email: `${tag}-old@example.test` });
    await notify(product.id, { email: `${tag}-new@example.test` });
    await call('POST', '/api/contact', {
      body: contactBody({ email: `${tag}-contact@example.test`, marketingConsent: true }),
      ip: newIp(),
    });
    const [old] = await leadsOf(`${tag}-old@example.test`);
    await Lead.update(
      { createdAt: new Date('2026-01-15T10:00:00Z') },
      { where: { id: old.id }, silent: true },
    );
    const ids = async (filter: Record<string, unknown>) => {
      const res = await call('GET', `/api/leads?${q({ filter: { q: tag, ...filter } })}`, {
        token: admin.token,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body
        .map((l: { email: string }) => l.email.replace(`${tag}-`, '').replace('@example.test', ''))
        .sort();
    };
    expect(await ids({})).toEqual(['contact', 'new', 'old']);
    expect(await ids({ source: 'contact' })).toEqual(['contact']);
    expect(await ids({ source: 'notify-me' })).toEqual(['new', 'old']);
    expect(await ids({ channelId: sellerA.channel.id })).toEqual(['new', 'old']);
    expect(await ids({ from: '2026-01-01', to: '2026-01-15' })).toEqual(['old']);
    expect(await ids({ from: '2026-01-16' })).toEqual(['contact', 'new']);
    expect(await ids({ to: '2026-01-14' })).toEqual([]);
    await call('PUT', `/api/leads/${old.id}`, { token: admin.token, body: { status: 'converted' } });
    expect(await ids({ status: 'converted' })).toEqual(['old']);
    expectError(
      await call('GET', `/api/leads?${q({ filter: { source: 'spam' } })}`, { token: admin.token }),
      422,
      'VALIDATION_ERROR',
    );
  });
});

describe('working a lead', () => {
  it('status and notes: changed by the organizer of its channel, refused when not a status', async () => {
    const product = await createProduct(sellerA.channel);
    const email = uniqueEmail('work');
    await notify(product.id, { email });
    const [lead] = await leadsOf(email);
    const res = await call('PUT', `/api/leads/${lead.id}`, {
      token: sellerA.token,
      body: { status: 'contacted', notes: '  Llamada el lunes: quiere dos entradas  ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: lead.id,
      status: 'contacted',
      notes: 'Llamada el lunes: quiere dos entradas',
    });
    await lead.reload();
    expect(lead.status).toBe('contacted');
    expect(lead.updatedAt.getTime()).toBeGreaterThan(lead.createdAt.getTime());
    // Notes only: the status stays; empty notes clear them.
    const cleared = await call('PUT', `/api/leads/${lead.id}`, { token: sellerA.token, body: { notes: '' } });
    expect(cleared.body).toMatchObject({ status: 'contacted', notes: null });
    const bad = await call('PUT', `/api/leads/${lead.id}`, {
      token: sellerA.token,
      body: { status: 'won', notes: 'x' },
      lang: 'es',
    });
    expectError(bad, 422, 'VALIDATION_ERROR', 'status');
    expectError(
      await call('PUT', `/api/leads/${lead.id}`, { token: sellerA.token, body: { notes: 'x'.repeat(4001) } }),
      422,
      'VALIDATION_ERROR',
      'notes',
    );
    await lead.reload();
    expect(lead.notes).toBeNull();
    const one = await call('GET', `/api/leads/${lead.id}`, { token: sellerA.token });
    expect(one.body).toMatchObject({ id: lead.id, status: 'contacted', source: 'notify-me' });
  });

  it('delete on request: gone for good, and the same contact may ask again later', async () => {
    const product = await createProduct(sellerA.channel);
    const email = uniqueEmail('forget');
    await notify(product.id, { email });
    const [lead] = await leadsOf(email);
    const res = await call('DELETE', `/api/leads/${lead.id}`, { token: sellerA.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: lead.id, email });
    expect(await Lead.findByPk(lead.id)).toBeNull();
    expectError(await call('DELETE', `/api/leads/${lead.id}`, { token: admin.token }), 404, 'NOT_FOUND');
    expect((await notify(product.id, { email })).status).toBe(202);
    expect(await leadsOf(email)).toHaveLength(1);
  });
});

describe('GET /api/leads/export.csv', () => {
  it('streams every matching lead, in the language of the request, with formulas defused', async () => {
    const tag = uniqueEmail('csv').split('@')[0];
    const product = await createProduct(sellerA.channel, { title: 'Bodas de sangre' });
    await notify(product.id, { email: `${tag}-1@example.test`, name: '=HYPERLINK("http://evil.example")' });
    await notify(product.id, { email: `${tag}-2@example.test`, name: 'Eva, "la de Cádiz"' });
    const [first] = await leadsOf(`${tag}-1@example.test`);
    await call('PUT', `/api/leads/${first.id}`, { token: sellerA.token, body: { notes: '+34 600 000 000' } });
    const res = await call('GET', `/api/leads/export.csv?${q({ filter: JSON.stringify({ q: tag }) })}`, {
      token: sellerA.token,
      lang: 'es',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,email,nombre,origen,estado,canal,producto,consentimiento,fecha,notas');
    expect(lines).toHaveLength(3);
    const byEmail = (n: number) => lines.find((l) => l.includes(`${tag}-${n}@`)) ?? '';
    expect(byEmail(1)).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(byEmail(1)).toContain(',avísame,nuevo,Teatro Norte,Bodas de sangre,');
    expect(byEmail(1)).toMatch(/,'\+34 600 000 000$/);
    expect(byEmail(2)).toContain('"Eva, ""la de Cádiz"""');
    const en = await call('GET', `/api/leads/export.csv?${q({ filter: JSON.stringify({ q: tag }) })}`, {
      token: admin.token,
      lang: 'en',
    });
    expect((en.body as string).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'id,email,name,source,status,channel,product,consent given,date,notes',
    );
    expectError(
      await call('GET', `/api/leads/export.csv?filter=${encodeURIComponent('{"q":')}`, {
        token: admin.token,
      }),
      422,
      'VALIDATION_ERROR',
    );
  });
});

describe('concurrency', () => {
  it('20 concurrent "notify me" for one address and product make one lead', async () => {
    const product = await createProduct(sellerA.channel);
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => notify(product.id, { email })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(202));
    expect(await leadsOf(email)).toHaveLength(1);
  });
});
