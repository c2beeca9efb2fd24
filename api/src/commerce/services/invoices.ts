import { Channel, type Language, Order, OrderItem, Product, User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { ORGANIZER_PERCENT, PLATFORM_PERCENT, splitFees, splitSubscription } from '../../shared/fees.ts';
import { dayFormatter, formatMoney } from '../../shared/intl.ts';

/** Invoice series: one per calendar year (UTC), e.g. F2026; numbers restart at 1 in each. */
export const invoiceSeries = (at: Date) => `F${at.getUTCFullYear()}`;

// Texts of the printable invoice, per language (a document, not API messages: kept beside it).
const TEXT = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    order: 'Order',
    billedTo: 'Billed to',
    seller: 'Sold on Platea on behalf of',
    item: 'Item',
    qty: 'Qty',
    net: 'Net',
    tax: 'Tax',
    total: 'Total',
    serviceFee: 'Service fee per ticket',
    support: 'Support / donation',
    paid: 'Total paid',
    split: 'How this payment is shared',
    organizer: 'Organizer ({percent}% of {base})',
    platformPercent: 'Platform fee ({percent}% of {base})',
    platformFixed: 'Platform fee per ticket, paid by the {payer}',
    buyer: 'buyer',
    organizerWord: 'organizer',
    organizerReceives: 'Organizer receives (after the fee per ticket)',
    print: 'Print',
    subscription: 'Monthly subscription to {channel} — {from} to {until}',
  },
  es: {
    title: 'Factura',
    number: 'Número de factura',
    date: 'Fecha',
    order: 'Pedido',
    billedTo: 'Facturado a',
    seller: 'Vendido en Platea por cuenta de',
    item: 'Concepto',
    qty: 'Cant.',
    net: 'Base',
    tax: 'Impuestos',
    total: 'Total',
    serviceFee: 'Gastos de gestión por entrada',
    support: 'Apoyo / donación',
    paid: 'Total pagado',
    split: 'Cómo se reparte este pago',
    organizer: 'Organizador ({percent}% de {base})',
    platformPercent: 'Comisión de la plataforma ({percent}% de {base})',
    platformFixed: 'Comisión por entrada de la plataforma, a cargo del {payer}',
    buyer: 'comprador',
    organizerWord: 'organizador',
    organizerReceives: 'El organizador recibe (tras la comisión por entrada)',
    print: 'Imprimir',
    subscription: 'Suscripción mensual a {channel} — del {from} al {until}',
  },
  pt: {
    title: 'Fatura',
    number: 'Número da fatura',
    date: 'Data',
    order: 'Encomenda',
    billedTo: 'Faturado a',
    seller: 'Vendido na Platea por conta de',
    item: 'Artigo',
    qty: 'Qtd.',
    net: 'Base',
    tax: 'Imposto',
    total: 'Total',
    serviceFee: 'Taxa de serviço por bilhete',
    support: 'Apoio / donativo',
    paid: 'Total pago',
    split: 'Como este pagamento é repartido',
    organizer: 'Organizador ({percent}% de {base})',
    platformPercent: 'Comissão da plataforma ({percent}% de {base})',
    platformFixed: 'Comissão por bilhete da plataforma, a cargo do {payer}',
    buyer: 'comprador',
    organizerWord: 'organizador',
    organizerReceives: 'O organizador recebe (após a comissão por bilhete)',
    print: 'Imprimir',
    subscription: 'Subscrição mensal de {channel} — de {from} a {until}',
  },
} satisfies Record<Language, Record<string, string>>;

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const fill = (tpl: string, params: Record<string, string | number>) =>
  tpl.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));

/** The paid order an invoice is shown for: its buyer or an administrator; NOT_FOUND otherwise. */
export async function invoiceOrder(viewer: User, orderId: number) {
  const order = await Order.findByPk(orderId, {
    include: [
      { model: OrderItem, as: 'items', include: [{ model: Product, as: 'product' }] },
      { model: Channel, as: 'channel' },
    ],
  });
  const allowed = order && (order.userId === viewer.id || viewer.roles.includes('ADMIN'));
  if (!order || !allowed || order.invoiceNumber === null) throw new AppError('NOT_FOUND');
  const buyer = (await User.findByPk(order.userId)) as User;
  return { order, buyer };
}

/**
 * Printable HTML invoice with the arithmetic of the fee split (spec 9). Amounts and dates are written by
 * the site's own formatters in the invoice's language ("10,45 €", "27 de noviembre de 2026"), dates on
 * the buyer's clock.
 */
export function renderInvoice(order: Order, buyer: User, lang: Language): string {
  const t = TEXT[lang];
  const money = (cents: number) => esc(formatMoney(lang, cents, order.currency));
  const day = dayFormatter(lang, buyer.timezone);
  const items = order.items ?? [];
  const period = order.subscriptionId ? order : null;
  // A subscription period has no items: its one line is the subscription's price (no fee per ticket).
  const itemsTotal = period ? order.total : items.reduce((s, i) => s + i.lineTotal(), 0);
  const buyerFee = order.total - itemsTotal - order.supportAmount;
  const split = period
    ? splitSubscription(order.total)
    : splitFees({
        amount: itemsTotal,
        support: order.supportAmount,
        feePaidBy: buyerFee > 0 || itemsTotal === 0 ? 'buyer' : 'organizer',
      });
  const fixed = split.feeFixed;
  const byOrganizer = split.feePaidBy === 'organizer' && fixed > 0;
  const base = money(itemsTotal + order.supportAmount);
  const b = order.billing ?? {};
  // The company or the buyer's name; without either the email stands alone, written once.
  const billedTo = [
    b.company || [buyer.name, buyer.surname].filter(Boolean).join(' '),
    b.nif,
    b.address,
    [b.postalCode, b.city].filter(Boolean).join(' '),
    b.country ?? order.country,
    buyer.email,
  ]
    .filter(Boolean)
    .map(esc)
    .join('<br>');
  const channel = order.channel;
  const subscriptionRow = period
    ? `<tr><td>${esc(fill(t.subscription, { channel: channel?.title ?? '', from: day(period.periodStart), until: day(period.periodEnd) }))}</td><td class="n">1</td><td class="n">${money(order.total - (period.subscriptionTax ?? 0))}</td><td class="n">${money(period.subscriptionTax ?? 0)}</td><td class="n">${money(order.total)}</td></tr>`
    : '';
  const rows = items
    .map(
      (i) =>
        `<tr><td>${esc(i.product?.title)}</td><td class="n">${i.quantity}</td><td class="n">${money(i.unitNet)}</td><td class="n">${money(i.unitTax)}</td><td class="n">${money(i.lineTotal())}</td></tr>`,
    )
    .join('');
  const extra = [
    buyerFee > 0 ? `<tr><td colspan="4">${t.serviceFee}</td><td class="n">${money(buyerFee)}</td></tr>` : '',
    order.supportAmount > 0
      ? `<tr><td colspan="4">${t.support}</td><td class="n">${money(order.supportAmount)}</td></tr>`
      : '',
  ].join('');
  const reference = order.invoiceReference() ?? '';
  const date = day(order.paidAt ?? order.createdAt);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${t.title} ${esc(reference)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>
body{font:14px/1.5 system-ui,sans-serif;color:#17161c;max-width:800px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0 0 1rem}table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{border-bottom:1px solid #dddbe5;padding:.4rem;text-align:left}.n{text-align:right;white-space:nowrap}
tfoot td{font-weight:700}.meta{display:flex;justify-content:space-between;gap:2rem;flex-wrap:wrap}
.split td{color:#5a5866}@media print{button{display:none}body{margin:0}}
</style></head><body>
<button type="button" onclick="window.print()">${t.print}</button>
<h1>${t.title}</h1>
<div class="meta"><div><strong>${t.number}:</strong> ${esc(reference)}<br><strong>${t.date}:</strong> ${date}<br>
<strong>${t.order}:</strong> ${order.id}</div>
<div><strong>${t.billedTo}</strong><br>${billedTo}</div>
${channel ? `<div><strong>${t.seller}</strong><br>${esc(channel.businessName || channel.title)}${channel.billingNif ? `<br>${esc(channel.billingNif)}` : ''}</div>` : ''}</div>
<table><thead><tr><th>${t.item}</th><th class="n">${t.qty}</th><th class="n">${t.net}</th><th class="n">${t.tax}</th><th class="n">${t.total}</th></tr></thead>
<tbody>${subscriptionRow}${rows}${extra}</tbody>
<tfoot><tr><td colspan="4">${t.paid}</td><td class="n">${money(order.total)}</td></tr></tfoot></table>
<h2>${t.split}</h2>
<table class="split"><tbody>
<tr><td>${fill(t.organizer, { percent: ORGANIZER_PERCENT, base })}</td><td class="n">${money(split.amount + split.support - split.feePlatform)}</td></tr>
<tr><td>${fill(t.platformPercent, { percent: PLATFORM_PERCENT, base })}</td><td class="n">${money(split.feePlatform)}</td></tr>
${fixed > 0 ? `<tr><td>${fill(t.platformFixed, { payer: byOrganizer ? t.organizerWord : t.buyer })}</td><td class="n">${money(fixed)}</td></tr>` : ''}
${byOrganizer ? `<tr><td>${t.organizerReceives}</td><td class="n">${money(split.organizerAmount)}</td></tr>` : ''}
</tbody></table>
</body></html>`;
}
