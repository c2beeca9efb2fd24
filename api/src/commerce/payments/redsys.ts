import { createCipheriv, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors.ts';
import type { MediaPay } from '../../settings/schemas/config.ts';
import type { PaymentGateway, PaymentRequest, PaymentStart, VerifiedEvent } from './types.ts';

// Redsys (the Spanish bank POS of spec 7), redirection integration with signature HMAC_SHA256_V1:
// - Ds_MerchantParameters: the JSON of DS_MERCHANT_* fields, base64;
// - the signing key: the order number encrypted with 3DES-CBC (zero IV, zero padding) under the
//   base64-decoded merchant key; Ds_Signature = base64(HMAC-SHA256(key, Ds_MerchantParameters));
// - notifications sign the same way with the order Redsys sends back, in the URL-safe base64 alphabet.

export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

export type RedsysConfig = MediaPay['pos'];

/** The per-order key: 3DES-CBC of the order number (zero-padded to 8 bytes) with a zero IV. */
export function deriveOrderKey(merchantKey: string, order: string): Buffer {
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(merchantKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  const data = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 8) * 8);
  data.copy(padded);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

export function encodeParameters(params: Record<string, string>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

export function decodeParameters(encoded: string): Record<string, string> {
  const json = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
  return parsed as Record<string, string>;
}

/** Ds_Signature of a request: standard base64. */
export function signParameters(merchantKey: string, order: string, encodedParams: string): string {
  return createHmac('sha256', deriveOrderKey(merchantKey, order)).update(encodedParams).digest('base64');
}

/** Ds_Signature of a notification as Redsys writes it: base64 with '-' and '_' (padding kept). */
export function signNotification(merchantKey: string, order: string, encodedParams: string): string {
  return signParameters(merchantKey, order, encodedParams).replace(/\+/g, '-').replace(/\//g, '_');
}

const canonical = (sig: string) => sig.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Whether a received signature matches, whichever base64 alphabet it came in. Constant time. */
export function signatureMatches(expected: string, received: string): boolean {
  const a = Buffer.from(canonical(expected));
  const b = Buffer.from(canonical(received));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Redsys order numbers: 4 to 12 characters, the first 4 digits. Ours: 8 digits of the id + 4 random. */
export function redsysOrderNumber(orderId: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += alphabet[randomInt(alphabet.length)];
  return `${String(orderId % 100_000_000).padStart(8, '0')}${suffix}`;
}

const LANGUAGE_CODES = { es: '001', en: '002', pt: '009' } as const;

/** The three form fields posted to the POS for one order. */
export function redsysFormFields(
  config: RedsysConfig,
  payment: {
    order: string;
    amount: number;
    language: 'es' | 'en' | 'pt';
    notificationUrl: string;
    successUrl: string;
    cancelUrl: string;
    description?: string;
  },
) {
  if (!config.merchantKey) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  const params: Record<string, string> = {
    DS_MERCHANT_AMOUNT: String(payment.amount),
    DS_MERCHANT_ORDER: payment.order,
    DS_MERCHANT_MERCHANTCODE: config.merchantCode,
    DS_MERCHANT_CURRENCY: config.currencyCode,
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_TERMINAL: config.terminal,
    DS_MERCHANT_MERCHANTURL: payment.notificationUrl,
    DS_MERCHANT_URLOK: payment.successUrl,
    DS_MERCHANT_URLKO: payment.cancelUrl,
    DS_MERCHANT_CONSUMERLANGUAGE: LANGUAGE_CODES[payment.language],
    ...(payment.description ? { DS_MERCHANT_PRODUCTDESCRIPTION: payment.description.slice(0, 125) } : {}),
  };
  const encoded = encodeParameters(params);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: signParameters(config.merchantKey, payment.order, encoded),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page that posts the signed fields to the POS at once (a button when scripts are off). */
export function autoSubmitForm(url: string, fields: Record<string, string>, label: string): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redsys</title></head><body>
<form id="pay" method="post" action="${escapeHtml(url)}">${inputs}<noscript><button type="submit">${escapeHtml(label)}</button></noscript></form>
<script>document.getElementById('pay').submit()</script></body></html>`;
}

/** Reads and verifies a notification (form fields, as Redsys posts them). */
export function verifyNotification(
  merchantKey: string,
  body: { Ds_SignatureVersion?: string; Ds_MerchantParameters?: string; Ds_Signature?: string },
): Record<string, string> {
  const encoded = body.Ds_MerchantParameters;
  const received = body.Ds_Signature;
  if (!encoded || !received || (body.Ds_SignatureVersion ?? SIGNATURE_VERSION) !== SIGNATURE_VERSION) {
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  let params: Record<string, string>;
  try {
    params = decodeParameters(encoded);
  } catch {
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  const order = params.Ds_Order ?? params.DS_ORDER;
  if (!order || !signatureMatches(signParameters(merchantKey, order, encoded), received)) {
    throw new AppError('PAYMENT_SIGNATURE_INVALID');
  }
  return params;
}

export function createRedsysGateway(
  config: RedsysConfig,
  urls: { form: (orderId: number) => string },
): PaymentGateway {
  return {
    name: 'redsys',
    async createPayment(request: PaymentRequest): Promise<PaymentStart> {
      // Recurring charges need Redsys "pago por referencia" (COF), not set up here: cards only for orders.
      if (request.kind !== 'order') throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      return { providerRef: redsysOrderNumber(request.id), redirectUrl: urls.form(request.id) };
    },
    async handleNotification(request: Request): Promise<VerifiedEvent> {
      if (!config.merchantKey) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
      const form = new URLSearchParams(await request.text());
      const params = verifyNotification(config.merchantKey, {
        Ds_SignatureVersion: form.get('Ds_SignatureVersion') ?? undefined,
        Ds_MerchantParameters: form.get('Ds_MerchantParameters') ?? undefined,
        Ds_Signature: form.get('Ds_Signature') ?? undefined,
      });
      const order = params.Ds_Order ?? params.DS_ORDER;
      const response = Number.parseInt(params.Ds_Response ?? params.DS_RESPONSE ?? '9999', 10);
      const base = { provider: 'redsys' as const, eventId: `${order}:${response}`, payload: params };
      if (params.Ds_MerchantCode && params.Ds_MerchantCode !== config.merchantCode) {
        throw new AppError('PAYMENT_SIGNATURE_INVALID');
      }
      if (Number.isFinite(response) && response >= 0 && response < 100) {
        const amount = Number.parseInt(params.Ds_Amount ?? '', 10);
        return {
          ...base,
          type: 'payment.authorised',
          action: 'order.paid',
          orderId: null,
          providerRef: order,
          amount: Number.isFinite(amount) ? amount : null,
        };
      }
      return { ...base, type: 'payment.denied', action: 'order.failed', orderId: null, providerRef: order };
    },
  };
}
