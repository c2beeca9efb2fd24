import { callApi } from '../../../api/src/shared/api-client.ts';
import type { ApiError } from '../../../api/src/shared/contracts.ts';
import { safeReturnPath } from '../../../api/src/shared/return-path.ts';
import type { Locale } from '../i18n/index.ts';

export type { ApiError };

/** What an island gets back: the error always has words to show (the API's, or our fallback). */
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

/**
 * The islands' API client: the shared one (api/src/shared/api-client.ts) with the browser's fetch, plus
 * what spec 8 asks of the site: sign out on 401/403, a generic text for 404, never an empty message.
 */
export function createApi(locale: Locale, messages: ApiMessages) {
  return async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
    const { method = 'GET', body, logoutOnAuthError = true, accept404 = false } = options;
    const result = await callApi<T>((p, init) => fetch(p, init), path, { method, body, locale });
    if (result.ok) return result;
    if ((result.status === 401 || result.status === 403) && logoutOnAuthError) {
      // Spec 8: an auth error ends the session. Sign-out is a POST; then sign in again and come back.
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/login?next=${encodeURIComponent(safeReturnPath(here))}`);
    }
    if (result.status === 404 && !accept404) {
      return {
        ok: false,
        status: 404,
        error: { code: 'SERVER_ERROR_NOT_FOUND', message: messages['errors.notFound'] },
      };
    }
    return {
      ok: false,
      status: result.status,
      error: {
        code: result.error?.code ?? 'SERVER_ERROR',
        message: result.error?.message || messages['errors.server'],
        fields: result.error?.fields,
      },
    };
  };
}
