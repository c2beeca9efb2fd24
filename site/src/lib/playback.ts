import type { Playback } from '../../../api/src/shared/media.ts';

export type { Playback };

/** Product types the player opens (the rest are read, downloaded or shipped). */
export const PLAYABLE_TYPES = ['vod', 'live', 'broadcast', 'podcast'] as const;

export const isPlayable = (type: string) => (PLAYABLE_TYPES as readonly string[]).includes(type);

/** Where an owned product opens: the player for what plays, courses and masters their own pages, else its page. */
export function openHref(product: { type: string; slug: string | null; id: number }): string {
  const slug = encodeURIComponent(product.slug ?? String(product.id));
  if (product.type === 'course' || product.type === 'master') return `/${product.type}s/${slug}`;
  return isPlayable(product.type) ? `/player/${slug}` : `/products/${slug}`;
}
