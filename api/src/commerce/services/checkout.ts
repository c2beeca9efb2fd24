import { Op, QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  type Language,
  Order,
  OrderItem,
  Product,
  ProductAccess,
  type User,
} from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { localize } from '../../lib/localize.ts';
import { logger } from '../../lib/logger.ts';
import { type GatewayName, gateway as paymentGateway, paymentUrls } from '../payments/index.ts';
import { priceCheckout } from './checkout-pricing.ts';
import { findUsableCoupon, takeCoupon } from './coupon-use.ts';
import { markPaid, releaseCoupon } from './fulfilment.ts';

export interface CheckoutInput {
  user: User;
  productId: number;
  sessionId?: number;
  couponCode?: string;
  supportCents?: number;
  termsAccepted: boolean;
  provider?: GatewayName;
  country?: string;
}

export interface CheckoutResult {
  orderId: number;
  status: 'paid' | 'pending';
  provider: Order['provider'];
  total: number;
  currency: string;
  redirectUrl: string;
}

/**
 * Serialises one user's checkouts (row lock on the user) and refuses a second ticket. The UNIQUE
 * (user_id, product_id) of product_accesses is the last word (grantOnce) when access comes by
 * another path meanwhile.
 */
async function lockBuyer(userId: number, productId: number, transaction: Transaction) {
  await connectionOf(Order).query('SELECT id FROM users WHERE id = $1 FOR UPDATE', {
    bind: [userId],
    transaction,
    type: QueryTypes.SELECT,
  });
  if (await ProductAccess.findByUserAndProduct(userId, productId, transaction)) {
    throw new AppError('ALREADY_OWNED');
  }
}

/** One live checkout per user and product: an older pending order is cancelled, its coupon given back. */
async function supersedePending(userId: number, productId: number, transaction: Transaction) {
  const pending = await Order.findAll({
    where: { userId, status: 'pending' },
    include: [{ model: OrderItem, as: 'items', where: { productId }, required: true }],
    transaction,
  });
  for (const order of pending) {
    order.status = 'cancelled';
    await order.save({ transaction });
    await releaseCoupon(order, transaction);
  }
}

/**
 * Unpaid orders a buyer may have open at once (counted over the last day; an older abandoned one no
 * longer counts): enough for a few tabs, not for filling the orders table or holding seats.
 */
export const MAX_PENDING_ORDERS = 5;

/** Refuses a new unpaid order past the limit; run under lockBuyer, so parallel checkouts count. */
async function limitPending(userId: number, transaction: Transaction) {
  const [{ open }] = await connectionOf(Order).query<{ open: number }>(
    `SELECT count(*)::int AS open FROM orders
      WHERE user_id = $1 AND status = 'pending' AND created_at > now() - interval '1 day'`,
    { bind: [userId], transaction, type: QueryTypes.SELECT },
  );
  if (open >= MAX_PENDING_ORDERS) throw new AppError('TOO_MANY_PENDING_ORDERS', { max: MAX_PENDING_ORDERS });
}

/**
 * Unpaid orders (waiting, superseded or failed) a buyer may start in an hour. A retry of the same product
 * replaces its waiting order, so MAX_PENDING_ORDERS alone would let one user add a row per click (200
 * parallel checkouts made 200 rows): this bounds the rows one user can write, whatever the timing.
 */
export const MAX_UNPAID_ORDERS_PER_HOUR = 20;

/** Refuses a checkout past the hourly bound (429 with Retry-After); run under lockBuyer, like limitPending. */
async function limitUnpaidPerHour(userId: number, transaction: Transaction) {
  const [{ started, oldest }] = await connectionOf(Order).query<{ started: number; oldest: Date | null }>(
    `SELECT count(*)::int AS started, min(created_at) AS oldest FROM orders
      WHERE user_id = $1 AND status IN ('pending', 'cancelled', 'failed')
        AND created_at > now() - interval '1 hour'`,
    { bind: [userId], transaction, type: QueryTypes.SELECT },
  );
  if (started < MAX_UNPAID_ORDERS_PER_HOUR) return;
  const wait = Math.max(1, Math.ceil(((oldest?.getTime() ?? Date.now()) + 3600_000 - Date.now()) / 1000));
  throw new AppError('TOO_MANY_CHECKOUTS', { minutes: Math.ceil(wait / 60) }, undefined, {
    'Retry-After': String(wait),
  });
}

/**
 * POST /api/checkout. Free products and 100% coupons give access at once (order provider 'free');
 * anything to pay creates a pending order and answers where the provider takes the payment.
 */
export async function checkout(input: CheckoutInput): Promise<CheckoutResult> {
  if (input.termsAccepted !== true) throw new AppError('TERMS_NOT_ACCEPTED');
  const at = new Date();
  const { product, session, coupon, price, split, free, provider, mediaPay } = await priceCheckout(input, at);
  const gateway = provider ? paymentGateway(provider, mediaPay) : null;
  const user = input.user;

  const order = await connectionOf(Order).transaction(async (transaction) => {
    await lockBuyer(user.id, product.id, transaction);
    // Refused before anything is written: a burst past the bound costs one count per request.
    if (!free) await limitUnpaidPerHour(user.id, transaction);
    await supersedePending(user.id, product.id, transaction);
    if (!free) await limitPending(user.id, transaction);
    const created = await Order.create(
      {
        userId: user.id,
        channelId: product.channelId,
        provider: gateway?.name ?? 'free',
        providerRef: null,
        total: split.buyerTotal,
        supportAmount: split.support,
        currency: product.currency,
        termsAcceptedAt: at,
        invoiceSeries: null,
        invoiceNumber: null,
        billing: {
          company: user.billingCompany,
          nif: user.billingNif,
          address: user.billingAddress,
          city: user.billingCity,
          postalCode: user.billingPostalCode,
          country: user.billingCountry,
          prefix: user.billingPrefix,
          phone: user.billingPhone,
        },
        country: input.country ?? user.billingCountry ?? user.country,
        paidAt: null,
      },
      { transaction },
    );
    await OrderItem.create(
      {
        orderId: created.id,
        productId: product.id,
        sessionId: session?.id ?? null,
        couponId: coupon?.id ?? null,
        unitNet: price.net,
        unitTax: price.tax,
        unitTotal: price.total,
      },
      { transaction },
    );
    if (coupon) await takeCoupon(coupon, user.id, created.id, transaction);
    if (free) await markPaid(created, transaction, { onOwned: 'throw', at });
    return created;
  });

  if (!gateway) {
    return {
      orderId: order.id,
      status: 'paid',
      provider: 'free',
      total: 0,
      currency: order.currency,
      redirectUrl: paymentUrls.orderSuccess(),
    };
  }
  try {
    const start = await gateway.createPayment({
      kind: 'order',
      id: order.id,
      amount: order.total,
      currency: order.currency,
      description: product.title,
      buyerEmail: user.email,
      language: user.language,
      successUrl: paymentUrls.orderSuccess(),
      cancelUrl: paymentUrls.orderCancel(product.slug),
    });
    order.providerRef = start.providerRef;
    await order.save();
    return {
      orderId: order.id,
      status: 'pending',
      provider: gateway.name,
      total: order.total,
      currency: order.currency,
      redirectUrl: start.redirectUrl,
    };
  } catch (err) {
    logger.warn('checkout.payment_start_failed', { orderId: order.id, provider: gateway.name });
    await connectionOf(Order).transaction(async (transaction) => {
      await Order.update({ status: 'failed' }, { where: { id: order.id, status: 'pending' }, transaction });
      await releaseCoupon(order, transaction);
    });
    throw err instanceof AppError ? err : new AppError('PAYMENT_ERROR');
  }
}

/**
 * POST /api/coupons/redeem (signed in, spec 5). A code or coupon that makes the product free (100%,
 * or any code of a private product with nothing left to pay) grants access at once; otherwise the
 * answer is the discounted price to use at checkout, and the use is taken when the checkout starts.
 */
export async function redeemCode(user: User, code: string, lang: Language = 'es') {
  const coupon = await findUsableCoupon({ code, userId: user.id });
  const product = coupon.product as Product;
  const at = new Date();
  const list = product.plan === 'free' ? { net: 0, tax: 0, total: 0 } : product.priceAt(at);
  const price = coupon.applyTo(list);
  // The product's title in the caller's language, so the answer can say what the code was for.
  const { title } = localize(product, lang, { title: product.title });
  if (price.total === 0) {
    const result = await checkout({
      user,
      productId: product.id,
      sessionId: coupon.sessionId ?? undefined,
      couponCode: code,
      termsAccepted: true,
    });
    return {
      granted: true,
      orderId: result.orderId,
      productId: product.id,
      slug: product.slug,
      title,
      type: product.type,
      price,
    };
  }
  return {
    granted: false,
    productId: product.id,
    slug: product.slug,
    title,
    type: product.type,
    code: coupon.code,
    discountPercent: coupon.discountPercent,
    listPrice: list,
    price,
    currency: product.currency,
  };
}

/** The buyer's order with items, or NOT_FOUND (also for other people's orders; superseded ones unless asked). */
export async function findOwnOrder(userId: number, orderId: number, opts: { withCancelled?: boolean } = {}) {
  const order = await Order.findOne({
    where: { id: orderId, userId, ...(opts.withCancelled ? {} : { status: { [Op.ne]: 'cancelled' } }) },
    include: [{ model: OrderItem, as: 'items', include: [{ model: Product, as: 'product' }] }],
  });
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}
