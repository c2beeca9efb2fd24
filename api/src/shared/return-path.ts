/**
 * Where may we send a visitor back to? Only a path on this site. Shared by the API, the site (language
 * switch, return after sign-in) and the back office: no Node or DOM imports here.
 *
 * The value is resolved the way a browser would resolve it against our own origin, and kept only when it
 * stays on that origin. That one rule covers the classic bypasses: `//evil`, `/\evil` (browsers read `\`
 * as `/`), tabs and newlines inside the scheme or the slashes (browsers strip them), `javascript:`,
 * percent-encoded or mixed forms, and absolute URLs to other hosts.
 */
const PROBE_ORIGIN = 'https://return-path.invalid';

/** Paths that must never be a return target (signing in again or out in a loop). */
const NEVER = /^\/(login|logup|logout)(\/|\?|#|$)/;

export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Only relative paths are accepted at all; a browser strips these before parsing, so must we.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we strip.
  const cleaned = value.replace(/[\u0000-\u001f\u007f]/g, '');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // After normalisation the path must still be a single-slash path (e.g. `/%2F/evil` stays a path, fine;
  // `/.//evil` normalises to `//evil`, which a later redirect would read as a host).
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (NEVER.test(path)) return fallback;
  return path;
}
