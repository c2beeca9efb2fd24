import { type InferCreationAttributes, Op, type WhereOptions } from 'sequelize';
import { connectionOf, pickDefined } from '../../../../models/columns.ts';
import { Channel, type ChannelStatus, type Language, Product, User } from '../../../../models/index.ts';
import { computePrice } from '../../commerce/services/pricing.ts';
import { publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { normalizeIban, normalizeTaxId } from '../../lib/billing-ids.ts';
import { catalogueErrors } from '../../lib/db-errors.ts';
import { localize } from '../../lib/localize.ts';
import { type ListParams, pageQuery } from '../../lib/rest.ts';
import { sendActionMail } from '../../mail/mailer.ts';
import { notify } from '../../realtime/notify.ts';
import { CHANNEL_RETURN_REASON_MAX, type ChannelFilter, type ChannelInput } from '../schemas/channel.ts';
import { canManageOwner, channelFor, isAdmin, listScope, searchCondition } from './catalogue-access.ts';
import { productJson } from './product-json.ts';
import { insertWithSlug } from './slugs.ts';

/**
 * Channels (spec 3, 4): a producer creates, edits and deactivates their own; an admin approves, bans and
 * sets them private. Statuses move draft -> revision (review requested) -> published (approved, with a
 * confirmation email) and back to draft on deactivation. Billing data stays out of the public shape.
 */

export function channelJson(channel: Channel, opts: { lang: Language; full: boolean }) {
  const base = opts.full ? channel.toOwnerJSON() : channel.toFormattedJSON();
  return {
    ...base,
    localized: localize(channel, opts.lang, { title: channel.title, description: channel.description }),
  };
}

const blankToNull = (v: string | null | undefined) => (v === '' ? null : v);

type ChannelColumns = Partial<InferCreationAttributes<Channel>>;
const SOCIAL_KEYS = ['spotify', 'youtube', 'facebook', 'instagram', 'twitter', 'website'] as const;

/** The columns a create or update body sets (nested subscription, billing and social objects flattened). */
function columns(body: ChannelInput): ChannelColumns {
  const plain: ChannelColumns = pickDefined(body, [
    'title',
    'description',
    'businessName',
    'classification',
    'tags',
    'language',
    'translations',
    'marketplaceUrl',
    'logo',
    'profileImage',
    'coverImage',
  ] as const);
  const social: ChannelColumns = body.social ? pickDefined(body.social, SOCIAL_KEYS) : {};
  const out: ChannelColumns = { ...plain, ...social };
  const b = body.billing;
  if (b) {
    const map = {
      prefix: 'billingPrefix',
      phone: 'billingPhone',
      address: 'billingAddress',
      city: 'billingCity',
      postalCode: 'billingPostalCode',
    } as const;
    for (const [k, column] of Object.entries(map)) {
      const v = b[k as keyof typeof map];
      if (v !== undefined) out[column] = blankToNull(v);
    }
    if (b.country !== undefined) out.billingCountry = blankToNull(b.country)?.toUpperCase() ?? null;
    if (b.nif !== undefined) out.billingNif = b.nif ? normalizeTaxId(b.nif) : null;
    if (b.iban !== undefined) out.billingIban = b.iban ? normalizeIban(b.iban) : null;
  }
  const sub = body.subscription;
  if (sub) {
    if (sub.active !== undefined) out.subscriptionActive = sub.active;
    if (sub.currency !== undefined) out.currency = sub.currency;
    const price = computePrice({ net: sub.net, tax: sub.tax, total: sub.total });
    if ('price' in price && price.price) {
      out.subscriptionNet = price.price.net;
      out.subscriptionTax = price.price.tax;
      out.subscriptionTotal = price.price.total;
    }
  }
  return out;
}

export async function listChannels(user: User | null, p: ListParams<ChannelFilter>, lang: Language) {
  const scope = listScope(user, p.filter.public);
  const f = p.filter;
  const where: WhereOptions[] = [];
  if (scope === 'public') where.push({ status: 'published' });
  if (scope === 'own' && user) where.push({ userId: user.id });
  if (f.status) where.push({ status: f.status });
  if (f.userId) where.push({ userId: f.userId });
  if (f.id !== undefined) where.push({ id: { [Op.in]: [f.id].flat() } });
  if (f.q) where.push(searchCondition('Channel', f.q));
  const { rows, count } = await Channel.findAndCountAll({
    where: { [Op.and]: where },
    ...pageQuery(p),
  });
  const full = scope !== 'public';
  return { rows: rows.map((c) => channelJson(c, { lang, full })), count };
}

/** One channel: its owner and admins see it in any status with billing data, others only when published. */
export async function channelView(
  user: User | null,
  where: { id: number } | { slug: string },
  lang: Language,
  opts: { withProducts?: boolean } = {},
) {
  const channel = await Channel.findOne({ where });
  if (!channel) throw new AppError('NOT_FOUND');
  const full = canManageOwner(user, channel.userId);
  if (!full && !channel.isPublic()) throw new AppError('NOT_FOUND');
  const json = channelJson(channel, { lang, full });
  if (!opts.withProducts) return json;
  const products = await Product.findAll({
    where: { channelId: channel.id, status: 'published' },
    order: [
      ['publishedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: 200,
  });
  return { ...json, products: products.map((p) => productJson(p, { lang, full: false })) };
}

export async function createChannel(user: User, body: ChannelInput) {
  const values = columns(body);
  return catalogueErrors('CHANNEL_SAVE_FAILED', () =>
    insertWithSlug({
      table: 'channels',
      explicit: body.slug,
      title: body.title ?? '',
      fallback: 'channel',
      insert: (slug, transaction) =>
        Channel.create({ ...values, title: values.title ?? '', userId: user.id, slug }, { transaction }),
    }),
  );
}

export async function updateChannel(user: User, id: number, body: ChannelInput) {
  const channel = await channelFor(user, id);
  channel.set(columns(body));
  if (body.slug) channel.slug = body.slug;
  return catalogueErrors('CHANNEL_SAVE_FAILED', () => channel.save());
}

/** A channel is deleted only while it never was published and has no products (else: deactivate it). */
export async function deleteChannel(user: User, id: number) {
  const channel = await channelFor(user, id);
  if (channel.publishedAt || (await Product.count({ where: { channelId: id } })) > 0) {
    throw new AppError('CHANNEL_NOT_DELETABLE');
  }
  await catalogueErrors('CHANNEL_NOT_DELETABLE', () => channel.destroy());
  return channel;
}

export type ChannelMove = 'request-review' | 'approve' | 'deactivate' | 'ban' | 'private';

/** Each move: the status it reaches and the statuses it may start from, for the owner and for an admin. */
const MOVES: Record<ChannelMove, { to: ChannelStatus; owner: ChannelStatus[]; admin: ChannelStatus[] }> = {
  'request-review': { to: 'revision', owner: ['draft'], admin: ['draft'] },
  approve: { to: 'published', owner: [], admin: ['revision', 'private'] },
  deactivate: {
    to: 'draft',
    owner: ['revision', 'published', 'private'],
    admin: ['revision', 'published', 'private', 'banned'],
  },
  ban: { to: 'banned', owner: [], admin: ['draft', 'revision', 'published', 'private'] },
  private: { to: 'private', owner: [], admin: ['revision', 'published'] },
};

/**
 * Moves a channel to another status. The UPDATE only matches a row still in an allowed status, so two
 * racing moves cannot both apply (and an approval sends its email once). An admin who sends someone
 * else's channel back to draft must say why: the reason stays on the channel for its owner and is
 * emailed to them; any later move clears it.
 */
export async function moveChannel(
  user: User,
  id: number,
  move: ChannelMove,
  opts: { reason?: string | null } = {},
) {
  const channel = await channelFor(user, id);
  const rule = MOVES[move];
  const from = isAdmin(user) ? rule.admin : rule.owner;
  const sendBack = move === 'deactivate' && isAdmin(user) && channel.userId !== user.id;
  const reason = opts.reason?.trim() ?? '';
  if (sendBack && !reason) {
    throw new AppError('CHANNEL_REASON_REQUIRED', { max: CHANNEL_RETURN_REASON_MAX }, [
      { field: 'reason', message: '' },
    ]);
  }
  const now = new Date();
  const stamps =
    move === 'request-review'
      ? { reviewRequestedAt: now }
      : move === 'deactivate' && !sendBack
        ? {}
        : { reviewedAt: now, reviewedBy: user.id };
  const returned = sendBack
    ? { returnReason: reason, returnedAt: now }
    : { returnReason: null, returnedAt: null };
  // The move and the owner's email commit together.
  await connectionOf(Channel).transaction(async (transaction) => {
    const [count] = await Channel.update(
      { status: rule.to, ...stamps, ...returned },
      { where: { id, status: { [Op.in]: from } }, transaction },
    );
    await channel.reload({ transaction });
    if (count === 0) {
      throw new AppError('CHANNEL_INVALID_TRANSITION', { from: channel.status, to: rule.to });
    }
    if (rule.to !== 'published' && !sendBack) return;
    const owner = await User.findByPk(channel.userId, { transaction });
    if (!owner) return;
    await notify(
      {
        to: 'user',
        userId: owner.id,
        type: sendBack ? 'channel.returned' : 'channel.published',
        values: { channel: channel.title },
        content: sendBack ? reason : null,
        payload: { channelId: channel.id, slug: channel.slug },
      },
      transaction,
    );
    await sendActionMail(
      sendBack
        ? {
            type: 'channelReturned',
            to: owner.email,
            userId: owner.id,
            lang: owner.language,
            name: owner.name,
            link: `${publicUrl}/account/channels/${channel.slug}`,
            note: reason,
            channelId: channel.id,
          }
        : {
            type: 'channelPublished',
            to: owner.email,
            userId: owner.id,
            lang: owner.language,
            name: owner.name,
            link: `${publicUrl}/channels/${channel.slug}`,
            channelId: channel.id,
          },
      transaction,
    );
  });
  return channel;
}
