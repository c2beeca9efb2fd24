import { Op, QueryTypes } from 'sequelize';
import {
  Category,
  Channel,
  type Language,
  Product,
  ProductSession,
  ScheduleSection,
  Speaker,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import type { ListParams } from '../../lib/rest.ts';
import type { ScheduleFilter } from '../schemas/schedule.ts';
import { isProductPublic, publicProductSql } from './catalogue-access.ts';
import { categoryJson, channelSummary, productJson, sessionJson, speakerJson } from './product-json.ts';

/**
 * The public agenda (spec 2 /schedule and /schedule/{productSlug}/section/{sectionId}): the sessions of
 * public products (published, in a published channel) that have not ended yet, soonest first, and each
 * product's running order (schedule sections: title, minutes, speaker). Private products stay out: they
 * are reached through codes, never listed.
 */

/** SQL: the session `s` of product `p` in channel `c` is public and still to come (or on now) at :from. */
const UPCOMING = `${publicProductSql('p', 'c')}
  AND s.starts_at + make_interval(mins => COALESCE(s.duration_minutes, 0)) > :from`;

/** FROM and WHERE of the upcoming sessions, narrowed to a channel and a category when given. */
function fromWhere(channel: number | undefined, category: number | undefined) {
  return `FROM product_sessions s JOIN products p ON p.id = s.product_id JOIN channels c ON c.id = p.channel_id
    WHERE ${UPCOMING}
      ${channel ? 'AND c.id = :channel' : ''}
      ${category ? 'AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = :category)' : ''}`;
}

interface SessionRow {
  id: number;
  productId: number;
  total: string;
}

/** A channel or category named by id or slug; null when there is none (the list is then empty). */
async function channelId(ref: string | undefined): Promise<number | null | undefined> {
  if (!ref) return undefined;
  const found = /^\d{1,9}$/.test(ref) ? await Channel.findByPk(Number(ref)) : await Channel.findBySlug(ref);
  return found?.id ?? null;
}

async function categoryId(ref: string | undefined): Promise<number | null | undefined> {
  if (!ref) return undefined;
  const found = /^\d{1,9}$/.test(ref) ? await Category.findByPk(Number(ref)) : await Category.findBySlug(ref);
  return found?.id ?? null;
}

function db() {
  if (!Channel.sequelize) throw new Error('models are not initialised');
  return Channel.sequelize;
}

/** Each product's running order, with the speaker's name and slug (for links to the speaker page). */
async function sectionsOf(productIds: number[]) {
  const rows = productIds.length
    ? await ScheduleSection.findAll({
        where: { productId: { [Op.in]: productIds } },
        include: [{ model: Speaker, as: 'speaker', attributes: ['id', 'slug', 'name'] }],
        order: [
          ['position', 'ASC'],
          ['id', 'ASC'],
        ],
      })
    : [];
  const byProduct = new Map<number, ReturnType<typeof sectionSummary>[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(
      sectionSummary(
        row,
        list.reduce((sum, s) => sum + s.durationMinutes, 0),
      ),
    );
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

function sectionSummary(s: ScheduleSection, startsAfterMinutes: number) {
  return {
    id: s.id,
    title: s.title,
    durationMinutes: s.durationMinutes,
    position: s.position,
    /** Minutes from the start of a session to the start of this section (the running order adds up). */
    startsAfterMinutes,
    speaker: s.speaker ? { id: s.speaker.id, slug: s.speaker.slug, name: s.speaker.name } : null,
  };
}

/** One page of upcoming public sessions, each with its product, channel and running order. */
export async function listSchedule(p: ListParams<ScheduleFilter>, lang: Language) {
  const from = p.filter.from ? new Date(p.filter.from) : new Date();
  const [channel, category] = await Promise.all([channelId(p.filter.channel), categoryId(p.filter.category)]);
  if (channel === null || category === null) return { rows: [], count: 0 };
  const order = p.sort.order === 'DESC' ? 'DESC' : 'ASC';
  const found = await db().query<SessionRow>(
    `SELECT s.id, s.product_id AS "productId", count(*) OVER () AS total ${fromWhere(channel, category)}
     ORDER BY s.starts_at ${order}, s.id ${order} LIMIT :limit OFFSET :offset`,
    {
      replacements: {
        from,
        channel: channel ?? null,
        category: category ?? null,
        limit: p.limit,
        offset: p.offset,
      },
      type: QueryTypes.SELECT,
    },
  );
  const count = found.length ? Number(found[0].total) : await countSchedule(from, channel, category);
  if (!found.length) return { rows: [], count };
  const productIds = [...new Set(found.map((r) => r.productId))];
  const [sessions, products, sections, recordings] = await Promise.all([
    ProductSession.findAll({ where: { id: { [Op.in]: found.map((r) => r.id) } } }),
    Product.findAll({
      where: { id: { [Op.in]: productIds } },
      include: [{ model: Channel, as: 'channel' }],
    }),
    sectionsOf(productIds),
    fakeLiveSeconds(productIds),
  ]);
  const sessionById = new Map(sessions.map((s) => [s.id, s]));
  const productById = new Map(products.map((x) => [x.id, x]));
  const rows = found.flatMap((r) => {
    const session = sessionById.get(r.id);
    const product = productById.get(r.productId);
    if (!session || !product) return [];
    return [
      {
        ...sessionView(
          session,
          from,
          lang,
          product.type === 'live' ? (recordings.get(product.id) ?? 0) : null,
        ),
        product: productJson(product, { lang, full: false, channel: product.channel }),
        sections: sections.get(product.id) ?? [],
      },
    ];
  });
  return { rows, count };
}

async function countSchedule(from: Date, channel: number | undefined, category: number | undefined) {
  const [row] = await db().query<{ n: string }>(`SELECT count(*) AS n ${fromWhere(channel, category)}`, {
    replacements: { from, channel: channel ?? null, category: category ?? null },
    type: QueryTypes.SELECT,
  });
  return Number(row?.n ?? 0);
}

/**
 * The length in seconds of the ready recording each fake live (type live) of `productIds` plays on its
 * sessions' clock; a fake live without one is missing (it plays nothing, so it is never on).
 */
async function fakeLiveSeconds(productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db().query<{ productId: number; seconds: number }>(
    `SELECT DISTINCT ON (a.product_id) a.product_id AS "productId", a.duration_seconds AS seconds
       FROM media_assets a JOIN products p ON p.id = a.product_id
      WHERE a.product_id IN (:ids) AND p.type = 'live' AND a.lesson_id IS NULL AND a.kind = 'video'
        AND a.status = 'ready'
      ORDER BY a.product_id, a.created_at DESC, a.id DESC`,
    { replacements: { ids: productIds }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [r.productId, Number(r.seconds ?? 0)]));
}

/**
 * A session with its end and whether it is on at `now`. A fake live (`recordingSeconds` given, null
 * for other products) is on only while its recording plays: from the start for the recording's length.
 */
function sessionView(s: ProductSession, now: Date, lang: Language, recordingSeconds: number | null = null) {
  const start = s.startsAt.getTime();
  const end =
    recordingSeconds !== null
      ? start + recordingSeconds * 1000
      : s.durationMinutes
        ? start + s.durationMinutes * 60_000
        : null;
  return {
    ...sessionJson(s, lang),
    endsAt: end === null ? null : new Date(end),
    onNow: start <= now.getTime() && (end === null || end > now.getTime()),
  };
}

/** The channels and categories that have upcoming public sessions: the options of the agenda's filters. */
export async function scheduleFilters(lang: Language) {
  const from = new Date();
  const [channelRows, categoryRows] = await Promise.all([
    db().query<{ id: number }>(`SELECT DISTINCT c.id ${fromWhere(undefined, undefined)}`, {
      replacements: { from },
      type: QueryTypes.SELECT,
    }),
    db().query<{ id: number }>(
      `SELECT DISTINCT pc.category_id AS id FROM product_categories pc
       WHERE pc.product_id IN (SELECT p.id ${fromWhere(undefined, undefined)})`,
      { replacements: { from }, type: QueryTypes.SELECT },
    ),
  ]);
  const [channels, categories] = await Promise.all([
    Channel.findAll({ where: { id: { [Op.in]: channelRows.map((r) => r.id) } } }),
    Category.findAll({
      where: { id: { [Op.in]: categoryRows.map((r) => r.id) } },
      order: [
        ['position', 'ASC'],
        ['name', 'ASC'],
      ],
    }),
  ]);
  return {
    channels: channels
      .map((c) => channelSummary(c, lang))
      .sort((a, b) => (a.localized.title ?? a.title).localeCompare(b.localized.title ?? b.title, lang)),
    categories: categories.map((c) => categoryJson(c, lang)),
  };
}

/**
 * One section of a public product's running order, with the product, its whole running order and its
 * sessions still to come (so a page can say when the section starts). Anything else is 404.
 */
export async function scheduleSectionView(productSlug: string, sectionId: number, lang: Language) {
  const product = await Product.findOne({
    where: { slug: productSlug },
    include: [{ model: Channel, as: 'channel' }],
  });
  if (!product?.channel || !isProductPublic(product, product.channel)) throw new AppError('NOT_FOUND');
  const section = await ScheduleSection.findOne({
    where: { id: sectionId, productId: product.id },
    include: [{ model: Speaker, as: 'speaker' }],
  });
  if (!section) throw new AppError('NOT_FOUND');
  const now = new Date();
  const [sections, sessions, recordings] = await Promise.all([
    sectionsOf([product.id]),
    ProductSession.findAll({
      where: { productId: product.id },
      order: [
        ['startsAt', 'ASC'],
        ['id', 'ASC'],
      ],
    }),
    fakeLiveSeconds([product.id]),
  ]);
  const recording = product.type === 'live' ? (recordings.get(product.id) ?? 0) : null;
  const order = sections.get(product.id) ?? [];
  const current = order.find((s) => s.id === section.id);
  return {
    section: {
      ...(current ?? sectionSummary(section, 0)),
      speaker: section.speaker ? speakerJson(section.speaker, lang) : null,
    },
    product: productJson(product, { lang, full: false, channel: product.channel }),
    sections: order,
    sessions: sessions
      .map((s) => sessionView(s, now, lang, recording))
      .filter((s) => s.onNow || new Date(s.startsAt).getTime() > now.getTime()),
  };
}
