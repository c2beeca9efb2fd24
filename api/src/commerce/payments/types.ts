import type { PaymentProvider } from '../../../../models/index.ts';

/** What a provider needs to charge an order (or the first month of a channel subscription). */
export interface PaymentRequest {
  kind: 'order' | 'subscription';
  /** Order id, or subscription id for kind 'subscription'. */
  id: number;
  /** Cents, what the buyer pays. */
  amount: number;
  currency: string;
  description: string;
  buyerEmail: string;
  language: 'es' | 'en' | 'pt';
  /** Where the buyer lands after paying / after giving up (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
  /** Tells apart attempts for the same id (a subscription retried after an abandoned payment). */
  attempt?: string;
}

export interface PaymentStart {
  /** Where the browser goes next: the provider's page (or our demo page / Redsys form). */
  redirectUrl: string;
  /** The provider's reference of this payment (Stripe session id, Redsys order number, demo id). */
  providerRef: string;
}

/**
 * A notification already verified as coming from the provider (signature checked). One event is
 * processed at most once: (provider, eventId) goes through PaymentEvent.recordOnce.
 */
export type VerifiedEvent = {
  provider: PaymentProvider;
  eventId: string;
  type: string;
  payload: unknown;
} & (
  | { action: 'order.paid'; orderId: number | null; providerRef: string | null; amount: number | null }
  | { action: 'order.failed'; orderId: number | null; providerRef: string | null }
  /** paymentRef: the provider's reference of the payment of this period (a paid order is created). */
  | {
      action: 'subscription.started';
      subscriptionId: number;
      providerRef: string | null;
      paymentRef?: string | null;
    }
  /** paymentRef set: a paid renewal (invoice), billed as an order; unset: the period end only moved. */
  | { action: 'subscription.renewed'; providerRef: string; paidThrough: Date; paymentRef?: string | null }
  | { action: 'subscription.ended'; providerRef: string; paidThrough: Date | null }
  | { action: 'ignored' }
);

/** One interface for every way to pay. */
export interface PaymentGateway {
  readonly name: Exclude<PaymentProvider, 'free'>;
  createPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies a raw server-to-server notification; throws PAYMENT_SIGNATURE_INVALID when forged. */
  handleNotification(request: Request): Promise<VerifiedEvent>;
}
