import { describe, expect, it } from 'vitest';
import en from '../../backoffice/src/analytics/analytics-strings.en.ts';
import es from '../../backoffice/src/analytics/analytics-strings.es.ts';
import pt from '../../backoffice/src/analytics/analytics-strings.pt.ts';
import { csvFileName, csvValue, formatter } from '../../backoffice/src/analytics/format.ts';

/** Issue 23: how the analytics screens write their figures on screen and in their CSV files. */
describe('analytics figures on screen', () => {
  it('writes money in euros per language (Portuguese as in Portugal)', () => {
    expect(formatter('en', en).euros(123456)).toBe('€1,234.56');
    expect(formatter('es', es).euros(123456)).toBe('1234,56\u00a0€');
    expect(formatter('pt', pt).euros(123456)).toBe('1234,56\u00a0€');
  });

  it('writes watch time as hours and minutes', () => {
    const f = formatter('es', es);
    expect(f.duration(45)).toBe('45 s');
    expect(f.duration(125)).toBe('2 min');
    expect(f.duration(3600)).toBe('1 h');
    expect(f.duration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
  });

  it('writes a change against the previous period with its sign', () => {
    expect(formatter('en', en).change(0.12)).toBe('+12%');
    expect(formatter('es', es).change(-0.5)).toBe('-50\u00a0%');
  });
});

describe('analytics CSV', () => {
  it('writes plain numbers a spreadsheet reads: euros with a point, hours, percentages', () => {
    expect(csvValue('money', 123456)).toBe('1234.56');
    expect(csvValue('duration', 5400)).toBe('1.50');
    expect(csvValue('share', 0.6)).toBe('60.0');
    expect(csvValue('count', 7)).toBe(7);
    expect(csvValue('share', null)).toBe('');
  });

  it('names the file after the chart and the period, without accents or spaces', () => {
    expect(csvFileName('Retención de la audiencia «Bodas»', { from: '2026-11-05', to: '2026-12-04' })).toBe(
      'retencion-de-la-audiencia-bodas_2026-11-05_2026-12-04.csv',
    );
  });

  it('has the same texts in the three languages, none empty', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(es)).toEqual(keys(en));
    expect(keys(pt)).toEqual(keys(en));
    for (const lang of [en, es, pt])
      for (const key of keys(lang))
        expect(key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], lang)).not.toBe(
          '',
        );
  });
});
