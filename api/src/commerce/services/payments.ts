import { Channel, type Language, type OrderStatus, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/index.ts';
import { getSetting } from '../../settings/services/config.ts';
import { demoEvent } from '../payments/demo.ts';
import { demoAllowed, type GatewayName, gateway, paymentUrls } from '../payments/index.ts';
import { autoSubmitForm, redsysFormFields } from '../payments/redsys.ts';
import { findOwnOrder } from './checkout.ts';
import { applyPaymentEvent } from './fulfilment.ts';
import { renewDemoSubscription } from './subscriptions.ts';

/** The demo endpoints do not exist while the demo provider is off (production, or a real provider on). */
async function assertDemo() {
  if (!demoAllowed(await getSetting('media-pay'))) throw new AppError('SERVER_ERROR_NOT_FOUND');
}

/** A demo order of the caller's, for the TEST card page. */
export async function demoOrder(user: User, orderId: number) {
  await assertDemo();
  const order = await findOwnOrder(user.id, orderId, { withCancelled: true });
  if (order.provider !== 'demo') throw new AppError('NOT_FOUND');
  // A subscription's month names its channel (orderJson's `subscription`).
  if (order.subscriptionId && order.channelId) order.channel = await Channel.findByPk(order.channelId);
  return order;
}

/** The TEST card page's answer: the buyer of a pending demo order pays it or makes it fail. */
export async function settleDemoOrder(user: User, orderId: number, outcome: 'confirm' | 'fail') {
  const order = await demoOrder(user, orderId);
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  await applyPaymentEvent(demoEvent(order.id, outcome));
  const status = (await order.reload()).status as OrderStatus;
  const success = order.subscriptionId ? paymentUrls.subscriptionSuccess() : paymentUrls.orderSuccess();
  return { orderId: order.id, status, redirectUrl: status === 'paid' ? success : null };
}

export async function renewDemo(user: User, subscriptionId: number) {
  await assertDemo();
  return renewDemoSubscription(user, subscriptionId);
}

/** A provider's server-to-server notification: verified by the gateway (signature first), applied once. */
export async function receiveNotification(provider: Exclude<GatewayName, 'demo'>, request: Request) {
  const event = await gateway(provider, await getSetting('media-pay')).handleNotification(request);
  return applyPaymentEvent(event);
}

/** The page that posts the signed order to the bank's POS at once (Redsys). */
export async function redsysFormPage(user: User, orderId: number, lang: Language): Promise<string> {
  const order = await findOwnOrder(user.id, orderId);
  if (order.provider !== 'redsys' || !order.providerRef) throw new AppError('NOT_FOUND');
  if (order.status !== 'pending') throw new AppError('ORDER_NOT_PENDING');
  const mp = await getSetting('media-pay');
  const product = order.items?.[0]?.product;
  const fields = redsysFormFields(mp.pos, {
    order: order.providerRef,
    amount: order.total,
    language: lang,
    notificationUrl: paymentUrls.redsysNotification(),
    successUrl: paymentUrls.orderSuccess(),
    cancelUrl: paymentUrls.orderCancel(product?.slug ?? ''),
    description: product?.title,
  });
  return autoSubmitForm(mp.pos.url, fields, t(lang, 'payment.continue'));
}
