import { Op, QueryTypes, type Transaction, type WhereOptions } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { AdBanner, type AdBannerImage, Channel, Product } from '../../../../models/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { type ListParams, likePattern, pageQuery } from '../../lib/rest.ts';
import { inspectImage } from '../../media/images.ts';
import { mediaStorage } from '../../media/storage/index.ts';
import {
  AD_DAYS,
  type AdArea,
  type AdBannerJson,
  type AdDaysJson,
  type AdShown,
} from '../../shared/advertising.ts';
import type { BannerFilter, BannerInput } from '../schemas/banners.ts';
import { beaconUrl, clickUrl, TODAY } from '../tracking.ts';

/**
 * Ad banners (issue 24, /manage/advertising): the admin composes a banner of 1 to 6 columns (the input
 * schema refuses more, the database's checks hold it), each an image uploaded here with its link and alt
 * text, for one display area between optional dates; products and channels may carry one as their own.
 * A save writes the banner and which products and channels carry it in one transaction: a refused input
 * leaves nothing half-saved.
 */

/** The head of an image that image-size needs to read its size (a JPEG's EXIF comes first). */
const IMAGE_HEAD_BYTES = 512 * 1024;

async function load(id: number, transaction?: Transaction) {
  const banner = await AdBanner.findByPk(id, { transaction });
  if (!banner) throw new AppError('AD_BANNER_NOT_FOUND');
  return banner;
}

/** The size of an uploaded image read from its stored bytes; null when it is not stored or not JPG/PNG. */
async function storedImageSize(url: string): Promise<{ width: number; height: number } | null> {
  const name = url.replace(/^\/media\/images\//, '');
  const found = await mediaStorage().get(`images/${name}`, { start: 0, end: IMAGE_HEAD_BYTES - 1 });
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(chunk as Buffer);
  const image = inspectImage(new Uint8Array(Buffer.concat(chunks)));
  return image && { width: image.width, height: image.height };
}

/** The columns as stored: each image checked by its content (JPG or PNG uploaded here), with its size. */
async function columnsOf(images: { url: string; link: string; alt: string }[]): Promise<AdBannerImage[]> {
  return Promise.all(
    images.map(async (col, i) => {
      const size = await storedImageSize(col.url);
      if (!size) throw fieldError('AD_IMAGE_NOT_ALLOWED', `images.${i}.url`);
      return { url: col.url, link: col.link, alt: col.alt, ...size };
    }),
  );
}

async function checkReferences(body: BannerInput, transaction: Transaction) {
  for (const [field, model] of [
    ['productIds', Product],
    ['channelIds', Channel],
  ] as const) {
    const ids = [...new Set(body[field] ?? [])];
    if (!ids.length) continue;
    const found = await (model as typeof Product).count({ where: { id: { [Op.in]: ids } }, transaction });
    if (found !== ids.length) throw fieldError('REFERENCE_NOT_FOUND', field);
  }
}

/** Makes exactly `ids` carry the banner as their own (others that did stop), in the save's transaction. */
async function placeOn(table: 'products' | 'channels', bannerId: number, ids: number[], t: Transaction) {
  const db = connectionOf(AdBanner);
  await db.query(
    `UPDATE ${table} SET ad_banner_id = NULL WHERE ad_banner_id = :bannerId AND NOT (id = ANY(ARRAY[:ids]::int[]))`,
    { replacements: { bannerId, ids: ids.length ? ids : [0] }, transaction: t },
  );
  if (ids.length) {
    await db.query(
      `UPDATE ${table} SET ad_banner_id = :bannerId WHERE id IN (:ids) AND ad_banner_id IS DISTINCT FROM :bannerId`,
      { replacements: { bannerId, ids }, transaction: t },
    );
  }
}

interface Counters {
  impressions: number;
  clicks: number;
  productIds: number[];
  channelIds: number[];
}

/** Each banner's counters over its life and who carries it, in three reads whatever the number. */
async function countersOf(ids: number[]): Promise<Map<number, Counters>> {
  const out = new Map<number, Counters>(
    ids.map((id) => [id, { impressions: 0, clicks: 0, productIds: [], channelIds: [] }]),
  );
  if (!ids.length) return out;
  const db = connectionOf(AdBanner);
  const days = await db.query<{ bannerId: number; impressions: string; clicks: string }>(
    `SELECT banner_id AS "bannerId", sum(impressions) AS impressions, sum(clicks) AS clicks
       FROM ad_banner_days WHERE banner_id IN (:ids) GROUP BY banner_id`,
    { replacements: { ids }, type: QueryTypes.SELECT },
  );
  for (const d of days) {
    const c = out.get(d.bannerId);
    if (c) Object.assign(c, { impressions: Number(d.impressions), clicks: Number(d.clicks) });
  }
  for (const [table, key] of [
    ['products', 'productIds'],
    ['channels', 'channelIds'],
  ] as const) {
    const rows = await db.query<{ id: number; bannerId: number }>(
      `SELECT id, ad_banner_id AS "bannerId" FROM ${table} WHERE ad_banner_id IN (:ids) ORDER BY id`,
      { replacements: { ids }, type: QueryTypes.SELECT },
    );
    for (const r of rows) out.get(r.bannerId)?.[key].push(r.id);
  }
  return out;
}

function answer(b: AdBanner, c: Counters): AdBannerJson {
  return {
    id: b.id,
    name: b.name,
    format: b.format,
    columns: b.columns,
    images: b.images.map((i) => ({
      url: i.url,
      link: i.link ?? '',
      alt: i.alt ?? '',
      width: i.width ?? null,
      height: i.height ?? null,
    })),
    displayArea: b.displayArea as AdArea,
    active: b.active,
    startsAt: b.startsAt?.toISOString() ?? null,
    endsAt: b.endsAt?.toISOString() ?? null,
    ...c,
    ctr: c.impressions ? Math.min(1, c.clicks / c.impressions) : 0,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

async function answerOf(b: AdBanner) {
  const counters = await countersOf([b.id]);
  return answer(b, counters.get(b.id) as Counters);
}

export async function listBanners(p: ListParams<BannerFilter>) {
  const where: WhereOptions[] = [];
  const f = p.filter;
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.displayArea) where.push({ displayArea: f.displayArea });
  if (f.active !== undefined) where.push({ active: f.active });
  if (f.q) where.push({ name: { [Op.iLike]: likePattern(f.q) } });
  const { rows, count } = await AdBanner.findAndCountAll({ where: { [Op.and]: where }, ...pageQuery(p) });
  const counters = await countersOf(rows.map((r) => r.id));
  return { rows: rows.map((r) => answer(r, counters.get(r.id) as Counters)), count };
}

export async function getBanner(id: number) {
  return answerOf(await load(id));
}

/**
 * A banner's last AD_DAYS Madrid days (today included), oldest first: each day's impressions and clicks
 * as counted in ad_banner_days, a day with none as zeros. The days are the tracking's (Europe/Madrid).
 */
export async function bannerDays(id: number): Promise<AdDaysJson> {
  await load(id);
  const days = await connectionOf(AdBanner).query<{ day: string; impressions: string; clicks: string }>(
    `WITH today AS (SELECT ${TODAY} AS d)
     SELECT to_char(s.d, 'YYYY-MM-DD') AS day,
            coalesce(x.impressions, 0) AS impressions, coalesce(x.clicks, 0) AS clicks
       FROM today, generate_series(today.d - (:span - 1), today.d, interval '1 day') AS s(d)
       LEFT JOIN ad_banner_days x ON x.banner_id = :id AND x.day = s.d::date
      ORDER BY s.d`,
    { replacements: { id, span: AD_DAYS }, type: QueryTypes.SELECT },
  );
  const rows = days.map((d) => ({
    day: d.day,
    impressions: Number(d.impressions),
    clicks: Number(d.clicks),
  }));
  return { bannerId: id, from: rows[0].day, to: rows[rows.length - 1].day, days: rows };
}

/** A save that breaks a rule the database holds answers the rule, never a 500. */
function refusedByDatabase(err: unknown): never {
  const constraint = (err as { parent?: { constraint?: string } })?.parent?.constraint;
  if (constraint === 'ad_banners_columns_check' || constraint === 'ad_banners_columns_match')
    throw fieldError('AD_TOO_MANY_COLUMNS', 'images');
  if (constraint === 'ad_banners_ends_at_check') throw fieldError('AD_DATES_ORDER', 'endsAt');
  throw err;
}

export async function createBanner(
  body: BannerInput & Required<Pick<BannerInput, 'images'>>,
  userId: number,
) {
  const images = await columnsOf(body.images);
  const banner = await connectionOf(AdBanner)
    .transaction(async (transaction) => {
      await checkReferences(body, transaction);
      const created = await AdBanner.create(
        {
          name: body.name ?? null,
          format: 'columns',
          columns: images.length,
          images,
          displayArea: body.displayArea as AdArea,
          link: null,
          active: body.active ?? true,
          startsAt: body.startsAt ?? null,
          endsAt: body.endsAt ?? null,
          createdBy: userId,
        },
        { transaction },
      );
      await placeOn('products', created.id, body.productIds ?? [], transaction);
      await placeOn('channels', created.id, body.channelIds ?? [], transaction);
      return created;
    })
    .catch(refusedByDatabase);
  return answerOf(banner);
}

export async function updateBanner(id: number, body: BannerInput) {
  const images = body.images ? await columnsOf(body.images) : undefined;
  const banner = await connectionOf(AdBanner)
    .transaction(async (transaction) => {
      const b = await load(id, transaction);
      await checkReferences(body, transaction);
      if (images) b.set({ images, columns: images.length });
      if (body.name !== undefined) b.name = body.name;
      if (body.displayArea) b.displayArea = body.displayArea;
      if (body.active !== undefined) b.active = body.active;
      if (body.startsAt !== undefined) b.startsAt = body.startsAt;
      if (body.endsAt !== undefined) b.endsAt = body.endsAt;
      if (b.startsAt && b.endsAt && b.endsAt <= b.startsAt) throw fieldError('AD_DATES_ORDER', 'endsAt');
      await b.save({ transaction });
      if (body.productIds) await placeOn('products', id, body.productIds, transaction);
      if (body.channelIds) await placeOn('channels', id, body.channelIds, transaction);
      return b;
    })
    .catch(refusedByDatabase);
  return answerOf(banner);
}

/** Deletes a banner: the products and channels that carried it fall back to their area's, its counters go. */
export async function deleteBanner(id: number) {
  const banner = await load(id);
  const json = await answerOf(banner);
  await banner.destroy();
  return json;
}

/** A banner that is showing now: active and inside its optional dates. */
const SHOWING = `b.active AND (b.starts_at IS NULL OR b.starts_at <= now()) AND (b.ends_at IS NULL OR b.ends_at > now())`;

/**
 * The banner a page shows: a product's own (else its channel's own), a channel's own, else one of the
 * area's showing banners (several take turns at random). Only showing banners count, own ones included.
 */
export async function bannerToShow(area: AdArea, productId?: number, channelId?: number): Promise<AdShown> {
  const [row] = await connectionOf(AdBanner).query<{ id: number; images: AdBannerImage[] }>(
    `SELECT b.id, b.images FROM ad_banners b
       LEFT JOIN products p ON p.id = :productId
       LEFT JOIN channels c ON c.id = coalesce(:channelId, p.channel_id)
      WHERE ${SHOWING} AND (b.id = p.ad_banner_id OR b.id = c.ad_banner_id OR b.display_area = :area)
      ORDER BY (b.id = p.ad_banner_id) IS TRUE DESC, (b.id = c.ad_banner_id) IS TRUE DESC, random()
      LIMIT 1`,
    {
      replacements: { area, productId: productId ?? null, channelId: channelId ?? null },
      type: QueryTypes.SELECT,
    },
  );
  if (!row) return { banner: null };
  const columns = await Promise.all(
    row.images.map(async (img, i) => ({
      src: img.url,
      href: await clickUrl(row.id, i),
      alt: img.alt ?? '',
      width: img.width ?? null,
      height: img.height ?? null,
    })),
  );
  return { banner: { id: row.id, columns, beacon: beaconUrl(row.id) } };
}
