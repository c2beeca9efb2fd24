import { type ApiRequest, type ApiResult, callApi } from '../../../api/src/shared/api-client.ts';
import type { AccessConfig } from '../../../api/src/shared/config.ts';
import type { PlateaLocals, SessionUser } from './types.ts';

/** The httpOnly session cookie the API sets at sign-in (api/src/accounts/services/tokens.ts). */
export const SESSION_COOKIE = 'platea_session';

/** Where `astro dev` finds the API: the main server started with `npm start` or `npm run dev`. */
const DEV_API_ORIGIN = 'http://localhost:3000';
/** How long the access setting is reused; short so an admin's change shows up almost at once. */
const ACCESS_TTL_MS = 5_000;

/**
 * The locals our server passes, rebuilt over HTTP for `astro dev`: the same `api` signature,
 * forwarding the visitor's cookie, and the user resolved through GET /api/auth/me.
 */
export async function devPlatea(request: Request): Promise<PlateaLocals> {
  const cookie = request.headers.get('cookie');
  const api = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    return fetch(new URL(path, DEV_API_ORIGIN), { ...init, headers });
  };
  let user: SessionUser | null = null;
  if (cookie?.includes(`${SESSION_COOKIE}=`)) {
    try {
      const res = await api('/api/auth/me');
      if (res.ok) user = (await res.json()) as SessionUser;
    } catch {
      user = null;
    }
  }
  return { api, user, origin: new URL(request.url).origin };
}

/** An API answer for pages that must tell errors apart (a hidden profile from a missing one). */
export type ApiAnswer<T> = ApiResult<T>;

/** Calls the API in process, as the visitor and in their language (the one API client). */
export function apiCall<T>(
  locals: App.Locals,
  path: string,
  request: ApiRequest = {},
): Promise<ApiAnswer<T>> {
  return callApi<T>(locals.platea.api, path, { locale: locals.locale, ...request });
}

/** Like apiCall; null when the call fails. */
export async function apiJson<T>(
  locals: App.Locals,
  path: string,
  request: ApiRequest = {},
): Promise<T | null> {
  const answer = await apiCall<T>(locals, path, request);
  return answer.ok ? answer.data : null;
}

/** What a slug in our addresses looks like; anything else is not found without asking the API. */
export const SLUG_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

/**
 * A public page's row by the slug of its address, asked at `path(encodedSlug)`: `missing` when there is
 * none for this viewer (a slug no row can have, or a 4xx answer: the page is not found), else `data` is
 * null only when the API could not answer (the page shows the server error, 502).
 */
export async function apiBySlug<T>(
  locals: App.Locals,
  slug: string,
  path: (encodedSlug: string) => string,
): Promise<{ data: T | null; missing: boolean }> {
  if (!SLUG_RE.test(slug)) return { data: null, missing: true };
  const answer = await apiCall<T>(locals, path(encodeURIComponent(slug)));
  if (answer.ok) return { data: answer.data, missing: false };
  return { data: null, missing: answer.status >= 400 && answer.status < 500 };
}

let accessCache: { requireLogin: boolean; expires: number } | null = null;

/** GET /api/config/access, reused for a few seconds: it is asked on every signed-out page view. */
export async function isLoginRequired(locals: App.Locals): Promise<boolean> {
  const now = Date.now();
  if (accessCache && accessCache.expires > now) return accessCache.requireLogin;
  const access = await apiJson<AccessConfig>(locals, '/api/config/access');
  accessCache = { requireLogin: access?.requireLogin === true, expires: now + ACCESS_TTL_MS };
  return accessCache.requireLogin;
}

export function displayName(user: SessionUser): string {
  const full = [user.name, user.surname].filter(Boolean).join(' ').trim();
  return full || user.email;
}

/** One or two letters for an avatar without a picture; a session user falls back to the email. */
export function initials(user: { name: string | null; surname: string | null; email?: string }): string {
  const source = [user.name, user.surname].filter(Boolean).join(' ').trim() || user.email || '';
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (user.name && parts[1] ? parts[1][0] : '')).toUpperCase() || '?';
}
