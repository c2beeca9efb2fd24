import { beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../../api/src/analytics/services/period.ts';
import { Coupon, CouponRedemption, Sale } from '../../models/index.ts';
import { insertSale, qs, sql } from './helpers/analytics.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  createProduct,
  producerWithChannel,
  quickUser,
  quickUsers,
} from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let a: Seller;
let b: Seller;
let admin: Awaited<ReturnType<typeof quickUser>>;
let viewer: Awaited<ReturnType<typeof quickUser>>;
let productA: { id: number };
let productB: { id: number };

const ROUTES = ['/overview', '/products', '/channels'];
const figure = (body: { headline: { key: string; current: number; previous: number }[] }, key: string) => {
  const found = body.headline.find((h) => h.key === key);
  return { current: found?.current, previous: found?.previous };
};

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  a = await producerWithChannel();
  b = await producerWithChannel();
  admin = await quickUser('ADMIN');
  viewer = await quickUser('USER');
  productA = await createProduct(a.channel);
  productB = await createProduct(b.channel);
});

describe('analytics: permissions', () => {
  it('needs a producer (users and web: an administrator)', async () => {
    for (const path of [...ROUTES, `/products/${productA.id}`, '/users', '/web']) {
      expectError(await call('GET', `/api/analytics${path}`), 401, 'AUTH_REQUIRED');
      expectError(await call('GET', `/api/analytics${path}`, { token: viewer.token }), 403, 'FORBIDDEN');
    }
    for (const path of ['/users', '/web']) {
      expectError(await call('GET', `/api/analytics${path}`, { token: a.token }), 403, 'FORBIDDEN');
      expect((await call('GET', `/api/analytics${path}`, { token: admin.token })).status).toBe(200);
    }
  });

  it("an organizer never sees another organizer's product or channel (404, as if missing)", async () => {
    expectError(
      await call('GET', `/api/analytics/products/${productB.id}`, { token: a.token }),
      404,
      'NOT_FOUND',
    );
    for (const path of [...ROUTES, `/products/${productA.id}`]) {
      const res = await call('GET', `/api/analytics${path}?channelId=${b.channel.id}`, { token: a.token });
      expectError(res, 404, 'NOT_FOUND');
    }
    expectError(
      await call('GET', '/api/analytics/overview?channelId=2147483647', { token: a.token }),
      404,
      'NOT_FOUND',
    );
    // Their own product, narrowed to their own channel, answers.
    const own = await call('GET', `/api/analytics/products/${productA.id}?channelId=${a.channel.id}`, {
      token: a.token,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.product.productId).toBe(productA.id);
  });

  it("an organizer's lists hold only their own channels and products", async () => {
    const products = await call('GET', '/api/analytics/products', { token: a.token });
    expect(products.body.rows.map((r: { productId: number }) => r.productId)).toEqual([productA.id]);
    const channels = await call('GET', '/api/analytics/channels', { token: a.token });
    expect(channels.body.rows.map((r: { channelId: number }) => r.channelId)).toEqual([a.channel.id]);
  });

  it('filtering by organizer is for administrators only', async () => {
    const res = await call('GET', `/api/analytics/overview?organizerId=${a.user.id}`, {
      token: a.token,
      lang: 'es',
    });
    expectError(res, 403, 'ANALYTICS_ORGANIZER_FILTER_ADMIN_ONLY');
    expect(res.body.error.message).toBe('Solo los administradores pueden filtrar por organizador');
  });

  it('an administrator sees everything, by channel or by organizer', async () => {
    const all = await call('GET', '/api/analytics/products', { token: admin.token });
    const ids = all.body.rows.map((r: { productId: number }) => r.productId);
    expect(ids).toEqual(expect.arrayContaining([productA.id, productB.id]));
    const byOrganizer = await call('GET', `/api/analytics/channels?organizerId=${b.user.id}`, {
      token: admin.token,
    });
    expect(byOrganizer.body.rows.map((r: { channelId: number }) => r.channelId)).toEqual([b.channel.id]);
    const byChannel = await call('GET', `/api/analytics/products?channelId=${a.channel.id}`, {
      token: admin.token,
    });
    expect(byChannel.body.rows.map((r: { productId: number }) => r.productId)).toEqual([productA.id]);
    // A channel that is not that organizer's: nothing to show.
    const mismatch = await call(
      'GET',
      `/api/analytics/overview?organizerId=${b.user.id}&channelId=${a.channel.id}`,
      {
        token: admin.token,
      },
    );
    expectError(mismatch, 404, 'NOT_FOUND');
    // A product outside the channel asked for.
    const outside = await call('GET', `/api/analytics/products/${productB.id}?channelId=${a.channel.id}`, {
      token: admin.token,
    });
    expectError(outside, 404, 'NOT_FOUND');
  });
});

describe('analytics: ranges', () => {
  const today = madridToday();

  it('a preset range ends today; the previous period is as long, right before', async () => {
    for (const [range, days] of [
      ['week', 7],
      ['month', 30],
      ['quarter', 91],
      ['year', 365],
    ] as const) {
      const res = await call('GET', `/api/analytics/overview?range=${range}`, { token: a.token });
      expect(res.status).toBe(200);
      expect(res.body.period).toEqual({
        from: addDays(today, -(days - 1)),
        to: today,
        days,
        previousFrom: addDays(today, -(2 * days - 1)),
        previousTo: addDays(today, -days),
      });
      expect(res.body.days).toHaveLength(days);
    }
    const defaults = await call('GET', '/api/analytics/overview', { token: a.token });
    expect(defaults.body.period.days).toBe(30);
  });

  it('refuses a period in the future, out of order or over the limit, in the caller’s language', async () => {
    const tomorrow = addDays(today, 1);
    const future = await call('GET', `/api/analytics/overview?${qs({ from: today, to: tomorrow })}`, {
      token: a.token,
      lang: 'es',
    });
    expectError(future, 400, 'ANALYTICS_RANGE_IN_FUTURE');
    expect(future.body.error.message).toBe(`El periodo no puede terminar después de hoy (${today})`);
    const futureEn = await call('GET', `/api/analytics/products?${qs({ to: tomorrow })}`, {
      token: a.token,
      lang: 'en',
    });
    expectError(futureEn, 400, 'ANALYTICS_RANGE_IN_FUTURE');
    expect(futureEn.body.error.message).toBe(`The period cannot end after today (${today})`);

    const order = await call(
      'GET',
      `/api/analytics/channels?${qs({ from: '2025-03-10', to: '2025-03-01' })}`,
      {
        token: a.token,
        lang: 'es',
      },
    );
    expectError(order, 400, 'ANALYTICS_RANGE_OUT_OF_ORDER');
    expect(order.body.error.message).toBe(
      'El inicio del periodo (2025-03-10) no puede ser posterior a su final (2025-03-01)',
    );
    const orderEn = await call(
      'GET',
      `/api/analytics/overview?${qs({ from: '2025-03-10', to: '2025-03-01' })}`,
      {
        token: a.token,
        lang: 'en',
      },
    );
    expect(orderEn.body.error.message).toBe(
      'The start of the period (2025-03-10) must not be after its end (2025-03-01)',
    );

    const long = await call('GET', `/api/analytics/users?${qs({ from: '2024-01-01', to: '2025-01-01' })}`, {
      token: admin.token,
      lang: 'es',
    });
    expectError(long, 400, 'ANALYTICS_RANGE_TOO_LONG');
    expect(long.body.error.message).toBe('El periodo puede abarcar como máximo 366 días (este abarca 367)');
    const longEn = await call('GET', `/api/analytics/web?${qs({ from: '2024-01-01', to: '2025-01-01' })}`, {
      token: admin.token,
      lang: 'en',
    });
    expect(longEn.body.error.message).toBe('The period can span at most 366 days (this one spans 367)');
    // 366 days is allowed.
    const leap = await call(
      'GET',
      `/api/analytics/overview?${qs({ from: '2024-01-01', to: '2024-12-31' })}`,
      {
        token: a.token,
      },
    );
    expect(leap.status).toBe(200);
    expect(leap.body.period.days).toBe(366);
  });

  it('refuses days that do not exist and malformed parameters', async () => {
    const feb = await call('GET', `/api/analytics/overview?${qs({ from: '2025-02-30', to: '2025-03-02' })}`, {
      token: a.token,
    });
    expectError(feb, 400, 'ANALYTICS_DATE_INVALID');
    expectError(
      await call('GET', '/api/analytics/overview?from=yesterday', { token: a.token }),
      422,
      'VALIDATION_ERROR',
      'from',
    );
    expectError(
      await call('GET', '/api/analytics/overview?range=decade', { token: a.token }),
      422,
      'VALIDATION_ERROR',
      'range',
    );
    expectError(
      await call('GET', '/api/analytics/overview?channelId=-3', { token: a.token }),
      422,
      'VALIDATION_ERROR',
      'channelId',
    );
  });
});

describe('analytics: the sales rollup', () => {
  const csvAmounts = async (token: string, productId: number) => {
    const filter = encodeURIComponent(JSON.stringify({ productId }));
    const res = await call('GET', `/api/sales/export.csv?filter=${filter}`, { token, lang: 'en' });
    expect(res.status).toBe(200);
    const lines = (res.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    // amount, support, platform fee, fee per ticket, organizer amount: columns 7 to 11.
    const cents = (s: string) => Math.round(Number(s) * 100);
    return lines.reduce(
      (sum, line) => {
        const cells = line.split(',');
        const n = cells.length;
        // From the end: the dates and currency are the last three columns.
        return {
          amount: sum.amount + cents(cells[n - 8]),
          support: sum.support + cents(cells[n - 7]),
          fee: sum.fee + cents(cells[n - 6]) + cents(cells[n - 5]),
          organizer: sum.organizer + cents(cells[n - 4]),
          rows: sum.rows + 1,
        };
      },
      { amount: 0, support: 0, fee: 0, organizer: 0, rows: 0 },
    );
  };
  const headline = async (token: string, productId: number) => {
    const res = await call('GET', `/api/analytics/products/${productId}?range=week`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const today = res.body.days.at(-1);
    return { product: res.body.product, today };
  };

  it('a purchase moves the rollup and the sales CSV by the same amount', async () => {
    const product = await createProduct(a.channel);
    const before = await headline(a.token, product.id);
    const csvBefore = await csvAmounts(a.token, product.id);
    const buyer = await quickUser();
    const orderId = await buyWithDemo(buyer.token, product.id, { supportCents: 300 });
    const after = await headline(a.token, product.id);
    const csvAfter = await csvAmounts(a.token, product.id);
    const sale = (await Sale.findOne({ where: { orderId } })) as Sale;

    expect(csvAfter.rows - csvBefore.rows).toBe(1);
    expect(after.today.gross - before.today.gross).toBe(csvAfter.amount - csvBefore.amount);
    expect(after.today.gross - before.today.gross).toBe(1000);
    expect(after.today.support - before.today.support).toBe(csvAfter.support - csvBefore.support);
    expect(after.today.support - before.today.support).toBe(300);
    expect(after.today.fee - before.today.fee).toBe(csvAfter.fee - csvBefore.fee);
    expect(after.today.fee - before.today.fee).toBe(sale.feePlatform + sale.feeFixed);
    expect(after.today.organizer - before.today.organizer).toBe(csvAfter.organizer - csvBefore.organizer);
    expect(after.today.tickets - before.today.tickets).toBe(1);
    expect(after.product.gross - before.product.gross).toBe(1000);
    expect(after.product.tickets - before.product.tickets).toBe(1);

    // A refund moves refunds by what the buyer paid, on the sale's day.
    await sql(`UPDATE orders SET status = 'refunded' WHERE id = $1`, [orderId]);
    const refunded = await headline(a.token, product.id);
    expect(refunded.today.refunds - after.today.refunds).toBe(1300);
    expect(refunded.today.gross).toBe(after.today.gross);
  });

  it('the rollup always equals the sales (every day, channel and product)', async () => {
    const diff = await sql(
      `WITH s AS (
         SELECT (s.paid_at AT TIME ZONE 'Europe/Madrid')::date AS day, s.channel_id, coalesce(s.product_id, 0) AS product_id,
                sum(s.amount) AS gross, sum(s.fee_platform + s.fee_fixed) AS fee, sum(s.organizer_amount) AS organizer,
                sum(s.support) AS support, coalesce(sum(s.amount + s.support) FILTER (WHERE o.status = 'refunded'), 0) AS refunds,
                count(s.product_id) AS tickets
           FROM sales s JOIN orders o ON o.id = s.order_id GROUP BY 1, 2, 3)
       SELECT day, channel_id, product_id, s.gross AS sales_gross, d.gross AS rollup_gross
         FROM s FULL JOIN sales_daily d USING (day, channel_id, product_id)
        WHERE ${['gross', 'fee', 'organizer', 'support', 'refunds', 'tickets']
          .map((k) => `coalesce(s.${k}, 0) <> coalesce(d.${k}, 0)`)
          .join(' OR ')}
        LIMIT 5`,
    );
    // (A row of codes redeemed only, without a sale, has no money: coalesce makes it equal.)
    expect(diff).toEqual([]);

    // The overview of a channel equals its sales list.
    const list = await call(
      'GET',
      `/api/sales?filter=${encodeURIComponent(JSON.stringify({ channelId: a.channel.id }))}&range=${encodeURIComponent('[0,499]')}`,
      {
        token: a.token,
      },
    );
    expect(list.status).toBe(200);
    const overview = await call('GET', `/api/analytics/overview?range=week&channelId=${a.channel.id}`, {
      token: a.token,
    });
    const listed = (list.body as { amount: number; support: number; organizerAmount: number }[]).reduce(
      (s, r) => ({
        gross: s.gross + r.amount,
        support: s.support + r.support,
        organizer: s.organizer + r.organizerAmount,
      }),
      { gross: 0, support: 0, organizer: 0 },
    );
    expect(figure(overview.body, 'gross').current).toBe(listed.gross);
    expect(figure(overview.body, 'support').current).toBe(listed.support);
    expect(figure(overview.body, 'organizer').current).toBe(listed.organizer);
  });

  it('many purchases at once are all counted', async () => {
    const product = await createProduct(a.channel);
    const buyers = await quickUsers(25);
    await Promise.all(buyers.map((buyer) => buyWithDemo(buyer.token, product.id)));
    const { product: row, today } = await headline(a.token, product.id);
    expect(row.tickets).toBe(25);
    expect(row.gross).toBe(25 * 1000);
    expect(today.tickets).toBe(25);
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM sales WHERE product_id = $1`, [
      product.id,
    ]);
    expect(n).toBe(25);
  });

  it('a redeemed code counts on its product, and a released one no more', async () => {
    const product = await createProduct(a.channel, { status: 'private' } as never);
    const coupon = await Coupon.create({
      productId: product.id,
      kind: 'code',
      code: `ANX${Date.now()}`,
      quantity: 1,
    } as never);
    const redemption = await CouponRedemption.create({
      couponId: coupon.id,
      couponKind: 'code',
      userId: viewer.user.id,
    } as never);
    expect((await headline(a.token, product.id)).today.codes).toBe(1);
    const overview = await call('GET', `/api/analytics/overview?range=week&channelId=${a.channel.id}`, {
      token: a.token,
    });
    expect(figure(overview.body, 'codes').current).toBeGreaterThanOrEqual(1);
    await redemption.destroy();
    expect((await headline(a.token, product.id)).today.codes).toBe(0);
  });
});

describe('analytics: the previous period on a fixed data set', () => {
  // 2025-03-01..2025-03-10 (10 Madrid days) against 2025-02-19..2025-02-28. Madrid is UTC+1 then.
  let seller: Seller;
  let product: { id: number };
  beforeAll(async () => {
    seller = await producerWithChannel();
    product = await createProduct(seller.channel);
    const buyer = viewer.user.id;
    const at = (paidAt: string, amount: number, support = 0) =>
      insertSale({
        userId: buyer,
        channelId: seller.channel.id,
        productId: product.id,
        paidAt,
        amount,
        support,
        feePlatform: 50,
        feeFixed: 25,
      });
    await at('2025-02-28T23:30:00Z', 1000, 200); // Madrid 1 March 00:30: current, first day
    await at('2025-03-05T12:00:00Z', 2000); // current
    await at('2025-03-10T22:59:00Z', 500); // Madrid 10 March 23:59: current, last day
    await at('2025-03-10T23:00:00Z', 9999); // Madrid 11 March: after the period
    await at('2025-02-28T22:30:00Z', 700); // Madrid 28 February 23:30: previous
    await at('2025-02-19T00:00:00Z', 300); // previous, first day
    await at('2025-02-18T22:59:00Z', 8888); // Madrid 18 February: before both
  });

  it('each headline figure against the period before, and every day present', async () => {
    const res = await call('GET', `/api/analytics/overview?${qs({ from: '2025-03-01', to: '2025-03-10' })}`, {
      token: seller.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.period).toEqual({
      from: '2025-03-01',
      to: '2025-03-10',
      days: 10,
      previousFrom: '2025-02-19',
      previousTo: '2025-02-28',
    });
    expect(figure(res.body, 'gross')).toEqual({ current: 3500, previous: 1000 });
    expect(figure(res.body, 'support')).toEqual({ current: 200, previous: 0 });
    expect(figure(res.body, 'fee')).toEqual({ current: 225, previous: 150 });
    expect(figure(res.body, 'organizer')).toEqual({ current: 3500 + 200 - 225, previous: 1000 - 150 });
    expect(figure(res.body, 'tickets')).toEqual({ current: 3, previous: 2 });
    expect(res.body.headline.map((h: { key: string }) => h.key)).toEqual([
      'gross',
      'organizer',
      'fee',
      'support',
      'refunds',
      'tickets',
      'codes',
      'viewers',
      'watchSeconds',
      'sessions',
    ]);
    expect(res.body.days.map((d: { day: string }) => d.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`),
    );
    const gross = res.body.days.map((d: { gross: number }) => d.gross);
    expect(gross).toEqual([1000, 0, 0, 0, 2000, 0, 0, 0, 0, 500]);
    expect(res.body.days[1]).toEqual({
      day: '2025-03-02',
      gross: 0,
      organizer: 0,
      fee: 0,
      support: 0,
      refunds: 0,
      tickets: 0,
      codes: 0,
      viewers: 0,
      watchSeconds: 0,
      sessions: 0,
    });
  });
});
