import { randomBytes } from 'node:crypto';
import { AppError } from '../../errors.ts';
import type { PaymentGateway, PaymentRequest, PaymentStart, VerifiedEvent } from './types.ts';

/**
 * The offline provider for development and tests: the buyer lands on our own TEST card page
 * (site/src/pages/payments/demo/[orderId].astro), which confirms or fails the payment through
 * POST /api/payments/demo/:orderId/confirm|fail. Never available in production.
 */
export function createDemoGateway(urls: { page: (orderId: number) => string }): PaymentGateway {
  return {
    name: 'demo',
    async createPayment(request: PaymentRequest): Promise<PaymentStart> {
      if (request.kind !== 'order') throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return {
        redirectUrl: urls.page(request.id),
        providerRef: `demo_${request.id}_${randomBytes(6).toString('hex')}`,
      };
    },
    async handleNotification(): Promise<VerifiedEvent> {
      // The demo page calls authenticated endpoints instead of a webhook.
      throw new AppError('PAYMENT_SIGNATURE_INVALID');
    },
  };
}

/** The event a demo confirmation stands for: one per order and outcome, like a provider's. */
export function demoEvent(orderId: number, outcome: 'confirm' | 'fail'): VerifiedEvent {
  const base = { provider: 'demo' as const, eventId: `demo-${orderId}-${outcome}`, payload: { orderId } };
  return outcome === 'confirm'
    ? { ...base, type: 'demo.confirmed', action: 'order.paid', orderId, providerRef: null, amount: null }
    : { ...base, type: 'demo.failed', action: 'order.failed', orderId, providerRef: null };
}
