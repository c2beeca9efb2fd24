import type { PaymentProvider } from '../../../../models/index.ts';
import { env, publicUrl } from '../../env.ts';
import { AppError } from '../../errors.ts';
import type { MediaPay } from '../../settings/schemas/config.ts';
import { createDemoGateway } from './demo.ts';
import { createRedsysGateway } from './redsys.ts';
import { createStripeGateway } from './stripe.ts';
import type { PaymentGateway } from './types.ts';

export type GatewayName = Exclude<PaymentProvider, 'free'>;

export const paymentUrls = {
  demoPage: (orderId: number) => `${publicUrl}/payments/demo/${orderId}`,
  redsysForm: (orderId: number) => `${publicUrl}/api/payments/redsys/${orderId}/form`,
  redsysNotification: () => `${publicUrl}/api/payments/redsys/notification`,
  orderSuccess: () => `${publicUrl}/mystuff/products?payment=ok`,
  orderCancel: (slug: string) => `${publicUrl}/products/${slug}/checkout?payment=cancelled`,
  subscriptionSuccess: () => `${publicUrl}/mystuff/subscriptions?payment=ok`,
  subscriptionCancel: (slug: string) => `${publicUrl}/channels/${slug}?payment=cancelled`,
};

/** The real providers configured and switched on, best first: card, then bank POS. */
function realProviders(mp: MediaPay): GatewayName[] {
  const out: GatewayName[] = [];
  if (mp.stripe.active && mp.stripe.secretKey) out.push('stripe');
  if (mp.pos.active && mp.pos.merchantKey && mp.pos.url && mp.pos.merchantCode) out.push('redsys');
  return out;
}

/**
 * The demo provider (a TEST card page that pays without money) answers only while no real provider is
 * active, and never in production: once a shop takes real money, nobody can pay with the demo page,
 * not even an order created before. While it answers, checkout shows a TEST MODE banner.
 */
export const demoAllowed = (mp: MediaPay) => env.NODE_ENV !== 'production' && realProviders(mp).length === 0;

/** Which providers can take a payment now: the real ones, or else the demo one outside production. */
export function availableProviders(mp: MediaPay): GatewayName[] {
  const real = realProviders(mp);
  return real.length > 0 || !demoAllowed(mp) ? real : ['demo'];
}

/** The gateway the buyer asked for (or the default one); PAYMENT_PROVIDER_UNAVAILABLE otherwise. */
export function chooseGateway(mp: MediaPay, requested?: GatewayName): PaymentGateway {
  const available = availableProviders(mp);
  // Without keys the demo page is the default; once a real provider is configured it comes first.
  const name = requested ?? available[0];
  if (!name || !available.includes(name)) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  return gateway(name, mp);
}

export function gateway(name: GatewayName, mp: MediaPay): PaymentGateway {
  switch (name) {
    case 'stripe':
      return createStripeGateway(mp.stripe);
    case 'redsys':
      return createRedsysGateway(mp.pos, { form: paymentUrls.redsysForm });
    case 'demo':
      return createDemoGateway({ page: paymentUrls.demoPage });
  }
}

export type { PaymentGateway, PaymentRequest, PaymentStart, VerifiedEvent } from './types.ts';
