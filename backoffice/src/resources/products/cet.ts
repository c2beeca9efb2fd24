import { CET_ZONE, madridLocalToDate } from '../../../../api/src/lib/cet-time.ts';

/**
 * Dates are entered on the Madrid wall clock (spec 3/5: Central European time) and sent as instants; the
 * organizer sees, next to each, the same moment in their own time zone.
 */
export { CET_ZONE };

const wall = new Intl.DateTimeFormat('en-CA', {
  timeZone: CET_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant (ISO text or Date) -> "2026-12-31T21:00" on the Madrid clock; "" for nothing. */
export function toCetLocal(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(wall.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** "2026-12-31T21:00" on the Madrid clock -> ISO instant; null for empty or impossible. */
export function fromCetLocal(local: string | null | undefined): string | null {
  if (!local) return null;
  return madridLocalToDate(local)?.toISOString() ?? null;
}

/** The organizer's zone: their profile's, else the browser's. */
export function viewerZone(profileZone?: string | null): string {
  if (profileZone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: profileZone });
      return profileZone;
    } catch {
      // An unknown zone name: fall back to the browser's.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The instant in a zone, in the console's language ("31 dic 2026, 21:00"). */
export function inZone(value: string | Date, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' }).format(
    value instanceof Date ? value : new Date(value),
  );
}
