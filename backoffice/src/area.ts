/** The two consoles of the one back-office SPA, chosen by the first path segment. */
export type Area = 'manage' | 'account';

export function areaFromPath(pathname: string): Area {
  return pathname === '/manage' || pathname.startsWith('/manage/') ? 'manage' : 'account';
}

/** Roles that may use each console (spec 6): /manage is for ADMIN, /account for PRODUCER (and ADMIN). */
export const AREA_ROLES: Record<Area, readonly string[]> = {
  manage: ['ADMIN'],
  account: ['PRODUCER', 'ADMIN'],
};

/** The console this page is in. */
export const currentArea = (): Area => areaFromPath(window.location.pathname);
