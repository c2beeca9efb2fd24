import { randomUUID } from 'node:crypto';
import { newToken, SESSION_TTL_MS } from '../../../api/src/accounts/services/tokens.ts';
import { type StripeClient, setStripeClientFactory } from '../../../api/src/commerce/payments/stripe.ts';
import type { MediaPay } from '../../../api/src/settings/schemas/config.ts';
import { getSetting, updateSetting } from '../../../api/src/settings/services/config.ts';
import { AuthToken, Channel, Product, ProductSession, type Role, User } from '../../../models/index.ts';
import { call, uniqueEmail } from './client.ts';

// Commerce tests build channels and products straight with the models (the catalogue API is another
// module), and users with session tokens inserted directly (no scrypt: hundreds of buyers stay fast).

const slug = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}`;

/** A user with a session token, without going through login. */
export async function quickUser(role: Role = 'USER', extra: Partial<User> = {}) {
  const user = await User.create({
    email: uniqueEmail(role.toLowerCase()),
    passwordHash: 'x',
    roles: role === 'USER' ? ['USER'] : [role, 'USER'],
    status: 'approved',
    activatedAt: new Date(),
    language: 'es',
    ...extra,
  });
  const { token, hash } = newToken();
  await AuthToken.create({
    userId: user.id,
    kind: 'session',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    usedAt: null,
    lastUsedAt: new Date(),
    userAgent: null,
    ip: null,
  });
  return { user, token };
}

/** Many buyers at once (one INSERT for users, one for tokens). */
export async function quickUsers(count: number) {
  const users = await User.bulkCreate(
    Array.from({ length: count }, () => ({
      email: uniqueEmail('buyer'),
      passwordHash: 'x',
      roles: ['USER'],
      status: 'approved',
      activatedAt: new Date(),
      language: 'es',
    })),
    { returning: true },
  );
  const tokens = users.map(() => newToken());
  await AuthToken.bulkCreate(
    users.map((u, i) => ({
      userId: u.id,
      kind: 'session' as const,
      tokenHash: tokens[i].hash,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
      usedAt: null,
      lastUsedAt: new Date(),
      userAgent: null,
      ip: null,
    })),
  );
  return users.map((user, i) => ({ user, token: tokens[i].token }));
}

export async function createChannel(owner: User, extra: Partial<Channel> = {}) {
  return Channel.create({
    userId: owner.id,
    title: 'Canal de prueba',
    slug: slug('canal'),
    status: 'published',
    ...extra,
  });
}

/** A published paid product (10.00 € = 9.09 net + 0.91 tax) unless told otherwise. */
export async function createProduct(channel: Channel, extra: Partial<Product> = {}) {
  return Product.create({
    channelId: channel.id,
    type: 'vod',
    title: 'Función de prueba',
    slug: slug('producto'),
    status: 'published',
    plan: 'paid',
    netPrice: 909,
    tax: 91,
    totalPrice: 1000,
    ...extra,
  });
}

export async function createSession(product: Product, extra: Partial<ProductSession> = {}) {
  return ProductSession.create({
    productId: product.id,
    startsAt: new Date(Date.now() + 7 * 86400_000),
    durationMinutes: 90,
    title: null,
    capacity: null,
    ...extra,
  });
}

/** A producer with a published channel. */
export async function producerWithChannel(extra: Partial<Channel> = {}) {
  const producer = await quickUser('PRODUCER');
  const channel = await createChannel(producer.user, extra);
  return { ...producer, channel };
}

/** Changes the media-pay setting for a test; returns a function that puts the previous value back. */
export async function withMediaPay(patch: Partial<MediaPay>): Promise<() => Promise<void>> {
  const before = await getSetting('media-pay');
  await updateSetting('media-pay', patch, null);
  return async () => {
    await updateSetting('media-pay', before, null);
  };
}

export const STRIPE_TEST = {
  secretKey: 'sk_test_platea',
  signingSecret: 'whsec_platea_test_secret',
};

/** A fake Stripe client recording its calls (tests cannot reach Stripe). */
export function fakeStripe() {
  const calls = {
    sessions: [] as { params: Record<string, unknown>; options: unknown; key: string }[],
    updates: [] as { id: string; params: unknown }[],
  };
  let n = 0;
  setStripeClientFactory((key) => {
    const client: StripeClient = {
      checkout: {
        sessions: {
          create: async (params, options) => {
            n++;
            calls.sessions.push({ params: params as Record<string, unknown>, options, key });
            return { id: `cs_test_${n}`, url: `https://checkout.stripe.test/pay/cs_test_${n}` };
          },
        },
      },
      subscriptions: {
        update: async (id, params) => {
          calls.updates.push({ id, params });
          return {};
        },
      },
    };
    return client;
  });
  return { calls, restore: () => setStripeClientFactory(null) };
}

export const checkoutBody = (productId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  termsAccepted: true,
  ...extra,
});

/** Checkout with the demo provider, then confirm on the demo page: a paid order. */
export async function buyWithDemo(token: string, productId: number, extra: Record<string, unknown> = {}) {
  const start = await call('POST', '/api/checkout', {
    token,
    body: checkoutBody(productId, { provider: 'demo', ...extra }),
  });
  if (start.status !== 201) throw new Error(`checkout failed: ${start.status} ${JSON.stringify(start.body)}`);
  const done = await call('POST', `/api/payments/demo/${start.body.orderId}/confirm`, { token });
  if (done.status !== 200) throw new Error(`confirm failed: ${done.status} ${JSON.stringify(done.body)}`);
  return start.body.orderId as number;
}

/**
 * A demo channel subscription paid like a purchase: subscribe (an unpaid order for the month and its
 * payment page), then pay it on that page. Answers as the subscribe call, with the paid subscription;
 * a refused subscribe is answered as it came.
 */
export async function subscribeWithDemo(token: string, channelId: number) {
  const start = await call('POST', `/api/channels/${channelId}/subscribe`, { token });
  if (start.status !== 201 || !start.body.orderId) return start;
  const done = await call('POST', `/api/payments/demo/${start.body.orderId}/confirm`, { token });
  if (done.status !== 200) throw new Error(`confirm failed: ${done.status} ${JSON.stringify(done.body)}`);
  const paid = await call('GET', `/api/subscriptions/${start.body.id}`, { token });
  return { ...paid, status: start.status, body: { ...paid.body, orderId: start.body.orderId } };
}
