/**
 * Did the browser send this request from one of our own pages? The one rule for every unsafe request
 * that a cookie alone authenticates (the API's cookie sessions, `POST /api/auth/logout`, the site's
 * `/logout` and its form posts): a page on another site can make the browser post here with our cookie,
 * but it cannot set the Origin header nor Sec-Fetch-Site. Hosts are compared (not whole origins) so that
 * a proxy ending TLS in front of us does not make our own pages look foreign. No Node or DOM imports:
 * the API and the site share it.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  try {
    return new URL(origin).host === (request.headers.get('host') ?? new URL(request.url).host);
  } catch {
    // `Origin: null` (sandboxed frames, privacy redirects) and anything unreadable are not ours.
    return false;
  }
}
