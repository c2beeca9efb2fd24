import type { AuthProvider } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../../api/src/shared/locale.ts';
import { API_URL } from './dataProvider';
import { clearSession, fullName, loadSession, setSessionUser } from './session';
import { signIn } from './signin/signIn';

/**
 * Cookie sessions against /api/auth: signing in here signs in on the site too, and the reverse; the
 * httpOnly cookie never reaches JavaScript. A 401 or 403 from any call signs the user out (spec 8). Which console a
 * signed-in user may use is decided by the layout from getPermissions (the roles), not here, so a
 * producer who opens /manage sees a refusal page instead of being sent back to the login form.
 */
export function createAuthProvider(getLocale: () => string): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      const code = getLocale();
      setSessionUser(await signIn(email, password, isLocale(code) ? code : DEFAULT_LOCALE));
    },

    async logout() {
      clearSession();
      // Revokes the session and clears the cookie (POST, same origin); signed out already is fine.
      await fetch(`${API_URL}/auth/logout`, { method: 'POST', credentials: 'same-origin' }).catch(
        () => undefined,
      );
    },

    async checkAuth() {
      if (!(await loadSession())) throw new Error('ra.auth.auth_check_error');
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401 || error?.status === 403) {
        clearSession();
        throw new Error('ra.notification.logged_out');
      }
    },

    async getIdentity() {
      const user = await loadSession();
      if (!user) throw new Error('ra.auth.auth_check_error');
      return { id: user.id, fullName: fullName(user), avatar: user.avatar ?? undefined, email: user.email };
    },

    async getPermissions() {
      return (await loadSession())?.roles ?? [];
    },
  };
}
