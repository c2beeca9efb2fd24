import { Hono } from 'hono';
import { z } from 'zod';
import { PRODUCT_TYPES } from '../../../models/index.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { contentLang } from '../lib/localize.ts';
import { listResponse } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';
import { SEARCH_KINDS, search, searchLetters } from '../services/search.ts';

export const searchQuery = z.strictObject({
  q: z.string().trim().max(100),
  category: z.string().trim().max(120).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  kind: z.enum(SEARCH_KINDS).optional(),
  range: z.string().optional(),
  lang: z.string().optional(),
});

const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([a, b]) => b >= a && b - a < 100, 'validation.invalid');

/** GET /api/search?q=&category=&type=&kind=&range=[0,23]: ranked public results, at least 3 letters. */
export const searchRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const params = validate(c, searchQuery, { q: '', ...c.req.query() });
  if (searchLetters(params.q) < 3) {
    throw new AppError('SEARCH_TOO_SHORT', {}, [
      { field: 'q', message: t(c.get('lang'), 'SEARCH_TOO_SHORT') },
    ]);
  }
  let range: [number, number] = [0, 23];
  if (params.range) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(params.range);
    } catch {
      parsed = params.range;
    }
    range = validate(c, rangeSchema, parsed, 'range');
  }
  const { rows, total } = await search({
    q: params.q,
    category: params.category,
    type: params.type,
    kind: params.kind,
    offset: range[0],
    limit: range[1] - range[0] + 1,
    lang: contentLang(c),
  });
  return listResponse(c, 'search', rows, range[0], total);
});
