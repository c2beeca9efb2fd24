import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_FIELD_TYPES } from '../../api/src/shared/forms.ts';
import { createSequelize } from '../../models/database.ts';
import { PRODUCT_TYPES } from '../../models/index.ts';
import { migrate } from '../../models/migrate.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../seeds/index.ts';
import { dropDatabase, recreateDatabase, siblingDatabaseUrl } from '../db.ts';
import { call } from './helpers/client.ts';

// The shared test database already has users (other files create them), and the seed only runs on an
// empty one: this file seeds its own database on the same server. createSequelize() binds the models to
// it for the rest of this file (each test file runs in its own module context).
const SEED_URL = siblingDatabaseUrl('platea_test_seed');

let sequelize: Sequelize;
const rows = <T extends object = Record<string, unknown>>(sql: string, bind: unknown[] = []) =>
  sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
const count = async (sql: string, bind: unknown[] = []) =>
  Number((await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, bind))[0].n);

beforeAll(async () => {
  await recreateDatabase(SEED_URL);
  sequelize = createSequelize(SEED_URL);
  await migrate(sequelize);
}, 120_000);

afterAll(async () => {
  await sequelize?.close();
  await dropDatabase(SEED_URL);
});

describe('seedDemo', () => {
  it('loads the demo data on an empty database, once', async () => {
    expect(await seedDemo(sequelize)).toBe(true);
    const tables = ['users', 'channels', 'products', 'orders', 'coupons', 'lessons'];
    const before = await Promise.all(tables.map((t) => count(t)));
    expect(await seedDemo(sequelize)).toBe(false);
    expect(await Promise.all(tables.map((t) => count(t)))).toEqual(before);
  }, 60_000);

  it('keeps the documented accounts and lets every demo account sign in', async () => {
    for (const email of ['admin@platea.test', 'producer@platea.test', 'viewer@platea.test']) {
      expect(DEMO_ACCOUNTS.some((a) => a.email === email)).toBe(true);
    }
    for (const a of DEMO_ACCOUNTS) {
      const res = await call('POST', '/api/auth/login', { body: { email: a.email, password: a.password } });
      expect(res.status, a.email).toBe(200);
      expect(res.body.user.roles).toEqual(a.roles);
    }
  });

  it('has two producers with published channels, one with an active monthly subscription', async () => {
    const producers = await rows<{ user_id: number; subs: number }>(
      `SELECT c.user_id, count(*) FILTER (WHERE c.subscription_active AND c.subscription_total > 0)::int AS subs
         FROM channels c JOIN users u ON u.id = c.user_id
        WHERE c.status = 'published' AND 'PRODUCER' = ANY (u.roles) GROUP BY c.user_id`,
    );
    expect(producers.length).toBeGreaterThanOrEqual(2);
    expect(producers.some((p) => p.subs > 0)).toBe(true);
    // The subscription price follows the 10% tax rule.
    const [sub] = await rows<{ net: number; tax: number; total: number }>(
      'SELECT subscription_net AS net, subscription_tax AS tax, subscription_total AS total FROM channels WHERE subscription_active',
    );
    expect(sub.net).toBe(Math.round(sub.total / 1.1));
  });

  it('has products of all 11 types, in draft, published and private, free and paid', async () => {
    const types = (await rows<{ type: string }>('SELECT DISTINCT type FROM products')).map((r) => r.type);
    expect(types.sort()).toEqual([...PRODUCT_TYPES].sort());
    const statuses = (await rows<{ status: string }>('SELECT DISTINCT status FROM products')).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual(['draft', 'private', 'published']);
    const plans = (await rows<{ plan: string }>('SELECT DISTINCT plan FROM products')).map((r) => r.plan);
    expect(plans.sort()).toEqual(['free', 'paid']);
    // Prices carry the 10% tax; one offer is open right now; all three age classes appear.
    expect(await count(`products WHERE plan = 'paid' AND net_price <> round(total_price / 1.1)`)).toBe(0);
    expect(
      await count('products WHERE offer_total IS NOT NULL AND offer_from <= now() AND offer_until > now()'),
    ).toBe(1);
    expect(await count('(SELECT DISTINCT age_class FROM products) a')).toBe(3);
  });

  it('has sessions in the past and in the future, and multi-date products with several', async () => {
    expect(await count('product_sessions WHERE starts_at < now()')).toBeGreaterThan(0);
    expect(await count('product_sessions WHERE starts_at > now()')).toBeGreaterThan(0);
    expect(
      await count(
        '(SELECT p.id FROM products p JOIN product_sessions s ON s.product_id = p.id WHERE p.multi_date GROUP BY p.id HAVING count(*) > 1) m',
      ),
    ).toBeGreaterThanOrEqual(2);
  });

  it('has a course with modules and lessons, and a master of two courses in order', async () => {
    const modules = await rows<{ course_id: number; lessons: number }>(
      `SELECT m.course_id, count(l.id)::int AS lessons FROM course_modules m
         LEFT JOIN lessons l ON l.module_id = m.id GROUP BY m.id ORDER BY m.course_id`,
    );
    const byCourse = new Map<number, number[]>();
    for (const m of modules) byCourse.set(m.course_id, [...(byCourse.get(m.course_id) ?? []), m.lessons]);
    expect([...byCourse.values()].some((ls) => ls.length >= 3 && ls.every((n) => n >= 2))).toBe(true);
    expect(
      await count(`lessons WHERE notes IS NOT NULL AND jsonb_array_length(resources) > 0`),
    ).toBeGreaterThan(0);
    const master = await rows<{ position: number }>('SELECT position FROM master_courses ORDER BY position');
    expect(master.map((m) => m.position)).toEqual([0, 1]);
    expect(
      await count(
        `datasheets WHERE jsonb_array_length(benefits) > 0 AND jsonb_array_length(testimonials) > 0`,
      ),
    ).toBe(1);
  });

  it('has speakers with tags on products and schedule sections, and categories on products', async () => {
    expect(await count('speakers WHERE cardinality(tags) > 0')).toBeGreaterThanOrEqual(4);
    expect(await count('product_speakers')).toBeGreaterThan(0);
    expect(await count('schedule_sections WHERE speaker_id IS NOT NULL')).toBeGreaterThan(0);
    expect(await count(`categories WHERE translations ? 'en' AND translations ? 'pt'`)).toBe(
      await count('categories'),
    );
    expect(await count('product_categories')).toBeGreaterThan(0);
  });

  it('has coupons for published products and a batch of at least 20 codes for a private one, some redeemed', async () => {
    expect(
      await count(
        `coupons c JOIN products p ON p.id = c.product_id WHERE c.kind = 'coupon' AND p.status = 'published'`,
      ),
    ).toBeGreaterThanOrEqual(2);
    const codes = await rows<{ n: number; redeemed: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE c.redeemed_count = 1)::int AS redeemed
         FROM coupons c JOIN products p ON p.id = c.product_id WHERE c.kind = 'code' AND p.status = 'private'
        GROUP BY p.id ORDER BY n DESC LIMIT 1`,
    );
    expect(codes[0].n).toBeGreaterThanOrEqual(20);
    expect(codes[0].redeemed).toBeGreaterThan(0);
    expect(codes[0].redeemed).toBeLessThan(codes[0].n);
    expect(await count(`coupon_redemptions WHERE coupon_kind = 'code'`)).toBe(codes[0].redeemed);
  });

  it('gives the viewer products, a live subscription and paid orders with sequential invoices', async () => {
    const [viewer] = await rows<{ id: number }>(`SELECT id FROM users WHERE email = 'viewer@platea.test'`);
    const sources = await rows<{ source: string }>('SELECT source FROM product_accesses WHERE user_id = $1', [
      viewer.id,
    ]);
    expect(sources.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sources.map((s) => s.source))).toEqual(new Set(['purchase', 'free', 'code']));
    expect(
      await count(`subscriptions WHERE user_id = $1 AND status = 'subscribed' AND valid_until > now()`, [
        viewer.id,
      ]),
    ).toBe(1);
    const paid = await rows<{ id: number; total: number; items: number; paid_items: number; series: string }>(
      `SELECT o.id, o.total, o.invoice_series AS series,
              sum(i.unit_total * i.quantity)::int AS items, count(*) FILTER (WHERE i.unit_total > 0)::int AS paid_items
         FROM orders o JOIN order_items i ON i.order_id = o.id
        WHERE o.user_id = $1 AND o.status = 'paid' AND o.total > 0 GROUP BY o.id`,
      [viewer.id],
    );
    expect(paid.length).toBeGreaterThanOrEqual(2);
    // The buyer pays the 0.45 € ticket fee on top (media-pay ticketFeePaidBy 'buyer' by default).
    for (const o of paid) expect(o.total).toBe(o.items + 45 * o.paid_items);
    // Every invoice series is numbered 1..n without gaps, in payment order.
    const invoices = await rows<{ series: string; number: number }>(
      'SELECT invoice_series AS series, invoice_number AS number FROM orders WHERE invoice_number IS NOT NULL ORDER BY paid_at',
    );
    for (const series of new Set(invoices.map((i) => i.series))) {
      const numbers = invoices.filter((i) => i.series === series).map((i) => i.number);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    // Sales freeze the 91% / 9% + 0.45 € split (the 9% also applies to a donation).
    const sales = await rows<{
      base: number;
      fee_platform: number;
      fee_fixed: number;
      organizer_amount: number;
    }>(
      'SELECT amount + support AS base, fee_platform, fee_fixed, organizer_amount FROM sales WHERE amount > 0 AND order_item_id IS NOT NULL',
    );
    expect(sales.length).toBeGreaterThan(0);
    for (const s of sales) {
      expect(s.fee_platform).toBe(Math.round(s.base * 0.09));
      expect(s.fee_fixed).toBe(45);
      expect(s.organizer_amount).toBe(s.base - s.fee_platform);
    }
    // Every paid subscription month is an order with an invoice and a sale: 91% / 9%, no fee per ticket.
    const periods = await rows<{
      base: number;
      fee_platform: number;
      fee_fixed: number;
      organizer_amount: number;
    }>(
      `SELECT s.amount AS base, s.fee_platform, s.fee_fixed, s.organizer_amount FROM sales s
         JOIN orders o ON o.id = s.order_id AND o.subscription_id = s.subscription_id
        WHERE o.status = 'paid' AND o.invoice_number IS NOT NULL AND o.total = s.amount`,
    );
    expect(periods.length).toBe(await count('subscriptions'));
    for (const s of periods) {
      expect(s.fee_platform).toBe(Math.round(s.base * 0.09));
      expect(s.fee_fixed).toBe(0);
      expect(s.organizer_amount).toBe(s.base - s.fee_platform);
    }
  });

  it('writes every product, channel and speaker in es with en and pt translations, and real images', async () => {
    expect(
      await count(
        `products WHERE language <> 'es'
           OR NOT (translations->'en' ?& array['title','description','shortDescription'])
           OR NOT (translations->'pt' ?& array['title','description','shortDescription'])`,
      ),
    ).toBe(0);
    expect(await count(`channels WHERE NOT (translations ? 'en' AND translations ? 'pt')`)).toBe(0);
    expect(await count(`speakers WHERE NOT (translations ? 'en' AND translations ? 'pt')`)).toBe(0);
    const images = await rows<{ path: string }>(
      `SELECT image AS path FROM products UNION SELECT logo FROM channels UNION SELECT cover_image FROM channels
       UNION SELECT image FROM speakers`,
    );
    for (const { path } of images) {
      expect(path).toMatch(/^\/images\/demo\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join('site/public', path)), path).toBe(true);
    }
    expect(await count('pages WHERE published')).toBeGreaterThan(0);
    expect(await count('ad_banners WHERE active')).toBe(1);
  });

  it('fills the home with sliders and featured items of the seeded catalogue', async () => {
    const res = await call('GET', '/api/home', { lang: 'en' });
    expect(res.status).toBe(200);
    const sections = res.body.sections as { type: string; items: { title: string; kind: string }[] }[];
    for (const type of [
      'hero',
      'productSlider',
      'channelSlider',
      'speakerSlider',
      'featuredProduct',
      'featuredChannel',
      'static',
      'cta',
    ]) {
      expect(
        sections.some((s) => s.type === type),
        type,
      ).toBe(true);
    }
    for (const s of sections.filter((s) => /Slider|featured/.test(s.type))) {
      expect(s.items.length, s.type).toBeGreaterThan(0);
    }
    // Translated titles; a speaker keeps the name, not the translated role.
    const speakers = sections.find((s) => s.type === 'speakerSlider')?.items ?? [];
    expect(speakers.map((i) => i.title)).toContain('Helena Sousa');
    expect(sections.find((s) => s.type === 'featuredChannel')?.items[0].title).toBe(
      'Atlantic Symphony Orchestra',
    );
  });

  it('sends the demo viewer a published survey she has not answered yet, and organizers one of their own', async () => {
    const viewer = await call('POST', '/api/auth/login', {
      body: { email: 'viewer@platea.test', password: 'Viewer.2026' },
    });
    const res = await call('GET', '/api/me/surveys', { token: viewer.body.token });
    const surveys = res.body as { title: string; answeredAt: string | null; questionCount: number }[];
    expect(surveys.map((s) => s.title)).toEqual(['Tu opinión sobre Platea']);
    expect(surveys[0]).toMatchObject({ answeredAt: null, questionCount: 9 });
    // Every kind of question of the form creator appears, one "show if" too, and someone has answered.
    const types = await rows<{ type: string }>(
      `SELECT DISTINCT f ->> 'type' AS type FROM surveys,
              jsonb_array_elements(form -> 'sections') s, jsonb_array_elements(s -> 'fields') f`,
    );
    expect(types.map((t) => t.type).sort()).toEqual([...FORM_FIELD_TYPES].sort());
    expect(
      await count(`surveys WHERE jsonb_path_exists(form, '$.sections[*].fields[*].showIf')`),
    ).toBeGreaterThan(0);
    expect(await count('survey_responses')).toBeGreaterThan(0);
    expect(await count(`surveys WHERE status = 'published' AND 'PRODUCER' = ANY (recipient_roles)`)).toBe(1);
  });

  it('switches the leads module on, with leads of each organizer and of the platform: each organizer sees only theirs', async () => {
    const login = (email: string, password: string) =>
      call('POST', '/api/auth/login', { body: { email, password } }).then((r) => r.body.token as string);
    const admin = await call('GET', '/api/leads', { token: await login('admin@platea.test', 'Admin.2026') });
    expect(admin.status).toBe(200);
    // The five of seeds/leads.ts and the lean test's sign-ups, each a lead of its channel.
    const signups = await count('lean_test_signups');
    expect(signups).toBeGreaterThan(0);
    expect(admin.body.length).toBe(5 + signups);
    const producer = await call('GET', '/api/leads', {
      token: await login('producer@platea.test', 'Producer.2026'),
    });
    expect(producer.body.length).toBeGreaterThan(0);
    expect(producer.body.length).toBeLessThan(admin.body.length);
    expect(producer.body.every((l: { channel: unknown }) => l.channel !== null)).toBe(true);
  });
});
