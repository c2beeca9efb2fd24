import { z } from 'zod';
import { COUPON_KINDS } from '../../../../models/index.ts';
import { startsLikeFormula } from '../../shared/csv.ts';

/** At most this many codes per bulk generation. */
export const MAX_CODES_PER_BATCH = 1000;
const filterId = z.coerce.number().int().positive().max(2_147_483_647);
const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int().min(0).max(100_000_000);
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((s) => new Date(s));
/** A code is typed by buyers and exported to spreadsheets: never one that a spreadsheet would run. */
const code = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(
    z
      .string()
      .refine((s) => !startsLikeFormula(s), { message: 'validation.codeStart', abort: true })
      .regex(/^[A-Z0-9_-]{2,64}$/),
  );

export const couponFilter = z.strictObject({
  q: z.string().trim().max(64).optional(),
  productId: id.optional(),
  channelId: id.optional(),
  kind: z.enum(COUPON_KINDS).optional(),
  redeemed: z.boolean().optional(),
  /** Created on or after this date (the global view's codes count opens the list with it). */
  from: date.optional(),
  id: z.union([filterId, z.array(filterId).max(500)]).optional(),
});

const priceRule = (c: { discountPercent?: number | null; netPrice?: number | null }) =>
  !(c.discountPercent != null && c.netPrice != null);

export const couponCreateBody = z
  .strictObject({
    productId: id,
    sessionId: id.nullable().optional(),
    code: code.optional(),
    kind: z.enum(COUPON_KINDS).optional(),
    discountPercent: z.number().int().min(0).max(100).nullable().optional(),
    /** A fixed final price instead of a percentage (spec 3: net price and tax with coupon). */
    netPrice: cents.nullable().optional(),
    tax: cents.nullable().optional(),
    /** Uses in stock; null or absent: unlimited. */
    quantity: z.number().int().min(1).max(1_000_000).nullable().optional(),
    validFrom: date.nullable().optional(),
    validUntil: date.nullable().optional(),
  })
  .refine(priceRule, { message: 'validation.invalid', path: ['netPrice'] })
  .refine((c) => c.discountPercent != null || c.netPrice != null, {
    message: 'validation.required',
    path: ['discountPercent'],
  });

export const couponUpdateBody = z
  .object({
    sessionId: id.nullable().optional(),
    discountPercent: z.number().int().min(0).max(100).nullable().optional(),
    netPrice: cents.nullable().optional(),
    tax: cents.nullable().optional(),
    quantity: z.number().int().min(1).max(1_000_000).nullable().optional(),
    validFrom: date.nullable().optional(),
    validUntil: date.nullable().optional(),
  })
  // react-admin sends the whole record on update: other fields are ignored, not refused.
  .loose()
  .refine(priceRule, { message: 'validation.invalid', path: ['netPrice'] });

export const couponGenerateBody = z.strictObject({
  productId: id,
  count: z.number().int().min(1).max(MAX_CODES_PER_BATCH),
  discountPercent: z.number().int().min(0).max(100).optional(),
  sessionId: id.nullable().optional(),
  validUntil: date.nullable().optional(),
});

export const couponRedeemBody = z.strictObject({ code: z.string().trim().min(1).max(64) });
