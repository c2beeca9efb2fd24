import { beforeAll, describe, expect, it } from 'vitest';
import { type AccessAnswer, canAccess } from '../../api/src/commerce/services/entitlements.ts';
import {
  Course,
  Master,
  MasterCourse,
  Order,
  type Product,
  ProductAccess,
  Subscription,
  type User,
} from '../../models/index.ts';
import {
  buyWithDemo,
  createProduct,
  createSession,
  producerWithChannel,
  quickUser,
} from './helpers/commerce.ts';

let seller: Awaited<ReturnType<typeof producerWithChannel>>;
beforeAll(async () => {
  seller = await producerWithChannel();
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const soon = () => new Date(Date.now() + 5 * DAY);
const past = () => new Date(Date.now() - DAY);

async function ticket(user: User, product: Product, extra: Partial<ProductAccess> = {}) {
  const order = await Order.create({
    userId: user.id,
    channelId: product.channelId,
    provider: 'free',
    total: 0,
    termsAcceptedAt: new Date(),
  });
  return ProductAccess.create({
    userId: user.id,
    productId: product.id,
    source: 'purchase',
    orderId: order.id,
    ...extra,
  });
}

async function subscription(user: User, extra: Partial<Subscription>) {
  return Subscription.create({
    userId: user.id,
    channelId: seller.channel.id,
    provider: 'demo',
    price: 500,
    ...extra,
  });
}

interface Case {
  name: string;
  arrange: (user: User) => Promise<{ product: Product; expected: AccessAnswer }>;
}

const cases: Case[] = [
  {
    name: 'no ticket for a paid product: no',
    arrange: async () => ({
      product: await createProduct(seller.channel),
      expected: { allowed: false, reason: 'no_ticket', until: null },
    }),
  },
  ...(['purchase', 'code', 'coupon', 'admin'] as const).map((source) => ({
    name: `a ${source} ticket: yes, no end`,
    arrange: async (user: User) => {
      const product = await createProduct(seller.channel);
      await ticket(user, product, { source });
      return { product, expected: { allowed: true, reason: source, until: null } as AccessAnswer };
    },
  })),
  {
    name: 'free plan, published: yes without a ticket',
    arrange: async () => ({
      product: await createProduct(seller.channel, { plan: 'free', netPrice: 0, tax: 0, totalPrice: 0 }),
      expected: { allowed: true, reason: 'free', until: null },
    }),
  },
  {
    name: 'free plan, private: only with a code',
    arrange: async () => ({
      product: await createProduct(seller.channel, {
        plan: 'free',
        netPrice: 0,
        tax: 0,
        totalPrice: 0,
        status: 'private',
      }),
      expected: { allowed: false, reason: 'no_ticket', until: null },
    }),
  },
  {
    name: 'free plan outside its sale window: no',
    arrange: async () => ({
      product: await createProduct(seller.channel, {
        plan: 'free',
        netPrice: 0,
        tax: 0,
        totalPrice: 0,
        saleStartAt: new Date(Date.now() - 3 * DAY),
        saleEndAt: past(),
      }),
      expected: { allowed: false, reason: 'no_ticket', until: null },
    }),
  },
  {
    name: 'free plan inside its sale window: yes until the window closes',
    arrange: async () => {
      const end = soon();
      return {
        product: await createProduct(seller.channel, {
          plan: 'free',
          netPrice: 0,
          tax: 0,
          totalPrice: 0,
          saleEndAt: end,
        }),
        expected: { allowed: true, reason: 'free', until: end },
      };
    },
  },
  {
    name: 'channel subscription paid through: yes until then',
    arrange: async (user) => {
      const until = soon();
      await subscription(user, { validUntil: until });
      return {
        product: await createProduct(seller.channel),
        expected: { allowed: true, reason: 'subscription', until },
      };
    },
  },
  {
    name: 'cancelled subscription still in its paid period: yes until then',
    arrange: async (user) => {
      const until = soon();
      await subscription(user, { status: 'cancelled', cancelledAt: new Date(), validUntil: until });
      return {
        product: await createProduct(seller.channel),
        expected: { allowed: true, reason: 'subscription', until },
      };
    },
  },
  {
    name: 'subscription past its paid period: no',
    arrange: async (user) => {
      await subscription(user, { status: 'cancelled', cancelledAt: past(), validUntil: past() });
      return {
        product: await createProduct(seller.channel),
        expected: { allowed: false, reason: 'no_ticket', until: null },
      };
    },
  },
  {
    name: 'a ticket for a bundle listing the product: yes',
    arrange: async (user) => {
      const product = await createProduct(seller.channel);
      const bundle = await createProduct(seller.channel, { bundleProductIds: [product.id] });
      await ticket(user, bundle);
      return { product, expected: { allowed: true, reason: 'bundle', until: null } };
    },
  },
  {
    name: 'an expired bundle ticket: no',
    arrange: async (user) => {
      const product = await createProduct(seller.channel);
      const bundle = await createProduct(seller.channel, { bundleProductIds: [product.id] });
      await ticket(user, bundle, { expiresAt: past() });
      return { product, expected: { allowed: false, reason: 'no_ticket', until: null } };
    },
  },
  {
    name: 'a ticket for a master containing the course: yes, until the master ticket ends',
    arrange: async (user) => {
      const product = await createProduct(seller.channel, { type: 'course' });
      const course = await Course.create({ productId: product.id });
      const masterProduct = await createProduct(seller.channel, { type: 'master' });
      const master = await Master.create({ productId: masterProduct.id });
      await MasterCourse.create({ masterId: master.id, courseId: course.id, position: 0 });
      const until = soon();
      await ticket(user, masterProduct, { expiresAt: until });
      return { product, expected: { allowed: true, reason: 'master', until } };
    },
  },
  {
    name: 'a ticket inside its expiration hours: yes until they run out',
    arrange: async (user) => {
      const product = await createProduct(seller.channel, { expirationHours: 48 });
      const until = new Date(Date.now() + 47 * HOUR);
      await ticket(user, product, { expiresAt: until });
      return { product, expected: { allowed: true, reason: 'purchase', until } };
    },
  },
  {
    name: 'a ticket past its expiration hours: expired',
    arrange: async (user) => {
      const product = await createProduct(seller.channel, { expirationHours: 1 });
      const until = new Date(Date.now() - HOUR);
      await ticket(user, product, { expiresAt: until });
      return { product, expected: { allowed: false, reason: 'expired', until } };
    },
  },
  {
    name: 'the product expiration date caps a ticket: yes until that date',
    arrange: async (user) => {
      const end = soon();
      const product = await createProduct(seller.channel, { expirationDate: end });
      await ticket(user, product, { expiresAt: new Date(end.getTime() + 10 * DAY) });
      return { product, expected: { allowed: true, reason: 'purchase', until: end } };
    },
  },
  {
    name: 'past the product expiration date: expired',
    arrange: async (user) => {
      const end = past();
      const product = await createProduct(seller.channel, { expirationDate: end });
      await ticket(user, product);
      return { product, expected: { allowed: false, reason: 'expired', until: end } };
    },
  },
  {
    name: 'a revoked ticket: no',
    arrange: async (user) => {
      const product = await createProduct(seller.channel);
      const revokedAt = past();
      await ticket(user, product, { revokedAt });
      return { product, expected: { allowed: false, reason: 'revoked', until: revokedAt } };
    },
  },
  {
    name: 'event-only VOD before its date: not yet, opening at the session',
    arrange: async (user) => {
      const product = await createProduct(seller.channel);
      const session = await createSession(product, { startsAt: soon() });
      await ticket(user, product, { sessionId: session.id });
      return {
        product,
        expected: {
          allowed: false,
          reason: 'not_yet',
          until: null,
          from: session.startsAt,
          via: 'purchase',
        },
      };
    },
  },
  {
    name: 'event-only VOD after its date and before its expiration: yes until the expiration date',
    arrange: async (user) => {
      const end = soon();
      const product = await createProduct(seller.channel, { expirationDate: end });
      await createSession(product, { startsAt: new Date(Date.now() - HOUR) });
      await ticket(user, product);
      return { product, expected: { allowed: true, reason: 'purchase', until: end } };
    },
  },
  {
    name: 'two paths: the longer one wins',
    arrange: async (user) => {
      const product = await createProduct(seller.channel);
      await ticket(user, product, { expiresAt: new Date(Date.now() + HOUR) });
      const until = soon();
      await subscription(user, { validUntil: until });
      return { product, expected: { allowed: true, reason: 'subscription', until } };
    },
  },
  {
    name: 'a draft product: not found for viewers',
    arrange: async (user) => {
      const product = await createProduct(seller.channel, { status: 'draft' });
      await ticket(user, product);
      return { product, expected: { allowed: false, reason: 'not_found', until: null } };
    },
  },
];

describe('canAccess: every path, yes / no / until', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { user } = await quickUser();
    const { product, expected } = await c.arrange(user);
    expect(await canAccess({ userId: user.id, productId: product.id })).toEqual(expected);
  });

  it('the channel owner and administrators always; anonymous callers sign in first', async () => {
    const product = await createProduct(seller.channel, { status: 'draft' });
    expect(await canAccess({ userId: seller.user.id, productId: product.id })).toEqual({
      allowed: true,
      reason: 'owner',
      until: null,
    });
    const admin = await quickUser('ADMIN');
    expect(await canAccess({ userId: admin.user.id, productId: product.id })).toEqual({
      allowed: true,
      reason: 'admin',
      until: null,
    });
    expect(await canAccess({ userId: null, productId: product.id })).toEqual({
      allowed: false,
      reason: 'sign_in',
      until: null,
    });
  });

  it('a purchase with expiration hours gets its end from the payment time', async () => {
    const { user, token } = await quickUser();
    const product = await createProduct(seller.channel, { expirationHours: 72 });
    await buyWithDemo(token, product.id);
    const answer = await canAccess({ userId: user.id, productId: product.id });
    expect(answer).toMatchObject({ allowed: true, reason: 'purchase' });
    expect(Math.abs((answer.until as Date).getTime() - (Date.now() + 72 * HOUR))).toBeLessThan(60_000);
  });
});
