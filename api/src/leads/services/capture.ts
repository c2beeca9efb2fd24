import { Op, type Transaction } from 'sequelize';
import { Lead, Product } from '../../../../models/index.ts';
import { hit } from '../../accounts/services/rate-limit.ts';
import { env } from '../../env.ts';
import { AppError, fieldError } from '../../errors.ts';
import { moduleEnabled } from '../../settings/services/config.ts';
import type { LeadSource } from '../../shared/leads.ts';
import type { NotifyMeInput } from '../schemas/leads.ts';

/**
 * How leads come in (issue 24). Every source goes through `captureLead`: while an admin has the leads
 * module off, its parts are absent, so nothing is captured (the sign-up and the contact form go on as if
 * the module did not exist, and the "notify me" route answers 404); on, a contact who consented is stored
 * or refreshed (Lead.capture: one row per address, source and channel, whatever the concurrency).
 */
export async function captureLead(values: {
  email: string;
  name?: string | null;
  source: LeadSource;
  productId?: number | null;
  channelId?: number | null;
  consent: boolean;
  transaction?: Transaction;
}): Promise<boolean> {
  if (values.consent !== true || !(await moduleEnabled('leads'))) return false;
  return Lead.capture(values);
}

/**
 * Forgets a contact's lead of one source and channel (null: the platform's own) when they withdraw the
 * consent it stood on (an account's promotional consent turned off). Works with the module off too: a
 * withdrawal is always honoured.
 */
export async function forgetLead(values: {
  email: string;
  source: LeadSource;
  channelId: number | null;
  transaction?: Transaction;
}): Promise<void> {
  await Lead.destroy({
    where: {
      email: values.email.trim().toLowerCase(),
      source: values.source,
      channelId: values.channelId === null ? { [Op.is]: null } : values.channelId,
    },
    transaction: values.transaction,
  });
}

/** "Notify me" requests one IP may send per rate-limit window (RATE_LIMIT_WINDOW_SECONDS). */
export const NOTIFY_ME_PER_IP = 5;

/**
 * A product page's "notify me" (a product not on sale yet, or sold out): the visitor's address becomes a
 * lead of the product's channel. Anonymous, so limited per IP like the contact form; the answer is the same
 * whether the address was new or already there (it tells nobody who asked before).
 */
export async function notifyMe(input: NotifyMeInput, opts: { ip: string }): Promise<void> {
  if (input.consent !== true) throw fieldError('LEAD_CONSENT_REQUIRED', 'consent');
  const { hits, resetIn } = await hit(`notify-me:ip:${opts.ip}`, env.RATE_LIMIT_WINDOW_SECONDS);
  if (hits > NOTIFY_ME_PER_IP) {
    throw new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(resetIn / 60) }, undefined, {
      'Retry-After': String(resetIn),
    });
  }
  const product = await Product.findByPk(input.productId, { attributes: ['id', 'channelId', 'status'] });
  if (!product || product.status === 'draft') throw fieldError('LEAD_PRODUCT_UNKNOWN', 'productId');
  await captureLead({
    email: input.email,
    name: input.name ?? null,
    source: 'notify-me',
    productId: product.id,
    channelId: product.channelId,
    consent: true,
  });
}
