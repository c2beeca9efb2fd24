/** The console's language as Intl reads it: Portuguese is pt-PT (Intl's bare "pt" is Brazil's "€ 4,99"). */
export const intlLocale = (locale: string) => (locale === 'pt' ? 'pt-PT' : locale);

/** Cents in the sale's currency, in the console's locale. */
export function money(cents: number | null | undefined, currency: string, locale: string): string {
  if (cents == null) return '';
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }).format(cents / 100);
}
