import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserStatus } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { createUser, signedIn } from './helpers/users.ts';

const list = async (query: Record<string, unknown>) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  return call('GET', `/api/users?${qs}`, { token: await adminToken() });
};

describe('/api/users: permissions', () => {
  const requests: [string, string, unknown?][] = [
    ['GET', '/api/users'],
    ['GET', '/api/users/1'],
    ['PUT', '/api/users/1', { status: 'approved' }],
    ['DELETE', '/api/users/1'],
  ];

  it.each(requests)('%s %s answers 401 to anonymous callers', async (method, path, body) => {
    expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
  });

  it.each(requests)('%s %s answers 403 to users and producers', async (method, path, body) => {
    const { user: target } = await createUser({ status: 'pending' });
    for (const role of ['USER', 'PRODUCER'] as const) {
      const { token } = await signedIn(role);
      const res = await call(method, path.replace('/1', `/${target.id}`), { token, body });
      expectError(res, 403, 'FORBIDDEN');
      expect(res.body.error.message).toBe('No tienes permiso para hacer esto');
    }
    await target.reload();
    expect(target.status).toBe('pending');
  });
});

describe('/api/users: params', () => {
  it('refuses an id that is not a positive integer', async () => {
    const token = await adminToken();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectError(await call('GET', `/api/users/${id}`, { token }), 400, 'INVALID_PARAMETER', 'id');
    }
    expectError(await call('PUT', '/api/users/abc', { token, body: {} }), 400, 'INVALID_PARAMETER', 'id');
    expectError(await call('DELETE', '/api/users/abc', { token }), 400, 'INVALID_PARAMETER', 'id');
  });

  it('answers 404 NOT_FOUND for a missing user', async () => {
    const token = await adminToken();
    const res = await call('GET', '/api/users/999999', { token });
    expectError(res, 404, 'NOT_FOUND');
    expect(res.body.error.message).toBe('El elemento solicitado no existe');
    expectError(
      await call('PUT', '/api/users/999999', { token, body: { status: 'approved' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', '/api/users/999999', { token }), 404, 'NOT_FOUND');
  });

  it('refuses bad list parameters with 422, not 500', async () => {
    expectError(await list({ sort: ['passwordHash', 'ASC'] }), 422, 'VALIDATION_ERROR', 'sort.0');
    expectError(await list({ sort: ['id', 'UP'] }), 422, 'VALIDATION_ERROR', 'sort.1');
    expectError(await list({ sort: 'id' }), 422, 'VALIDATION_ERROR', 'sort');
    expectError(await list({ range: [10, 5] }), 422, 'VALIDATION_ERROR', 'range');
    expectError(await list({ range: [-1, 5] }), 422, 'VALIDATION_ERROR', 'range.0');
    const fraction = await list({ range: [1.5, 2] });
    expectError(fraction, 422, 'VALIDATION_ERROR', 'range.0');
    expect(fraction.body.error.fields[0].message).toBe('debe ser un número entero');
    expectError(await list({ filter: { status: 'sleeping' } }), 422, 'VALIDATION_ERROR', 'filter.status');
    expectError(await list({ filter: { role: 'ROOT' } }), 422, 'VALIDATION_ERROR', 'filter.role');
    expectError(await list({ filter: { password: 'x' } }), 422, 'VALIDATION_ERROR', 'filter.password');
    const token = await adminToken();
    for (const param of ['filter={"q":', 'sort=[id', 'range=0-9']) {
      const res = await call('GET', `/api/users?${param}`, { token });
      expectError(res, 422, 'VALIDATION_ERROR', param.split('=')[0]);
      expect(res.body.error.fields[0].message).toBe('formato no válido');
    }
  });

  it('refuses a bad update body', async () => {
    const { user } = await createUser({ status: 'pending' });
    const put = async (body: unknown) =>
      call('PUT', `/api/users/${user.id}`, { token: await adminToken(), body });
    expectError(await put({ status: 'deleted' }), 422, 'VALIDATION_ERROR', 'status');
    expectError(await put({ status: 'banned' }), 422, 'VALIDATION_ERROR', 'status');
    expectError(await put({ roles: [] }), 422, 'VALIDATION_ERROR', 'roles');
    expectError(await put({ roles: ['ROOT'] }), 422, 'VALIDATION_ERROR', 'roles.0');
    expectError(await put({ roles: 'ADMIN' }), 422, 'VALIDATION_ERROR', 'roles');
    expectError(
      await call('PUT', `/api/users/${user.id}`, { token: await adminToken(), raw: '{' }),
      400,
      'INVALID_JSON',
    );
    await user.reload();
    expect(user.status).toBe('pending');
  });
});

describe('GET /api/users: list', () => {
  const tag = `list${randomUUID().slice(0, 8)}`;
  const people: { email: string; status: UserStatus; roles: Role[]; name: string }[] = [
    { email: `${tag}-c@example.test`, status: 'pending', roles: ['USER'], name: 'Carla' },
    { email: `${tag}-a@example.test`, status: 'approved', roles: ['PRODUCER'], name: 'Ana' },
    { email: `${tag}-b@example.test`, status: 'blocked', roles: ['USER'], name: 'Berta' },
    { email: `${tag}-d@example.test`, status: 'approved', roles: ['USER', 'PRODUCER'], name: 'Dora' },
  ];

  beforeAll(async () => {
    for (const p of people) {
      const { user } = await createUser({ email: p.email, status: p.status, roles: p.roles });
      await user.update({ name: p.name });
    }
  });

  it('answers the page with Content-Range users from-to/total', async () => {
    const res = await list({ filter: { q: tag }, sort: ['email', 'ASC'], range: [0, 1] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('users 0-1/4');
    expect(res.headers.get('access-control-expose-headers')).toBe('Content-Range');
    expect(res.body.map((u: { email: string }) => u.email)).toEqual([
      `${tag}-a@example.test`,
      `${tag}-b@example.test`,
    ]);
    const second = await list({ filter: { q: tag }, sort: ['email', 'ASC'], range: [2, 3] });
    expect(second.headers.get('content-range')).toBe('users 2-3/4');
    expect(second.body.map((u: { name: string }) => u.name)).toEqual(['Carla', 'Dora']);
    expect(second.body[0]).not.toHaveProperty('passwordHash');
    expect(second.body[0]).toMatchObject({ approved: false, activated: true, status: 'pending' });
  });

  it('sorts descending and by name', async () => {
    const desc = await list({ filter: { q: tag }, sort: ['email', 'DESC'] });
    expect(desc.body.map((u: { name: string }) => u.name)).toEqual(['Dora', 'Carla', 'Berta', 'Ana']);
    const byName = await list({ filter: { q: tag }, sort: ['name', 'asc'] });
    expect(byName.body.map((u: { name: string }) => u.name)).toEqual(['Ana', 'Berta', 'Carla', 'Dora']);
  });

  it('filters by q (email or name), status and role', async () => {
    const q = await list({ filter: { q: 'carla' } });
    expect(q.body.map((u: { email: string }) => u.email)).toContain(`${tag}-c@example.test`);
    const approved = await list({ filter: { q: tag, status: 'approved' }, sort: ['email', 'ASC'] });
    expect(approved.body.map((u: { name: string }) => u.name)).toEqual(['Ana', 'Dora']);
    expect(approved.headers.get('content-range')).toBe('users 0-1/2');
    const producers = await list({ filter: { q: tag, role: 'PRODUCER' }, sort: ['email', 'ASC'] });
    expect(producers.body.map((u: { name: string }) => u.name)).toEqual(['Ana', 'Dora']);
    const blockedUsers = await list({ filter: { q: tag, role: 'USER', status: 'blocked' } });
    expect(blockedUsers.body.map((u: { name: string }) => u.name)).toEqual(['Berta']);
  });

  it('treats LIKE wildcards in q literally and answers an empty page', async () => {
    const res = await list({ filter: { q: `${tag}%_` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers.get('content-range')).toBe('users 0-0/0');
  });

  it('filters by ids, as react-admin getMany does', async () => {
    const all = await list({ filter: { q: tag }, sort: ['email', 'ASC'] });
    const ids = all.body.slice(0, 2).map((u: { id: number }) => u.id);
    const res = await list({ filter: { id: ids } });
    expect(res.body.map((u: { id: number }) => u.id).sort()).toEqual([...ids].sort());
  });

  it('reads one user', async () => {
    const { user } = await createUser({ roles: ['PRODUCER'] });
    const res = await call('GET', `/api/users/${user.id}`, { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, roles: ['PRODUCER'], approved: true });
  });
});
