import type { AuthProvider } from 'react-admin';
import { API_URL } from './dataProvider';
import { clearSession, fullName, readSession, type SessionUser, writeSession } from './session';

interface ApiErrorBody {
  error?: { code?: string; message?: string };
}

/**
 * Bearer-token auth against /api/auth (docs/api-contract.md). The session lives in localStorage
 * (`platea.session`, spec 3); a 401 or 403 from any call logs the user out (spec 8). Which console a
 * signed-in user may use is decided by the layout from getPermissions (the roles), not here, so a
 * producer who opens /manage sees a refusal page instead of being sent back to the login form.
 */
export function createAuthProvider(getLocale: () => string): AuthProvider {
  return {
    async login({ email, password }: { email: string; password: string }) {
      const response = await fetch(`${API_URL}/auth/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Accept-Language': getLocale(),
        },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json().catch(() => ({}))) as ApiErrorBody & {
        token?: string;
        user?: SessionUser;
      };
      if (!response.ok || !body.token || !body.user) {
        throw new Error(body.error?.message || 'ADMIN.LOGIN.FAILED');
      }
      writeSession({ token: body.token, user: body.user });
    },

    async logout() {
      const session = readSession();
      clearSession();
      if (!session) return;
      // Revoke the token server-side; an already revoked or expired token answers 401, which is fine.
      await fetch(`${API_URL}/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.token}` },
      }).catch(() => undefined);
    },

    async checkAuth() {
      if (!readSession()) throw new Error('ra.auth.auth_check_error');
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401 || error?.status === 403) {
        clearSession();
        throw new Error('ra.notification.logged_out');
      }
    },

    async getIdentity() {
      const session = readSession();
      if (!session) throw new Error('ra.auth.auth_check_error');
      const { user } = session;
      return { id: user.id, fullName: fullName(user), avatar: user.avatar ?? undefined, email: user.email };
    },

    async getPermissions() {
      return readSession()?.user.roles ?? [];
    },
  };
}
