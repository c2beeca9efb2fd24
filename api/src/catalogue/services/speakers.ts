import { type InferCreationAttributes, literal, Op, type WhereOptions } from 'sequelize';
import { pickDefined } from '../../../../models/columns.ts';
import { Channel, type Language, Product, Speaker, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { type ListParams, pageQuery } from '../../lib/rest.ts';
import { inScope, scopeOf } from '../../policy.ts';
import type { SpeakerFilter, SpeakerInput } from '../schemas/speaker.ts';
import {
  channelForField,
  listScope,
  ownChannelIds,
  publicChannelSql,
  publicChannelWhere,
  publicProductSql,
  searchCondition,
} from './catalogue-access.ts';
import { productJson, speakerJson } from './product-json.ts';
import { insertWithSlug } from './slugs.ts';

/**
 * Speakers (spec 3): at least one tag; a producer manages the ones they created or that belong to one of
 * their channels. A speaker used by a product or a schedule section cannot be deleted (409 SPEAKER_IN_USE;
 * the foreign keys refuse it too, so a product taking the speaker meanwhile cannot slip through).
 * Public pages show a speaker once they appear on a public product or belong to a published channel.
 */

/**
 * SQL: the speaker appears on a public product (published, in a published channel: among its speakers or
 * in its public running order), or on a published channel.
 */
export const PUBLIC_SPEAKER = `(EXISTS (SELECT 1 FROM product_speakers ps JOIN products p ON p.id = ps.product_id
    JOIN channels c ON c.id = p.channel_id
    WHERE ps.speaker_id = "Speaker"."id" AND ${publicProductSql('p', 'c')})
  OR EXISTS (SELECT 1 FROM schedule_sections ss JOIN products p ON p.id = ss.product_id
    JOIN channels c ON c.id = p.channel_id
    WHERE ss.speaker_id = "Speaker"."id" AND ${publicProductSql('p', 'c')})
  OR EXISTS (SELECT 1 FROM channels c WHERE c.id = "Speaker"."channel_id" AND ${publicChannelSql('c')}))`;

const isPublicSpeaker = async (id: number) =>
  (await Speaker.count({ where: { [Op.and]: [{ id }, literal(PUBLIC_SPEAKER)] } })) > 0;

/** The speaker's author, or whoever manages its channel (policy: channel.manage, by scope). */
async function canManageSpeaker(user: User | null, speaker: Speaker) {
  if (!user) return false;
  if (speaker.userId === user.id) return true;
  return speaker.channelId !== null && inScope(await scopeOf(user), speaker.channelId);
}

export async function speakerFor(user: User, id: number) {
  const speaker = await Speaker.findByPk(id);
  if (!speaker || !(await canManageSpeaker(user, speaker))) throw new AppError('NOT_FOUND');
  return speaker;
}

const SPEAKER_SOCIAL_KEYS = ['instagram', 'facebook', 'twitter', 'youtube', 'linkedin'] as const;
type SpeakerColumns = Partial<InferCreationAttributes<Speaker>>;

function columns(body: SpeakerInput): SpeakerColumns {
  const plain: SpeakerColumns = pickDefined(body, [
    'name',
    'title',
    'bio',
    'image',
    'tags',
    'translations',
    'channelId',
  ] as const);
  const social: SpeakerColumns = body.social ? pickDefined(body.social, SPEAKER_SOCIAL_KEYS) : {};
  return { ...plain, ...social };
}

async function checkChannel(user: User, channelId: number | null | undefined) {
  if (!channelId) return;
  await channelForField(user, channelId, 'channelId');
}

export async function listSpeakers(user: User | null, p: ListParams<SpeakerFilter>, lang: Language) {
  const scope = listScope(user, p.filter.public);
  const where: WhereOptions[] = [];
  if (scope === 'public') where.push(literal(PUBLIC_SPEAKER));
  if (scope === 'own' && user) {
    const channels = await ownChannelIds(user.id);
    where.push({ [Op.or]: [{ userId: user.id }, { channelId: { [Op.in]: channels } }] });
  }
  const f = p.filter;
  if (f.channelId) where.push({ channelId: f.channelId });
  if (f.tag) where.push({ tags: { [Op.contains]: [f.tag] } });
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.q) where.push(searchCondition('Speaker', f.q));
  const { rows, count } = await Speaker.findAndCountAll({
    where: { [Op.and]: where },
    ...pageQuery(p),
  });
  return { rows: rows.map((s) => speakerJson(s, lang)), count };
}

/** One speaker; by slug (public page) with the public products they appear on. */
export async function speakerView(
  user: User | null,
  where: { id: number } | { slug: string },
  lang: Language,
  opts: { withProducts?: boolean } = {},
) {
  const speaker = await Speaker.findOne({ where });
  if (!speaker) throw new AppError('NOT_FOUND');
  if (!(await canManageSpeaker(user, speaker)) && !(await isPublicSpeaker(speaker.id))) {
    throw new AppError('NOT_FOUND');
  }
  const json = speakerJson(speaker, lang);
  if (!opts.withProducts) return json;
  const products = await Product.findAll({
    where: {
      status: 'published',
      [Op.and]: [
        literal(
          `(EXISTS (SELECT 1 FROM product_speakers ps WHERE ps.product_id = "Product"."id" AND ps.speaker_id = ${speaker.id})
            OR EXISTS (SELECT 1 FROM schedule_sections ss WHERE ss.product_id = "Product"."id" AND ss.speaker_id = ${speaker.id}))`,
        ),
      ],
    },
    include: [{ model: Channel, as: 'channel', where: publicChannelWhere() }],
    order: [['publishedAt', 'DESC']],
    limit: 200,
  });
  return {
    ...json,
    products: products.map((p) => productJson(p, { lang, full: false, channel: p.channel })),
  };
}

export async function createSpeaker(user: User, body: SpeakerInput) {
  await checkChannel(user, body.channelId);
  const values = columns(body);
  return catalogueErrors('SPEAKER_SAVE_FAILED', () =>
    insertWithSlug({
      table: 'speakers',
      explicit: body.slug,
      title: body.name ?? '',
      fallback: 'speaker',
      insert: (slug, transaction) =>
        Speaker.create({ ...values, name: values.name ?? '', userId: user.id, slug }, { transaction }),
    }),
  );
}

export async function updateSpeaker(user: User, id: number, body: SpeakerInput) {
  const speaker = await speakerFor(user, id);
  if (body.channelId !== undefined && body.channelId !== speaker.channelId)
    await checkChannel(user, body.channelId);
  speaker.set(columns(body));
  if (body.slug) speaker.slug = body.slug;
  return catalogueErrors('SPEAKER_SAVE_FAILED', () => speaker.save());
}

export async function deleteSpeaker(user: User, id: number) {
  const speaker = await speakerFor(user, id);
  if (await Speaker.isInUse(speaker.id)) throw new AppError('SPEAKER_IN_USE');
  await catalogueErrors('SPEAKER_SAVE_FAILED', () => speaker.destroy());
  return speaker;
}
