import type { MeetView } from '../../../api/src/shared/meets.ts';
import type { ProductCard } from '../../../api/src/shared/product-card.ts';
import type { AccessAnswer } from './mystuff.ts';
import { apiBySlug, apiJson } from './platea.ts';

/** Shapes and helpers of the signed-in content pages: /posts, /datasheet, /meets, /shop, /surveys. */

/**
 * The product of a typed page by its slug (GET /api/products/by-slug/:slug): `missing` when there is no
 * such product for this viewer or it is of another type (the page shows not-found), `failed` when the
 * API could not answer (the page shows the server error).
 */
export async function productOfType<T extends { type: string }>(
  locals: App.Locals,
  slug: string,
  type: string,
) {
  const { data, missing } = await apiBySlug<T>(locals, slug, (s) => `/api/products/by-slug/${s}`);
  if (data) {
    const ofType = data.type === type;
    return { product: ofType ? data : null, missing: !ofType, failed: false } as const;
  }
  return { product: null, missing, failed: !missing } as const;
}

/** The viewer's access to a product (GET /api/products/:id/access), null when it cannot be told. */
export const accessTo = (locals: App.Locals, productId: number) =>
  apiJson<AccessAnswer>(locals, `/api/products/${productId}/access`);

/** A page of an ra-data-simple-rest list, with the total of its Content-Range header. */
export async function apiPage<T>(
  locals: App.Locals,
  path: string,
): Promise<{ rows: T[]; total: number } | null> {
  try {
    const res = await locals.platea.api(path, {
      headers: { accept: 'application/json', 'accept-language': locals.locale },
    });
    if (!res.ok) return null;
    const rows = (await res.json()) as T[];
    const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? rows.length);
    return { rows, total };
  } catch {
    return null;
  }
}

/** A list query string: sort, range and filter as JSON, as the API reads them. */
export function listQuery(opts: {
  sort?: [string, 'ASC' | 'DESC'];
  range?: [number, number];
  filter?: object;
}) {
  const params = new URLSearchParams();
  if (opts.sort) params.set('sort', JSON.stringify(opts.sort));
  if (opts.range) params.set('range', JSON.stringify(opts.range));
  if (opts.filter) params.set('filter', JSON.stringify(opts.filter));
  return params.toString();
}

/** The card of a shop product (GET /api/products): what the grid shows, typed by the API's own schema. */
export type ShopProduct = ProductCard;

/** GET /api/products/:id/meet, as the API declares it. */
export type MeetAnswer = MeetView;

export type { FormAnswers, FormAnswerValue, FormField } from '../../../api/src/shared/forms.ts';
export type { MySurvey, MySurveyRow } from '../../../api/src/shared/surveys.ts';
