import { pathToFileURL } from 'node:url';
import { QueryTypes, type Sequelize } from 'sequelize';
import { newToken, SESSION_TTL_MS } from '../../api/src/accounts/services/tokens.ts';
import { AuthToken, Channel, Order, Product, ProductAccess, User } from '../../models/index.ts';

// Commerce benchmark (never run by CI): checkout orders per minute on one product bought by many users
// (checkout + demo confirmation, i.e. order, invoice number, sale and ticket), and list endpoints next to
// the bare query of the same rows. Run alone with `node --import tsx tests/bench/checkout.ts`, or as
// part of `npm run bench` (tests/bench/run.ts).

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
type Row = [label: string, api: number, bare: number];

async function rate(label: string, fn: () => Promise<unknown>, ms = 3000, concurrency = 10): Promise<number> {
  for (let i = 0; i < 30; i++) await fn(); // warm-up
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  const perSecond = done / (ms / 1000);
  console.log(`${label.padEnd(48)} ${perSecond.toFixed(0).padStart(8)} /s`);
  return perSecond;
}

async function buyers(count: number) {
  const users = await User.bulkCreate(
    Array.from({ length: count }, (_, i) => ({
      email: `bench-buyer-${Date.now()}-${i}@bench.test`,
      passwordHash: 'x',
      roles: ['USER'],
      status: 'approved',
      activatedAt: new Date(),
    })),
    { returning: true },
  );
  const tokens = users.map(() => newToken());
  await AuthToken.bulkCreate(
    users.map((u, i) => ({
      userId: u.id,
      kind: 'session' as const,
      tokenHash: tokens[i].hash,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      usedAt: null,
      lastUsedAt: new Date(),
      userAgent: null,
      ip: null,
    })),
  );
  return users.map((user, i) => ({ user, token: tokens[i].token }));
}

export async function benchCommerce(app: App, sequelize: Sequelize): Promise<Row[]> {
  const stamp = Date.now();
  const [owner] = await buyers(1);
  await owner.user.update({ roles: ['PRODUCER', 'USER'] });
  const channel = await Channel.create({
    userId: owner.user.id,
    title: 'Bench channel',
    slug: `bench-${stamp}`,
    status: 'published',
  });
  const product = await Product.create({
    channelId: channel.id,
    type: 'vod',
    title: 'Bench show',
    slug: `bench-show-${stamp}`,
    status: 'published',
    netPrice: 909,
    tax: 91,
    totalPrice: 1000,
  });
  await Product.bulkCreate(
    Array.from({ length: 200 }, (_, i) => ({
      channelId: channel.id,
      type: 'vod',
      title: `Bench catalogue ${i}`,
      slug: `bench-cat-${stamp}-${i}`,
      status: 'published',
    })),
  );

  // 1. Checkout throughput: every buyer once (one ticket per user per product), 10 at a time.
  const people = await buyers(3000);
  let next = 0;
  let paid = 0;
  const seconds = 10;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < until && next < people.length) {
        const { token } = people[next++];
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const res = await app.request('/api/checkout', {
          method: 'POST',
          headers,
          body: JSON.stringify({ productId: product.id, termsAccepted: true, provider: 'demo' }),
        });
        const { orderId } = (await res.json()) as { orderId: number };
        const done = await app.request(`/api/payments/demo/${orderId}/confirm`, { method: 'POST', headers });
        if (done.status === 200) paid++;
        await done.text();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const tickets = await ProductAccess.count({ where: { productId: product.id } });
  const invoices = await Order.count({ where: { status: 'paid', channelId: channel.id } });
  console.log(
    `checkout + demo payment, one product, ${paid} buyers`.padEnd(48),
    `${((paid / elapsed) * 60).toFixed(0).padStart(8)} orders/min  (tickets ${tickets}, paid orders ${invoices})`,
  );

  const rows: Row[] = [];
  // 2. The catalogue list (public, first page) next to the bare query of the same rows.
  {
    const path = `/api/products?sort=${encodeURIComponent('["publishedAt","DESC"]')}&range=${encodeURIComponent('[0,23]')}`;
    const api = await rate('GET /api/products (catalogue, 24 rows)', async () =>
      (await app.request(path)).text(),
    );
    const bare = await rate('  bare: products + channels page + count', () =>
      Promise.all([
        sequelize.query(
          `SELECT p.*, c.* FROM products p JOIN channels c ON c.id = p.channel_id
            WHERE p.status = 'published' AND c.status <> 'banned'
            ORDER BY p.published_at DESC, p.id ASC LIMIT 24`,
          { type: QueryTypes.SELECT },
        ),
        sequelize.query(
          `SELECT count(*) FROM products p JOIN channels c ON c.id = p.channel_id
            WHERE p.status = 'published' AND c.status <> 'banned'`,
          { type: QueryTypes.SELECT },
        ),
      ]),
    );
    rows.push(['GET /api/products', api, bare]);
  }
  // 3. My stuff: a buyer with 20 tickets; the API answers canAccess for each.
  {
    const [me] = await buyers(1);
    const owned = await Product.findAll({
      where: { channelId: channel.id },
      limit: 20,
      order: [['id', 'DESC']],
    });
    const order = await Order.create({
      userId: me.user.id,
      channelId: channel.id,
      provider: 'free',
      total: 0,
      termsAcceptedAt: new Date(),
    });
    await ProductAccess.bulkCreate(
      owned.map((p) => ({ userId: me.user.id, productId: p.id, source: 'free' as const, orderId: order.id })),
    );
    const headers = { authorization: `Bearer ${me.token}` };
    const api = await rate('GET /api/me/products (20 tickets)', async () =>
      (await app.request('/api/me/products', { headers })).text(),
    );
    const bare = await rate('  bare: tickets + products + channels', () =>
      sequelize.query(
        `SELECT pa.*, p.*, c.* FROM product_accesses pa JOIN products p ON p.id = pa.product_id
           JOIN channels c ON c.id = p.channel_id WHERE pa.user_id = $1
           ORDER BY pa.granted_at DESC, pa.id DESC LIMIT 25`,
        { bind: [me.user.id], type: QueryTypes.SELECT },
      ),
    );
    rows.push(['GET /api/me/products', api, bare]);
  }
  return rows;
}

// Standalone: a fresh database, migrated, no demo seed.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { createApp } = await import('../../api/src/app.ts');
  const { createSequelize } = await import('../../models/database.ts');
  const { migrate } = await import('../../models/migrate.ts');
  const { recreateDatabase } = await import('../db.ts');
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench';
  await recreateDatabase(url);
  const sequelize = createSequelize(url, { pool: 20 });
  await migrate(sequelize);
  const rows = await benchCommerce(createApp(), sequelize);
  console.log('\nAPI throughput as a share of the bare query (1.00 = no overhead):');
  for (const [label, api, bare] of rows) console.log(`  ${label.padEnd(24)} ${(api / bare).toFixed(2)}`);
  await sequelize.close();
}
