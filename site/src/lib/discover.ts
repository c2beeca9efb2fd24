import type { Locale } from '../i18n/index.ts';
import { intlLocale, zonedFormatter } from '../i18n/intl.ts';

/**
 * What the discover pages (search results, speakers, schedule and its sections) read from the API, and
 * the small helpers they share: time zones, days and page numbers.
 */

/** A page number from the address: 1 unless a whole number from 1 to 500. */
export function pageNumber(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 1;
}

/** The calendar day of an instant in a zone, as 2026-05-12 (to group and compare days). */
export function dayKey(value: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(value));
}

/** Formatters of one page: the day as a heading, a time of day, a date with its time. */
export function timeFormats(locale: Locale, timeZone: string) {
  const day = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const time = zonedFormatter(locale, timeZone, 'time');
  const dateTime = zonedFormatter(locale, timeZone, 'full');
  return {
    day: (value: Date | string) => capitalise(day.format(new Date(value)), locale),
    /** The hour with its zone ("20:00 CET"): the start of a session. */
    time: (value: Date | string) => time(value),
    dateTime: (value: Date | string) => dateTime(value),
  };
}

function capitalise(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export type SearchKind = 'product' | 'channel' | 'speaker';
export const SEARCH_KINDS: readonly SearchKind[] = ['product', 'channel', 'speaker'];

/** GET /api/search: one ranked result. */
export interface SearchResult {
  kind: SearchKind;
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  type: string | null;
  localized: { title: string; subtitle: string | null };
}

export interface CategoryItem {
  id: number;
  slug: string;
  name: string;
  localized: { name: string };
}

/** GET /api/search/facets. */
export interface SearchFacets {
  total: number;
  kinds: Record<SearchKind, number>;
  categories: (CategoryItem & { count: number })[];
}

export interface ChannelItem {
  id: number;
  slug: string | null;
  title: string;
  localized: { title: string | null };
}

/** A section of a running order as lists show it. */
export interface SectionItem {
  id: number;
  title: string;
  durationMinutes: number;
  position: number;
  startsAfterMinutes: number;
  speaker: { id: number; slug: string; name: string } | null;
}

export interface ScheduleProduct {
  id: number;
  slug: string | null;
  type: string;
  image: string | null;
  title: string;
  localized: { title: string; shortDescription: string | null };
  channel?: ChannelItem;
}

/** GET /api/schedule: one session to come. */
export interface ScheduleEntry {
  id: number;
  startsAt: string;
  endsAt: string | null;
  durationMinutes: number | null;
  title: string | null;
  soldOut: boolean;
  onNow: boolean;
  product: ScheduleProduct;
  sections: SectionItem[];
}

/** GET /api/schedule/filters. */
export interface ScheduleFilters {
  channels: ChannelItem[];
  categories: CategoryItem[];
}

export interface PublicSpeaker {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  tags: string[];
  social: Record<string, string | null>;
  localized: { title: string | null; bio: string | null };
}

/** GET /api/schedule/{productSlug}/sections/{sectionId}. */
export interface SectionAnswer {
  section: Omit<SectionItem, 'speaker'> & { speaker: PublicSpeaker | null };
  product: ScheduleProduct;
  sections: SectionItem[];
  sessions: { id: number; startsAt: string; onNow: boolean; title: string | null }[];
}

export const productHref = (p: { slug: string | null; id: number }) =>
  `/products/${encodeURIComponent(p.slug ?? String(p.id))}`;

export const sectionHref = (productSlug: string, sectionId: number) =>
  `/schedule/${encodeURIComponent(productSlug)}/section/${sectionId}`;

export const speakerHref = (slug: string) => `/speakers/${encodeURIComponent(slug)}`;

/**
 * A product page's running order from GET /api/products/by-slug (sections with a speakerId): each part's
 * offset from the start, and its speaker's name when they are among the product's speakers.
 */
export function runningOrderOf(product: {
  scheduleSections?: {
    id: number;
    title: string;
    durationMinutes: number;
    position: number;
    speakerId: number | null;
  }[];
  speakers?: { id: number; slug?: string; name: string }[];
}): SectionItem[] {
  let offset = 0;
  return (product.scheduleSections ?? []).map((s) => {
    const speaker = product.speakers?.find((p) => p.id === s.speakerId);
    const item: SectionItem = {
      id: s.id,
      title: s.title,
      durationMinutes: s.durationMinutes,
      position: s.position,
      startsAfterMinutes: offset,
      speaker: speaker?.slug ? { id: speaker.id, slug: speaker.slug, name: speaker.name } : null,
    };
    offset += s.durationMinutes;
    return item;
  });
}
