/** User states and the admin actions between them (spec 4; transitions as the API enforces them). */
import { ROLES, USER_STATUSES, type UserStatus } from '../../../../api/src/shared/enums.ts';

export { USER_STATUSES, type UserStatus };
export const USER_ROLES = ROLES;

export type UserAction = 'APPROVE' | 'DISAPPROVE' | 'BLOCK' | 'UNBLOCK' | 'DELETE';

export const USER_ACTIONS: readonly { action: UserAction; to: UserStatus; from: readonly UserStatus[] }[] = [
  { action: 'APPROVE', to: 'approved', from: ['pending', 'disapproved'] },
  { action: 'DISAPPROVE', to: 'disapproved', from: ['pending', 'approved'] },
  { action: 'BLOCK', to: 'blocked', from: ['pending', 'approved', 'disapproved'] },
  { action: 'UNBLOCK', to: 'approved', from: ['blocked'] },
  { action: 'DELETE', to: 'deleted', from: ['pending', 'approved', 'disapproved', 'blocked'] },
];

/** A status move, or making organizer a user who asked to be one (spec 6: the team validates them). */
export type RowAction = UserAction | 'MAKE_ORGANIZER';

export function allowedActions(status: string | undefined) {
  return USER_ACTIONS.filter((a) => a.from.some((s) => s === status));
}

/** Asked to become an organizer (PUT /api/auth/me requestOrganizer) and not one yet. */
export function awaitsOrganizer(record: Record<string, unknown>) {
  const roles = Array.isArray(record.roles) ? record.roles : [];
  return Boolean(record.organizerRequestedAt) && !roles.includes('PRODUCER') && record.status !== 'deleted';
}

export const statusChoices = USER_STATUSES.map((id) => ({ id, name: `ADMIN.USERS.STATUS.${id}` }));
export const roleChoices = USER_ROLES.map((id) => ({ id, name: `ADMIN.USERS.ROLES.${id}` }));

/** Chip colours, each pair at least 4.5:1 (WCAG AA). */
export const STATUS_COLORS: Record<UserStatus, { bg: string; fg: string }> = {
  pending: { bg: '#fff1cc', fg: '#6b4500' },
  approved: { bg: '#dcf3e3', fg: '#17602f' },
  disapproved: { bg: '#fde6e1', fg: '#962b17' },
  blocked: { bg: '#a8221b', fg: '#ffffff' },
  deleted: { bg: '#e6e8ec', fg: '#3f4654' },
};
