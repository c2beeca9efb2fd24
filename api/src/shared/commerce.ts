/**
 * Commerce as the API answers it (checkout, orders, payments, coupons, sales, subscriptions, my stuff):
 * the enums the faces show and the zod schemas the routes declare as their answers, whose `z.infer` types
 * the site and the back office read. Pure: no Sequelize or Node import.
 */
import { z } from 'zod';
import { isoDate } from './accounts.ts';
import {
  ACCESS_REASONS,
  ACCESS_SOURCES,
  COUPON_KINDS,
  GATEWAY_NAMES,
  OPPORTUNITY_STATES,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_STATUSES,
} from './enums.ts';
import { LOCALES } from './locale.ts';

export {
  ACCESS_REASONS,
  ACCESS_SOURCES,
  type AccessReason,
  type AccessSource,
  COUPON_KINDS,
  type CouponKind,
  GATEWAY_NAMES,
  type GatewayName,
  OPPORTUNITY_STATES,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from './enums.ts';

const id = z.number().int();
const cents = z.number().int();

/** A title as the API sends it: its own, and `localized` in the language asked for. */
const localizedTitle = z.object({ lang: z.enum(LOCALES), title: z.string().nullable() });

/** May the user open a product now, and until when. */
export const accessAnswerSchema = z.object({
  allowed: z.boolean(),
  reason: z.enum(ACCESS_REASONS),
  /** Until when the access lasts (null: no end); for 'expired', when it ended. */
  until: isoDate.nullable(),
  /** For 'not_yet': when it opens. */
  from: isoDate.nullable().optional(),
  /** For 'not_yet': the path that will open it. */
  via: z.enum(ACCESS_REASONS).optional(),
});
export type AccessAnswer = z.infer<typeof accessAnswerSchema>;

/** Whether an owned product has something to play now, else when it will (its next session). */
export const mediaReadinessSchema = z.object({ ready: z.boolean(), availableAt: isoDate.nullable() });

/** GET /api/products/{id}/access: the entitlement answer and whether there is something to play. */
export const productAccessAnswerSchema = accessAnswerSchema.extend({ media: mediaReadinessSchema });
export type ProductAccessAnswer = z.infer<typeof productAccessAnswerSchema>;

/** A price in cents: net, tax and what it totals (in the product's currency, said when it has a price). */
export const priceSchema = z.object({
  net: cents,
  tax: cents,
  total: cents,
  currency: z.string().optional(),
});

/** GET /api/me/products and /api/me/subscription-products: a product I may open, and how. */
export const myProductSchema = z.object({
  id,
  productId: id,
  product: z.object({
    id,
    title: z.string(),
    localized: localizedTitle,
    slug: z.string().nullable(),
    type: z.string(),
    image: z.string().nullable(),
    channel: z.object({ id, title: z.string(), localized: localizedTitle }).nullable(),
  }),
  /** 'subscription': no ticket, included in one of my channel subscriptions. */
  source: z.enum(ACCESS_SOURCES),
  orderId: id.nullable(),
  grantedAt: isoDate.nullable(),
  access: accessAnswerSchema,
  media: mediaReadinessSchema,
});
export type MyProduct = z.infer<typeof myProductSchema>;

/** GET /api/me/subscriptions. */
export const mySubscriptionSchema = z.object({
  id,
  channelId: id,
  channel: z.object({ id, title: z.string(), slug: z.string(), localized: localizedTitle }).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscribedSince: isoDate,
  validUntil: isoDate.nullable(),
  price: cents,
  currency: z.string(),
  provider: z.string(),
  cancelledAt: isoDate.nullable(),
  access: accessAnswerSchema,
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

const productRef = z.object({ id, title: z.string(), slug: z.string().nullable() });

export const orderItemSchema = z.object({
  id,
  orderId: id,
  productId: id,
  product: productRef.optional(),
  sessionId: id.nullable(),
  couponId: id.nullable(),
  unitNet: cents,
  unitTax: cents,
  unitTotal: cents,
  quantity: z.number().int(),
  total: cents,
});

const billingSchema = z.object({
  company: z.string().nullable().optional(),
  nif: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  prefix: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});

const orderSubscriptionSchema = z.object({
  id,
  channel: z.object({ id, title: z.string(), slug: z.string() }).nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
});

/** An order (GET /api/orders, /api/orders/{id}, the demo payment page): items, invoice, service fee. */
export const orderSchema = z.object({
  id,
  userId: id,
  channelId: id.nullable(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  total: cents,
  supportAmount: cents,
  currency: z.string(),
  /** The invoice reference (series and number) once paid. */
  invoice: z.string().nullable(),
  billing: billingSchema,
  country: z.string().nullable(),
  termsAcceptedAt: isoDate,
  paidAt: isoDate.nullable(),
  subscriptionId: id.nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  date: isoDate,
  createdAt: isoDate,
  items: z.array(orderItemSchema).optional(),
  /** The buyer's email, where the list reads it. */
  email: z.string().optional(),
  /** What the buyer paid on top of the items and support (the service fee); known with the items. */
  serviceFee: cents.optional(),
  /** A paid subscription period: the channel and the period it pays for. */
  subscription: orderSubscriptionSchema.nullable(),
  invoiceUrl: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/payments/demo/{orderId}: the order the TEST card page pays, always with its items and fee. */
export const demoOrderSchema = orderSchema.extend({ items: z.array(orderItemSchema), serviceFee: cents });
export type DemoOrder = z.infer<typeof demoOrderSchema>;

/** GET /api/me/orders: my orders, titles in my language, each paid item with its access answer. */
export const myOrderSchema = orderSchema.extend({
  items: z.array(
    orderItemSchema.extend({
      product: productRef.extend({ localized: localizedTitle }).optional(),
      access: accessAnswerSchema.nullable().optional(),
    }),
  ),
  subscription: orderSubscriptionSchema
    .extend({
      channel: z.object({ id, title: z.string(), slug: z.string(), localized: localizedTitle }).nullable(),
    })
    .nullable(),
});
export type MyOrder = z.infer<typeof myOrderSchema>;

/** Who used a coupon or code last, and when (a code's only use); paymentPending while its checkout is unpaid. */
export const lastRedemptionSchema = z.object({
  userId: id,
  name: z.string().nullable(),
  email: z.string(),
  redeemedAt: isoDate,
  orderId: id.nullable(),
  paymentPending: z.boolean(),
});
export type LastRedemption = z.infer<typeof lastRedemptionSchema>;

/** A coupon or code as the back office lists it. */
export const couponSchema = z.object({
  id,
  productId: id,
  sessionId: id.nullable(),
  kind: z.enum(COUPON_KINDS),
  code: z.string(),
  discountPercent: z.number().nullable(),
  netPrice: cents.nullable(),
  tax: cents.nullable(),
  totalPrice: cents.nullable(),
  currency: z.string(),
  quantity: z.number().int().nullable(),
  redeemedCount: z.number().int(),
  redeemed: z.boolean(),
  validFrom: isoDate.nullable(),
  validUntil: isoDate.nullable(),
  createdBy: id.nullable(),
  createdAt: isoDate,
  product: productRef.optional(),
  channelId: id.optional(),
  /** Made by someone other than the channel's owner (an administrator's promotion). */
  promotion: z.boolean().optional(),
  lastRedemption: lastRedemptionSchema.nullable(),
});
export type CouponJson = z.infer<typeof couponSchema>;

/** POST /api/coupons/generate: the codes made. */
export const generatedCodesSchema = z.object({
  productId: id,
  count: z.number().int(),
  codes: z.array(z.string()),
});

/** POST /api/coupons/redeem: access at once (granted), or the price to pay at checkout with the code. */
export const redeemAnswerSchema = z.discriminatedUnion('granted', [
  z.object({
    granted: z.literal(true),
    orderId: id,
    productId: id,
    slug: z.string().nullable(),
    title: z.string().nullable(),
    type: z.string(),
    price: priceSchema,
  }),
  z.object({
    granted: z.literal(false),
    productId: id,
    slug: z.string().nullable(),
    title: z.string().nullable(),
    type: z.string(),
    code: z.string(),
    discountPercent: z.number().nullable(),
    listPrice: priceSchema,
    price: priceSchema,
    currency: z.string(),
  }),
]);
export type RedeemAnswer = z.infer<typeof redeemAnswerSchema>;

/** POST /api/checkout/quote: what a checkout would charge, computed as the checkout computes it. */
export const checkoutQuoteSchema = z.object({
  productId: id,
  sessionId: id.nullable(),
  coupon: z
    .object({ code: z.string(), kind: z.enum(COUPON_KINDS), discountPercent: z.number().nullable() })
    .nullable(),
  currency: z.string(),
  listPrice: priceSchema,
  price: priceSchema,
  discount: cents,
  support: cents,
  /** The fee added to what the buyer pays (0 when the organizer bears it, or nothing is paid). */
  serviceFee: cents,
  feePerTicket: cents,
  feePaidBy: z.enum(['buyer', 'organizer']),
  total: cents,
  free: z.boolean(),
  provider: z.enum(GATEWAY_NAMES).nullable(),
  providers: z.array(z.enum(GATEWAY_NAMES)),
  /** The demo provider is on: no real money moves. */
  testMode: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** POST /api/checkout: the order, and where to pay (or the page that says it is yours). */
export const checkoutAnswerSchema = z.object({
  orderId: id,
  status: z.enum(['paid', 'pending']),
  provider: z.enum(PAYMENT_PROVIDERS),
  total: cents,
  currency: z.string(),
  redirectUrl: z.string(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** The TEST card page's outcome: where to go next when paid. */
export const demoSettlementSchema = z.object({
  orderId: id,
  status: z.enum(ORDER_STATUSES),
  redirectUrl: z.string().nullable(),
});
export type DemoSettlement = z.infer<typeof demoSettlementSchema>;

/** A subscription to a channel's monthly plan (the back office's list, cancel, resume). */
export const subscriptionSchema = z.object({
  id,
  userId: id,
  channelId: id,
  /** The channel as the catalogue shows it, when read with it. */
  channel: z.record(z.string(), z.unknown()).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  subscribedSince: isoDate,
  validUntil: isoDate.nullable(),
  price: cents,
  currency: z.string(),
  provider: z.string(),
  cancelledAt: isoDate.nullable(),
});
export type SubscriptionJson = z.infer<typeof subscriptionSchema>;

/** POST /api/channels/{id}/subscribe: the subscription and the payment page to go to. */
export const subscribeAnswerSchema = subscriptionSchema.extend({
  redirectUrl: z.string().nullable(),
  orderId: id.nullable(),
});
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

/** A sale (GET /api/sales): a paid ticket or subscription period, with the platform's fees. */
export const saleSchema = z.object({
  id,
  orderId: id,
  productId: id.nullable(),
  subscriptionId: id.nullable(),
  /** A subscription period has no product: the channel names it (id and slug null, channelSlug set). */
  product: z.object({
    id: id.nullable(),
    title: z.string().nullable(),
    slug: z.string().nullable(),
    channelSlug: z.string().optional(),
  }),
  channelId: id,
  email: z.string(),
  amount: cents,
  support: cents,
  feePlatform: cents,
  feeFixed: cents,
  organizerAmount: cents,
  currency: z.string(),
  paidAt: isoDate,
  saleDate: isoDate,
  eventAt: isoDate.nullable(),
  country: z.string().nullable(),
  customer: z.object({
    name: z.string().nullable(),
    surname: z.string().nullable(),
    email: z.string(),
    country: z.string().nullable(),
  }),
});
export type Sale = z.infer<typeof saleSchema>;

/** GET /api/opportunities: an unpaid checkout of one of your products; emails only with promo consent. */
export const opportunitySchema = z.object({
  id,
  orderId: id,
  state: z.enum(OPPORTUNITY_STATES),
  productId: id,
  product: productRef,
  channelId: id,
  channel: z.object({ id, title: z.string() }),
  amount: cents,
  currency: z.string(),
  createdAt: isoDate,
  country: z.string().nullable(),
  /** Whether the buyer accepted promotions: only then are email and name given. */
  contactable: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;
