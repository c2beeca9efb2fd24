import { beforeAll, describe, expect, it } from 'vitest';
import { dayNumber, madridToday } from '../../api/src/analytics/services/period.ts';
import { dueUnits, planViewing, rollViewing, unitEnd } from '../../api/src/analytics/services/rollup.ts';
import { decodeSketch } from '../../api/src/analytics/services/sketch.ts';
import { insertSession, sql } from './helpers/analytics.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser, quickUsers } from './helpers/commerce.ts';

// The viewing rollup (services/rollup.ts): an administrator's platform-wide figures read rolled weeks
// and months once the job has run. Each test file has a database of its own, so "platform-wide" here is
// exactly what this file wrote: the figures after rolling are compared with the same figures read from
// the sessions before it.

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const today = madridToday();
let admin: Awaited<ReturnType<typeof quickUser>>;
type Row = Record<string, number | string | null>;

/** Sessions over the last 100 days: 3 products in 2 channels, 70 viewers, short sessions at noon Madrid. */
async function seed() {
  const a = await producerWithChannel();
  const b = await producerWithChannel();
  const products = [
    await createProduct(a.channel),
    await createProduct(a.channel),
    await createProduct(b.channel),
  ];
  const viewers = await quickUsers(70);
  let k = 0;
  for (let d = 0; d < 100; d++) {
    const day = addDays(today, -d);
    // Each day a few viewers of each product, the set turning over so that periods overlap in part.
    for (const [pi, product] of products.entries()) {
      for (let i = 0; i < 1 + ((d + pi) % 4); i++) {
        const viewer = viewers[(d * 3 + pi * 11 + i * 7) % viewers.length];
        const minute = 10 + i * 3 + pi;
        await insertSession({
          userId: viewer.user.id,
          productId: product.id,
          channelId: product.channelId,
          // 11:MM Madrid (UTC+1 in winter, +2 in summer: always the same Madrid day)
          startedAt: `${day}T09:${String(minute).padStart(2, '0')}:00Z`,
          lastSeenAt: `${day}T09:${String(minute + 5 + (k % 7)).padStart(2, '0')}:00Z`,
          seconds: 30 + (k % 50),
          duration: pi === 2 ? null : 600,
          maxPosition: (k * 37) % 600,
        });
        k++;
      }
    }
  }
  return products;
}

const get = async (path: string) => {
  const res = await call('GET', `/api/analytics${path}`, { token: admin.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
/** Nothing is due but, in the first hours of a day, the units that ended at midnight (not settled yet). */
const nothingDue = async () =>
  expect((await dueUnits()).filter((u) => unitEnd(u.grain, u.start) !== dayNumber(today))).toEqual([]);
const close = (estimate: number, exact: number) =>
  expect(Math.abs(estimate - exact), `${estimate} against ${exact}`).toBeLessThanOrEqual(
    Math.max(5, exact * 0.05),
  );

beforeAll(async () => {
  admin = await quickUser('ADMIN');
  await seed();
});

describe('the viewing rollup', () => {
  it('gives a quarter of every channel the figures the sessions give (viewers estimated within 5 %)', async () => {
    const before = {
      overview: await get('/overview?range=quarter'),
      products: await get('/products?range=quarter'),
      channels: await get('/channels?range=quarter'),
    };
    expect(before.overview.viewersEstimated).toBe(false);
    expect(before.products.rows.length).toBe(3);

    expect(await rollViewing(new Date(), 60_000)).toBeGreaterThan(0);
    await nothingDue();
    const plan = await planViewing(before.overview.period.from, before.overview.period.to);
    expect(plan.months.length).toBeGreaterThanOrEqual(2);
    // Whole months, then whole weeks, then rolled days; only today is read from the sessions.
    expect(plan.raw).toEqual([[today, today]]);

    const overview = await get('/overview?range=quarter');
    expect(overview.viewersEstimated).toBe(true);
    // Days are exact: each rolled day keeps its own distinct viewers.
    expect(overview.days).toEqual(before.overview.days);
    for (const figure of overview.headline) {
      const was = before.overview.headline.find((h: { key: string }) => h.key === figure.key);
      if (figure.key === 'viewers') {
        close(figure.current, was.current);
        close(figure.previous, was.previous);
      } else expect(figure, figure.key).toEqual(was);
    }

    const products = await get('/products?range=quarter');
    expect(products.viewersEstimated).toBe(true);
    expect(products.rows.map((r: Row) => r.productId)).toEqual(
      before.products.rows.map((r: Row) => r.productId),
    );
    for (const row of products.rows) {
      const was = before.products.rows.find((r: Row) => r.productId === row.productId);
      close(row.uniqueViewers, was.uniqueViewers);
      expect({ ...row, uniqueViewers: 0, avgCompletion: 0 }).toEqual({
        ...was,
        uniqueViewers: 0,
        avgCompletion: 0,
      });
      if (was.avgCompletion === null) expect(row.avgCompletion).toBeNull();
      else expect(row.avgCompletion).toBeCloseTo(was.avgCompletion, 9);
    }

    const channels = await get('/channels?range=quarter');
    expect(channels.viewersEstimated).toBe(true);
    for (const row of channels.rows) {
      const was = before.channels.rows.find((r: Row) => r.channelId === row.channelId);
      close(row.viewers, was.viewers);
      expect({ ...row, viewers: 0 }).toEqual({ ...was, viewers: 0 });
    }

    // A week, inside the days left to the sessions: read from the sessions, exact, as before.
    const week = await get('/products?range=week');
    expect(week.viewersEstimated).toBe(false);
  });

  it("writes each viewer where the registers say (the SQL sketch and the service's decoding agree)", async () => {
    const rows = await sql<{ u: number; j: number; lv: number; s: Buffer }>(
      `SELECT u, viewer_register(u) AS j, viewer_level(u) AS lv, varbit_send(viewer_sketch(u)) AS s
         FROM generate_series(1, 300) u`,
    );
    for (const { j, lv, s } of rows) {
      const registers = decodeSketch(s);
      expect(registers[j]).toBe(lv);
      expect(registers.reduce((n, r) => n + (r ? 1 : 0), 0)).toBe(1);
    }
    expect(new Set(rows.map((r) => r.j)).size).toBeGreaterThan(200);
  });

  it('rolls again a unit rolled before it settled, and two runs at once roll it once', async () => {
    const yesterday = addDays(today, -1);
    const [product] = await sql<{ id: number; channel_id: number }>(
      `SELECT id, channel_id FROM products ORDER BY id LIMIT 1`,
    );
    const [viewer] = await sql<{ id: number }>(`SELECT id FROM users ORDER BY id DESC LIMIT 1`);
    const before = await sql<{ sessions: number }>(
      `SELECT sessions FROM viewing_rollups WHERE grain = 'day' AND starts = $1 AND product_id = 0`,
      [yesterday],
    );
    // A session of yesterday that arrived late (a viewer's last beats), after a roll made an hour after
    // midnight: the day is due again, and the next runs (two at once) count it, once.
    await insertSession({
      userId: viewer.id,
      productId: product.id,
      channelId: product.channel_id,
      startedAt: `${yesterday}T20:00:00Z`,
      seconds: 45,
    });
    await sql(
      `UPDATE viewing_rollup_units SET rolled_at = ($1::date + 1)::timestamp AT TIME ZONE 'Europe/Madrid' + interval '1 hour'
        WHERE grain IN ('day', 'week', 'month') AND starts <= $1::date
          AND (CASE grain WHEN 'day' THEN starts + 1 WHEN 'week' THEN starts + 7
                          ELSE (starts + interval '1 month')::date END) = $1::date + 1`,
      [yesterday],
    );
    expect((await dueUnits()).some((u) => u.grain === 'day')).toBe(true);
    const [one, two] = await Promise.all([rollViewing(), rollViewing()]);
    expect(one + two).toBeGreaterThan(0);
    const after = await sql<{ sessions: number }>(
      `SELECT sessions FROM viewing_rollups WHERE grain = 'day' AND starts = $1 AND product_id = 0`,
      [yesterday],
    );
    expect(after[0].sessions).toBe((before[0]?.sessions ?? 0) + 1);
    await nothingDue();
  });
});
