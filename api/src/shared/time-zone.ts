/**
 * The site's time zone (spec 5: sessions are entered in Central European time, the wall clock of
 * Madrid): what a new account gets when its browser does not say, and what a signed-out visitor sees.
 * No imports, so the site, its islands and the models read it too.
 */
export const SITE_TIME_ZONE = 'Europe/Madrid';

/** An IANA zone Intl knows (as written: "Europe/Madrid", "America/New_York", "UTC"), else null. */
export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
