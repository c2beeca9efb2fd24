import type { Locale } from '../../../api/src/shared/locale.ts';

/**
 * Intl's name of our languages. Portuguese is Portugal's (pt-PT: "10,45 €", never Brazil's "€ 10,45");
 * English is British like the texts (dates "30 November 2026, 20:00").
 * Kept apart from the catalogues, like format.ts, so islands can import it alone.
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
