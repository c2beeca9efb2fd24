import type { z } from 'zod';
import { SEARCH_KINDS } from '../../../api/src/shared/catalogue.ts';
import type {
  CategoryAnswer,
  ScheduleEntryAnswer,
  SearchResultAnswer,
  SpeakerAnswer,
  SpeakerPageAnswer,
  scheduleFiltersAnswer,
  scheduleSectionPageAnswer,
  searchFacetsAnswer,
} from '../../../api/src/shared/catalogue-answers.ts';
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

/** The answers these pages read, as the API declares them (api/src/shared/catalogue-answers.ts). */
export type SearchKind = (typeof SEARCH_KINDS)[number];
export { SEARCH_KINDS };
/** GET /api/search: one ranked result. */
export type SearchResult = SearchResultAnswer;
export type CategoryItem = CategoryAnswer;
/** GET /api/search/facets. */
export type SearchFacets = z.infer<typeof searchFacetsAnswer>;
/** GET /api/schedule: one session to come. */
export type ScheduleEntry = ScheduleEntryAnswer;
export type ScheduleProduct = ScheduleEntry['product'];
/** A section of a running order as lists show it. */
export type SectionItem = ScheduleEntry['sections'][number];
/** GET /api/schedule/filters. */
export type ScheduleFilters = z.infer<typeof scheduleFiltersAnswer>;
export type ChannelItem = ScheduleFilters['channels'][number];
export type PublicSpeaker = SpeakerAnswer;
/** GET /api/speakers/by-slug/:slug: the speaker and the public products they take part in. */
export type SpeakerPage = SpeakerPageAnswer;
/** GET /api/schedule/{productSlug}/sections/{sectionId}. */
export type SectionAnswer = z.infer<typeof scheduleSectionPageAnswer>;

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
