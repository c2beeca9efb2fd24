import { SITE_TIME_ZONE } from '../../../api/src/shared/time-zone.ts';

/**
 * The navigation bar's display preferences (spec 3: the language setting's timezone, the currency
 * setting), shown when the `timezones` / `currencies` switches are on. Like the language, a choice is a
 * cookie of this browser, and it wins over the profile's time zone (the profile is the default).
 */
export const TZ_COOKIE = 'platea_tz';
export const CURRENCY_COOKIE = 'platea_currency';
/** Where session times are entered (spec 5, Central European time): the site's default clock. */
export const DEFAULT_TIMEZONE = SITE_TIME_ZONE;

/** A zone Intl knows, in its canonical spelling; null for anything else. */
export function canonicalZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const isCurrencyCode = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value);

/**
 * The zones offered in the navigation bar: where the site's audiences are (Spanish, Portuguese and
 * English speaking), plus the viewer's own. Any other zone is chosen in My data.
 */
export const NAV_ZONES = [
  'Europe/Madrid',
  'Atlantic/Canary',
  'Europe/Lisbon',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Rome',
  'UTC',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Caracas',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Africa/Luanda',
  'Africa/Maputo',
  'Asia/Tokyo',
  'Australia/Sydney',
];

/** "Madrid (GMT+01:00)": the city and its offset now. */
export function zoneLabel(zone: string, now: Date = new Date()): string {
  const city = zone.split('/').pop()?.replaceAll('_', ' ') ?? zone;
  try {
    const offset = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
    return offset && offset !== city ? `${city} (${offset})` : city;
  } catch {
    return city;
  }
}

interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: { path: string; maxAge: number; sameSite: 'lax' }): void;
}

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** ?tz= and ?currency= of the navigation bar's forms: valid values are remembered, others ignored. */
export function rememberPreferences(params: URLSearchParams, cookies: CookieJar): boolean {
  const zone = params.get('tz');
  const currency = params.get('currency');
  const valid = canonicalZone(zone);
  if (valid) cookies.set(TZ_COOKIE, valid, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
  if (isCurrencyCode(currency)) {
    cookies.set(CURRENCY_COOKIE, currency, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
  }
  return zone !== null || currency !== null;
}

/**
 * The clock and currency a page shows: with the selector on, this browser's choice, else the profile's
 * zone (signed in), else the site's default. The currency is null unless its selector is on.
 */
export function displayPreferences(
  cookies: CookieJar,
  userTimezone: string | null | undefined,
  switches: { timezones: boolean; currencies: boolean },
): { timezone: string; currency: string | null } {
  const chosen = switches.timezones ? canonicalZone(cookies.get(TZ_COOKIE)?.value) : null;
  const currency = cookies.get(CURRENCY_COOKIE)?.value;
  return {
    timezone: chosen ?? canonicalZone(userTimezone) ?? DEFAULT_TIMEZONE,
    currency: switches.currencies && isCurrencyCode(currency) ? currency : null,
  };
}
