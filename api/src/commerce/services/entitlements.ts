import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Channel,
  isOnSale,
  Product,
  ProductAccess,
  type Subscription,
  User,
} from '../../../../models/index.ts';
import { isChannelPublic } from '../../catalogue/services/catalogue-access.ts';

/**
 * "May this user open this product now, and until when?" — the one answer for the player, my stuff
 * and every other place. Paths that give access: the channel's owner and administrators; a ticket
 * (purchase, code, coupon, free, admin) not revoked nor past its expiration (hours after purchase);
 * the free plan of a public product (published, in a published channel) inside its sale window; a channel subscription paid through
 * `at` (also once cancelled); a ticket for a bundle listing the product (bundle_product_ids) or for a
 * master containing the product's course. Limits on top: the product's expiration date, and for
 * products with sessions (events, event-only VOD) nothing opens before the event starts.
 */
export type AccessReason =
  | 'owner'
  | 'admin'
  | 'purchase'
  | 'code'
  | 'coupon'
  | 'free'
  | 'subscription'
  | 'bundle'
  | 'master'
  | 'sign_in'
  | 'not_found'
  | 'no_ticket'
  | 'expired'
  | 'revoked'
  | 'not_yet';

export interface AccessAnswer {
  allowed: boolean;
  reason: AccessReason;
  /** Until when the access lasts (null: no end). For 'expired', when it ended. */
  until: Date | null;
  /** For 'not_yet': when it opens. */
  from?: Date | null;
  /** For 'not_yet': the path that will open it (a ticket's source, 'free', 'subscription'...). */
  via?: AccessReason;
}

interface Grant {
  reason: AccessReason;
  until: Date | null;
  sessionId?: number | null;
}

const earliest = (a: Date | null, b: Date | null) => (a === null ? b : b === null ? a : a < b ? a : b);
/** The longer of two grants: no end beats any date. */
const longer = (a: Grant, b: Grant) =>
  a.until === null ? a : b.until === null ? b : a.until >= b.until ? a : b;
const valid = (until: Date | null, at: Date) => until === null || until > at;

/** What the decision needs besides the product and the ticket, loaded once per request or per list. */
interface Context {
  /** Latest paid-through date of the user's subscription to each channel (only those valid at `at`). */
  subscriptions: Map<number, Date>;
  /** Grants through bundles and masters, by product id. */
  parents: Map<number, Grant[]>;
  /** First session start by product id, and start by session id. */
  firstSession: Map<number, Date>;
  sessions: Map<number, Date>;
}

/** The decision itself: pure, shared by canAccess and canAccessMany. */
/** What decide() reads of a product: a model, or the plain values of a list query. */
export type ProductFacts = Pick<
  Product,
  'id' | 'channelId' | 'status' | 'plan' | 'expirationDate' | 'saleStartAt' | 'saleEndAt'
> & { channel?: Pick<Channel, 'userId' | 'status'> | null };
/** What decide() reads of a ticket. */
export type TicketFacts = Pick<ProductAccess, 'source' | 'sessionId' | 'expiresAt' | 'revokedAt'>;

function decide(
  user: User,
  product: ProductFacts,
  ticket: TicketFacts | null,
  ctx: Context,
  at: Date,
): AccessAnswer {
  if (user.roles.includes('ADMIN')) return { allowed: true, reason: 'admin', until: null };
  if (product.channel?.userId === user.id) return { allowed: true, reason: 'owner', until: null };
  if (product.status === 'draft') return { allowed: false, reason: 'not_found', until: null };
  if (product.expirationDate && product.expirationDate <= at) {
    return { allowed: false, reason: 'expired', until: product.expirationDate };
  }
  const grants: Grant[] = [];
  let refusal: AccessAnswer = { allowed: false, reason: 'no_ticket', until: null };
  if (ticket?.revokedAt) refusal = { allowed: false, reason: 'revoked', until: ticket.revokedAt };
  else if (ticket && !valid(ticket.expiresAt, at)) {
    refusal = { allowed: false, reason: 'expired', until: ticket.expiresAt };
  } else if (ticket) {
    grants.push({
      reason: ticket.source as AccessReason,
      until: ticket.expiresAt,
      sessionId: ticket.sessionId,
    });
  }
  // Free for everyone only while public: a channel sent back or banned takes it away (tickets stay).
  const publicFree = product.status === 'published' && !!product.channel && isChannelPublic(product.channel);
  if (product.plan === 'free' && publicFree && isOnSale(product, at)) {
    grants.push({ reason: 'free', until: product.saleEndAt });
  }
  const subscribed = ctx.subscriptions.get(product.channelId);
  if (subscribed) grants.push({ reason: 'subscription', until: subscribed });
  grants.push(...(ctx.parents.get(product.id) ?? []));

  if (grants.length === 0) return refusal;
  const best = grants.reduce(longer);
  const until = earliest(best.until, product.expirationDate);
  const opens = (best.sessionId && ctx.sessions.get(best.sessionId)) || ctx.firstSession.get(product.id);
  if (opens && opens > at) return { allowed: false, reason: 'not_yet', until, from: opens, via: best.reason };
  return { allowed: true, reason: best.reason, until };
}

/**
 * Loads the context for one user and a set of products in one statement, whatever their number: the
 * user's valid subscriptions, grants through bundles and masters, and the products' session starts
 * (the function entitlement_context, migration 0008).
 */
async function loadContext(
  userId: number,
  productIds: number[],
  sessionIds: number[],
  at: Date,
): Promise<Context> {
  const rows = await connectionOf(ProductAccess).query<ContextRow>(
    // The statement is the function of migration 0008 (its plan is kept per connection).
    'SELECT * FROM entitlement_context($1, $2::integer[], $4::integer[], $3)',
    { bind: [userId, productIds, at, sessionIds], type: QueryTypes.SELECT },
  );
  return contextFrom(rows);
}

export interface ContextRow {
  kind: 'sub' | 'parent' | 'session';
  a: number;
  b: number | null;
  t1: Date | null;
  t2: Date | null;
  reason: 'bundle' | 'master' | null;
}

function contextFrom(rows: ContextRow[]): Context {
  const ctx: Context = {
    subscriptions: new Map(),
    parents: new Map(),
    firstSession: new Map(),
    sessions: new Map(),
  };
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  for (const r of rows) {
    if (r.kind === 'sub') {
      const until = date(r.t1);
      const prev = ctx.subscriptions.get(r.a);
      if (until && (!prev || until > prev)) ctx.subscriptions.set(r.a, until);
    } else if (r.kind === 'parent') {
      const list = ctx.parents.get(r.a) ?? [];
      list.push({ reason: r.reason as 'bundle' | 'master', until: date(r.t1) });
      ctx.parents.set(r.a, list);
    } else {
      ctx.sessions.set(r.b as number, date(r.t1) as Date);
      ctx.firstSession.set(r.a, date(r.t2) as Date);
    }
  }
  return ctx;
}

/** Decides many tickets with a context already read (entitlement_context inside the caller's statement). */
export function decideMany(
  user: User,
  items: { product: ProductFacts; ticket: TicketFacts | null }[],
  rows: ContextRow[],
  at: Date,
): AccessAnswer[] {
  const ctx = contextFrom(rows);
  return items.map((i) => decide(user, i.product, i.ticket, ctx, at));
}

export async function canAccess(opts: {
  userId: number | null;
  productId: number;
  at?: Date;
  /** Already loaded rows, to save queries. */
  preload?: { user?: User; product?: Product; ticket?: ProductAccess | null };
}): Promise<AccessAnswer> {
  const at = opts.at ?? new Date();
  const product =
    opts.preload?.product ??
    (await Product.findByPk(opts.productId, { include: [{ model: Channel, as: 'channel' }] }));
  if (!product) return { allowed: false, reason: 'not_found', until: null };
  if (opts.userId === null) return { allowed: false, reason: 'sign_in', until: null };
  const user = opts.preload?.user ?? (await User.findByPk(opts.userId));
  if (!user) return { allowed: false, reason: 'sign_in', until: null };
  if (!product.channel) product.channel = (await Channel.findByPk(product.channelId)) ?? undefined;
  const ticket =
    opts.preload?.ticket !== undefined
      ? opts.preload.ticket
      : await ProductAccess.findByUserAndProduct(user.id, product.id);
  const ctx = await loadContext(user.id, [product.id], ticket?.sessionId ? [ticket.sessionId] : [], at);
  return decide(user, product, ticket, ctx, at);
}

/** canAccess for many products of one user (my stuff): the same decision, the context loaded once. */
export async function canAccessMany(
  user: User,
  items: { product: Product; ticket: ProductAccess | null }[],
  at: Date = new Date(),
): Promise<AccessAnswer[]> {
  if (items.length === 0) return [];
  const sessionIds = items.map((i) => i.ticket?.sessionId).filter((id): id is number => !!id);
  const ctx = await loadContext(
    user.id,
    items.map((i) => i.product.id),
    sessionIds,
    at,
  );
  return items.map((i) => decide(user, i.product, i.ticket, ctx, at));
}

/** A channel subscription's own answer, for /api/me/subscriptions. */
export function subscriptionAccess(sub: Subscription, at: Date = new Date()): AccessAnswer {
  return valid(sub.validUntil, at) && sub.validUntil !== null
    ? { allowed: true, reason: 'subscription', until: sub.validUntil }
    : { allowed: false, reason: 'expired', until: sub.validUntil };
}
