import { literal, type Transaction } from 'sequelize';
import { Channel, Product, prefixSearchQuery, type User } from '../../../../models/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import { can, isAdmin, isProducer, ownsOrAdmin } from '../../policy.ts';

/**
 * Who may see and change what in the catalogue. A producer manages the rows of their own channels, an
 * administrator every row; anyone else (and a producer looking at another's rows) only sees what is
 * public. A row the caller may not manage answers 404 NOT_FOUND, never 403 (conventions-api.md).
 */
export { isAdmin };

/** The owner, or an administrator (the rule of api/src/policy.ts for channel.manage and product.edit). */
export const canManageOwner = (user: User | null | undefined, ownerId: number): boolean =>
  ownsOrAdmin(user, ownerId);

/** Whether the caller works on their own rows (producer back office) rather than the public catalogue. */
export const managesCatalogue = (user: User | null | undefined): user is User => isProducer(user);

/**
 * Channel statuses whose page and products are public (spec 4: content is visible only in a published
 * channel). A channel sent back to draft or review, set private or banned takes its products out of every
 * public read and out of sale at once; their buyers keep what they hold (entitlements).
 */
export const PUBLIC_CHANNEL_STATUSES = ['published'] as const;

export const isChannelPublic = (channel: Pick<Channel, 'status'>) =>
  (PUBLIC_CHANNEL_STATUSES as readonly string[]).includes(channel.status);

/** A product is public when published in a public channel (private ones only through codes). */
export const isProductPublic = (product: Pick<Product, 'status'>, channel: Pick<Channel, 'status'>) =>
  product.status === 'published' && isChannelPublic(channel);

/** The `where` of a channel include that keeps only the products of public channels. */
export const publicChannelWhere = () => ({ status: [...PUBLIC_CHANNEL_STATUSES] });

/** SQL: the channel of alias `c` is public (for raw queries; the statuses are constants, not input). */
export const publicChannelSql = (c: string) =>
  `${c}.status IN (${PUBLIC_CHANNEL_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/** SQL: product `p` of channel `c` is public: published, in a public channel. */
export const publicProductSql = (p: string, c: string) =>
  `${p}.status = 'published' AND ${publicChannelSql(c)}`;

interface LoadOptions {
  transaction?: Transaction;
  /** Lock the row FOR UPDATE (inside the transaction). */
  lock?: boolean;
}

/** The channel if the user manages it; otherwise 404. */
export async function channelFor(user: User, id: number, opts: LoadOptions = {}): Promise<Channel> {
  const channel = await Channel.findByPk(id, {
    transaction: opts.transaction,
    lock: opts.lock ? opts.transaction?.LOCK.UPDATE : undefined,
  });
  if (!channel) throw new AppError('NOT_FOUND');
  const verdict = await can(user, 'channel.manage', channel);
  if (!verdict.allowed) throw new AppError(verdict.error);
  return channel;
}

/** A channel named in a request body (channelId): the user must manage it, else 422 on the field. */
export async function channelForField(user: User, id: number, field: string, transaction?: Transaction) {
  const channel = await Channel.findByPk(id, { transaction });
  if (!channel || !(await can(user, 'channel.manage', channel)).allowed) {
    throw fieldError('REFERENCE_NOT_FOUND', field);
  }
  return channel;
}

/** The product with its channel if the user manages it; otherwise 404. */
export async function productFor(
  user: User,
  id: number,
  opts: LoadOptions = {},
): Promise<Product & { channel: Channel }> {
  const product = await Product.findByPk(id, {
    transaction: opts.transaction,
    lock: opts.lock ? opts.transaction?.LOCK.UPDATE : undefined,
  });
  if (!product) throw new AppError('NOT_FOUND');
  const channel = await Channel.findByPk(product.channelId, { transaction: opts.transaction });
  if (!channel || !(await can(user, 'product.edit', { channelId: product.channelId, channel })).allowed) {
    throw new AppError('NOT_FOUND');
  }
  product.channel = channel;
  return product as Product & { channel: Channel };
}

/** Ids of the channels the user owns. */
export async function ownChannelIds(userId: number, transaction?: Transaction): Promise<number[]> {
  const rows = await Channel.findAll({ attributes: ['id'], where: { userId }, transaction });
  return rows.map((r) => r.id);
}

const quote = (v: string) => {
  if (!Channel.sequelize) throw new Error('models are not initialised');
  return Channel.sequelize.escape(v);
};

/** SQL condition: the row's `search` document matches every word of q as a prefix, accents ignored. */
export function searchCondition(alias: string, q: string) {
  const query = prefixSearchQuery(q);
  if (!query) return literal('false');
  return literal(`"${alias}"."search" @@ to_tsquery('simple', platea_unaccent(${quote(query)}))`);
}

/** Which rows a list shows: public ones, the user's own, or all (admin). */
/**
 * Whether a list's answer may lag (route.ts `replica`): the public one, the same for every visitor, may
 * come from a read replica; a producer's or admin's console list, read right after their own saves, never.
 */
export const publicListMayLag = ({
  user,
  list,
}: {
  user: User | null;
  list: { filter: { public?: boolean } } | undefined;
}) => listScope(user, list?.filter.public) === 'public';

export function listScope(user: User | null, wantsPublic: boolean | undefined) {
  if (wantsPublic || !managesCatalogue(user)) return 'public' as const;
  return isAdmin(user) ? ('all' as const) : ('own' as const);
}
