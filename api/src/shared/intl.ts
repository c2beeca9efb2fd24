import type { Locale } from './locale.ts';
import { SITE_TIME_ZONE } from './time-zone.ts';

/**
 * Intl's name of our languages. Portuguese is Portugal's (pt-PT: "10,45 €", never Brazil's "€ 10,45");
 * English is British like the texts (dates "30 November 2026, 20:00").
 * Shared by the site (site/src/i18n/intl.ts), its islands and the API's printable documents (invoices),
 * so an amount or a date reads the same everywhere. No Node or DOM imports.
 */
const INTL_LOCALE: Record<Locale, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT' };

export const intlLocale = (locale: Locale): string => INTL_LOCALE[locale];

/** The site's money: integer cents and an ISO currency, 1045 EUR → "10,45 €" (es, pt), "€10.45" (en). */
export function formatMoney(locale: Locale, cents: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }).format(cents / 100);
}

/** A list price: whole amounts without decimals (49 €), others with them (1,95 €). */
export function formatPrice(locale: Locale, cents: number, currency: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale]).format(value);
}

/** How much of an instant to write: the whole date and time, a short date and time, or the hour only. */
export type ZonedStyle = 'full' | 'short' | 'time';

const ZONED_PARTS: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  full: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  short: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
};

/**
 * The site's one writer of times (issue 18): an instant on the viewer's clock, always naming its zone
 * ("sábado, 5 de diciembre de 2026, 20:00 CET", "20:00 CEST"), so a time never reads an hour off
 * without saying so. A zone Intl does not know falls back to the site's.
 */
export function zonedFormatter(
  locale: Locale,
  timeZone: string | null | undefined,
  style: ZonedStyle = 'full',
) {
  const options = { ...ZONED_PARTS[style], timeZoneName: 'short' } as const;
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: timeZone || SITE_TIME_ZONE });
  } catch {
    fmt = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: SITE_TIME_ZONE });
  }
  return (value: Date | string | number | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : fmt.format(date);
  };
}

/** A calendar day in the viewer's zone ("27 de noviembre de 2026"); '' for a missing or bad date. */
export function dayFormatter(locale: Locale, timeZone: string | null | undefined) {
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      dateStyle: 'long',
      timeZone: timeZone || SITE_TIME_ZONE,
    });
  } catch {
    fmt = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: SITE_TIME_ZONE });
  }
  return (value: Date | string | number | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '';
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : fmt.format(date);
  };
}
