import { beforeAll, describe, expect, it } from 'vitest';
import { connectionOf } from '../../models/columns.ts';
import { Lead, LeanTest } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { list, uid } from './helpers/catalogue.ts';
import { call, uniqueEmail } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { adminToken, switchModules } from './helpers/settings.ts';

// Lean tests of the open lab (issue 24, module `openlab`): an organizer's page for a product that does not
// exist yet, its visits, "I'm interested" sign-ups with consent (each a lead), price answers and results.

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const signupsOf = async (id: number) =>
  Number(
    (
      (await connectionOf(LeanTest).query(
        'SELECT count(*) AS n FROM lean_test_signups WHERE lean_test_id = :id',
        {
          replacements: { id },
          plain: true,
        },
      )) as { n: string }
    ).n,
  );

async function createTest(token: string, channelId: number, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/lean-tests', {
    token,
    body: {
      channelId,
      title: `Taller de cerámica ${uid()}`,
      pitch: 'Un curso en directo',
      imageUrl: 'https://example.com/taller.jpg',
      priceCents: 4900,
      priceOptions: [2900, 4900, 6900],
      status: 'published',
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string; [k: string]: unknown };
}

const signUp = (slug: string, body: Record<string, unknown>, lang?: string) =>
  call('POST', `/api/lean-tests/by-slug/${slug}/signups`, { body, lang });
const visit = (slug: string, ua: string | null = BROWSER) =>
  call('POST', `/api/lean-tests/by-slug/${slug}/visit`, { headers: ua ? { 'user-agent': ua } : {} });

beforeAll(() => switchModules({ openlab: true, leads: true }));

describe('the open lab switch', () => {
  it('answers 404 on every lean-test route while openlab is off, and works again once on', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    await switchModules({ openlab: false });
    try {
      expectError(
        await call('GET', '/api/lean-tests', { token: owner.token }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
      expectError(await call('GET', `/api/lean-tests/by-slug/${test.slug}`), 404, 'SERVER_ERROR_NOT_FOUND');
      expectError(
        await signUp(test.slug, { email: uniqueEmail(), consent: true }),
        404,
        'SERVER_ERROR_NOT_FOUND',
      );
    } finally {
      await switchModules({ openlab: true });
    }
    expect((await call('GET', `/api/lean-tests/by-slug/${test.slug}`)).status).toBe(200);
  });
});

describe('managing lean tests', () => {
  it('lets an organizer create, edit and list only their own channels’ tests; others get 404', async () => {
    const owner = await producerWithChannel();
    const other = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id, { status: 'draft' });
    expect(test).toMatchObject({ status: 'draft', visits: 0, signups: 0, channel: { id: owner.channel.id } });
    // Another organizer: not in their list, not readable, not editable, nor creatable on a channel not theirs.
    const theirs = await list('/api/lean-tests', { range: [0, 499] }, { token: other.token });
    expect((theirs.body as { id: number }[]).map((t) => t.id)).not.toContain(test.id);
    expectError(await call('GET', `/api/lean-tests/${test.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(
      await call('PATCH', `/api/lean-tests/${test.id}`, { token: other.token, body: { title: 'Mío' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('GET', `/api/lean-tests/${test.id}/results`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('POST', '/api/lean-tests', {
        token: other.token,
        body: { channelId: owner.channel.id, title: 'x' },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'channelId',
    );
    // A plain user may not manage lean tests at all; an admin sees every one.
    const viewer = await quickUser();
    expectError(await call('GET', '/api/lean-tests', { token: viewer.token }), 403, 'FORBIDDEN');
    expect((await call('GET', `/api/lean-tests/${test.id}`, { token: await adminToken() })).status).toBe(200);
    const mine = await list('/api/lean-tests', { range: [0, 499] }, { token: owner.token });
    const ids = (mine.body as { id: number; channel: { id: number } }[]).map((t) => t.id);
    expect(ids).toContain(test.id);
    expect((mine.body as { channel: { id: number } }[]).every((t) => t.channel.id === owner.channel.id)).toBe(
      true,
    );
    // A draft has no public page; published, it has.
    expectError(await call('GET', `/api/lean-tests/by-slug/${test.slug}`), 404, 'NOT_FOUND');
    const published = await call('PATCH', `/api/lean-tests/${test.id}`, {
      token: owner.token,
      body: { status: 'published', title: 'Taller nuevo' },
    });
    expect(published.body).toMatchObject({ status: 'published', title: 'Taller nuevo' });
    const page = await call('GET', `/api/lean-tests/by-slug/${test.slug}`);
    expect(page.body).toMatchObject({ title: 'Taller nuevo', open: true, priceOptions: [2900, 4900, 6900] });
  });

  it('refuses bad input naming the field: a javascript: image, repeated price options, a taken slug', async () => {
    const owner = await producerWithChannel();
    const bad = (body: Record<string, unknown>, field: string, code = 'VALIDATION_ERROR', status = 422) =>
      call('POST', '/api/lean-tests', {
        token: owner.token,
        body: { channelId: owner.channel.id, title: 'x', ...body },
      }).then((res) => expectError(res, status, code, field));
    await bad({ imageUrl: 'javascript:alert(1)' }, 'imageUrl');
    await bad({ priceOptions: [100, 100] }, 'priceOptions');
    const test = await createTest(owner.token, owner.channel.id);
    await bad({ slug: test.slug }, 'slug', 'SLUG_EXISTS', 409);
  });
});

describe('the public page: visits and sign-ups', () => {
  it('counts visits of people, not of bots', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    expect((await visit(test.slug)).body).toEqual({ counted: true });
    expect((await visit(test.slug)).body).toEqual({ counted: true });
    for (const ua of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', null]) {
      expect((await visit(test.slug, ua)).body).toEqual({ counted: false });
    }
    expect((await LeanTest.findByPk(test.id))?.visits).toBe(2);
  });

  it('takes an interested email with consent and a price, as a lead of the test’s channel', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    const email = uniqueEmail('lab');
    const res = await signUp(test.slug, { email: email.toUpperCase(), consent: true, priceAnswer: 4900 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const lead = await Lead.findOne({ where: { email, source: 'lean-test' } });
    expect(lead).toMatchObject({ channelId: owner.channel.id, consent: true });
    // The same email again: the same thanks, still one sign-up (the form never tells who signed up).
    expect((await signUp(test.slug, { email, consent: true })).status).toBe(201);
    expect(await signupsOf(test.id)).toBe(1);
  });

  it('refuses a sign-up without consent, in the visitor’s language, saving neither the sign-up nor the lead', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    const email = uniqueEmail('noconsent');
    for (const body of [{ email }, { email, consent: false }]) {
      const res = await signUp(test.slug, body, 'es');
      expectError(res, 422, 'LEAN_TEST_CONSENT_REQUIRED', 'consent');
      expect(res.body.error.message).toMatch(/acepta/);
    }
    expectError(
      await signUp(test.slug, { email, consent: true, priceAnswer: 1234 }),
      422,
      'LEAN_TEST_PRICE_INVALID',
      'priceAnswer',
    );
    expectError(
      await signUp(test.slug, { email: 'not-an-email', consent: true }),
      422,
      'VALIDATION_ERROR',
      'email',
    );
    expect(await signupsOf(test.id)).toBe(0);
    expect(await Lead.count({ where: { email } })).toBe(0);
  });

  it('holds one sign-up per email when 20 race, and counts 20 different emails right', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    const email = uniqueEmail('race');
    const same = await Promise.all(
      Array.from({ length: 20 }, () => signUp(test.slug, { email, consent: true, priceAnswer: 2900 })),
    );
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await signupsOf(test.id)).toBe(1);
    expect(await Lead.count({ where: { email, source: 'lean-test' } })).toBe(1);
    const emails = Array.from({ length: 20 }, () => uniqueEmail('many'));
    const many = await Promise.all(emails.map((e) => signUp(test.slug, { email: e, consent: true })));
    expect(many.every((r) => r.status === 201)).toBe(true);
    expect(await signupsOf(test.id)).toBe(21);
  });

  it('takes no sign-ups once closed, and none for drafts', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    await call('PATCH', `/api/lean-tests/${test.id}`, { token: owner.token, body: { status: 'closed' } });
    expect((await call('GET', `/api/lean-tests/by-slug/${test.slug}`)).body).toMatchObject({ open: false });
    expectError(await signUp(test.slug, { email: uniqueEmail(), consent: true }), 409, 'LEAN_TEST_CLOSED');
    await call('PATCH', `/api/lean-tests/${test.id}`, { token: owner.token, body: { status: 'draft' } });
    expectError(await signUp(test.slug, { email: uniqueEmail(), consent: true }), 404, 'NOT_FOUND');
  });
});

describe('results and the decision', () => {
  it('shows visits, sign-ups, conversion and the price distribution, beside the decision taken', async () => {
    const owner = await producerWithChannel();
    const test = await createTest(owner.token, owner.channel.id);
    for (let i = 0; i < 10; i++) await visit(test.slug);
    const answers = [2900, 4900, 4900, 6900, null];
    for (const priceAnswer of answers) {
      expect((await signUp(test.slug, { email: uniqueEmail(), consent: true, priceAnswer })).status).toBe(
        201,
      );
    }
    const res = await call('GET', `/api/lean-tests/${test.id}/results`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      visits: 10,
      signups: 5,
      conversion: 0.5,
      prices: [
        { priceCents: 2900, count: 1 },
        { priceCents: 4900, count: 2 },
        { priceCents: 6900, count: 1 },
      ],
      noPrice: 1,
      medianPriceCents: 4900,
      decision: null,
    });
    // The decision: create the product, naming the one made (of the same channel only).
    const product = await createProduct(owner.channel);
    const foreign = await producerWithChannel();
    const elsewhere = await createProduct(foreign.channel);
    expectError(
      await call('POST', `/api/lean-tests/${test.id}/decision`, {
        token: owner.token,
        body: { decision: 'create', productId: elsewhere.id },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'productId',
    );
    const decided = await call('POST', `/api/lean-tests/${test.id}/decision`, {
      token: owner.token,
      body: { decision: 'create', note: 'Half of the visitors signed up', productId: product.id },
    });
    expect(decided.body).toMatchObject({
      decision: 'create',
      productId: product.id,
      decisionNote: 'Half of the visitors signed up',
    });
    const after = await call('GET', `/api/lean-tests/${test.id}/results`, { token: owner.token });
    expect(after.body).toMatchObject({ decision: 'create', productId: product.id });
    expect(after.body.decidedAt).toEqual(expect.any(String));
  });
});
