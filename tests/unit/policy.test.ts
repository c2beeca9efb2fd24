import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../api/src/errors.ts';
import {
  ACTIONS,
  type Action,
  assertCan,
  can,
  type PolicyOptions,
  scopeOf,
  type Targets,
} from '../../api/src/policy.ts';
import {
  type Channel,
  Order,
  type Product,
  ProductAccess,
  Subscription,
  type User,
} from '../../models/index.ts';
import { createChannel, createProduct, createSession, quickUser } from '../api/helpers/commerce.ts';

// The policy against real rows: a producer's published channel and paid product, a buyer holding a
// ticket (and an order and a subscription of that channel), another producer with a channel of her
// own, an administrator and nobody signed in.

type Role = 'anonymous' | 'buyer' | 'owner' | 'other producer' | 'admin';
const ROLES: Role[] = ['anonymous', 'buyer', 'owner', 'other producer', 'admin'];

let users: Record<Role, User | null>;
let channel: Channel;
let product: Product;
let order: Order;
let subscription: Subscription;
let otherChannel: Channel;

async function ticket(user: User, p: Product, extra: Partial<ProductAccess> = {}) {
  const o = await Order.create({
    userId: user.id,
    channelId: p.channelId,
    provider: 'free',
    total: 0,
    termsAcceptedAt: new Date(),
  });
  await ProductAccess.create({
    userId: user.id,
    productId: p.id,
    source: 'purchase',
    orderId: o.id,
    ...extra,
  });
  return o;
}

beforeAll(async () => {
  const owner = (await quickUser('PRODUCER')).user;
  const other = (await quickUser('PRODUCER')).user;
  const buyer = (await quickUser('USER')).user;
  const admin = (await quickUser('ADMIN')).user;
  users = { anonymous: null, buyer, owner, 'other producer': other, admin };
  channel = await createChannel(owner);
  otherChannel = await createChannel(other);
  product = await createProduct(channel);
  order = await ticket(buyer, product);
  subscription = await Subscription.create({
    userId: buyer.id,
    channelId: channel.id,
    provider: 'demo',
    price: 500,
    validUntil: new Date(Date.now() + 30 * 86400_000),
  });
});

const OK = 'allowed';
type Expected = typeof OK | AppError['code'];

interface Row<A extends Action = Action> {
  action: A;
  /** What the row asks about (a function: the rows exist only after beforeAll). */
  target: () => Targets[A];
  label: string;
  expected: Record<Role, Expected>;
}

const row = <A extends Action>(
  action: A,
  label: string,
  target: () => Targets[A],
  expected: [Expected, Expected, Expected, Expected, Expected],
): Row => ({
  action,
  label,
  target: target as () => Targets[Action],
  expected: Object.fromEntries(ROLES.map((r, i) => [r, expected[i]])) as Record<Role, Expected>,
});

//                                              anonymous        buyer                 owner  other producer        admin
const MATRIX: Row[] = [
  row('channel.manage', 'her channel', () => channel, ['AUTH_REQUIRED', 'NOT_FOUND', OK, 'NOT_FOUND', OK]),
  row('channel.manage', 'a new channel', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
  row('product.edit', 'her product', () => product, ['AUTH_REQUIRED', 'NOT_FOUND', OK, 'NOT_FOUND', OK]),
  row('order.read', "the buyer's order", () => order, ['AUTH_REQUIRED', OK, OK, 'NOT_FOUND', OK]),
  row('order.read', 'the order list', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
  row('coupon.manage', 'a coupon of her product', () => product, [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('coupon.manage', 'the coupon list', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
  row('sales.read', 'a sale of her channel', () => ({ channelId: channel.id }), [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('sales.read', 'the sales list', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
  row('leantest.manage', 'a lean test of her channel', () => ({ channelId: channel.id }), [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('lead.manage', 'a lead of her channel', () => ({ channelId: channel.id }), [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('lead.manage', "a lead of the platform's own", () => ({ channelId: null }), [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    'NOT_FOUND',
    'NOT_FOUND',
    OK,
  ]),
  row('lead.manage', 'the lead list', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
  row('leantest.manage', 'the lean tests list', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
  row('subscription.read', "the buyer's subscription", () => subscription, [
    'AUTH_REQUIRED',
    OK,
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('subscription.read', 'the subscription list', () => undefined, [
    'AUTH_REQUIRED',
    'FORBIDDEN',
    OK,
    OK,
    OK,
  ]),
  row('product.watch', 'her paid product', () => ({ productId: product.id }), [
    'AUTH_REQUIRED',
    OK,
    OK,
    'PLAYBACK_NO_TICKET',
    OK,
  ]),
  row(
    'media.serve',
    'a ready video of her product',
    () => ({ asset: { status: 'ready', hlsPath: 'hls/1', productId: product.id } }),
    ['PLAYBACK_TOKEN_INVALID', OK, OK, 'PLAYBACK_NO_TICKET', OK],
  ),
  row('broadcast.manage', 'the broadcast of her product', () => product, [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('meeting.manage', 'the meeting room of her product', () => product, [
    'AUTH_REQUIRED',
    'NOT_FOUND',
    OK,
    'NOT_FOUND',
    OK,
  ]),
  row('chat.read', 'the chat of her product', () => ({ productId: product.id }), [
    'AUTH_REQUIRED',
    OK,
    OK,
    'PLAYBACK_NO_TICKET',
    OK,
  ]),
  row('chat.post', 'the chat of her product', () => ({ productId: product.id }), [
    'AUTH_REQUIRED',
    OK,
    OK,
    'PLAYBACK_NO_TICKET',
    OK,
  ]),
  row('chat.moderate', 'the chat of her product', () => product, [
    'AUTH_REQUIRED',
    'FORBIDDEN',
    OK,
    'FORBIDDEN',
    OK,
  ]),
  row('meeting.join', 'the meeting of her product', () => ({ productId: product.id }), [
    'AUTH_REQUIRED',
    OK,
    OK,
    'PLAYBACK_NO_TICKET',
    OK,
  ]),
  row('analytics.read', 'her channel', () => channel, ['AUTH_REQUIRED', 'NOT_FOUND', OK, 'NOT_FOUND', OK]),
  row('analytics.read', 'analytics of her own', () => undefined, ['AUTH_REQUIRED', 'FORBIDDEN', OK, OK, OK]),
];

const answer = (verdict: Awaited<ReturnType<typeof can>>): Expected => (verdict.allowed ? OK : verdict.error);

describe('can(user, action, target): every action for every role', () => {
  it('has a row for every action, the live half included', () => {
    expect(new Set(MATRIX.map((r) => r.action))).toEqual(new Set(ACTIONS));
  });

  for (const r of MATRIX) {
    it(`${r.action} on ${r.label}`, async () => {
      const got: Record<string, Expected> = {};
      for (const role of ROLES) {
        got[role] = answer(await can(users[role], r.action, r.target() as never));
      }
      expect(got).toEqual(r.expected);
    });
  }
});

describe('assertCan', () => {
  it('throws the refusal as the error a client gets (status and code), and passes the allowed', async () => {
    const err = await assertCan(users.buyer, 'product.edit', product).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(404);
    const anonymous = await assertCan(null, 'sales.read').catch((e: unknown) => e);
    expect((anonymous as AppError).status).toBe(401);
    const forbidden = await assertCan(users.buyer, 'sales.read').catch((e: unknown) => e);
    expect((forbidden as AppError).status).toBe(403);
    const watching = await assertCan(users.buyer, 'product.watch', { productId: product.id });
    expect(watching.access?.reason).toBe('purchase');
  });
});

describe('scopeOf(user): the channels a user may administer', () => {
  it('is every channel for an admin, her own for a producer, none for a buyer or nobody', async () => {
    expect(await scopeOf(users.admin)).toBeNull();
    expect(await scopeOf(users.owner)).toEqual([channel.id]);
    expect(await scopeOf(users['other producer'])).toEqual([otherChannel.id]);
    expect(await scopeOf(users.buyer)).toEqual([]);
    expect(await scopeOf(null)).toEqual([]);
  });

  it('a scope already read is used as given (a list and then its rows)', async () => {
    const opts: PolicyOptions = { scope: [otherChannel.id] };
    expect(answer(await can(users.owner, 'sales.read', { channelId: channel.id }, opts))).toBe('NOT_FOUND');
    expect(answer(await can(users.owner, 'sales.read', { channelId: otherChannel.id }, opts))).toBe(OK);
  });
});

describe('watching refusals carry the entitlement and its own error', () => {
  it('expired, revoked and not yet open tickets each say so', async () => {
    const viewer = (await quickUser('USER')).user;
    const expired = await createProduct(channel);
    await ticket(viewer, expired, { expiresAt: new Date(Date.now() - 3600_000) });
    const revoked = await createProduct(channel);
    await ticket(viewer, revoked, { revokedAt: new Date() });
    const event = await createProduct(channel, { type: 'live' });
    await createSession(event);
    await ticket(viewer, event);
    for (const [p, error, reason] of [
      [expired, 'PLAYBACK_EXPIRED', 'expired'],
      [revoked, 'PLAYBACK_REVOKED', 'revoked'],
      [event, 'PLAYBACK_NOT_YET', 'not_yet'],
    ] as const) {
      const verdict = await can(viewer, 'product.watch', { productId: p.id });
      expect(verdict).toMatchObject({ allowed: false, error, access: { reason } });
    }
    // The chat of an event not open yet is its lobby: its ticket holders read and write it already; an
    // expired or revoked ticket keeps them out of it too.
    expect(answer(await can(viewer, 'chat.read', { productId: event.id }))).toBe(OK);
    expect(answer(await can(viewer, 'chat.post', { productId: event.id }))).toBe(OK);
    expect(answer(await can(viewer, 'chat.read', { productId: expired.id }))).toBe('PLAYBACK_EXPIRED');
    expect(answer(await can(viewer, 'chat.post', { productId: revoked.id }))).toBe('PLAYBACK_REVOKED');
    // Media serving keeps its single answer for any refusal: the viewer holds no valid ticket.
    const media = await can(viewer, 'media.serve', {
      asset: { status: 'ready', hlsPath: 'hls/2', productId: revoked.id },
    });
    expect(answer(media)).toBe('PLAYBACK_NO_TICKET');
  });

  it('a draft product is not found for a buyer, and a media asset still transcoding is nothing to serve', async () => {
    const draft = await createProduct(channel, { status: 'draft' });
    expect(answer(await can(users.buyer, 'product.watch', { productId: draft.id }))).toBe('NOT_FOUND');
    expect(answer(await can(users.owner, 'product.watch', { productId: draft.id }))).toBe(OK);
    const transcoding = { status: 'transcoding' as const, hlsPath: null, productId: product.id };
    expect(answer(await can(users.admin, 'media.serve', { asset: transcoding }))).toBe('NOT_FOUND');
    expect(answer(await can(users.admin, 'media.serve', { asset: null }))).toBe('NOT_FOUND');
  });
});
