import { callApi } from '../../../api/src/shared/api-client.ts';
import type { SessionUser } from '../../../api/src/shared/contracts.ts';
import type { Locale } from '../../../api/src/shared/locale.ts';
import { safeReturnPath } from '../../../api/src/shared/return-path.ts';
import { SIGN_IN_MESSAGES } from './messages';

/**
 * Signs in against POST /api/auth/login (the API sets the httpOnly session cookie) and returns the user.
 * Shared by the sign-in page drawn before the console loads and by the console's authProvider, so there
 * is one way to sign in. A refusal throws the API's own message (already in `locale`); an answer without
 * one (no network, a proxy's page) throws our words for it.
 */
export async function signIn(email: string, password: string, locale: Locale): Promise<SessionUser> {
  const answer = await callApi<{ user: SessionUser }>((p, init) => fetch(p, init), '/api/auth/login', {
    method: 'POST',
    body: { email, password },
    locale,
  });
  if (answer.ok) return answer.data.user;
  const words = SIGN_IN_MESSAGES[locale].LOGIN;
  throw new Error(answer.error?.message || (answer.status === 0 ? words.UNREACHABLE : words.FAILED));
}

/**
 * Where to go after signing in: `next` when it is a path of the same console on this origin (the shared
 * rule of safeReturnPath: never another site, `//host` or a backslash trick), else the console's start.
 */
export function nextPath(area: string, next: string | null): string {
  const home = `/${area}`;
  const path = safeReturnPath(next, home);
  const inConsole = path === home || path.startsWith(`${home}/`) || path.startsWith(`${home}?`);
  if (!inConsole || path.startsWith(`${home}/login`)) return home;
  return path;
}
