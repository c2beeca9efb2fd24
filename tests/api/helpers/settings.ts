import { expect } from 'vitest';
import type { ModuleId } from '../../../api/src/shared/enums.ts';
import { call } from './client.ts';
import { signedIn } from './users.ts';

let admin: Promise<string> | undefined;

/** One administrator token per test file. */
export function adminToken(): Promise<string> {
  admin ??= signedIn('ADMIN').then((a) => a.token);
  return admin;
}

/** PUTs a /api/config setting as administrator and expects it saved. */
export async function putSetting(path: string, body: unknown) {
  const res = await call('PUT', path, { token: await adminToken(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Switches modules of the catalogue (spec 7) on or off, as an admin does in /manage/modules. */
export const switchModules = (modules: Partial<Record<ModuleId, boolean>>) =>
  putSetting('/api/config/modules', modules);

/** The settings a test may flip, with the values of a fresh install. */
export const DEFAULTS = {
  '/api/config': { approveUsers: false },
  '/api/config/access': { requireLogin: false },
  '/api/config/register/domains': { mode: 'any', domains: [] },
  '/api/config/media/storage': { quotaGb: 50, maxOpenUploads: 3, maxInFlightGb: 6 },
  '/api/config/register/fields': Object.fromEntries(
    [
      'birthDate',
      'phone',
      'speciality',
      'pathology',
      'professionalLevel',
      'hospital',
      'registrationCode',
    ].map((k) => [k, { enabled: false, required: false }]),
  ),
} as const;

/** Puts a setting back to its fresh-install value (for afterEach/afterAll). */
export const restore = (path: keyof typeof DEFAULTS) => putSetting(path, DEFAULTS[path]);
