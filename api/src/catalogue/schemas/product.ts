import { z } from 'zod';
import {
  AGE_CLASSES,
  PRODUCT_PLANS,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  SHORT_DESCRIPTION_MAX,
} from '../../../../models/index.ts';
import { computePrice, type PriceResult } from '../../commerce/services/pricing.ts';
import { madridLocalToDate } from '../../lib/cet-time.ts';
import {
  bodyId,
  cents,
  currencySchema,
  idFilter,
  idList,
  isoInstant,
  languageSchema,
  madridLocal,
  optionalImage,
  optionalText,
  optionalUrl,
  publicFilter,
  slugSchema,
  tagsSchema,
  title,
  translationsOf,
} from './catalogue.ts';

export const scheduleSectionInput = z.object({
  id: bodyId.optional(),
  title: title(200),
  durationMinutes: z.number().int().positive().max(100_000),
  speakerId: bodyId.nullable().optional(),
});

/** Every field of spec 3 Product; all optional here, create requires type and title. */
const productShape = {
  channelId: bodyId,
  type: z.enum(PRODUCT_TYPES),
  plan: z.enum(PRODUCT_PLANS),
  status: z.enum(PRODUCT_STATUSES),
  title: title(200),
  description: optionalText(20_000),
  shortDescription: optionalText(SHORT_DESCRIPTION_MAX),
  priceNote: optionalText(500),
  slug: slugSchema,
  language: languageSchema,
  translations: translationsOf({ title: 200, description: 20_000, shortDescription: SHORT_DESCRIPTION_MAX }),
  netPrice: cents,
  tax: cents,
  totalPrice: cents,
  /** Percent used to split a total (or a net) into net and tax; not stored. */
  taxRate: z.number().min(0).max(100),
  currency: currencySchema,
  offerNet: cents.nullable(),
  offerTax: cents.nullable(),
  offerTotal: cents.nullable(),
  offerFrom: isoInstant.nullable(),
  offerUntil: isoInstant.nullable(),
  trailerUrl: optionalUrl,
  url: optionalUrl,
  sourceVideoUrl: optionalUrl,
  tags: tagsSchema,
  productionYear: z.number().int().min(1800).max(2200).nullable(),
  productionCountry: optionalText(100),
  director: optionalText(300),
  artists: optionalText(1000),
  ageClass: z.enum(AGE_CLASSES),
  multiDate: z.boolean(),
  saleStartAt: isoInstant.nullable(),
  saleEndAt: isoInstant.nullable(),
  expirationHours: z.number().int().positive().max(87_600).nullable(),
  expirationDate: isoInstant.nullable(),
  bundleProductIds: idList(100),
  metadata: z.looseObject({ exportable: z.boolean().optional(), replay: z.boolean().optional() }),
  seoTitle: optionalText(200),
  seoDescription: optionalText(500),
  image: optionalImage,
  secondaryImage: optionalImage,
  adBannerId: bodyId.nullable(),
  categoryIds: idList(20),
  speakerIds: idList(100),
  scheduleSections: z.array(scheduleSectionInput).max(200),
};

const sessionShape = {
  startsAt: isoInstant.optional(),
  startsAtLocal: madridLocal.optional(),
  durationMinutes: z.number().int().positive().max(100_000).nullable().optional(),
  title: optionalText(200),
  translations: translationsOf({ title: 200 }).optional(),
  capacity: z.number().int().positive().max(1_000_000).nullable().optional(),
};

type SessionShape = { startsAt?: Date; startsAtLocal?: string };

/**
 * startsAt and startsAtLocal name the same moment. On create one is needed and, when both come, they must
 * agree. On update startsAtLocal wins: an editor changes the CET field and sends the old startsAt back.
 */
function checkStart(creating: boolean) {
  return (b: SessionShape, ctx: z.core.$RefinementCtx<SessionShape>) => {
    const local = b.startsAtLocal ? madridLocalToDate(b.startsAtLocal) : undefined;
    const missing = creating && !b.startsAt && !b.startsAtLocal;
    const disagree = creating && b.startsAt && local && b.startsAt.getTime() !== local.getTime();
    if (missing || disagree) {
      ctx.addIssue({ code: 'custom', path: ['startsAtLocal'], message: 'validation.startsAtOneOf' });
    }
  };
}

/** A session date: `startsAtLocal` in Central European time ("2026-12-31T21:00") or `startsAt` with offset. */
export const sessionCreateBody = z.strictObject(sessionShape).superRefine(checkStart(true));
// react-admin sends the whole record back (id, ticketsSold...): unknown keys are dropped, not refused.
export const sessionUpdateBody = z.object(sessionShape).superRefine(checkStart(false));
export type SessionInput = z.output<typeof sessionUpdateBody>;

const FIELD: Record<string, string> = { net: 'netPrice', tax: 'tax', total: 'totalPrice', rate: 'taxRate' };
const OFFER_FIELD: Record<string, string> = {
  net: 'offerNet',
  tax: 'offerTax',
  total: 'offerTotal',
  rate: 'taxRate',
};

interface PricedBody {
  netPrice?: number;
  tax?: number;
  totalPrice?: number;
  taxRate?: number;
  offerNet?: number | null;
  offerTax?: number | null;
  offerTotal?: number | null;
  offerFrom?: Date | null;
  offerUntil?: Date | null;
  saleStartAt?: Date | null;
  saleEndAt?: Date | null;
}

export const listPrice = (b: PricedBody) =>
  computePrice({ net: b.netPrice, tax: b.tax, total: b.totalPrice, rate: b.taxRate });
export const offerPrice = (b: PricedBody) =>
  computePrice({ net: b.offerNet, tax: b.offerTax, total: b.offerTotal, rate: b.taxRate });

function reportPrice(result: PriceResult, fields: Record<string, string>, ctx: z.core.$RefinementCtx) {
  if ('error' in result) {
    ctx.addIssue({ code: 'custom', path: [fields[result.error.field]], message: result.error.message });
  }
}

/** Prices agree with themselves and windows end after they start (spec 3 offer and sale dates). */
function checkProduct(value: unknown, ctx: z.core.$RefinementCtx) {
  // The schema this refines has already checked every field: what it reads is a product body.
  const b = value as PricedBody;
  reportPrice(listPrice(b), FIELD, ctx);
  if (b.offerTotal !== null) reportPrice(offerPrice(b), OFFER_FIELD, ctx);
  for (const [from, until] of [
    ['saleStartAt', 'saleEndAt'],
    ['offerFrom', 'offerUntil'],
  ] as const) {
    const a = b[from];
    const z2 = b[until];
    if (a && z2 && z2 <= a) ctx.addIssue({ code: 'custom', path: [until], message: 'validation.window' });
  }
}

// The channel is set apart: spread over a generic shape, a key given twice would type as never.
const { type: _type, channelId: _channelId, ...typedShape } = productShape;
const sessionsOnCreate = z.array(sessionCreateBody).max(200).optional();

/**
 * Create and update bodies of a product resource of a fixed type (course, master, datasheet): the product
 * fields, without `type`, plus `extra`, the fields of the type's own table.
 */
export function typedProductBodies<E extends z.ZodRawShape>(extra: E) {
  const create = z
    .strictObject({
      ...typedShape,
      ...extra,
      channelId: productShape.channelId.optional(),
      sessions: sessionsOnCreate,
    })
    .partial()
    .required({ title: true })
    .superRefine(checkProduct);
  // react-admin sends the whole record on update (id, channel, currentPrice...): unknown keys are dropped.
  // Sessions are not changed here: they have their own routes (/api/products/:id/sessions).
  const update = z
    .object({ ...typedShape, ...extra, channelId: productShape.channelId })
    .partial()
    .superRefine(checkProduct);
  return { create, update };
}

export const productCreateBody = z
  .strictObject({
    ...productShape,
    channelId: productShape.channelId.optional(),
    sessions: sessionsOnCreate,
  })
  .partial()
  .required({ type: true, title: true })
  .superRefine(checkProduct);
// react-admin sends the whole record on update: unknown keys are dropped; sessions have their own routes.
export const productUpdateBody = z.object(productShape).partial().superRefine(checkProduct);

export type ProductCreateInput = z.output<typeof productCreateBody>;
export type ProductUpdateInput = z.output<typeof productUpdateBody>;

export const productFilter = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  type: z.union([z.enum(PRODUCT_TYPES), z.array(z.enum(PRODUCT_TYPES)).max(11)]).optional(),
  plan: z.enum(PRODUCT_PLANS).optional(),
  channelId: bodyId.optional(),
  categoryId: bodyId.optional(),
  id: idFilter,
  public: publicFilter,
});
export type ProductFilter = z.output<typeof productFilter>;
