import { describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../api/src/settings/schemas/config.ts';
import { SETTINGS } from '../../api/src/settings/services/config.ts';
import { User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';
import { putSetting } from './helpers/settings.ts';
import { lastMailToken, signUp } from './helpers/users.ts';

// Every on/off switch of /api/config, /api/config/modules and media-pay is either read today (and a test
// flips it and sees the effect) or waits for a named issue (docs/ARCHITECTURE.md, "Switches"). A new
// switch must be put in one of the two lists; a switch read today that stops being read fails its test.
const READ_TODAY: Record<string, string> = {
  'site.coupons': 'here and tests/api/coupons-redeem.test.ts',
  'site.approveUsers': 'here and tests/api/auth-activation-login.test.ts',
  'media-pay.subscriptionChannels': 'here and tests/api/subscriptions.test.ts',
  'access.requireLogin': 'the site middleware (tests/e2e)',
  'site.typeTag': 'the site cards and product pages (tests/e2e/site-switches.spec.ts)',
  'site.freeTag': 'the site cards and product pages (tests/e2e/site-switches.spec.ts)',
  'site.languages': 'the site header (tests/e2e/site-switches.spec.ts)',
  'site.currencies': 'the site header (tests/e2e/site-switches.spec.ts)',
  'site.timezones': 'the site header and dates (tests/e2e/site-switches.spec.ts)',
  'site.analytics': 'the site page-view counter (tests/api/analytics-viewing.test.ts)',
  'site.notifications': 'the site header bell (tests/e2e/site-switches.spec.ts; the live issue fills it)',
};
const READ_LATER: Record<string, string> = {
  'site.moderatedChat': 'the live issue',
  'media-pay.paidContent': 'issue 10 (back office: paid product forms)',
  ...Object.fromEntries(MODULE_IDS.map((id) => [`modules.${id}`, 'issue 10 (back office: /manage/modules)'])),
};

const booleans = (key: 'site' | 'modules' | 'access' | 'media-pay') =>
  Object.entries(SETTINGS[key].defaults)
    .filter(([, v]) => typeof v === 'boolean')
    .map(([k]) => `${key}.${k}`);

describe('configuration switches', () => {
  it('every switch is either read today or waits for a named issue', () => {
    const all = [
      ...booleans('site'),
      ...booleans('modules'),
      ...booleans('access'),
      ...booleans('media-pay'),
    ];
    expect([...Object.keys(READ_TODAY), ...Object.keys(READ_LATER)].sort()).toEqual(all.sort());
  });

  it('site.coupons: off refuses discount coupons, on accepts them again', async () => {
    const seller = await producerWithChannel();
    const product = await createProduct(seller.channel);
    const coupon = await call('POST', '/api/coupons', {
      token: seller.token,
      body: { productId: product.id, discountPercent: 10 },
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
    const buyer = await quickUser();
    const redeem = () =>
      call('POST', '/api/coupons/redeem', { token: buyer.token, body: { code: coupon.body.code } });
    await putSetting('/api/config', { coupons: false });
    try {
      expectError(await redeem(), 409, 'COUPONS_DISABLED');
    } finally {
      await putSetting('/api/config', { coupons: true });
    }
    expect((await redeem()).status).toBe(200);
  });

  it('site.approveUsers: on leaves a newly activated account pending, off approves it', async () => {
    const activated = async () => {
      const { email, id } = await signUp();
      const token = await lastMailToken(email, 'activation');
      expect((await call('POST', '/api/auth/activate', { body: { token } })).status).toBe(200);
      return (await User.findByPk(id))?.status;
    };
    await putSetting('/api/config', { approveUsers: true });
    try {
      expect(await activated()).toBe('pending');
    } finally {
      await putSetting('/api/config', { approveUsers: false });
    }
    expect(await activated()).toBe('approved');
  });

  it('media-pay.subscriptionChannels: off makes channels unsubscribable, on lets viewers subscribe', async () => {
    const seller = await producerWithChannel({
      subscriptionActive: true,
      subscriptionNet: 909,
      subscriptionTax: 91,
      subscriptionTotal: 1000,
    });
    const viewer = await quickUser();
    const subscribe = () =>
      call('POST', `/api/channels/${seller.channel.id}/subscribe`, { token: viewer.token });
    await putSetting('/api/config/modules/media-pay', { subscriptionChannels: false });
    try {
      expectError(await subscribe(), 422, 'CHANNEL_NOT_SUBSCRIBABLE');
    } finally {
      await putSetting('/api/config/modules/media-pay', { subscriptionChannels: true });
    }
    const on = await subscribe();
    expect(on.status, JSON.stringify(on.body)).toBeLessThan(300);
  });
});
