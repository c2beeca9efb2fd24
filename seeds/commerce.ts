import { randomCode, takeCoupon } from '../api/src/commerce/services/coupons.ts';
import { markPaid } from '../api/src/commerce/services/fulfilment.ts';
import { endSubscription, startSubscription } from '../api/src/commerce/services/subscriptions.ts';
import { getSetting } from '../api/src/settings/services/config.ts';
import { splitFees } from '../api/src/shared/fees.ts';
import {
  type Channel,
  Coupon,
  CouponRedemption,
  Order,
  OrderItem,
  ProductAccess,
  Subscription,
  type User,
} from '../models/index.ts';
import type { DemoChannels } from './channels.ts';
import { daysFrom, hoursFrom, type SeedContext, withTax } from './lib.ts';
import type { DemoProducts } from './products.ts';
import type { DemoUsers } from './users.ts';

interface CommerceRefs {
  users: DemoUsers;
  channels: DemoChannels;
  products: DemoProducts;
}

/** One checkout: a product (a session of it, a coupon or code) bought `days` ago, with an optional donation. */
interface Purchase {
  user: keyof DemoUsers;
  days: number;
  product: string;
  /** Index of the product session the ticket is for. */
  session?: number;
  coupon?: Coupon;
  support?: number;
}

export interface DemoCommerce {
  coupons: Coupon[];
  codes: Coupon[];
  orders: Order[];
  subscriptions: Subscription[];
}

/**
 * Coupons, a batch of codes for the private rehearsal, and the history of the viewers: orders paid through
 * the payment confirmation of the money services (fulfilment.markPaid: invoice numbers, sales with the
 * fee split, tickets, seats), free and code redemptions, and channel subscriptions.
 */
export async function seedCommerce(ctx: SeedContext, refs: CommerceRefs): Promise<DemoCommerce> {
  const { transaction, now } = ctx;
  const { users, products } = refs;
  const p = (key: string) => products.byKey[key];

  const coupon = (key: string, code: string, values: Partial<Coupon>, createdBy: User) =>
    Coupon.create(
      {
        productId: p(key).id,
        currency: p(key).currency,
        sessionId: null,
        kind: 'coupon',
        code,
        discountPercent: null,
        netPrice: null,
        tax: null,
        totalPrice: null,
        quantity: 100,
        createdBy: createdBy.id,
        validFrom: daysFrom(now, -40, 0),
        validUntil: daysFrom(now, 60, 22),
        ...values,
      },
      { transaction },
    );
  const fixed = withTax(6900);
  const coupons = [
    await coupon('vida-es-sueno', 'FARO10', { discountPercent: 10 }, users.producer),
    await coupon('novena-beethoven', 'PRENSA100', { discountPercent: 100, quantity: 10 }, users.orquesta),
    await coupon(
      'direccion-actores',
      'LUMBRE69',
      { netPrice: fixed.net, tax: fixed.tax, totalPrice: fixed.total, quantity: 50 },
      users.producer,
    ),
  ];
  // A batch of single-use codes for the private rehearsal, as coupons.generateCodes() makes them.
  const codes = await Coupon.bulkCreate(
    Array.from({ length: 20 }, () => ({
      productId: p('ensayo-general').id,
      sessionId: null,
      kind: 'code' as const,
      code: randomCode(),
      discountPercent: 100,
      netPrice: null,
      tax: null,
      totalPrice: null,
      currency: p('ensayo-general').currency,
      quantity: 1,
      createdBy: users.orquesta.id,
      validFrom: null,
      validUntil: null,
    })),
    { transaction },
  );

  const [faro10, prensa100, lumbre69] = coupons;
  const purchases: Purchase[] = [
    { user: 'viewer', days: -32, product: 'vida-es-sueno', session: 1, coupon: faro10 },
    { user: 'ana', days: -25, product: 'ciclo-mahler' },
    { user: 'viewer', days: -20, product: 'direccion-actores' },
    { user: 'joao', days: -18, product: 'master-direccion' },
    { user: 'viewer', days: -15, product: 'cuatro-estaciones' },
    { user: 'ana', days: -14, product: 'direccion-actores', coupon: lumbre69 },
    { user: 'viewer', days: -12, product: 'vinilo-nuevo-mundo' },
    { user: 'viewer', days: -12, product: 'grandes-directoras' },
    { user: 'ana', days: -9, product: 'novena-beethoven', session: 0, coupon: prensa100 },
    { user: 'ana', days: -8, product: 'hamlet', session: 0, support: 500 },
    { user: 'viewer', days: -5, product: 'ensayo-general', coupon: codes[0] },
    { user: 'joao', days: -3, product: 'ensayo-general', coupon: codes[1] },
    { user: 'joao', days: -2, product: 'hamlet', session: 0 },
    { user: 'ana', days: -2, product: 'ensayo-general', coupon: codes[2] },
    { user: 'viewer', days: -1, product: 'bodas-de-sangre' },
  ];

  const { ticketFeePaidBy } = await getSetting('media-pay');
  const orders: Order[] = [];
  // In date order, so invoice numbers grow with the payment dates as they would in real life.
  for (const [index, purchase] of purchases.entries()) {
    const buyer = users[purchase.user];
    const product = p(purchase.product);
    const session =
      purchase.session === undefined ? null : products.sessions[purchase.product][purchase.session];
    const coupon = purchase.coupon ?? null;
    const at = hoursFrom(daysFrom(now, purchase.days, 8), index % 9);
    // Priced as checkout() does: the offer in force at that moment, then the coupon, then the fee split.
    const list = product.plan === 'free' ? { net: 0, tax: 0, total: 0 } : product.priceAt(at);
    const price = coupon ? coupon.applyTo(list) : list;
    const split = splitFees({
      amount: price.total,
      support: purchase.support ?? 0,
      feePaidBy: ticketFeePaidBy,
    });
    const paid = split.buyerTotal > 0;
    const order = await Order.create(
      {
        userId: buyer.id,
        channelId: product.channelId,
        status: 'pending',
        provider: paid ? 'demo' : 'free',
        providerRef: paid ? `demo_seed_${index + 1}` : null,
        total: split.buyerTotal,
        supportAmount: split.support,
        currency: product.currency,
        termsAcceptedAt: at,
        invoiceSeries: null,
        invoiceNumber: null,
        billing: billingOf(buyer),
        country: buyer.billingCountry ?? buyer.country,
        paidAt: null,
        createdAt: at,
      },
      { transaction },
    );
    await OrderItem.create(
      {
        orderId: order.id,
        productId: product.id,
        sessionId: session?.id ?? null,
        couponId: coupon?.id ?? null,
        unitNet: price.net,
        unitTax: price.tax,
        unitTotal: price.total,
        quantity: 1,
        createdAt: at,
      },
      { transaction },
    );
    if (coupon) {
      await takeCoupon(coupon, buyer.id, order.id, transaction);
      await CouponRedemption.update({ redeemedAt: at }, { where: { orderId: order.id }, transaction });
    }
    // The demo provider's "paid" confirmation: invoice number, sale with the fee split, ticket, seat.
    await markPaid(order, transaction, { onOwned: 'throw', at });
    // grantOnce() stamps the ticket with the database clock: date it like the payment it came from.
    await ProductAccess.update({ grantedAt: at }, { where: { orderId: order.id }, transaction });
    orders.push(order);
  }

  const subscriptions = [
    await subscribe(ctx, users.viewer, refs.channels.orquesta, -10),
    await subscribe(ctx, users.ana, refs.channels.orquesta, -40),
  ];
  // Ana cancelled: the provider's "ended" event keeps the content until the paid-through date (spec 4).
  const ended = subscriptions[1];
  const error = await endSubscription('demo', ended.providerRef as string, null, transaction);
  if (error) throw new Error(`seed subscription: ${error}`);
  await ended.reload({ transaction });
  return { coupons, codes, orders, subscriptions };
}

function billingOf(user: User) {
  return {
    company: user.billingCompany,
    nif: user.billingNif,
    address: user.billingAddress,
    city: user.billingCity,
    postalCode: user.billingPostalCode,
    country: user.billingCountry,
    prefix: user.billingPrefix,
    phone: user.billingPhone,
  };
}

/**
 * A monthly subscription started `days` ago: stored unpaid the way subscriptions.subscribe() does, then
 * confirmed by startSubscription(), the handler of the provider's first-payment event.
 */
async function subscribe(ctx: SeedContext, user: User, channel: Channel, days: number) {
  const { transaction } = ctx;
  const since = daysFrom(ctx.now, days, 11);
  const sub = await Subscription.create(
    {
      userId: user.id,
      channelId: channel.id,
      status: 'subscribed',
      subscribedSince: since,
      validUntil: since,
      price: channel.subscriptionTotal,
      currency: channel.currency,
      provider: 'demo',
      providerRef: null,
      cancelledAt: null,
    },
    { transaction },
  );
  const error = await startSubscription(sub.id, `demo_sub_${user.id}_${channel.id}`, transaction);
  if (error) throw new Error(`seed subscription: ${error}`);
  await sub.reload({ transaction });
  return sub;
}
