import type { Transaction } from 'sequelize';
import { Channel, type MediaAsset, type Product, type User } from '../../models/index.ts';
import { type AccessAnswer, canAccess } from './commerce/services/entitlements.ts';
import { AppError, type ErrorCode } from './errors.ts';

/**
 * The one answer to "may this user do this to that": `can(user, action, target)`. Routes, services,
 * media serving, jobs and the realtime code ask it (no Hono here: it runs outside a request too).
 * Route declarations (lib/route.ts `access`) keep the coarse gate (signed in? which role?); this
 * module decides on the row. Refusals carry the error to raise:
 *  - AUTH_REQUIRED (401) when nobody is signed in;
 *  - FORBIDDEN (403) when the role is not enough, or the thing is visible to the caller but not theirs
 *    to run (moderating a chat they may read);
 *  - NOT_FOUND (404) for a row that is not the caller's: others' rows are never confirmed to exist
 *    (conventions-api.md);
 *  - the entitlement's own answer for watching (no ticket, expired, revoked, not yet).
 * Watching is decided by services/entitlements.ts (tickets, free plans, subscriptions, bundles).
 */
export type Action =
  // The producer's back office (spec 6: own channels, products, sales, codes, coupons, subscriptions).
  | 'channel.manage'
  | 'product.edit'
  | 'order.read'
  | 'coupon.manage'
  | 'sales.read'
  | 'subscription.read'
  // Leads (issue 24, module leads): an organizer's are those that came to their channels; the
  // platform's own (no channel) are the administrators'.
  | 'lead.manage'
  // The open lab's lean tests (issue 24): a channel's own, or every one for administrators.
  | 'leantest.manage'
  // Viewers.
  | 'product.watch'
  | 'media.serve'
  // The live half (spec 3-6: broadcasting, moderated chat, meets up to 70, analytics per channel).
  | 'broadcast.manage'
  | 'chat.read'
  | 'chat.post'
  | 'chat.moderate'
  | 'meeting.join'
  | 'meeting.manage'
  | 'analytics.read';

export const ACTIONS = [
  'channel.manage',
  'product.edit',
  'order.read',
  'coupon.manage',
  'sales.read',
  'subscription.read',
  'lead.manage',
  'leantest.manage',
  'product.watch',
  'media.serve',
  'broadcast.manage',
  'chat.read',
  'chat.post',
  'chat.moderate',
  'meeting.join',
  'meeting.manage',
  'analytics.read',
] as const satisfies readonly Action[];

/** The channels a user may administer: null = all (administrators), else the ids of their own. */
export type Scope = number[] | null;

/** A channel, by its owner. */
export type ChannelTarget = Pick<Channel, 'userId'>;
/** A product (or anything of one channel: a broadcast, a chat, a meeting room) by its channel. */
export interface ProductTarget {
  channelId: number;
  /** The loaded channel, when the caller has it (saves a query). */
  channel?: Pick<Channel, 'userId'> | null;
}
/** A commerce row of one channel (a sale, a coupon's product). */
export interface ChannelRowTarget {
  channelId: number | null | undefined;
}
/** A row with a buyer or subscriber of its own (an order, a subscription). */
export interface BuyerRowTarget {
  userId: number;
  channelId: number | null | undefined;
}
/** Something to watch: a product by id (preloaded when the caller has it), at a moment. */
export interface WatchTarget {
  productId: number;
  at?: Date;
  product?: Product | null;
}
/** A media file behind a signed token: the asset it names. */
export interface MediaTarget {
  asset: Pick<MediaAsset, 'status' | 'hlsPath' | 'productId'> | null;
}

/** What each action is asked about. `undefined`: the collection (a list, or creating a new row). */
export interface Targets {
  'channel.manage': ChannelTarget | undefined;
  'product.edit': ProductTarget;
  'order.read': BuyerRowTarget | undefined;
  'coupon.manage': ChannelRowTarget | undefined;
  'sales.read': ChannelRowTarget | undefined;
  'subscription.read': BuyerRowTarget | undefined;
  'lead.manage': ChannelRowTarget | undefined;
  'leantest.manage': ChannelRowTarget | undefined;
  'product.watch': WatchTarget;
  'media.serve': MediaTarget;
  'broadcast.manage': ProductTarget;
  'chat.read': WatchTarget;
  'chat.post': WatchTarget;
  'chat.moderate': ProductTarget;
  'meeting.join': WatchTarget;
  'meeting.manage': ProductTarget;
  'analytics.read': ChannelTarget | undefined;
}

export interface PolicyOptions {
  /** The caller's scope when already read (a list then its rows): saves a query per row. */
  scope?: Scope;
  transaction?: Transaction;
}

export type Verdict =
  | { allowed: true; access?: AccessAnswer }
  | { allowed: false; error: ErrorCode; access?: AccessAnswer };

const ALLOWED: Verdict = { allowed: true };
const refuse = (error: ErrorCode, access?: AccessAnswer): Verdict => ({ allowed: false, error, access });

export const isAdmin = (user: User | null | undefined): boolean => !!user?.roles.includes('ADMIN');
export const isProducer = (user: User | null | undefined): boolean =>
  !!user && (user.roles.includes('PRODUCER') || user.roles.includes('ADMIN'));
/** The owner of the row, or an administrator. */
export const ownsOrAdmin = (user: User | null | undefined, ownerId: number | null | undefined): boolean =>
  !!user && (isAdmin(user) || (ownerId != null && user.id === ownerId));

/** The channels a user may administer: null = all (administrators), else the ids of their own. */
export async function scopeOf(user: User | null, transaction?: Transaction): Promise<Scope> {
  if (!user) return [];
  if (isAdmin(user)) return null;
  const rows = await Channel.findAll({
    attributes: ['id'],
    where: { userId: user.id },
    raw: true,
    transaction,
  });
  return rows.map((r) => r.id);
}

export function inScope(scope: Scope, channelId: number | null | undefined): boolean {
  return scope === null || (channelId != null && scope.includes(channelId));
}

/** The error the entitlement's refusal raises. */
const WATCH_REFUSAL: Partial<Record<AccessAnswer['reason'], ErrorCode>> = {
  sign_in: 'AUTH_REQUIRED',
  not_found: 'NOT_FOUND',
  no_ticket: 'PLAYBACK_NO_TICKET',
  expired: 'PLAYBACK_EXPIRED',
  revoked: 'PLAYBACK_REVOKED',
  not_yet: 'PLAYBACK_NOT_YET',
};

async function ownerOf(target: ProductTarget, transaction?: Transaction): Promise<number | null> {
  if (target.channel) return target.channel.userId;
  const channel = await Channel.findByPk(target.channelId, { attributes: ['userId'], transaction });
  return channel?.userId ?? null;
}

async function watch(user: User | null, target: WatchTarget): Promise<Verdict> {
  const access = await canAccess({
    userId: user?.id ?? null,
    productId: target.productId,
    at: target.at,
    preload: { user: user ?? undefined, product: target.product ?? undefined },
  });
  if (access.allowed) return { allowed: true, access };
  return refuse(WATCH_REFUSAL[access.reason] ?? 'PLAYBACK_NO_TICKET', access);
}

/** A row of one channel: in the caller's scope, else not theirs (404). */
async function channelRow(user: User, channelId: number | null | undefined, opts: PolicyOptions) {
  const scope = opts.scope !== undefined ? opts.scope : await scopeOf(user, opts.transaction);
  return inScope(scope, channelId) ? ALLOWED : refuse('NOT_FOUND');
}

type Args<A extends Action> = undefined extends Targets[A]
  ? [target?: Targets[A], opts?: PolicyOptions]
  : [target: Targets[A], opts?: PolicyOptions];

/** May `user` (null: signed out) do `action` to `target`? Never throws for a refusal: see assertCan. */
export async function can<A extends Action>(
  user: User | null,
  action: A,
  ...args: Args<A>
): Promise<Verdict> {
  const [target, opts = {}] = args as [Targets[Action] | undefined, PolicyOptions | undefined];
  switch (action) {
    case 'product.watch':
      return watch(user, target as WatchTarget);
    case 'media.serve': {
      // The token names the viewer; an asset not ready (or of no product) is nothing to serve.
      const { asset } = target as MediaTarget;
      if (asset?.status !== 'ready' || !asset.hlsPath || !asset.productId) return refuse('NOT_FOUND');
      if (!user) return refuse('PLAYBACK_TOKEN_INVALID');
      const verdict = await watch(user, { productId: asset.productId });
      return verdict.allowed ? verdict : refuse('PLAYBACK_NO_TICKET', verdict.access);
    }
    case 'chat.read':
    case 'chat.post': {
      // Whoever may watch the product reads and writes its chat (its owner and administrators included),
      // from before it opens too: a session's or a meet's lobby. Moderation is chat.moderate's.
      if (!user) return refuse('AUTH_REQUIRED');
      const verdict = await watch(user, target as WatchTarget);
      return verdict.allowed || verdict.access?.reason !== 'not_yet' ? verdict : ALLOWED;
    }
    case 'meeting.join':
      // Whoever may watch the product joins its meeting (its owner and administrators included).
      if (!user) return refuse('AUTH_REQUIRED');
      return watch(user, target as WatchTarget);
  }
  if (!user) return refuse('AUTH_REQUIRED');
  switch (action) {
    case 'product.edit':
    case 'broadcast.manage':
    case 'meeting.manage': {
      // The channel's owner, or an administrator; anyone else is told the product does not exist.
      const owner = await ownerOf(target as ProductTarget, opts.transaction);
      return ownsOrAdmin(user, owner) ? ALLOWED : refuse('NOT_FOUND');
    }
    case 'chat.moderate': {
      // The chat is visible to its viewers, so it is no secret: not theirs to moderate (403).
      const owner = await ownerOf(target as ProductTarget, opts.transaction);
      return ownsOrAdmin(user, owner) ? ALLOWED : refuse('FORBIDDEN');
    }
    case 'channel.manage':
    case 'analytics.read': {
      if (!target) return isProducer(user) ? ALLOWED : refuse('FORBIDDEN');
      return ownsOrAdmin(user, (target as ChannelTarget).userId) ? ALLOWED : refuse('NOT_FOUND');
    }
    case 'coupon.manage':
    case 'sales.read':
    case 'lead.manage':
    case 'leantest.manage': {
      if (!target) return isProducer(user) ? ALLOWED : refuse('FORBIDDEN');
      return channelRow(user, (target as ChannelRowTarget).channelId, opts);
    }
    case 'order.read':
    case 'subscription.read': {
      // Lists are the back office's (own channels); one row is also its buyer's or subscriber's.
      if (!target) return isProducer(user) ? ALLOWED : refuse('FORBIDDEN');
      const row = target as BuyerRowTarget;
      if (row.userId === user.id) return ALLOWED;
      return channelRow(user, row.channelId, opts);
    }
  }
  const unknown: never = action as never;
  throw new Error(`no rule for ${unknown}`);
}

/** can(), throwing the refusal's error; answers the verdict (with the entitlement when watching). */
export async function assertCan<A extends Action>(
  user: User | null,
  action: A,
  ...args: Args<A>
): Promise<Verdict & { allowed: true }> {
  const verdict = await can(user, action, ...args);
  if (!verdict.allowed) throw new AppError(verdict.error);
  return verdict;
}
