import type { Role } from '../../../api/src/shared/enums.ts';
import type { SurveysStrings } from './surveys.en';

export const formatDate = (locale: string, iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '';

export const rolesText = (s: SurveysStrings, roles: readonly Role[]) =>
  roles.map((r) => s.ROLES[r]).join(', ');
