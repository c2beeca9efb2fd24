import type Stripe from 'stripe';
import { AppError } from '../../errors.ts';
import type { MediaPay } from '../../settings/schemas/config.ts';
import type { PaymentGateway, PaymentRequest, PaymentStart, VerifiedEvent } from './types.ts';

/** The part of the Stripe client we use: tests inject a fake of it and assert the parameters. */
export interface StripeClient {
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<{ id: string; url: string | null }>;
    };
  };
  subscriptions: {
    update(id: string, params: Stripe.SubscriptionUpdateParams): Promise<unknown>;
  };
}

/**
 * Stripe's SDK (over 200 modules), loaded when a payment first needs it: a process that never talks to
 * Stripe (a worker, a test file, a site with only the demo provider) does not pay for loading it.
 */
let sdk: Promise<typeof Stripe> | null = null;
const stripeSdk = () => {
  sdk ??= import('stripe').then((m) => m.default);
  return sdk;
};

/** The real client, made on its first call. */
function realClient(secretKey: string): StripeClient {
  let client: Promise<Stripe> | null = null;
  const made = () => {
    client ??= stripeSdk().then((S) => new S(secretKey));
    return client;
  };
  return {
    checkout: {
      sessions: {
        create: async (params, options) => (await made()).checkout.sessions.create(params, options),
      },
    },
    subscriptions: { update: async (id, params) => (await made()).subscriptions.update(id, params) },
  };
}

let factory: (secretKey: string) => StripeClient = realClient;

/** Replaces how the client is built (tests cannot reach Stripe); null restores the real one. */
export function setStripeClientFactory(next: ((secretKey: string) => StripeClient) | null) {
  factory = next ?? realClient;
}

export function stripeClient(config: MediaPay['stripe']): StripeClient {
  if (!config.secretKey) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  return factory(config.secretKey);
}

const seconds = (value: number | null | undefined) =>
  typeof value === 'number' && value > 0 ? new Date(value * 1000) : null;

/** current_period_end moved from the subscription to its items in recent API versions: read both. */
function periodEnd(sub: Stripe.Subscription): Date | null {
  const fromItems = sub.items?.data?.map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return seconds(fromItems?.length ? Math.max(...fromItems) : legacy);
}

function invoiceSubscription(invoice: Stripe.Invoice): string | null {
  const ref =
    invoice.parent?.subscription_details?.subscription ??
    (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/** Maps a verified Stripe event to what we do with it. */
export function mapStripeEvent(event: Stripe.Event): VerifiedEvent {
  const base = { provider: 'stripe' as const, eventId: event.id, type: event.type, payload: event };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode === 'subscription') {
        const subscriptionId = Number(session.metadata?.subscriptionId);
        if (!Number.isInteger(subscriptionId) || subscriptionId <= 0) return { ...base, action: 'ignored' };
        const ref =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        return {
          ...base,
          action: 'subscription.started',
          subscriptionId,
          providerRef: ref ?? null,
          paymentRef: session.id,
        };
      }
      // Card payments arrive paid; delayed methods complete later with async_payment_succeeded.
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
        return { ...base, action: 'ignored' };
      }
      const orderId = Number(session.metadata?.orderId);
      return {
        ...base,
        action: 'order.paid',
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
        providerRef: session.id,
        amount: session.amount_total,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (session.mode === 'subscription') return { ...base, action: 'ignored' };
      const orderId = Number(session.metadata?.orderId);
      return {
        ...base,
        action: 'order.failed',
        orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
        providerRef: session.id,
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const ref = invoiceSubscription(invoice);
      const ends = invoice.lines?.data?.map((l) => l.period?.end).filter((n) => typeof n === 'number') ?? [];
      const paidThrough = seconds(ends.length ? Math.max(...ends) : invoice.period_end);
      if (!ref || !paidThrough) return { ...base, action: 'ignored' };
      // The first invoice is the checkout session's payment, already billed by checkout.session.completed.
      const paymentRef = invoice.billing_reason === 'subscription_create' ? null : (invoice.id ?? null);
      return { ...base, action: 'subscription.renewed', providerRef: ref, paidThrough, paymentRef };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      const paidThrough = periodEnd(sub);
      const ended =
        event.type === 'customer.subscription.deleted' ||
        sub.cancel_at_period_end ||
        ['canceled', 'unpaid', 'incomplete_expired'].includes(sub.status);
      if (ended) return { ...base, action: 'subscription.ended', providerRef: sub.id, paidThrough };
      if (!paidThrough || !['active', 'trialing'].includes(sub.status)) return { ...base, action: 'ignored' };
      return { ...base, action: 'subscription.renewed', providerRef: sub.id, paidThrough };
    }
    default:
      return { ...base, action: 'ignored' };
  }
}

export function createStripeGateway(config: MediaPay['stripe']): PaymentGateway {
  return {
    name: 'stripe',
    async createPayment(request: PaymentRequest): Promise<PaymentStart> {
      const client = stripeClient(config);
      const recurring = request.kind === 'subscription';
      const key = recurring ? 'subscriptionId' : 'orderId';
      const metadata = { [key]: String(request.id) };
      let session: { id: string; url: string | null };
      try {
        session = await client.checkout.sessions.create(
          {
            mode: recurring ? 'subscription' : 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: request.description.slice(0, 250) },
                  ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
                },
              },
            ],
            customer_email: request.buyerEmail,
            client_reference_id: `${request.kind}-${request.id}`,
            metadata,
            ...(recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
            locale: request.language,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          {
            idempotencyKey: `platea-${request.kind}-${request.id}${request.attempt ? `-${request.attempt}` : ''}`,
          },
        );
      } catch {
        throw new AppError('PAYMENT_ERROR');
      }
      if (!session.url) throw new AppError('PAYMENT_ERROR');
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async handleNotification(request: Request): Promise<VerifiedEvent> {
      if (!config.signingSecret) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      // The signature covers the exact bytes: read the raw body, never a re-serialised JSON.
      const raw = await request.text();
      const header = request.headers.get('stripe-signature');
      if (!header) throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const { webhooks } = await stripeSdk();
      let event: Stripe.Event;
      try {
        event = webhooks.constructEvent(raw, header, config.signingSecret);
      } catch {
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      }
      return mapStripeEvent(event);
    },
  };
}
