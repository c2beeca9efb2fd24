import {
  Channel,
  type Coupon,
  Product,
  ProductAccess,
  ProductSession,
  type User,
} from '../../../../models/index.ts';
import { isChannelPublic } from '../../catalogue/services/catalogue-access.ts';
import { AppError } from '../../errors.ts';
import type { MediaPay } from '../../settings/schemas/config.ts';
import { getSetting } from '../../settings/services/config.ts';
import { FEE_PER_TICKET_CENTS, type FeeSplit, splitFees } from '../../shared/fees.ts';
import { availableProviders, chooseGateway, demoAllowed, type GatewayName } from '../payments/index.ts';
import { findUsableCoupon } from './coupon-use.ts';

/** What a buyer chose at checkout, before accepting the terms. */
export interface CheckoutChoice {
  user: User;
  productId: number;
  sessionId?: number;
  couponCode?: string;
  supportCents?: number;
  provider?: GatewayName;
}

type Amounts = { net: number; tax: number; total: number };

/** Everything checkout needs to charge, computed once by priceCheckout (the quote shows the same). */
export interface PricedCheckout {
  product: Product;
  session: ProductSession | null;
  coupon: Coupon | null;
  /** The price in force (offer included) before the coupon. */
  list: Amounts;
  /** The unit price after the coupon: what the ticket costs. */
  price: Amounts;
  split: FeeSplit;
  free: boolean;
  /** The provider that will take the payment; null when there is nothing to pay. */
  provider: GatewayName | null;
  mediaPay: MediaPay;
}

const sessionError = () =>
  new AppError('VALIDATION_ERROR', { details: 'sessionId' }, [{ field: 'sessionId', message: '' }]);

/**
 * Whether the product can be bought now (spec 4/8): published, or private with a code, in a published
 * channel; inside its sale window; not past its expiration date. Anything else is PRODUCT_NOT_PURCHASABLE.
 */
function assertPurchasable(product: Product, hasCoupon: boolean, at: Date) {
  const listed =
    (product.status === 'published' || (product.status === 'private' && hasCoupon)) &&
    !!product.channel &&
    isChannelPublic(product.channel);
  const expired = product.expirationDate !== null && product.expirationDate <= at;
  if (!listed || !product.isOnSale(at) || expired) throw new AppError('PRODUCT_NOT_PURCHASABLE');
}

async function pickSession(product: Product, sessionId: number | undefined, at: Date) {
  const sessions = await ProductSession.listByProduct(product.id);
  if (sessionId === undefined) {
    if (product.multiDate && sessions.length > 0) throw sessionError();
    return null;
  }
  const session = sessions.find((s) => s.id === sessionId);
  if (!session) throw sessionError();
  if (session.startsAt <= at) throw new AppError('PRODUCT_NOT_PURCHASABLE');
  if (session.isSoldOut()) throw new AppError('SESSION_SOLD_OUT');
  return session;
}

/**
 * The one pricing of a checkout (spec 5, 9): the product must be purchasable, the coupon usable for it
 * (and its session), then the offer in force, the coupon, the support and the €0.45 per ticket of
 * fees.ts borne by whom media-pay says. checkout() charges exactly this; quoteCheckout() shows it.
 */
export async function priceCheckout(input: CheckoutChoice, at: Date): Promise<PricedCheckout> {
  const product = await Product.findByPk(input.productId, { include: [{ model: Channel, as: 'channel' }] });
  if (!product) throw new AppError('NOT_FOUND');
  let coupon: Coupon | null = null;
  if (input.couponCode) {
    coupon = await findUsableCoupon({
      code: input.couponCode,
      userId: input.user.id,
      productId: product.id,
      sessionId: input.sessionId,
      at,
    });
  }
  assertPurchasable(product, coupon !== null, at);
  const session = await pickSession(product, input.sessionId, at);
  if (coupon?.sessionId && session?.id !== coupon.sessionId) throw new AppError('COUPON_OTHER_SESSION');

  const list = product.plan === 'free' ? { net: 0, tax: 0, total: 0 } : product.priceAt(at);
  const price = coupon ? coupon.applyTo(list) : list;
  const mediaPay = await getSetting('media-pay');
  const split = splitFees({
    amount: price.total,
    support: input.supportCents ?? 0,
    feePaidBy: mediaPay.ticketFeePaidBy,
  });
  const free = split.buyerTotal === 0;
  const provider = free ? null : chooseGateway(mediaPay, input.provider).name;
  return { product, session, coupon, list, price, split, free, provider, mediaPay };
}

/** POST /api/checkout/quote: what the buyer will pay, before paying; nothing is stored or taken. */
export async function quoteCheckout(input: CheckoutChoice) {
  const at = new Date();
  const priced = await priceCheckout(input, at);
  const { product, session, coupon, list, price, split, mediaPay } = priced;
  // The same refusal checkout gives, said before the buyer fills anything in.
  if (await ProductAccess.findByUserAndProduct(input.user.id, product.id)) {
    throw new AppError('ALREADY_OWNED');
  }
  return {
    productId: product.id,
    sessionId: session?.id ?? null,
    coupon: coupon ? { code: coupon.code, kind: coupon.kind, discountPercent: coupon.discountPercent } : null,
    currency: product.currency,
    listPrice: list,
    price,
    discount: list.total - price.total,
    support: split.support,
    /** The €0.45 added to what the buyer pays (0 when the organizer bears it, or nothing is paid). */
    serviceFee: split.buyerFee,
    feePerTicket: FEE_PER_TICKET_CENTS,
    feePaidBy: split.feePaidBy,
    total: split.buyerTotal,
    free: priced.free,
    provider: priced.provider,
    providers: priced.free ? [] : availableProviders(mediaPay),
    testMode: demoAllowed(mediaPay),
  };
}
