/**
 * The one way the front ends call the API: the site's pages (in process, through the visitor's
 * `locals.platea.api`), the site's islands and the back office (through the browser's fetch). It sends
 * the language, encodes JSON, and turns every outcome into an ApiResult: the data, or the API's error
 * (code, message already translated, fields). What a face does about an error (sign out on 401, a generic
 * text for 404) is its own business, on top of this.
 */
import type { ApiError, ApiErrorBody } from './contracts.ts';
import type { Locale } from './locale.ts';

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiError | null };

export interface ApiRequest {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  locale?: Locale;
  headers?: Record<string, string>;
}

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

function isErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: Partial<ApiError> } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * Calls `path` and reads its JSON. A network failure is status 0; an error without our error body (a
 * proxy's 502 page) has `error: null`, and the caller shows its own words.
 */
export async function callApi<T>(
  fetcher: Fetcher,
  path: string,
  request: ApiRequest = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (request.locale) headers['Accept-Language'] = request.locale;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetcher(path, {
      method: request.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  const text = res.status === 204 ? '' : await res.text().catch(() => '');
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (res.ok) return { ok: true, status: res.status, data: payload as T };
  return { ok: false, status: res.status, error: isErrorBody(payload) ? payload.error : null };
}
