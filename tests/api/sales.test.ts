import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectionOf } from '../../models/columns.ts';
import { Sale, type User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { app, call } from './helpers/client.ts';
import { buyWithDemo, createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let a: Seller;
let b: Seller;
let admin: Awaited<ReturnType<typeof quickUser>>;
let saleA: number;
let buyer: Awaited<ReturnType<typeof quickUser>>;
let productA: { id: number; title: string };

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

beforeAll(async () => {
  a = await producerWithChannel();
  b = await producerWithChannel();
  admin = await quickUser('ADMIN');
  buyer = await quickUser('USER', { name: 'Lucía', surname: 'Pérez Gómez', country: 'ES' } as Partial<User>);
  const product = await createProduct(a.channel, { title: 'Obra "Especial", 2ª parte' });
  productA = product;
  const orderId = await buyWithDemo(buyer.token, product.id, { supportCents: 300, country: 'AR' });
  saleA = (await Sale.findOne({ where: { orderId } }))?.id as number;
  const other = await quickUser('USER', { name: '=cmd', surname: 'Smith' } as Partial<User>);
  await buyWithDemo(other.token, (await createProduct(b.channel)).id);
});

describe('/api/sales: permissions', () => {
  it('needs a producer or an administrator', async () => {
    expectError(await call('GET', '/api/sales'), 401, 'AUTH_REQUIRED');
    expectError(await call('GET', '/api/sales', { token: buyer.token }), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/sales/export.csv', { token: buyer.token }), 403, 'FORBIDDEN');
  });

  it("another producer can neither read nor change a producer's sales", async () => {
    expectError(await call('GET', `/api/sales/${saleA}`, { token: b.token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/sales/${saleA}`, { token: b.token, body: { amount: 1 } }),
      404,
      'SERVER_ERROR_NOT_FOUND',
    );
    expectError(
      await call('DELETE', `/api/sales/${saleA}`, { token: b.token }),
      404,
      'SERVER_ERROR_NOT_FOUND',
    );
    const list = await call('GET', `/api/sales?${q({ filter: { productId: productA.id } })}`, {
      token: b.token,
    });
    expect(list.body).toEqual([]);
    const csv = await call('GET', `/api/sales/export.csv?${q({ filter: { productId: productA.id } })}`, {
      token: b.token,
    });
    expect((csv.body as string).trim().split('\r\n')).toHaveLength(1);
    expect((await Sale.findByPk(saleA))?.amount).toBe(1000);
    expect((await call('GET', `/api/sales/${saleA}`, { token: admin.token })).status).toBe(200);
  });

  it('refuses bad filters', async () => {
    expectError(
      await call('GET', `/api/sales?${q({ filter: { from: 'yesterday' } })}`, { token: a.token }),
      422,
      'VALIDATION_ERROR',
      'filter.from',
    );
    expectError(
      await call('GET', `/api/sales?${q({ sort: ['buyerPassword', 'ASC'] })}`, { token: a.token }),
      422,
      'VALIDATION_ERROR',
      'sort.0',
    );
    expectError(
      await call('GET', `/api/sales/export.csv?filter=${encodeURIComponent('{"q":')}`, { token: a.token }),
      422,
      'VALIDATION_ERROR',
      'filter',
    );
  });
});

describe('GET /api/sales', () => {
  it('answers the spec columns with the customer info', async () => {
    const res = await call('GET', `/api/sales?${q({ filter: { channelId: a.channel.id } })}`, {
      token: a.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('sales 0-0/1');
    expect(res.body[0]).toMatchObject({
      id: saleA,
      product: { id: productA.id, title: productA.title },
      email: buyer.user.email,
      amount: 1000,
      support: 300,
      feePlatform: 117,
      feeFixed: 45,
      organizerAmount: 1183,
      country: 'AR',
      customer: { name: 'Lucía', surname: 'Pérez Gómez', email: buyer.user.email, country: 'AR' },
    });
    expect(res.body[0].saleDate).toBeTruthy();
    expect(res.body[0]).toHaveProperty('eventAt');
  });

  it('filters by product, channel, date range and text', async () => {
    const get = async (filter: Record<string, unknown>) =>
      (await call('GET', `/api/sales?${q({ filter })}`, { token: admin.token })).body.map(
        (s: { id: number }) => s.id,
      );
    expect(await get({ productId: productA.id })).toEqual([saleA]);
    expect(await get({ q: 'pérez', channelId: a.channel.id })).toEqual([saleA]);
    expect(await get({ q: 'especial' })).toContain(saleA);
    expect(await get({ q: 'nobody-matches-this' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await get({ productId: productA.id, from: today })).toEqual([saleA]);
    expect(await get({ productId: productA.id, to: today })).toEqual([]);
  });
});

describe('GET /api/sales/export.csv', () => {
  it('escapes fields and defuses formulas, with headers in the request language', async () => {
    const res = await call('GET', `/api/sales/export.csv?${q({ filter: { productId: productA.id } })}`, {
      token: a.token,
      lang: 'es',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // (Response.text() drops the BOM while decoding: the bytes are checked in the streaming test)
    const [header, line] = (res.body as string).trim().split('\r\n');
    expect(header).toBe(
      'id,producto,email,nombre,apellidos,país,importe,apoyo,comisión plataforma,comisión por entrada,importe organizador,moneda,fecha de venta,fecha del evento',
    );
    expect(line).toContain(
      `${saleA},"Obra ""Especial"", 2ª parte",${buyer.user.email},Lucía,Pérez Gómez,AR,10.00,3.00,1.17,0.45,11.83,EUR,`,
    );
    const other = await call('GET', `/api/sales/export.csv?${q({ filter: { channelId: b.channel.id } })}`, {
      token: admin.token,
    });
    expect(other.body).toContain(",'=cmd,Smith,");
  });

  it('streams 20 000 sales in bounded batches', async () => {
    const seller = await producerWithChannel();
    const product = await createProduct(seller.channel);
    const bulkBuyer = await quickUser();
    await connectionOf(Sale).query(
      `WITH o AS (
         INSERT INTO orders (user_id, channel_id, status, provider, total, currency, terms_accepted_at, paid_at)
         SELECT $1, $2, 'paid', 'demo', 1045, 'EUR', now(), now() - g * interval '1 second'
         FROM generate_series(1, 20000) AS g RETURNING id, paid_at
       ), i AS (
         INSERT INTO order_items (order_id, product_id, unit_net, unit_tax, unit_total)
         SELECT id, $3, 909, 91, 1000 FROM o RETURNING id, order_id
       )
       INSERT INTO sales (order_id, order_item_id, product_id, channel_id, user_id, buyer_email, amount,
         fee_platform, fee_fixed, organizer_amount, paid_at, country)
       SELECT i.order_id, i.id, $3, $2, $1, 'bulk' || i.id || '@example.test', 1000, 90, 45, 910, o.paid_at, 'ES'
       FROM i JOIN o ON o.id = i.order_id`,
      { bind: [bulkBuyer.user.id, seller.channel.id, product.id], type: QueryTypes.RAW },
    );
    const heapBefore = process.memoryUsage().heapUsed;
    const res = await app.request(
      `/api/sales/export.csv?${q({ filter: { channelId: seller.channel.id } })}`,
      {
        headers: { authorization: `Bearer ${seller.token}` },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toBeInstanceOf(ReadableStream);
    expect(res.headers.get('content-length')).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let rows = -1; // the header line
    let chunks = 0;
    let biggest = 0;
    let first = true;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first) {
        expect([...value.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        first = false;
      }
      const lines = decoder.decode(value, { stream: true }).split('\r\n').length - 1;
      rows += lines;
      chunks++;
      biggest = Math.max(biggest, lines);
    }
    expect(rows).toBe(20_000);
    // one chunk per keyset page of 1000 rows: never the whole result in memory at once
    expect(biggest).toBeLessThanOrEqual(1000);
    expect(chunks).toBeGreaterThanOrEqual(21);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(150 * 1024 * 1024);
  });
});
