/** GET /api/products/{id}/playback (api/src/services/playback.ts): what the player needs. */
export interface Playback {
  productId: number;
  lessonId: number | null;
  kind: 'vod' | 'fake-live' | 'live' | 'audio';
  state: 'unavailable' | 'ready-on-date' | 'playing' | 'finished' | 'unreachable';
  startsAt: string | null;
  endsAt: string | null;
  preparing: boolean;
  src: string | null;
  poster: string | null;
  download: string | null;
  durationSeconds: number | null;
  renditions: { name: string; height: number | null; bandwidth: number }[];
  position: number;
  tokenExpiresAt: string | null;
}

/** Product types the player opens (the rest are read, downloaded or shipped). */
export const PLAYABLE_TYPES = ['vod', 'live', 'broadcast', 'podcast'] as const;

export const isPlayable = (type: string) => (PLAYABLE_TYPES as readonly string[]).includes(type);

/** Where an owned product opens: the player for what plays, its page for the rest. */
export function openHref(product: { type: string; slug: string | null; id: number }): string {
  const slug = encodeURIComponent(product.slug ?? String(product.id));
  return isPlayable(product.type) ? `/player/${slug}` : `/products/${slug}`;
}
