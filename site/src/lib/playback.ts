import type { Playback } from '../../../api/src/shared/contracts.ts';

export type { Playback };

/** Product types the player opens (the rest are read, downloaded or shipped). */
export const PLAYABLE_TYPES = ['vod', 'live', 'broadcast', 'podcast'] as const;

export const isPlayable = (type: string) => (PLAYABLE_TYPES as readonly string[]).includes(type);

/** Where an owned product opens: the player for what plays, its page for the rest. */
export function openHref(product: { type: string; slug: string | null; id: number }): string {
  const slug = encodeURIComponent(product.slug ?? String(product.id));
  return isPlayable(product.type) ? `/player/${slug}` : `/products/${slug}`;
}
