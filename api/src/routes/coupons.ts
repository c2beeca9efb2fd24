import { Hono } from 'hono';
import { z } from 'zod';
import { COUPON_KINDS } from '../../../models/index.ts';
import { currentUser, requireAuth } from '../auth/guards.ts';
import type { AppEnv } from '../context.ts';
import { idParam, listParams, listResponse } from '../lib/rest.ts';
import { readJson, validate } from '../lib/validate.ts';
import { redeemCode } from '../services/checkout.ts';
import {
  couponJson,
  createCoupon,
  deleteCoupon,
  generateCodes,
  getCoupon,
  listCoupons,
  MAX_CODES_PER_BATCH,
  updateCoupon,
} from '../services/coupons.ts';
import { channelScope } from '../services/scope.ts';

const id = z.number().int().positive().max(2_147_483_647);
const cents = z.number().int().min(0).max(100_000_000);
const date = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((s) => new Date(s));
const code = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{2,64}$/));

export const couponFilter = z.strictObject({
  q: z.string().trim().max(64).optional(),
  productId: id.optional(),
  channelId: id.optional(),
  kind: z.enum(COUPON_KINDS).optional(),
  redeemed: z.boolean().optional(),
  id: z.union([idParam, z.array(idParam).max(500)]).optional(),
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
    quantity: z.number().int().min(1).max(1_000_000).optional(),
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
    quantity: z.number().int().min(1).max(1_000_000).optional(),
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

const staff = requireAuth('PRODUCER', 'ADMIN');

export const couponRoutes = new Hono<AppEnv>()
  .get('/', staff, async (c) => {
    const p = listParams(c, {
      sortable: ['id', 'code', 'createdAt', 'redeemedCount', 'quantity', 'validUntil', 'discountPercent'],
      defaultSort: ['id', 'DESC'],
      filter: couponFilter,
    });
    const scope = await channelScope(currentUser(c));
    const { id: ids, ...filter } = p.filter;
    const { rows, count } = await listCoupons({
      ...p,
      scope,
      filter: { ...filter, ids: ids === undefined ? undefined : [ids].flat() },
    });
    return listResponse(c, 'coupons', rows.map(couponJson), p.offset, count);
  })
  .post('/redeem', requireAuth(), async (c) => {
    const body = await readJson(c, couponRedeemBody);
    return c.json(await redeemCode(currentUser(c), body.code));
  })
  .post('/generate', staff, async (c) => {
    const body = await readJson(c, couponGenerateBody);
    const user = currentUser(c);
    return c.json(await generateCodes(user, await channelScope(user), body), 201);
  })
  .post('/', staff, async (c) => {
    const body = await readJson(c, couponCreateBody);
    const user = currentUser(c);
    return c.json(couponJson(await createCoupon(user, await channelScope(user), body)), 201);
  })
  .get('/:id', staff, async (c) => {
    const couponId = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(couponJson(await getCoupon(await channelScope(currentUser(c)), couponId)));
  })
  .put('/:id', staff, async (c) => {
    const couponId = validate(c, idParam, c.req.param('id'), 'id');
    const body = await readJson(c, couponUpdateBody);
    const user = currentUser(c);
    const { sessionId, discountPercent, netPrice, tax, quantity, validFrom, validUntil } = body;
    const patch = Object.fromEntries(
      Object.entries({ sessionId, discountPercent, netPrice, tax, quantity, validFrom, validUntil }).filter(
        ([k]) => k in body,
      ),
    );
    const updated = await updateCoupon(user, await channelScope(user), couponId, patch);
    return c.json(couponJson(await getCoupon(null, updated.id)));
  })
  .delete('/:id', staff, async (c) => {
    const couponId = validate(c, idParam, c.req.param('id'), 'id');
    return c.json(couponJson(await deleteCoupon(await channelScope(currentUser(c)), couponId)));
  });
