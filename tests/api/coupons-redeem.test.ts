import { beforeAll, describe, expect, it } from 'vitest';
import { Coupon, CouponRedemption, ProductAccess } from '../../models/index.ts';
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
let _b: Seller;
let _admin: Awaited<ReturnType<typeof quickUser>>;
beforeAll(async () => {
  a = await producerWithChannel();
  _b = await producerWithChannel();
  _admin = await quickUser('ADMIN');
});

const uniq = (p: string) => `${p}${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
const create = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/coupons', { token, body });
const redeem = (token: string | undefined, code: string, lang?: string) =>
  call('POST', '/api/coupons/redeem', { token, body: { code }, lang });

describe('POST /api/coupons/redeem', () => {
  it('a code of a private product grants access at once; the same code a second time is already redeemed', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const { codes } = (
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: product.id, count: 1 },
      })
    ).body;
    const first = await quickUser();
    const res = await redeem(first.token, codes[0].toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      granted: true,
      productId: product.id,
      slug: product.slug,
      title: 'Función de prueba',
      type: 'vod',
    });
    expect(await ProductAccess.findByUserAndProduct(first.user.id, product.id)).toMatchObject({
      source: 'code',
    });
    const second = await quickUser();
    // Someone else finds the code used up; its redeemer is told they already used it.
    expectError(await redeem(second.token, codes[0]), 409, 'COUPON_USED_UP');
    expectError(await redeem(first.token, codes[0]), 409, 'COUPON_ALREADY_REDEEMED');
  });

  it('a partial discount answers the price to pay at checkout, without using the coupon', async () => {
    const product = await createProduct(a.channel);
    const coupon = (await create(a.token, { productId: product.id, discountPercent: 25 })).body;
    const buyer = await quickUser();
    const res = await redeem(buyer.token, coupon.code);
    expect(res.body).toMatchObject({
      granted: false,
      productId: product.id,
      slug: product.slug,
      title: 'Función de prueba',
      code: coupon.code,
      discountPercent: 25,
      price: { total: 750 },
      listPrice: { total: 1000 },
    });
    expect((await Coupon.findByPk(coupon.id))?.redeemedCount).toBe(0);
    const pay = await call('POST', '/api/checkout', {
      token: buyer.token,
      body: checkoutBody(product.id, { couponCode: coupon.code }),
    });
    expect(pay.body.total).toBe(795);
  });

  it.each([
    [
      'COUPON_NOT_FOUND',
      404,
      {
        en: 'There is no coupon with that code',
        es: 'No existe ningún cupón con ese código',
        pt: 'Não existe nenhum cupão com esse código',
      },
    ],
    [
      'COUPON_EXPIRED',
      422,
      { en: 'This coupon has expired', es: 'Este cupón ha caducado', pt: 'Este cupão expirou' },
    ],
    [
      'COUPON_USED_UP',
      409,
      {
        en: 'This coupon is used up: it has no uses left',
        es: 'Este cupón se ha agotado: no le quedan usos',
        pt: 'Este cupão esgotou-se: já não tem utilizações',
      },
    ],
  ] as const)('%s in en, es and pt', async (code, status, messages) => {
    const product = await createProduct(a.channel);
    const text = uniq('C');
    if (code === 'COUPON_EXPIRED') {
      await Coupon.create({
        productId: product.id,
        code: text,
        discountPercent: 10,
        validFrom: new Date(Date.now() - 2 * 86400_000),
        validUntil: new Date(Date.now() - 86400_000),
      });
    }
    if (code === 'COUPON_USED_UP') {
      await Coupon.create({
        productId: product.id,
        code: text,
        discountPercent: 10,
        quantity: 1,
        redeemedCount: 1,
      });
    }
    const buyer = await quickUser();
    for (const [lang, message] of Object.entries(messages)) {
      const res = await redeem(buyer.token, text, lang);
      expectError(res, status, code);
      expect(res.body.error.message).toBe(message);
    }
  });

  it('a coupon for another product is refused at checkout, saying so', async () => {
    const product = await createProduct(a.channel);
    const other = await createProduct(a.channel);
    const coupon = (await create(a.token, { productId: other.id, discountPercent: 10 })).body;
    const buyer = await quickUser();
    expectError(
      await call('POST', '/api/checkout', {
        token: buyer.token,
        body: checkoutBody(product.id, { couponCode: coupon.code }),
      }),
      422,
      'COUPON_OTHER_PRODUCT',
    );
  });

  it('200 redemptions of one code at once: exactly one succeeds', async () => {
    const product = await createProduct(a.channel, { status: 'private' });
    const { codes } = (
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: product.id, count: 1 },
      })
    ).body;
    const buyers = await quickUsers(200);
    const answers = await Promise.all(buyers.map((u) => redeem(u.token, codes[0])));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.error.code).toBe('COUPON_USED_UP');
    const coupon = await Coupon.findOne({ where: { code: codes[0] } });
    expect(coupon?.redeemedCount).toBe(1);
    expect(await CouponRedemption.count({ where: { couponId: coupon?.id } })).toBe(1);
    expect(await ProductAccess.count({ where: { productId: product.id } })).toBe(1);
  });
});

describe('the site coupons switch (spec 7)', () => {
  it('turns discount coupons off at redemption and checkout, while invitation codes keep working', async () => {
    const admin = await quickUser('ADMIN');
    const product = await createProduct(a.channel);
    const coupon = (await create(a.token, { productId: product.id, discountPercent: 10 })).body;
    const privateProduct = await createProduct(a.channel, { status: 'private' });
    const { codes } = (
      await call('POST', '/api/coupons/generate', {
        token: a.token,
        body: { productId: privateProduct.id, count: 1 },
      })
    ).body;
    const buyer = await quickUser();
    expect((await call('PUT', '/api/config', { token: admin.token, body: { coupons: false } })).status).toBe(
      200,
    );
    try {
      const off = await redeem(buyer.token, coupon.code, 'en');
      expectError(off, 409, 'COUPONS_DISABLED');
      expect(off.body.error.message).toBe('Discount coupons are not available at the moment');
      expectError(
        await call('POST', '/api/checkout', {
          token: buyer.token,
          body: { ...checkoutBody(product.id), couponCode: coupon.code },
        }),
        409,
        'COUPONS_DISABLED',
      );
      expect((await redeem(buyer.token, codes[0])).body).toMatchObject({ granted: true });
    } finally {
      await call('PUT', '/api/config', { token: admin.token, body: { coupons: true } });
    }
    expect((await redeem(buyer.token, coupon.code)).status).toBe(200);
  });
});
