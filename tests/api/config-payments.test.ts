import { afterAll, describe, expect, it } from 'vitest';
import { getSetting, updateSetting } from '../../api/src/settings/services/config.ts';
import { Order, Setting } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import {
  checkoutBody,
  createProduct,
  producerWithChannel,
  quickUser,
  STRIPE_TEST,
  withMediaPay,
} from './helpers/commerce.ts';
import { adminToken, putSetting } from './helpers/settings.ts';

const SECRET_KEY = 'sk_test_SECRET_51Hx9';
const SIGNING_SECRET = 'whsec_SIGNING_7f3a';
const MERCHANT_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

const mediaPay = async () => call('GET', '/api/config/modules/media-pay', { token: await adminToken() });
const stored = async () =>
  (await Setting.findByPk('media-pay'))?.value as Record<string, Record<string, unknown>>;

function expectNoSecret(body: unknown) {
  const json = JSON.stringify(body);
  for (const secret of [SECRET_KEY, SIGNING_SECRET, MERCHANT_KEY]) expect(json).not.toContain(secret);
  expect(json).not.toMatch(/"(secretKey|signingSecret|merchantKey)"/);
}

describe('media-pay: params', () => {
  it.each([
    [{ currencyCode: 'eur' }, 'currencyCode'],
    [{ currencySymbol: '' }, 'currencySymbol'],
    [{ stripe: { active: 'yes' } }, 'stripe.active'],
    [{ stripe: { secretKey: 42 } }, 'stripe.secretKey'],
    [{ stripe: { secretKey: 'x'.repeat(501) } }, 'stripe.secretKey'],
    [{ stripe: { secretKeySet: true } }, 'stripe.secretKeySet'],
    [{ pos: { currencyCode: 'EUR' } }, 'pos.currencyCode'],
    [{ platformSubscription: { period: 'weekly' } }, 'platformSubscription.period'],
    [{ platformSubscription: { priceCents: -1 } }, 'platformSubscription.priceCents'],
    [{ platformSubscription: { priceCents: 9.5 } }, 'platformSubscription.priceCents'],
    [{ ticketFeePaidBy: 'nobody' }, 'ticketFeePaidBy'],
    [{ stripe: null }, 'stripe'],
    [{ refunds: true }, 'refunds'],
  ])('refuses %j naming %s', async (body, field) => {
    const before = await stored();
    const res = await call('PUT', '/api/config/modules/media-pay', { token: await adminToken(), body });
    expectError(res, 422, 'VALIDATION_ERROR', field);
    expect(await stored()).toEqual(before);
  });
});

describe('media-pay: secrets are write-only', () => {
  afterAll(() =>
    putSetting('/api/config/modules/media-pay', {
      stripe: { active: false, publicKey: '', secretKey: null, signingSecret: null },
      pos: { active: false, merchantKey: null, merchantCode: '', url: '' },
    }),
  );

  it('answers the fresh-install values with nothing set', async () => {
    const res = await mediaPay();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currencyCode: 'EUR',
      currencySymbol: '€',
      stripe: { active: false, publicKey: '', secretKeySet: false, signingSecretSet: false },
      pos: { active: false, merchantKeySet: false },
    });
  });

  it('stores the secrets and never answers them', async () => {
    const saved = await putSetting('/api/config/modules/media-pay', {
      stripe: {
        active: true,
        publicKey: 'pk_test_PUBLIC',
        secretKey: SECRET_KEY,
        signingSecret: SIGNING_SECRET,
      },
      pos: {
        active: true,
        url: 'https://pos.example.test',
        merchantCode: '999008881',
        merchantKey: MERCHANT_KEY,
      },
      platformSubscription: { active: true, period: 'annual', priceCents: 9900 },
    });
    expectNoSecret(saved);
    expect(saved.stripe).toMatchObject({
      active: true,
      publicKey: 'pk_test_PUBLIC',
      secretKeySet: true,
      signingSecretSet: true,
    });
    expect(saved.pos).toMatchObject({ active: true, merchantCode: '999008881', merchantKeySet: true });

    const admin = await mediaPay();
    expectNoSecret(admin.body);
    expect(admin.body.stripe.secretKeySet).toBe(true);
    expect(admin.body.pos.merchantKeySet).toBe(true);

    const payments = await call('GET', '/api/config/payments');
    expectNoSecret(payments.body);
    expect(payments.body).toEqual({
      payments: {
        currencyCode: 'EUR',
        currencySymbol: '€',
        testMode: false,
        providers: { stripe: { active: true, publicKey: 'pk_test_PUBLIC' }, pos: { active: true } },
        platformSubscription: { active: true, period: 'annual', priceCents: 9900 },
        subscriptionChannels: true,
        paidContent: true,
        ticketFeePaidBy: 'buyer',
        feePerTicket: 45,
      },
    });

    const stripe = await call('GET', '/api/config/payments/stripe');
    expectNoSecret(stripe.body);
    expect(stripe.body).toEqual({ active: true, publicKey: 'pk_test_PUBLIC' });

    const value = await stored();
    expect(value.stripe.secretKey).toBe(SECRET_KEY);
    expect(value.pos.merchantKey).toBe(MERCHANT_KEY);
  });

  it('keeps a secret left out of the update', async () => {
    await putSetting('/api/config/modules/media-pay', {
      stripe: { secretKey: SECRET_KEY, signingSecret: SIGNING_SECRET },
    });
    const res = await putSetting('/api/config/modules/media-pay', {
      stripe: { publicKey: 'pk_test_OTHER' },
      paidContent: false,
    });
    expect(res.stripe).toMatchObject({
      publicKey: 'pk_test_OTHER',
      secretKeySet: true,
      signingSecretSet: true,
    });
    expect(res.paidContent).toBe(false);
    const value = await stored();
    expect(value.stripe.secretKey).toBe(SECRET_KEY);
    expect(value.stripe.signingSecret).toBe(SIGNING_SECRET);
    await putSetting('/api/config/modules/media-pay', { paidContent: true });
  });

  it('clears a secret sent as null, and then the provider is not active for buyers', async () => {
    await putSetting('/api/config/modules/media-pay', {
      stripe: { active: true, secretKey: SECRET_KEY },
      pos: { active: true, merchantKey: MERCHANT_KEY },
    });
    const res = await putSetting('/api/config/modules/media-pay', {
      stripe: { secretKey: null },
      pos: { merchantKey: '' },
    });
    expect(res.stripe.secretKeySet).toBe(false);
    expect(res.pos.merchantKeySet).toBe(false);
    const value = await stored();
    expect(value.stripe.secretKey).toBeNull();
    expect(value.pos.merchantKey).toBeNull();
    expect((await call('GET', '/api/config/payments/stripe')).body.active).toBe(false);
    expect((await call('GET', '/api/config/payments')).body.payments.providers).toMatchObject({
      stripe: { active: false },
      pos: { active: false },
    });
  });
});

describe('the demo provider answers only while no real provider is active', () => {
  it('is on (TEST MODE) without real providers, and off for new and old orders once card payments are on', async () => {
    const restore = await withMediaPay({
      stripe: { active: false, publicKey: '', secretKey: '', signingSecret: '' },
      pos: { ...(await getSetting('media-pay')).pos, active: false },
    });
    try {
      expect((await call('GET', '/api/config/payments')).body.payments.testMode).toBe(true);
      const { channel } = await producerWithChannel();
      const product = await createProduct(channel);
      const buyer = await quickUser();
      const pending = await call('POST', '/api/checkout', {
        token: buyer.token,
        body: checkoutBody(product.id, { provider: 'demo' }),
      });
      expect(pending.status).toBe(201);

      await updateSetting(
        'media-pay',
        { stripe: { ...STRIPE_TEST, active: true, publicKey: 'pk_test_x' } },
        null,
      );
      expect((await call('GET', '/api/config/payments')).body.payments.testMode).toBe(false);
      // No new demo order...
      const other = await quickUser();
      expectError(
        await call('POST', '/api/checkout', {
          token: other.token,
          body: checkoutBody(product.id, { provider: 'demo' }),
        }),
        422,
        'PAYMENT_PROVIDER_UNAVAILABLE',
      );
      // ...and the one left pending cannot be paid on the TEST card page any more.
      const confirm = await call('POST', `/api/payments/demo/${pending.body.orderId}/confirm`, {
        token: buyer.token,
      });
      expect(confirm.status).toBe(404);
      expect((await Order.findByPk(pending.body.orderId))?.status).toBe('pending');
    } finally {
      await restore();
    }
  });
});
