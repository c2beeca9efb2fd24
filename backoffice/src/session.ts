import { callApi } from '../../api/src/shared/api-client.ts';
import type { SessionUser } from '../../api/src/shared/contracts.ts';

/**
 * The signed-in user of the back office (spec 3, Session). One sign-in serves the site and both consoles:
 * the session is the API's httpOnly cookie, which JavaScript never sees; this module only keeps the
 * user GET /api/auth/me answered, for names and roles, for as long as the page lives.
 */
export type { SessionUser };

/** Where earlier versions kept a bearer token; removed on load so no token lingers in storage. */
const LEGACY_SESSION_KEY = 'platea.session';

let current: SessionUser | null = null;
let loading: Promise<SessionUser | null> | null = null;

try {
  localStorage.removeItem(LEGACY_SESSION_KEY);
} catch {
  // Storage may be unavailable (private mode): nothing to remove then.
}

/** The signed-in user, asking the API once per page (the cookie goes with the request). */
export function loadSession(): Promise<SessionUser | null> {
  if (current) return Promise.resolve(current);
  loading ??= callApi<SessionUser>((p, init) => fetch(p, init), '/api/auth/me')
    .then((answer) => (answer.ok ? setSessionUser(answer.data) : null))
    .finally(() => {
      loading = null;
    });
  return loading;
}

export function currentUser(): SessionUser | null {
  return current;
}

/** Replaces the kept profile fields (spec 4: on update the profile fields are replaced). */
export function setSessionUser(user: SessionUser): SessionUser {
  current = user;
  return current;
}

export function clearSession(): void {
  current = null;
}

export function fullName(user: Pick<SessionUser, 'name' | 'surname' | 'email'>): string {
  const name = [user.name, user.surname].filter(Boolean).join(' ').trim();
  return name || user.email;
}
