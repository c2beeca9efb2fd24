import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Product } from '../../../../models/index.ts';
import type { MediaReadiness } from '../../shared/contracts.ts';

/**
 * Whether what a product plays is there now, so no page offers "watch now" to a dead end: an on-demand
 * video, a fake live or a podcast needs its ready recording (video, or audio for a podcast); a live
 * broadcast needs a session on now. When it is not ready, `availableAt` is its next session, if any.
 * Products that do not play (courses, masters, posts...) are always ready: they open their own pages.
 * One statement for any number of products (my stuff's page).
 */
const READINESS_SQL = `
  SELECT p.id, p.type,
         EXISTS (SELECT 1 FROM media_assets a
                  WHERE a.product_id = p.id AND a.lesson_id IS NULL AND a.status = 'ready'
                    AND a.kind = CASE WHEN p.type = 'podcast' THEN 'audio' ELSE 'video' END) AS "hasMedia",
         EXISTS (SELECT 1 FROM product_sessions s
                  WHERE s.product_id = p.id AND s.starts_at <= :at
                    AND (s.duration_minutes IS NULL
                         OR s.starts_at + make_interval(mins => s.duration_minutes) > :at)) AS "onNow",
         (SELECT min(s.starts_at) FROM product_sessions s
           WHERE s.product_id = p.id AND s.starts_at > :at) AS "nextStart"
    FROM products p
   WHERE p.id IN (:ids)`;

const RECORDED = ['vod', 'live', 'podcast'];

export async function mediaReadiness(
  productIds: number[],
  at: Date = new Date(),
): Promise<Map<number, MediaReadiness<Date>>> {
  const out = new Map<number, MediaReadiness<Date>>();
  if (productIds.length === 0) return out;
  const rows = await connectionOf(Product).query<{
    id: number;
    type: string;
    hasMedia: boolean;
    onNow: boolean;
    nextStart: Date | string | null;
  }>(READINESS_SQL, { replacements: { ids: [...new Set(productIds)], at }, type: QueryTypes.SELECT });
  for (const r of rows) {
    const ready = RECORDED.includes(r.type) ? r.hasMedia : r.type === 'broadcast' ? r.onNow : true;
    out.set(r.id, {
      ready,
      availableAt: ready || r.nextStart === null ? null : new Date(r.nextStart),
    });
  }
  return out;
}

/** One product's readiness (a missing product reads as ready: the caller has already answered 404). */
export async function productMediaReadiness(productId: number, at?: Date): Promise<MediaReadiness<Date>> {
  return (await mediaReadiness([productId], at)).get(productId) ?? { ready: true, availableAt: null };
}
