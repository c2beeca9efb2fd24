import { safeReturnPath } from '../../../api/src/shared/return-path.ts';
import type { Locale } from '../i18n/index.ts';

/** The error body every API error has (docs/api-contract.md). */
export interface ApiError {
  code: string;
  message: string;
  fields?: { field: string; message: string }[];
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ApiError };

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Spec 8 signs the visitor out on 401/403. Forms whose 401 means "wrong credentials" (login)
   * turn this off.
   */
  logoutOnAuthError?: boolean;
  /** Spec 8: a 404 becomes the generic "path not found" message unless the caller wants the answer. */
  accept404?: boolean;
}

/** Fallback texts in the visitor's language, for answers that carry no usable message. */
export interface ApiMessages {
  'errors.server': string;
  'errors.notFound': string;
}

export const API_MESSAGE_KEYS = ['errors.server', 'errors.notFound'] as const;

/** A fetch wrapper for islands: same-origin cookie, the chosen language, one error shape. */
export function createApi(locale: Locale, messages: ApiMessages) {
  return async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
    const { method = 'GET', body, logoutOnAuthError = true, accept404 = false } = options;
    const headers: Record<string, string> = { 'Accept-Language': locale, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      return { ok: false, status: 0, error: { code: 'SERVER_ERROR', message: messages['errors.server'] } };
    }
    if ((res.status === 401 || res.status === 403) && logoutOnAuthError) {
      // Spec 8: an auth error ends the session. Sign-out is a POST; then sign in again and come back.
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/login?next=${encodeURIComponent(safeReturnPath(here))}`);
    }
    const payload = await readJson(res);
    if (res.ok) return { ok: true, status: res.status, data: payload as T };
    if (res.status === 404 && !accept404) {
      return {
        ok: false,
        status: 404,
        error: { code: 'SERVER_ERROR_NOT_FOUND', message: messages['errors.notFound'] },
      };
    }
    const error = (payload as { error?: Partial<ApiError> } | null)?.error;
    return {
      ok: false,
      status: res.status,
      error: {
        code: error?.code ?? 'SERVER_ERROR',
        message: error?.message || messages['errors.server'],
        fields: error?.fields,
      },
    };
  };
}

async function readJson(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  try {
    return await res.json();
  } catch {
    return null;
  }
}
