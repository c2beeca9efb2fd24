import { beforeAll, describe, expect, it } from 'vitest';
import { connectionOf } from '../../models/columns.ts';
import { Coupon } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  checkoutBody,
  createProduct,
  producerWithChannel,
  quickUser,
  quickUsers,
} from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let a: Seller;
let b: Seller;
let admin: Awaited<ReturnType<typeof quickUser>>;
beforeAll(async () => {
  a = await producerWithChannel();
  b = await producerWithChannel();
  admin = await quickUser('ADMIN');
});

const _uniq = (p: string) => `${p}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
const uniq = (p: string) => `${p}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
const create = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/coupons', { token, body });
const redeem = (token: string | undefined, code: string, lang?: string) =>
  call('POST', '/api/coupons/redeem', { token, body: { code }, lang });

describe('/api/coupons: params and permissions', () => {
  it('needs a producer or an administrator (redeem: any signed-in user)', async () => {
    expectError(await call('GET', '/api/coupons'), 401, 'AUTH_REQUIRED');
    expectError(await redeem(undefined, 'ANY'), 401, 'AUTH_REQUIRED');
    const viewer = await quickUser();
    expectError(await call('GET', '/api/coupons', { token: viewer.token }), 403, 'FORBIDDEN');
    expectError(await create(viewer.token, { productId: 1, discountPercent: 10 }), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/api/coupons/generate', { token: viewer.token, body: { productId: 1, count: 1 } }),
      403,
      'FORBIDDEN',
    );
  });

  it('refuses bad bodies naming the field', async () => {
    const product = await createProduct(a.channel);
    const t = a.token;
    expectError(
      await create(t, { productId: product.id, discountPercent: 150 }),
      422,
      'VALIDATION_ERROR',
      'discountPercent',
    );
    expectError(await create(t, { productId: product.id }), 422, 'VALIDATION_ERROR', 'discountPercent');
    expectError(
      await create(t, { productId: product.id, discountPercent: 10, netPrice: 500 }),
      422,
      'VALIDATION_ERROR',
      'netPrice',
    );
    expectError(
      await create(t, { productId: product.id, discountPercent: 10, code: 'no spaces!' }),
      422,
      'VALIDATION_ERROR',
      'code',
    );
    const gen = (body: unknown) => call('POST', '/api/coupons/generate', { token: t, body });
    expectError(await gen({ productId: product.id, count: 1001 }), 422, 'VALIDATION_ERROR', 'count');
    expectError(await gen({ productId: product.id, count: 0 }), 422, 'VALIDATION_ERROR', 'count');
    expectError(await call('GET', '/api/coupons/abc', { token: t }), 400, 'INVALID_PARAMETER', 'id');
  });
});

describe('/api/coupons: organizer coupons and platform promotions', () => {
  it('creates coupons only for published or private products', async () => {
    const draft = await createProduct(a.channel, { status: 'draft' });
    const res = await create(a.token, { productId: draft.id, discountPercent: 10 });
    expectError(res, 422, 'COUPON_PRODUCT_NOT_PUBLISHED');
    const priv = await createProduct(a.channel, { status: 'private' });
    const ok = await create(a.token, {
      productId: priv.id,
      discountPercent: 80,
      quantity: 10,
      code: 'spring-sale',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      code: 'SPRING-SALE',
      discountPercent: 80,
      quantity: 10,
      promotion: false,
      kind: 'coupon',
    });
    expectError(
      await create(a.token, { productId: priv.id, discountPercent: 5, code: 'Spring-Sale' }),
      409,
      'COUPON_CODE_TAKEN',
    );
  });

  it('an organizer may discount up to 100%; a platform promotion (admin) at most 20%', async () => {
    const product = await createProduct(a.channel);
    expect((await create(a.token, { productId: product.id, discountPercent: 100 })).status).toBe(201);
    const promo = await create(admin.token, { productId: product.id, discountPercent: 20 });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    expect(promo.body.promotion).toBe(true);
    const tooHigh = await call('POST', '/api/coupons', {
      token: admin.token,
      body: { productId: product.id, discountPercent: 21 },
      lang: 'en',
    });
    expectError(tooHigh, 422, 'PROMOTION_TOO_HIGH');
    expect(tooHigh.body.error.message).toBe('Platform promotions can discount at most 20%');
    // a fixed price implying 30% off is a 30% promotion
    expectError(
      await create(admin.token, { productId: product.id, netPrice: 636, tax: 64 }),
      422,
      'PROMOTION_TOO_HIGH',
    );
    expect((await create(admin.token, { productId: product.id, netPrice: 727, tax: 73 })).status).toBe(201);
  });

  it("another producer can neither see nor change a producer's coupons (404); an admin sees all", async () => {
    const product = await createProduct(a.channel);
    const mine = await create(a.token, { productId: product.id, discountPercent: 10 });
    const id = mine.body.id;
    expectError(await create(b.token, { productId: product.id, discountPercent: 10 }), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/coupons/${id}`, { token: b.token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/coupons/${id}`, { token: b.token, body: { quantity: 99 } }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', `/api/coupons/${id}`, { token: b.token }), 404, 'NOT_FOUND');
    expectError(
      await call('POST', '/api/coupons/generate', {
        token: b.token,
        body: { productId: product.id, count: 2 },
      }),
      404,
      'NOT_FOUND',
    );
    const listB = await call(
      'GET',
      `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ productId: product.id }))}`,
      { token: b.token },
    );
    expect(listB.body).toEqual([]);
    expect(listB.headers.get('content-range')).toBe('coupons 0-0/0');
    const listA = await call(
      'GET',
      `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ productId: product.id }))}`,
      { token: a.token },
    );
    expect(listA.body.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await call('GET', `/api/coupons/${id}`, { token: admin.token })).status).toBe(200);
    // b's PUT changed nothing: still no limit (created without a number of uses).
    expect((await Coupon.findByPk(id))?.quantity).toBeNull();
  });

  it('updates and deletes an unused coupon; a used one cannot be deleted nor shrunk below its uses', async () => {
    const product = await createProduct(a.channel);
    const coupon = (await create(a.token, { productId: product.id, discountPercent: 10, quantity: 3 })).body;
    const put = await call('PUT', `/api/coupons/${coupon.id}`, {
      token: a.token,
      body: { ...coupon, quantity: 5, discountPercent: 15 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ quantity: 5, discountPercent: 15 });
    const buyer = await quickUser();
    expect(
      (
        await call('POST', '/api/checkout', {
          token: buyer.token,
          body: checkoutBody(product.id, { couponCode: coupon.code }),
        })
      ).status,
    ).toBe(201);
    expectError(
      await call('DELETE', `/api/coupons/${coupon.id}`, { token: a.token }),
      409,
      'COUPON_ALREADY_REDEEMED',
    );
    const unused = (await create(a.token, { productId: product.id, discountPercent: 10 })).body;
    expect((await call('DELETE', `/api/coupons/${unused.id}`, { token: a.token })).status).toBe(200);
    expect(await Coupon.findByPk(unused.id)).toBeNull();
  });
});

describe('/api/coupons: no number of uses means unlimited', () => {
  it('a coupon created with an empty or absent number of uses takes any number of buyers (once each)', async () => {
    const product = await createProduct(a.channel);
    for (const quantity of [null, undefined]) {
      const res = await create(a.token, { productId: product.id, discountPercent: 10, quantity });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ quantity: null, redeemed: false });
    }
    const coupon = (await create(a.token, { productId: product.id, discountPercent: 10, quantity: null }))
      .body;
    // Many buyers at once: none is refused for lack of stock.
    const buyers = await quickUsers(6);
    const results = await Promise.all(
      buyers.map((buyer) =>
        call('POST', '/api/checkout', {
          token: buyer.token,
          body: checkoutBody(product.id, { couponCode: coupon.code }),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(buyers.map(() => 201));
    const after = await call('GET', `/api/coupons/${coupon.id}`, { token: a.token });
    expect(after.body).toMatchObject({ quantity: null, redeemedCount: 6, redeemed: false });
    const list = async (redeemed: boolean) =>
      (
        await call(
          'GET',
          `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ productId: product.id, redeemed }))}`,
          { token: a.token },
        )
      ).body.map((c: { id: number }) => c.id);
    expect(await list(false)).toContain(coupon.id);
    expect(await list(true)).not.toContain(coupon.id);
    // A stock can be set later, and removed again; never below the uses already taken.
    const set = (quantity: number | null) =>
      call('PUT', `/api/coupons/${coupon.id}`, { token: a.token, body: { quantity } });
    expectError(await set(5), 409, 'COUPON_ALREADY_REDEEMED');
    expect((await set(10)).body).toMatchObject({ quantity: 10 });
    expect((await set(null)).body).toMatchObject({ quantity: null });
  });

  it('the database keeps a code single-use and a limited stock unexceeded', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const [code] = (
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: product.id, count: 1 },
      })
    ).body.codes as string[];
    await expect(Coupon.update({ quantity: null }, { where: { code } })).rejects.toThrow(
      /coupons_single_use_code/,
    );
    const limited = (await create(a.token, { productId: product.id, discountPercent: 10, quantity: 1 })).body;
    await expect(Coupon.update({ redeemedCount: 2 }, { where: { id: limited.id } })).rejects.toThrow(
      /coupons_not_over_redeemed/,
    );
  });
});

describe('POST /api/coupons/generate: codes for private products', () => {
  it('generates random unambiguous single-use codes', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const res = await call('POST', '/api/coupons/generate', {
      token: a.token,
      body: { productId: product.id, count: 300 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.count).toBe(300);
    expect(new Set(res.body.codes).size).toBe(300);
    for (const code of res.body.codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);
    expect(
      await Coupon.count({
        where: { productId: product.id, kind: 'code', quantity: 1, discountPercent: 100 },
      }),
    ).toBe(300);
  });

  it('refuses public products (codes are for private ones) and drafts', async () => {
    const published = await createProduct(a.channel);
    expectError(
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: published.id, count: 5 },
      }),
      422,
      'CODES_ONLY_FOR_PRIVATE',
    );
    const draft = await createProduct(a.channel, { status: 'draft' });
    expectError(
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: draft.id, count: 5 },
      }),
      422,
      'COUPON_PRODUCT_NOT_PUBLISHED',
    );
  });
});

describe('GET /api/coupons: filters', () => {
  it('filters by redeemed state, kind, text and ids (react-admin getMany)', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const used = await create(a.token, {
      productId: product.id,
      discountPercent: 100,
      quantity: 1,
      code: uniq('USED'),
    });
    const fresh = await create(a.token, { productId: product.id, discountPercent: 10, code: uniq('FRESH') });
    const buyer = await quickUser();
    expect(
      (await call('POST', '/api/coupons/redeem', { token: buyer.token, body: { code: used.body.code } }))
        .status,
    ).toBe(200);
    const list = async (filter: Record<string, unknown>) =>
      (
        await call(
          'GET',
          `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ productId: product.id, ...filter }))}`,
          {
            token: a.token,
          },
        )
      ).body.map((c: { id: number }) => c.id);
    expect(await list({ redeemed: true })).toEqual([used.body.id]);
    expect(await list({ redeemed: false })).toEqual([fresh.body.id]);
    expect(await list({ q: fresh.body.code.slice(0, 8).toLowerCase() })).toEqual([fresh.body.id]);
    expect(await list({ kind: 'code' })).toEqual([]);
    expect((await list({ id: [used.body.id, fresh.body.id] })).sort()).toEqual(
      [used.body.id, fresh.body.id].sort(),
    );
  });

  it('filters by creation date (the global view opens the codes of its period)', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const old = await create(a.token, { productId: product.id, discountPercent: 10, code: uniq('OLD') });
    const recent = await create(a.token, { productId: product.id, discountPercent: 10, code: uniq('NEW') });
    await Coupon.update({ createdAt: new Date('2020-01-15T10:00:00Z') }, { where: { id: old.body.id } });
    const list = async (from: string) =>
      (
        await call(
          'GET',
          `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ productId: product.id, from }))}`,
          { token: a.token },
        )
      ).body.map((c: { id: number }) => c.id);
    expect(await list('2021-01-01')).toEqual([recent.body.id]);
    expect((await list('2020-01-01')).sort()).toEqual([old.body.id, recent.body.id].sort());
    const bad = await call('GET', `/api/coupons?filter=${encodeURIComponent('{"from":"yesterday"}')}`, {
      token: a.token,
    });
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/coupons: who redeemed each code, and when', () => {
  const byId = async (token: string, productId: number) => {
    const res = await call(
      'GET',
      `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ productId }))}&range=[0,99]`,
      { token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return new Map((res.body as { id: number }[]).map((c) => [c.id, c as Record<string, unknown>]));
  };

  it('an unused code has no redeemer; a redeemed one names the viewer and the moment', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const gen = await call('POST', '/api/coupons/generate', {
      token: a.token,
      body: { productId: product.id, count: 2 },
    });
    const [usedCode, freshCode] = gen.body.codes as string[];
    const viewer = await quickUser('USER', { name: 'Vera', surname: 'Canje' });
    const before = Date.now();
    expect((await redeem(viewer.token, usedCode)).status).toBe(200);
    const coupons = [...(await byId(a.token, product.id)).values()];
    const used = coupons.find((c) => c.code === usedCode) as Record<string, unknown>;
    const fresh = coupons.find((c) => c.code === freshCode);
    expect(fresh).toMatchObject({ redeemed: false, redeemedCount: 0, lastRedemption: null });
    expect(used).toMatchObject({
      redeemed: true,
      redeemedCount: 1,
      lastRedemption: {
        userId: viewer.user.id,
        name: 'Vera Canje',
        email: viewer.user.email,
        paymentPending: false,
      },
    });
    const at = Date.parse((used.lastRedemption as { redeemedAt: string }).redeemedAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // The same on the one-coupon read; another organizer still gets 404.
    const one = await call('GET', `/api/coupons/${used.id}`, { token: a.token });
    expect(one.body.lastRedemption).toMatchObject({ email: viewer.user.email, name: 'Vera Canje' });
    expectError(await call('GET', `/api/coupons/${used.id}`, { token: b.token }), 404, 'NOT_FOUND');
  });

  it('a coupon with stock counts its uses and names the latest, marked while its payment is pending', async () => {
    const product = await createProduct(a.channel);
    const coupon = (await create(a.token, { productId: product.id, discountPercent: 10, quantity: 5 })).body;
    const first = await quickUser('USER', { name: 'Primera' });
    const second = await quickUser('USER', { name: 'Segunda' });
    for (const buyer of [first, second]) {
      const res = await call('POST', '/api/checkout', {
        token: buyer.token,
        body: checkoutBody(product.id, { couponCode: coupon.code, provider: 'demo' }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const listed = (await byId(a.token, product.id)).get(coupon.id);
    expect(listed).toMatchObject({
      redeemedCount: 2,
      quantity: 5,
      redeemed: false,
      lastRedemption: { userId: second.user.id, name: 'Segunda', paymentPending: true },
    });
  });

  it('reads the redeemers of a whole page in one query (no query per coupon)', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const codes = (
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: product.id, count: 12 },
      })
    ).body.codes as string[];
    for (const code of codes.slice(0, 6))
      expect((await redeem((await quickUser()).token, code)).status).toBe(200);
    const db = connectionOf(Coupon);
    let redemptionQueries = 0;
    db.addHook('afterQuery', 'count-redemptions', (_options, query) => {
      if (/coupon_redemptions/.test((query as unknown as { sql?: string }).sql ?? '')) redemptionQueries++;
    });
    try {
      const page = await byId(a.token, product.id);
      expect(page.size).toBe(12);
      expect([...page.values()].filter((c) => c.lastRedemption !== null)).toHaveLength(6);
    } finally {
      db.removeHook('afterQuery', 'count-redemptions');
    }
    expect(redemptionQueries).toBe(1);
  });
});
