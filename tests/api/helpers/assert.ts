import { expect } from 'vitest';
import type { ApiResponse } from './client.ts';

/** The response is the catalogue error `code` with `status`, and names `field` when given. */
export function expectError(res: ApiResponse, status: number, code: string, field?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body?.error?.code, JSON.stringify(res.body)).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error.message.length).toBeGreaterThan(0);
  if (field !== undefined) {
    const fields = (res.body.error.fields ?? []) as { field: string }[];
    expect(
      fields.map((f) => f.field),
      JSON.stringify(res.body),
    ).toContain(field);
  }
}

/** The fields named by a validation error. */
export const errorFields = (res: ApiResponse): string[] =>
  ((res.body?.error?.fields ?? []) as { field: string }[]).map((f) => f.field);

/** `platea_session=<token>` from a login answer, ready for the Cookie header. */
export function sessionCookie(res: ApiResponse): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = header.match(/platea_session=([^;]+)/);
  if (!match) throw new Error(`no session cookie in ${header}`);
  return `platea_session=${match[1]}`;
}
