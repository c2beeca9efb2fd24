import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatNumber,
  formatPrice,
  intlLocale,
  zonedFormatter,
} from '../../site/src/i18n/intl.ts';
import { dateFormatter } from '../../site/src/lib/mystuff.ts';

/** Intl separates the amount from the symbol with a no-break space. */
const NBSP = '\u00a0';

describe("the site's money and dates: Spanish, British English and Portugal's Portuguese", () => {
  it('writes 1045 cents of euro in each language', () => {
    expect(formatMoney('es', 1045, 'EUR')).toBe(`10,45${NBSP}€`);
    expect(formatMoney('en', 1045, 'EUR')).toBe('€10.45');
    // pt-PT, not Brazil's "€ 10,45".
    expect(formatMoney('pt', 1045, 'EUR')).toBe(`10,45${NBSP}€`);
  });

  it('keeps Portuguese European for thousands and other currencies', () => {
    expect(formatMoney('pt', 123_450, 'EUR')).toBe(`1234,50${NBSP}€`);
    expect(formatMoney('pt', 1045, 'USD')).toBe(`10,45${NBSP}US$`);
    expect(formatNumber('pt', 1234.5)).toBe('1234,5');
    expect(formatMoney('en', 123_450, 'EUR')).toBe('€1,234.50');
  });

  it('shows list prices without decimals only when they are whole', () => {
    expect(formatPrice('es', 4900, 'EUR')).toBe(`49${NBSP}€`);
    expect(formatPrice('pt', 195, 'EUR')).toBe(`1,95${NBSP}€`);
    expect(formatPrice('en', 4900, 'EUR')).toBe('€49');
  });

  it('writes dates the European way in every language, English British like its texts', () => {
    expect(intlLocale('pt')).toBe('pt-PT');
    const day = '2026-11-30T20:00:00Z';
    expect(dateFormatter('en', 'Europe/London')(day)).toBe('30 November 2026');
    expect(dateFormatter('es', 'Europe/Madrid')(day)).toBe('30 de noviembre de 2026');
    expect(dateFormatter('pt', 'Europe/Lisbon')(day)).toBe('30 de novembro de 2026');
    // Past midnight in Madrid: the viewer's zone decides the day.
    expect(dateFormatter('es', 'Europe/Madrid')('2026-11-30T23:30:00Z')).toBe('1 de diciembre de 2026');
  });

  // Issue 18: a time without its zone read an hour off for accounts in GMT.
  it('writes every time with its zone, on the viewer clock, the site zone when unknown', () => {
    const show = '2026-12-05T19:00:00Z';
    expect(zonedFormatter('es', 'Europe/Madrid')(show)).toBe('sábado, 5 de diciembre de 2026, 20:00 CET');
    expect(zonedFormatter('en', 'Europe/Madrid', 'time')(show)).toBe('20:00 CET');
    expect(zonedFormatter('pt', 'Europe/Lisbon', 'time')(show)).toBe('19:00 WET');
    expect(zonedFormatter('es', 'Mars/Olympus', 'time')(show)).toBe('20:00 CET');
    expect(zonedFormatter('es', null, 'time')('2026-07-05T18:00:00Z')).toBe('20:00 CEST');
    expect(zonedFormatter('es', 'Europe/Madrid')('not a date')).toBe('');
  });
});
