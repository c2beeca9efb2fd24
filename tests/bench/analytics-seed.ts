import { QueryTypes, type Sequelize } from 'sequelize';
import { Channel, Product, User } from '../../models/index.ts';

/**
 * Issue 23's year of data for the analytics bench: 50 organizers with a channel each and 20 products a
 * channel (one in ten live, with a broadcast and its audience peak), 20,000 viewers, 200,000 paid orders
 * of one ticket (sales through the rollup triggers, as real purchases) and 1,000,000 viewing sessions,
 * all spread over the last 365 days. Set-based SQL with a fixed random seed: the same data each run.
 *
 * `node --import tsx tests/bench/analytics-seed.ts` seeds BENCH_DATABASE_URL (default hr_bench) from
 * nothing; tests/bench/analytics.ts calls seedAnalytics itself when the database is empty.
 */
export const SEED = {
  organizers: 50,
  productsPerChannel: 20,
  viewers: 20_000,
  orders: 200_000,
  sessions: 1_000_000,
};

export async function seedAnalytics(sequelize: Sequelize, log: (s: string) => void = console.log) {
  const q = (sql: string, bind: unknown[] = []) => sequelize.query(sql, { bind, type: QueryTypes.RAW });
  const started = performance.now();
  const step = (what: string) => log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  await q(`SELECT setseed(0.23)`);

  const organizers = await User.bulkCreate(
    Array.from({ length: SEED.organizers }, (_, i) => ({
      email: `bench-organizer-${i}@example.test`,
      passwordHash: 'x',
      roles: ['PRODUCER', 'USER'],
      status: 'approved',
      activatedAt: new Date(),
      language: 'es',
    })) as never[],
    { returning: true },
  );
  const channels = await Channel.bulkCreate(
    organizers.map((o, i) => ({
      userId: o.id,
      title: `Canal ${i}`,
      slug: `bench-canal-${i}`,
      status: 'published',
    })) as never[],
    { returning: true },
  );
  await Product.bulkCreate(
    channels.flatMap((c, ci) =>
      Array.from({ length: SEED.productsPerChannel }, (_, pi) => ({
        channelId: c.id,
        type: pi % 10 === 0 ? 'live' : 'vod',
        title: `Obra ${ci}-${pi}`,
        slug: `bench-obra-${ci}-${pi}`,
        status: 'published',
        publishedAt: new Date(),
        plan: 'paid',
        netPrice: 909,
        tax: 91,
        totalPrice: 1000,
      })),
    ) as never[],
  );
  step('organizers, channels, products');

  await q(`
    INSERT INTO users (email, password_hash, roles, status, activated_at, created_at)
    SELECT 'bench-viewer-' || g || '@example.test', 'x', '{USER}', 'approved', t + interval '10 minutes', t
      FROM (SELECT g, now() - random() * interval '365 days' AS t FROM generate_series(1, ${SEED.viewers}) g) x`);
  await q(`CREATE TEMP TABLE bench_products AS
             SELECT row_number() OVER (ORDER BY id)::int AS k, id, channel_id, type FROM products`);
  await q(`CREATE TEMP TABLE bench_viewers AS
             SELECT row_number() OVER (ORDER BY id)::int AS k, id FROM users WHERE email LIKE 'bench-viewer-%'`);
  step('viewers');

  // Orders, their items and sales, with explicit ids so the three line up; the sequences follow after.
  await q(`
    CREATE TEMP TABLE bench_buys AS
    SELECT g, 1 + floor(random() * (SELECT count(*) FROM bench_products))::int AS pk,
           1 + floor(random() * (SELECT count(*) FROM bench_viewers))::int AS vk,
           now() - random() * interval '365 days' AS paid_at,
           (random() < 0.1) AS with_support
      FROM generate_series(1, ${SEED.orders}) g`);
  await q(`
    INSERT INTO orders (id, user_id, channel_id, status, provider, total, support_amount, terms_accepted_at,
                        paid_at, created_at)
    SELECT (SELECT coalesce(max(id), 0) FROM orders) + b.g, v.id, p.channel_id, 'paid', 'demo',
           1000 + CASE WHEN b.with_support THEN 300 ELSE 0 END,
           CASE WHEN b.with_support THEN 300 ELSE 0 END, b.paid_at, b.paid_at, b.paid_at
      FROM bench_buys b JOIN bench_products p ON p.k = b.pk JOIN bench_viewers v ON v.k = b.vk`);
  await q(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  await q(`
    INSERT INTO order_items (id, order_id, product_id, unit_net, unit_tax, unit_total)
    SELECT o.id, o.id, p.id, 909, 91, 1000
      FROM bench_buys b JOIN bench_products p ON p.k = b.pk
      JOIN orders o ON o.id = (SELECT max(id) FROM orders) - ${SEED.orders} + b.g`);
  await q(`SELECT setval(pg_get_serial_sequence('order_items', 'id'), (SELECT max(id) FROM order_items))`);
  step('orders');
  await q(`
    INSERT INTO sales (order_id, order_item_id, product_id, channel_id, user_id, buyer_email, amount, support,
                       fee_platform, fee_fixed, organizer_amount, paid_at)
    SELECT o.id, i.id, i.product_id, o.channel_id, o.user_id, 'bench@example.test', 1000, o.support_amount,
           50, 0, 950 + o.support_amount, o.paid_at
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.id > (SELECT max(id) FROM orders) - ${SEED.orders}
     ORDER BY o.paid_at`);
  // A few refunds, through the trigger.
  await q(`UPDATE orders SET status = 'refunded' WHERE id % 97 = 0 AND status = 'paid'`);
  step('sales (rollup triggers)');

  await q(`
    INSERT INTO viewing_sessions (user_id, product_id, channel_id, kind, started_at, last_seen_at, open,
                                  seconds_watched, duration_seconds, max_position, sections, device, country)
    SELECT v.id, p.id, p.channel_id, CASE WHEN p.type = 'live' THEN 'live' ELSE 'vod' END,
           s.t, s.t + s.w * interval '1 second', false, s.w,
           CASE WHEN p.type = 'live' THEN NULL ELSE 3600 END, s.w,
           CASE WHEN p.type = 'live' THEN repeat('0', 100)::bit(100)
                ELSE (repeat('1', s.w / 36) || repeat('0', 100 - s.w / 36))::bit(100) END,
           (ARRAY['desktop','mobile','tablet','tv','unknown'])[1 + floor(random() * 5)::int],
           (ARRAY['ES','PT','AR','MX',NULL])[1 + floor(random() * 5)::int]
      FROM (SELECT g, 1 + floor(random() * (SELECT count(*) FROM bench_products))::int AS pk,
                   1 + floor(random() * (SELECT count(*) FROM bench_viewers))::int AS vk,
                   now() - interval '1 hour' - random() * interval '365 days' AS t,
                   floor(random() * 3601)::int AS w
              FROM generate_series(1, ${SEED.sessions}) g) s
      JOIN bench_products p ON p.k = s.pk JOIN bench_viewers v ON v.k = s.vk
     -- Sessions are written as they start: the table is in time order, as in production.
     ORDER BY s.t`);
  step('viewing sessions');
  await q(`
    INSERT INTO broadcasts (product_id, state, started_at, ended_at, peak_viewers, peak_at)
    SELECT id, 'ended', now() - interval '3 days', now() - interval '2 days', 100 + floor(random() * 900)::int,
           now() - interval '2 days 12 hours'
      FROM products WHERE type = 'live' AND slug LIKE 'bench-%'`);
  await q(`
    INSERT INTO page_views_daily (day, path, views)
    SELECT d::date, '/products/bench-obra-' || (g % 50) || '-' || (g % 20), 1 + floor(random() * 500)::int
      FROM generate_series(now() - interval '365 days', now(), interval '1 day') d, generate_series(1, 200) g
    ON CONFLICT DO NOTHING`);
  await q(`ANALYZE`);
  step('broadcasts, page views, ANALYZE');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createSequelize } = await import('../../models/database.ts');
  const { migrate } = await import('../../models/migrate.ts');
  const { recreateDatabase } = await import('../db.ts');
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hr_bench';
  await recreateDatabase(url);
  const sequelize = createSequelize(url);
  await migrate(sequelize);
  await seedAnalytics(sequelize);
  await sequelize.close();
}
