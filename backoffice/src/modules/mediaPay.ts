import type { MaskedMediaPay, MediaPayPatch } from './modulesApi';

/** The secrets of the payment module: write-only, each with the flag GET answers instead of its value. */
export const SECRETS = [
  { source: 'stripe.secretKey', setFlag: 'stripe.secretKeySet', label: 'secretKey' },
  { source: 'stripe.signingSecret', setFlag: 'stripe.signingSecretSet', label: 'signingSecret' },
  { source: 'pos.merchantKey', setFlag: 'pos.merchantKeySet', label: 'merchantKey' },
] as const;

/**
 * A secret in the form: undefined (or an empty text) keeps the stored one, a text replaces it, null
 * removes it. What PUT takes: the text, null, or nothing at all.
 */
export function secretPatch(value: unknown): { value?: string | null } {
  if (value === null) return { value: null };
  if (typeof value === 'string' && value.trim()) return { value: value.trim() };
  return {};
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's values as PUT /api/config/modules/media-pay takes them: the masks dropped, secrets as above. */
export function mediaPayPatchOf(values: Record<string, unknown>): MediaPayPatch {
  const v = values as unknown as MaskedMediaPay & {
    stripe: { secretKey?: unknown; signingSecret?: unknown };
    pos: { merchantKey?: unknown };
  };
  const secretKey = secretPatch(v.stripe.secretKey);
  const signingSecret = secretPatch(v.stripe.signingSecret);
  const merchantKey = secretPatch(v.pos.merchantKey);
  return {
    currencyCode: text(v.currencyCode).toUpperCase(),
    currencySymbol: text(v.currencySymbol),
    stripe: {
      active: Boolean(v.stripe.active),
      publicKey: text(v.stripe.publicKey),
      ...('value' in secretKey ? { secretKey: secretKey.value } : {}),
      ...('value' in signingSecret ? { signingSecret: signingSecret.value } : {}),
    },
    pos: {
      active: Boolean(v.pos.active),
      url: text(v.pos.url),
      merchantCode: text(v.pos.merchantCode),
      terminal: text(v.pos.terminal),
      currencyCode: text(v.pos.currencyCode),
      ...('value' in merchantKey ? { merchantKey: merchantKey.value } : {}),
    },
    platformSubscription: {
      active: Boolean(v.platformSubscription.active),
      period: v.platformSubscription.period,
      priceCents: Number(v.platformSubscription.priceCents) || 0,
    },
    subscriptionChannels: Boolean(v.subscriptionChannels),
    paidContent: Boolean(v.paidContent),
    ticketFeePaidBy: v.ticketFeePaidBy,
  };
}

/** Whether a secret will be there after saving: stored and kept, or given now. */
export function secretWillBeSet(stored: boolean, formValue: unknown): boolean {
  const patch = secretPatch(formValue);
  return 'value' in patch ? patch.value !== null : stored;
}
