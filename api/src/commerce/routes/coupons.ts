import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { scopeOf } from '../../policy.ts';
import { couponSchema, generatedCodesSchema, redeemAnswerSchema } from '../../shared/commerce.ts';
import {
  couponCreateBody,
  couponFilter,
  couponGenerateBody,
  couponRedeemBody,
  couponUpdateBody,
} from '../schemas/coupons.ts';
import { redeemCode } from '../services/checkout.ts';
import {
  couponJson,
  couponsJson,
  createCoupon,
  deleteCoupon,
  generateCodes,
  getCoupon,
  listCoupons,
  updateCoupon,
} from '../services/coupons.ts';

/** Coupons and codes: producers for their own channels' products, admins for all; any viewer redeems. */
export const couponRoutes = routes('/api/coupons', 'commerce')
  .get(
    '/',
    {
      summary: 'List coupons and codes of your products, each with its latest redemption',
      access: 'producer',
      response: z.array(couponSchema),
      list: {
        sortable: ['id', 'code', 'createdAt', 'redeemedCount', 'quantity', 'validUntil', 'discountPercent'],
        defaultSort: ['id', 'DESC'],
        filter: couponFilter,
      },
    },
    async (c, { user, list }) => {
      const { id: ids, ...filter } = list.filter;
      const { rows, count } = await listCoupons({
        ...list,
        scope: await scopeOf(user),
        filter: { ...filter, ids: ids === undefined ? undefined : [ids].flat() },
      });
      return listResponse(c, 'coupons', await couponsJson(rows), list.offset, count);
    },
  )
  .post(
    '/redeem',
    {
      summary: 'Redeem a code (an invitation gives access at once)',
      access: 'signed-in',
      response: redeemAnswerSchema,
      body: couponRedeemBody,
    },
    async (c, { user, body }) => c.json(await redeemCode(user, body.code, contentLang(c))),
  )
  .post(
    '/generate',
    {
      summary: 'Generate single-use codes in bulk',
      access: 'producer',
      response: generatedCodesSchema,
      body: couponGenerateBody,
      status: 201,
    },
    async (c, { user, body }) => c.json(await generateCodes(user, await scopeOf(user), body), 201),
  )
  .post(
    '/',
    {
      summary: 'Create a coupon',
      access: 'producer',
      response: couponSchema,
      body: couponCreateBody,
      status: 201,
    },
    async (c, { user, body }) => c.json(couponJson(await createCoupon(user, await scopeOf(user), body)), 201),
  )
  .get(
    '/:id',
    { summary: 'One coupon, with its latest redemption', access: 'producer', response: couponSchema },
    async (c, { user, params }) => {
      const [coupon] = await couponsJson([await getCoupon(await scopeOf(user), params.id)]);
      return c.json(coupon);
    },
  )
  .put(
    '/:id',
    { summary: 'Change a coupon', access: 'producer', response: couponSchema, body: couponUpdateBody },
    async (c, { user, params, body }) => {
      const { sessionId, discountPercent, netPrice, tax, quantity, validFrom, validUntil } = body;
      const patch = Object.fromEntries(
        Object.entries({ sessionId, discountPercent, netPrice, tax, quantity, validFrom, validUntil }).filter(
          ([k]) => k in body,
        ),
      );
      const updated = await updateCoupon(user, await scopeOf(user), params.id, patch);
      const [coupon] = await couponsJson([await getCoupon(null, updated.id)]);
      return c.json(coupon);
    },
  )
  .delete(
    '/:id',
    { summary: 'Delete an unused coupon', access: 'producer', response: couponSchema },
    async (c, { user, params }) => c.json(couponJson(await deleteCoupon(await scopeOf(user), params.id))),
  );
