import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPrice, intlLocale } from '../../site/src/i18n/intl.ts';

/** Intl separates the amount from the symbol with a no-break space. */
const NBSP = '\u00a0';

describe("the site's money: Spanish, English and Portugal's Portuguese", () => {
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

  it('names Portuguese pt-PT for dates too', () => {
    expect(intlLocale('pt')).toBe('pt-PT');
  });
});
