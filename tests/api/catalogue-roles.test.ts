import { describe, expect, it } from 'vitest';
import { catalogueOperations } from '../../api/src/openapi-catalogue.ts';
import { expectError } from './helpers/assert.ts';
import { producer } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { signedIn } from './helpers/users.ts';

/** Every catalogue route that is not public, with ids filled in (the guard answers before any lookup). */
const guarded = catalogueOperations()
  .filter((op) => op.access !== 'public')
  .map((op) => ({
    ...op,
    url: op.path.replace(/\{\w+\}/g, '1'),
    payload: op.method === 'get' ? undefined : {},
  }));

describe('catalogue roles', () => {
  it('covers every producer and admin route of the catalogue', () => {
    expect(guarded.filter((op) => op.access === 'producer').length).toBeGreaterThan(25);
    expect(guarded.filter((op) => op.access === 'admin').map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining(['post /api/channels/{id}/approve', 'post /api/categories']),
    );
  });

  it('answers 401 to anonymous callers and 403 to plain users on every guarded route', async () => {
    const user = await signedIn('USER');
    for (const op of guarded) {
      const method = op.method.toUpperCase();
      expectError(await call(method, op.url, { body: op.payload }), 401, 'AUTH_REQUIRED');
      const res = await call(method, op.url, { body: op.payload, token: user.token });
      expectError(res, 403, 'FORBIDDEN');
    }
  });

  it('answers 403 to producers on admin routes', async () => {
    const { token } = await producer();
    for (const op of guarded.filter((o) => o.access === 'admin')) {
      expectError(await call(op.method.toUpperCase(), op.url, { body: op.payload, token }), 403, 'FORBIDDEN');
    }
  });
});
