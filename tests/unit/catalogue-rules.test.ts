import { describe, expect, it } from 'vitest';
import { searchLetters } from '../../api/src/catalogue/services/search.ts';
import { computePrice, currentPrice, netFromTotal } from '../../api/src/commerce/services/pricing.ts';
import { isValidIban, isValidSpanishTaxId, isValidTaxId } from '../../api/src/lib/billing-ids.ts';
import { dateToMadridLocal, madridLocalToDate } from '../../api/src/lib/cet-time.ts';

describe('IBAN (ISO 13616 mod 97)', () => {
  it('accepts valid IBANs of several countries, with spaces and any case', () => {
    for (const iban of [
      'ES91 2100 0418 4502 0005 1332',
      'es9121000418450200051332',
      'DE89 3704 0044 0532 0130 00',
      'GB29 NWBK 6016 1331 9268 19',
      'FR14 2004 1010 0505 0001 3M02 606',
      'PT50 0002 0123 1234 5678 9015 4',
      'NL91ABNA0417164300',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses wrong check digits, lengths and characters', () => {
    for (const iban of [
      'ES91 2100 0418 4502 0005 1333',
      'ES9121000418450200051',
      'DE89 3704 0044 0532 0130 0',
      'GB29 NWBK 6016 1331 9268 18',
      '9121000418450200051332',
      'ES91-2100-0418-4502-0005-133!',
      '',
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });
});

describe('Spanish tax ids', () => {
  it('checks the letter of NIF and NIE and the control of CIF', () => {
    for (const id of [
      '12345678Z',
      '00000000T',
      'X1234567L',
      'Y1234567X',
      'Z1234567R',
      'B58818501',
      'A58818501',
      'P2800000H',
      'Q2826000H',
      'ESB58818501',
    ]) {
      expect(isValidSpanishTaxId(id), id).toBe(true);
    }
    for (const id of [
      '12345678A',
      'X1234567A',
      'B58818502',
      'P2800000E',
      'A5881850A',
      '1234567Z',
      'I58818501',
    ]) {
      expect(isValidSpanishTaxId(id), id).toBe(false);
    }
  });

  it('checks only the format for other countries', () => {
    expect(isValidTaxId('FR40303265045', 'FR')).toBe(true);
    expect(isValidTaxId('DE 123 456 789', 'de')).toBe(true);
    expect(isValidTaxId('12345678A', 'PT')).toBe(true);
    expect(isValidTaxId('ab', 'FR')).toBe(false);
    expect(isValidTaxId('12345678A', null)).toBe(false); // Spain by default
  });
});

describe('Central European time', () => {
  it('reads Madrid wall times across the daylight saving changes', () => {
    expect(madridLocalToDate('2026-12-31T21:00')?.toISOString()).toBe('2026-12-31T20:00:00.000Z');
    expect(madridLocalToDate('2027-06-30T21:00:30')?.toISOString()).toBe('2027-06-30T19:00:30.000Z');
    expect(madridLocalToDate('2027-03-28T02:30')).toBeNull(); // spring gap
    expect(madridLocalToDate('2027-10-31T02:30')?.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(madridLocalToDate('2027-02-29T10:00')).toBeNull();
    expect(madridLocalToDate('2027-1-1T10:00')).toBeNull();
    expect(dateToMadridLocal(new Date('2027-07-01T19:00:00Z'))).toBe('2027-07-01T21:00');
  });
});

describe('prices in cents', () => {
  it('splits totals with the rate and validates given amounts', () => {
    expect(netFromTotal(1100, 10)).toBe(1000);
    expect(netFromTotal(999, 10)).toBe(908);
    expect(netFromTotal(1210, 21)).toBe(1000);
    expect(computePrice({ total: 999, rate: 10 })).toEqual({ price: { net: 908, tax: 91, total: 999 } });
    expect(computePrice({ net: 100, tax: 10 })).toEqual({ price: { net: 100, tax: 10, total: 110 } });
    expect(computePrice({ net: 100, tax: 10, total: 111 })).toMatchObject({ error: { field: 'total' } });
    expect(computePrice({ total: 100 })).toMatchObject({ error: { field: 'rate' } });
    expect(computePrice({ total: 0 })).toEqual({ price: { net: 0, tax: 0, total: 0 } });
    expect(computePrice({})).toEqual({ price: null });
  });

  it('charges the offer only inside its window', () => {
    const base = {
      netPrice: 2000,
      tax: 200,
      totalPrice: 2200,
      offerNet: 1000,
      offerTax: 100,
      offerTotal: 1100,
      offerFrom: new Date('2030-01-01T00:00:00Z'),
      offerUntil: new Date('2030-01-31T00:00:00Z'),
      currency: 'EUR',
    };
    expect(currentPrice(base, new Date('2030-01-15T00:00:00Z')).total).toBe(1100);
    expect(currentPrice(base, new Date('2029-12-31T23:59:59Z')).total).toBe(2200);
    expect(currentPrice(base, new Date('2030-02-01T00:00:00Z')).total).toBe(2200);
    expect(currentPrice({ ...base, offerFrom: null, offerUntil: null }).total).toBe(1100);
  });
});

describe('search length', () => {
  it('counts letters and digits only', () => {
    expect(searchLetters('  a-b ')).toBe(2);
    expect(searchLetters('ñú1')).toBe(3);
  });
});
