/** The signed-in session kept by the back office (spec 3, Session): the token and the user from login. */
export interface SessionUser {
  id: number;
  email: string;
  roles: string[];
  status?: string;
  name?: string | null;
  surname?: string | null;
  avatar?: string | null;
  language?: string;
  [field: string]: unknown;
}

export interface Session {
  token: string;
  user: SessionUser;
}

export const SESSION_KEY = 'platea.session';

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.token !== 'string' || !parsed.user || typeof parsed.user !== 'object') return null;
    return { token: parsed.token, user: { ...parsed.user, roles: parsed.user.roles ?? [] } };
  } catch {
    return null;
  }
}

export function writeSession(session: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** Replaces the stored profile fields (spec 4: on update the profile fields are replaced). */
export function updateSessionUser(user: SessionUser): void {
  const session = readSession();
  if (session) writeSession({ ...session, user });
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

export function fullName(user: Pick<SessionUser, 'name' | 'surname' | 'email'>): string {
  const name = [user.name, user.surname].filter(Boolean).join(' ').trim();
  return name || user.email;
}
