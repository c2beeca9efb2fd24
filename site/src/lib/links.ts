import type { HomeItem } from './types.ts';

/** Links typed by admins: same-site paths or http(s) addresses only (never `javascript:`). */
export function safeHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const link = value.trim();
  if (link.startsWith('/') && !link.startsWith('//')) return link;
  if (link.startsWith('#')) return link;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const SIGNED_OUT_ONLY = /^\/(?:login|logup|recovery-password)(?:[?#/]|$)/;

/** A home action for this visitor: signing up or in is no action for someone already signed in. */
export function actionHref(value: string | null | undefined, signedIn: boolean): string | null {
  const href = safeHref(value);
  return href && signedIn && SIGNED_OUT_ONLY.test(href) ? null : href;
}

export type ItemKind = 'product' | 'channel' | 'speaker';

const BASE: Record<ItemKind, string> = {
  product: '/products/',
  channel: '/channels/',
  speaker: '/speakers/',
};

export function itemHref(kind: ItemKind, item: Pick<HomeItem, 'slug'>): string {
  return `${BASE[kind]}${encodeURIComponent(item.slug)}`;
}
