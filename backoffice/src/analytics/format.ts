import { fill } from '../i18n/lazy';
import { intlLocale } from '../resources/sales/money';
import type { AnalyticsStrings } from './analytics-strings.en';

/**
 * How the analytics screens write their figures, in the console's language: money in euros (the API's
 * amounts are cents), watch time as hours and minutes, shares as percentages, Madrid days as dates.
 */
export type Kind = 'money' | 'count' | 'duration' | 'hours' | 'share' | 'day' | 'moment' | 'text';

export function formatter(locale: string, s: AnalyticsStrings) {
  const lang = intlLocale(locale);
  const euros = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  const count = new Intl.NumberFormat(lang);
  const decimal = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  const change = new Intl.NumberFormat(lang, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  });
  // A day of the API is a calendar day: read and written in UTC so no time zone moves it.
  const longDay = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

  const duration = (seconds: number) => {
    const total = Math.round(seconds);
    if (total < 60) return fill(s.DURATION.s, { s: total });
    const minutes = Math.round(total / 60);
    if (minutes < 60) return fill(s.DURATION.m, { m: minutes });
    const hours = count.format(Math.floor(minutes / 60));
    return minutes % 60 === 0
      ? fill(s.DURATION.h, { h: hours })
      : fill(s.DURATION.hm, { h: hours, m: minutes % 60 });
  };

  const value = (kind: Kind, v: number | string | null | undefined): string => {
    if (v == null || v === '') return s.NOT_APPLICABLE;
    if (typeof v === 'string') {
      if (kind === 'day') return longDay.format(asDay(v));
      if (kind === 'moment') return moment.format(new Date(v));
      return v;
    }
    switch (kind) {
      case 'money':
        return euros.format(v / 100);
      case 'duration':
        return duration(v);
      case 'hours':
        return decimal.format(v);
      case 'share':
        return percent.format(v);
      default:
        return count.format(v);
    }
  };

  return {
    value,
    duration,
    /** Cents as euros for a chart's axis (whole euros, no decimals when they are round). */
    euros: (cents: number) => euros.format(cents / 100),
    count: (n: number) => count.format(n),
    decimal: (n: number) => decimal.format(n),
    percent: (share: number) => percent.format(share),
    change: (share: number) => change.format(share),
    day: (day: string) => longDay.format(asDay(day)),
    shortDay: (day: string) => shortDay.format(asDay(day)),
  };
}
export type Format = ReturnType<typeof formatter>;

/**
 * A figure as a CSV cell: plain numbers a spreadsheet reads (euros with a point, hours, percentages),
 * never the screen's localized text.
 */
export function csvValue(kind: Kind, v: number | string | null | undefined): string | number {
  if (v == null) return '';
  if (typeof v === 'string') return v;
  switch (kind) {
    case 'money':
      return (v / 100).toFixed(2);
    case 'duration':
      return (v / 3600).toFixed(2);
    case 'share':
      return (v * 100).toFixed(1);
    default:
      return v;
  }
}

/** "Sales over time" for 2026-11-05..2026-12-04 → ventas-en-el-tiempo_2026-11-05_2026-12-04.csv */
export function csvFileName(title: string, period: { from: string; to: string }): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'analytics'}_${period.from}_${period.to}.csv`;
}
