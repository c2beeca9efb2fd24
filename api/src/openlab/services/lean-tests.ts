import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Channel, LeanTest, Product, type User } from '../../../../models/index.ts';
import { insertWithSlug } from '../../catalogue/services/slugs.ts';
import { AppError, fieldError } from '../../errors.ts';
import { captureLead } from '../../leads/services/capture.ts';
import type { ListParams } from '../../lib/rest.ts';
import { assertCan, can, scopeOf } from '../../policy.ts';
import type {
  LeanTestCreateInput,
  LeanTestDecisionInput,
  LeanTestFilter,
  LeanTestPatchInput,
  LeanTestSignupInput,
} from '../schemas/openlab.ts';

/**
 * Lean tests of the open lab (issue 24, module `openlab`): an organizer (their own channels) or an admin
 * (any) publishes a page for a product that does not exist yet and measures interest:
 *  - visits: a counter on the row, moved by the public page's render (bots are not counted);
 *  - "I'm interested": an email with consent (none without it: LEAN_TEST_CONSENT_REQUIRED, nothing saved),
 *    one per email and test (UNIQUE; signing up again changes nothing and answers the same thanks, so the
 *    form never tells whether an email is known), each also a lead (source 'lean-test', the test's channel)
 *    written in the same transaction;
 *  - the price each would pay, one of the test's options: the distribution beside the decision.
 * Which tests a caller manages is the policy's `leantest.manage` (a channel's owner or an admin; others' tests
 * are 404).
 */

export const LEAD_SOURCE = 'lean-test';
const db = () => connectionOf(LeanTest);

const SORT_COLUMNS: Record<string, string> = {
  createdAt: 't.created_at',
  id: 't.id',
  title: 't.title',
  visits: 't.visits',
};

interface Row {
  id: number;
  slug: string;
  title: string;
  pitch: string | null;
  image_url: string | null;
  price_cents: number | null;
  currency: string;
  price_options: number[];
  status: LeanTest['status'];
  visits: number;
  decision: LeanTest['decision'];
  decision_note: string | null;
  decided_at: Date | null;
  product_id: number | null;
  created_at: Date;
  updated_at: Date;
  channel_id: number;
  c_title: string;
  c_slug: string;
  signups: number;
  total?: string;
}

const SELECT = `
  SELECT t.*, c.title AS c_title, c.slug AS c_slug,
         (SELECT count(*) FROM lean_test_signups s WHERE s.lean_test_id = t.id)::int AS signups
    FROM lean_tests t JOIN channels c ON c.id = t.channel_id`;

function pageJson(r: Row) {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    pitch: r.pitch,
    imageUrl: r.image_url,
    priceCents: r.price_cents,
    currency: r.currency,
    priceOptions: r.price_options,
    channel: { id: r.channel_id, title: r.c_title, slug: r.c_slug },
  };
}

function toJson(r: Row) {
  return {
    ...pageJson(r),
    status: r.status,
    visits: r.visits,
    signups: r.signups,
    decision: r.decision,
    decisionNote: r.decision_note,
    decidedAt: r.decided_at,
    productId: r.product_id,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

async function rowOf(where: string, replacements: Record<string, unknown>, transaction?: Transaction) {
  const [row] = await db().query<Row>(`${SELECT} WHERE ${where}`, {
    replacements,
    type: QueryTypes.SELECT,
    transaction,
  });
  return row ?? null;
}

/** A lean test the caller manages, else NOT_FOUND (others' tests are never confirmed to exist). */
async function managed(user: User, id: number) {
  const row = await rowOf('t.id = :id', { id });
  if (!row) throw new AppError('NOT_FOUND');
  await assertCan(user, 'leantest.manage', { channelId: row.channel_id });
  return row;
}

/** The caller's lean tests (an admin's: all), newest first unless asked otherwise. */
export async function listLeanTests(user: User, p: ListParams<LeanTestFilter>) {
  await assertCan(user, 'leantest.manage');
  const scope = await scopeOf(user);
  const conditions = ['TRUE'];
  if (scope !== null) conditions.push('t.channel_id = ANY(ARRAY[:scope]::int[])');
  if (p.filter.status) conditions.push('t.status = :status');
  if (p.filter.channelId) conditions.push('t.channel_id = :channelId');
  if (p.filter.q) conditions.push('t.title ILIKE :q');
  const rows = await db().query<Row>(
    `${SELECT.replace('SELECT t.*', 'SELECT count(*) OVER () AS total, t.*')}
      WHERE ${conditions.join(' AND ')}
      ORDER BY ${SORT_COLUMNS[p.sort.field] ?? 't.created_at'} ${p.sort.order}, t.id ${p.sort.order}
      OFFSET :offset LIMIT :limit`,
    {
      replacements: {
        scope: scope?.length ? scope : [0],
        status: p.filter.status ?? null,
        channelId: p.filter.channelId ?? null,
        q: p.filter.q ? `%${p.filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null,
        offset: p.offset,
        limit: p.limit,
      },
      type: QueryTypes.SELECT,
    },
  );
  return { rows: rows.map(toJson), count: rows.length ? Number(rows[0].total) : 0 };
}

export async function leanTestView(user: User, id: number) {
  return toJson(await managed(user, id));
}

/** A channel the caller manages (a field error otherwise: the form names the channel to pick again). */
async function ownChannel(user: User, channelId: number) {
  const channel = await Channel.findByPk(channelId, { attributes: ['id', 'userId'] });
  if (!channel || !(await can(user, 'leantest.manage', { channelId })).allowed) {
    throw fieldError('REFERENCE_NOT_FOUND', 'channelId');
  }
  return channel;
}

export async function createLeanTest(user: User, body: LeanTestCreateInput) {
  await assertCan(user, 'leantest.manage');
  await ownChannel(user, body.channelId);
  const test = await insertWithSlug({
    table: 'lean_tests',
    explicit: body.slug,
    title: body.title,
    fallback: 'lab',
    insert: (slug, transaction) =>
      LeanTest.create(
        {
          channelId: body.channelId,
          createdBy: user.id,
          slug,
          title: body.title,
          pitch: body.pitch ?? null,
          imageUrl: body.imageUrl ?? null,
          priceCents: body.priceCents ?? null,
          currency: body.currency,
          priceOptions: body.priceOptions,
          status: body.status,
        },
        { transaction },
      ),
  });
  return leanTestView(user, test.id);
}

export async function updateLeanTest(user: User, id: number, body: LeanTestPatchInput) {
  await managed(user, id);
  const test = (await LeanTest.findByPk(id)) as LeanTest;
  const { slug, ...rest } = body;
  const values = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (slug !== undefined && slug !== test.slug) {
    const taken = await LeanTest.findOne({ where: { slug }, attributes: ['id'] });
    if (taken) throw fieldError('SLUG_EXISTS', 'slug');
    Object.assign(values, { slug });
  }
  try {
    await test.update(values);
  } catch (err) {
    if ((err as { name?: string }).name === 'SequelizeUniqueConstraintError')
      throw fieldError('SLUG_EXISTS', 'slug');
    throw err;
  }
  return leanTestView(user, id);
}

export async function deleteLeanTest(user: User, id: number) {
  await managed(user, id);
  await LeanTest.destroy({ where: { id } });
}

/**
 * Records the decision taken from the results: create the product (maybe naming the product made from it,
 * of the same channel) or drop the idea; null takes it back.
 */
export async function decideLeanTest(user: User, id: number, body: LeanTestDecisionInput) {
  const row = await managed(user, id);
  const productId = body.decision === 'create' ? (body.productId ?? null) : null;
  if (productId !== null) {
    const product = await Product.findByPk(productId, { attributes: ['id', 'channelId'] });
    if (!product || product.channelId !== row.channel_id)
      throw fieldError('REFERENCE_NOT_FOUND', 'productId');
  }
  await LeanTest.update(
    {
      decision: body.decision,
      decisionNote: body.decision ? (body.note ?? null) : null,
      decidedAt: body.decision ? new Date() : null,
      productId,
    },
    { where: { id } },
  );
  return leanTestView(user, id);
}

/** Visits, sign-ups, conversion and the price answers' distribution (with the median), beside the decision. */
export async function leanTestResults(user: User, id: number) {
  const row = await managed(user, id);
  const answers = await db().query<{ price: number | null; n: number }>(
    `SELECT price_answer AS price, count(*)::int AS n FROM lean_test_signups
      WHERE lean_test_id = :id GROUP BY price_answer`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  const counts = new Map(answers.map((a) => [a.price, a.n]));
  // Every option, in the test's order (none chosen: 0), then answers to options since removed.
  const prices = row.price_options.map((priceCents) => ({ priceCents, count: counts.get(priceCents) ?? 0 }));
  for (const a of answers) {
    if (a.price !== null && !row.price_options.includes(a.price))
      prices.push({ priceCents: a.price, count: a.n });
  }
  const given = answers
    .filter((a) => a.price !== null)
    .sort((a, b) => (a.price as number) - (b.price as number));
  const total = given.reduce((sum, a) => sum + a.n, 0);
  let median: number | null = null;
  let seen = 0;
  for (const a of given) {
    seen += a.n;
    if (seen * 2 >= total) {
      median = a.price;
      break;
    }
  }
  return {
    id: row.id,
    visits: row.visits,
    signups: row.signups,
    conversion: row.visits > 0 ? Math.round((row.signups / row.visits) * 10_000) / 10_000 : null,
    prices,
    noPrice: counts.get(null) ?? 0,
    medianPriceCents: median,
    decision: row.decision,
    decisionNote: row.decision_note,
    decidedAt: row.decided_at,
    productId: row.product_id,
  };
}

/** The public page: published tests, and closed ones (which say so and take no sign-ups). */
async function publicRow(slug: string) {
  const row = await rowOf(`t.slug = :slug AND t.status IN ('published', 'closed')`, { slug });
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function leanTestPage(slug: string) {
  const row = await publicRow(slug);
  return { ...pageJson(row), open: row.status === 'published' };
}

/**
 * Crawlers, link previewers, monitors and headless browsers: their visits are no interest. A visit without
 * a User-Agent is not counted either.
 */
const BOT =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|quora|whatsapp|telegram|skype|bingpreview|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python|java\/|go-http|node-fetch|axios|httpclient|okhttp|scrapy|phantom|selenium/i;

export function isBot(userAgent: string | undefined | null): boolean {
  return !userAgent || userAgent.length < 10 || BOT.test(userAgent);
}

/** One visit of the public page (its render asks this with the visitor's User-Agent): one UPDATE. */
export async function countVisit(slug: string, userAgent: string | undefined) {
  if (isBot(userAgent)) return { counted: false };
  const [rows] = (await db().query(
    `UPDATE lean_tests SET visits = visits + 1 WHERE slug = :slug AND status = 'published' RETURNING id`,
    { replacements: { slug } },
  )) as [unknown[], unknown];
  if (!rows.length) throw new AppError('NOT_FOUND');
  return { counted: true };
}

/** "I'm interested": see the top of this file. */
export async function signUp(slug: string, body: LeanTestSignupInput) {
  const row = await publicRow(slug);
  if (body.consent !== true) throw fieldError('LEAN_TEST_CONSENT_REQUIRED', 'consent');
  if (row.status !== 'published') throw new AppError('LEAN_TEST_CLOSED');
  const price = body.priceAnswer ?? null;
  if (price !== null && !row.price_options.includes(price))
    throw fieldError('LEAN_TEST_PRICE_INVALID', 'priceAnswer');
  await db().transaction(async (transaction) => {
    const [inserted] = (await db().query(
      `INSERT INTO lean_test_signups (lean_test_id, email, consent, price_answer)
       SELECT id, :email, true, :price FROM lean_tests WHERE id = :id AND status = 'published'
       ON CONFLICT (lean_test_id, email) DO NOTHING
       RETURNING id`,
      { replacements: { id: row.id, email: body.email, price }, transaction },
    )) as [unknown[], unknown];
    if (!inserted.length) {
      // Signed up already (the thanks are the same), or closed meanwhile.
      const open = await LeanTest.count({ where: { id: row.id, status: 'published' }, transaction });
      if (!open) throw new AppError('LEAN_TEST_CLOSED');
      return;
    }
    // A lead while the leads module is on (captureLead: off, its parts are absent).
    await captureLead({
      email: body.email,
      source: LEAD_SOURCE,
      channelId: row.channel_id,
      consent: true,
      transaction,
    });
  });
  return { ok: true as const };
}
