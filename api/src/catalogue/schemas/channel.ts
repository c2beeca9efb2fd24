import { z } from 'zod';
import { CHANNEL_DESCRIPTION_MAX, CHANNEL_STATUSES } from '../../../../models/index.ts';
import { computePrice } from '../../commerce/services/pricing.ts';
import { isValidIban, isValidTaxId } from '../../lib/billing-ids.ts';
import {
  bodyId,
  cents,
  currencySchema,
  idFilter,
  languageSchema,
  optionalImage,
  optionalText,
  optionalUrl,
  publicFilter,
  slugSchema,
  tagsSchema,
  title,
  translationsOf,
} from './catalogue.ts';

/** Monthly subscription: total = net + tax (a total with one of them derives the other). */
const subscription = z
  .strictObject({
    active: z.boolean().optional(),
    net: cents.optional(),
    tax: cents.optional(),
    total: cents.optional(),
    currency: currencySchema.optional(),
  })
  .superRefine((s, ctx) => {
    const result = computePrice({ net: s.net, tax: s.tax, total: s.total });
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', path: [result.error.field], message: result.error.message });
    }
  });

/** Payout data: a valid IBAN (ISO 13616) and a tax id checked for the billing country (Spain by default). */
const billing = z
  .strictObject({
    nif: optionalText(20),
    prefix: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\+?[0-9]{1,4}$/),
      ])
      .nullable()
      .optional(),
    phone: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^[0-9 ()-]{6,20}$/),
      ])
      .nullable()
      .optional(),
    address: optionalText(200),
    city: optionalText(100),
    postalCode: optionalText(12),
    country: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^[A-Za-z]{2}$/),
      ])
      .nullable()
      .optional(),
    iban: optionalText(42),
  })
  .superRefine((b, ctx) => {
    if (b.iban && !isValidIban(b.iban)) {
      ctx.addIssue({ code: 'custom', path: ['iban'], message: 'validation.iban' });
    }
    if (b.nif && !isValidTaxId(b.nif, b.country || null)) {
      ctx.addIssue({ code: 'custom', path: ['nif'], message: 'validation.taxId' });
    }
  });

const social = z.strictObject({
  spotify: optionalUrl,
  youtube: optionalUrl,
  facebook: optionalUrl,
  instagram: optionalUrl,
  twitter: optionalUrl,
  website: optionalUrl,
});

const channelShape = {
  title: title(160),
  description: optionalText(CHANNEL_DESCRIPTION_MAX),
  businessName: optionalText(200),
  classification: optionalText(100),
  tags: tagsSchema,
  slug: slugSchema,
  language: languageSchema,
  translations: translationsOf({ title: 160, description: CHANNEL_DESCRIPTION_MAX }),
  subscription,
  billing,
  social,
  marketplaceUrl: optionalUrl,
  logo: optionalImage,
  profileImage: optionalImage,
  coverImage: optionalImage,
};

export const channelCreateBody = z.strictObject(channelShape).partial().required({ title: true });
// react-admin sends the whole record on update (id, status, dates...): unknown keys are dropped. The
// status changes only through the actions (request-review, approve, deactivate, ban, private).
export const channelUpdateBody = z.object(channelShape).partial();
export type ChannelInput = z.output<typeof channelUpdateBody>;

export const channelFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(CHANNEL_STATUSES).optional(),
  userId: bodyId.optional(),
  id: idFilter,
  public: publicFilter,
});
export type ChannelFilter = z.output<typeof channelFilter>;

export const CHANNEL_RETURN_REASON_MAX = 1000;
/**
 * POST /api/channels/{id}/deactivate: an admin sending someone's channel back to draft says why (the
 * service requires it then; its owner may send no body at all).
 */
export const channelDeactivateBody = z
  .strictObject({ reason: z.string().trim().max(CHANNEL_RETURN_REASON_MAX).optional() })
  .optional();
