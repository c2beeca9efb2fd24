import type { PlateaLocals } from './types.ts';

/** What the API says during a database outage (api/src/app.ts): the site says the same. */
const RETRY_AFTER_SECONDS = '5';

/**
 * Watches this request's API calls for the outage answer: 503 with Retry-After (a 503 without it, such
 * as missing video tools, is not an outage). A session that could not be looked up counts as one too.
 */
export function watchOutage(platea: PlateaLocals): { seen: () => boolean } {
  let seen = platea.sessionUnavailable === true;
  const api = platea.api;
  platea.api = async (path, init) => {
    const res = await api(path, init);
    if (res.status === 503 && res.headers.has('retry-after')) seen = true;
    return res;
  };
  return { seen: () => seen };
}

/**
 * A page rendered while the database was down answers 503 with Retry-After, like the API, so browsers,
 * crawlers and proxies retry instead of keeping an error (or a half-empty page) as the answer.
 */
export function asUnavailable(response: Response): Response {
  if (response.status >= 300 && response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', RETRY_AFTER_SECONDS);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
}
