/** Session times are entered in Central European time (spec 3/5): the wall clock of Madrid. */
export const CET_ZONE = 'Europe/Madrid';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: CET_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Madrid wall clock of an instant, as if it were UTC (milliseconds). */
function wallClockMs(instant: number): number {
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** Offset of Madrid from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
const offsetAt = (instant: number) => wallClockMs(instant) - Math.floor(instant / 1000) * 1000;

export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "2026-12-31T21:00" read on the Madrid wall clock -> the UTC instant, daylight saving time included.
 * Null for a text that is not a date, or for a wall time that does not exist (the spring-forward gap).
 * In the autumn hour that happens twice, the first one (summer time) is taken.
 */
export function madridLocalToDate(local: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  // Candidates: the wall time minus each offset Madrid has around it; keep those that read back right.
  const offsets = [...new Set([offsetAt(wall - 86_400_000), offsetAt(wall + 86_400_000)])].sort(
    (a, b) => b - a,
  );
  for (const offset of offsets) {
    const instant = wall - offset;
    if (wallClockMs(instant) === wall) return new Date(instant);
  }
  return null;
}

/** The Madrid wall clock of an instant as "YYYY-MM-DDTHH:mm" (what an editor shows and sends back). */
export function dateToMadridLocal(date: Date): string {
  return new Date(wallClockMs(date.getTime())).toISOString().slice(0, 16);
}
