import type { Option } from './countries.ts';

/** Zones the IANA list leaves out but users may hold: GMT is the default of spec 9. */
const EXTRA_ZONES = ['GMT', 'UTC'];

/**
 * Every time zone the runtime knows, with its current offset ("Europe/Madrid (GMT+01:00)"), plus the
 * user's own value when the list lacks it, so the select never drops what is stored.
 */
export function timezoneOptions(current: string | null | undefined): Option[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const extra = EXTRA_ZONES.filter((zone) => !zones.includes(zone));
  if (current && !zones.includes(current) && !extra.includes(current)) extra.unshift(current);
  const now = new Date();
  return [...extra, ...zones].map((zone) => ({ value: zone, label: label(zone, now) }));
}

function label(zone: string, now: Date): string {
  const name = zone.replaceAll('_', ' ');
  let offset: string | undefined;
  try {
    offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return name;
  }
  return offset && offset !== name ? `${name} (${offset})` : name;
}
