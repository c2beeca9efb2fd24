import { describe, expect, it } from 'vitest';
import { app, call } from './helpers/client.ts';

describe('GET /api/docs', () => {
  it('documents every route the API answers, with the request schemas', async () => {
    const res = await call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(res.body.paths as Record<string, object>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const served = app.routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(30);
    for (const route of served)
      expect(documented, `${route} is not in the OpenAPI document`).toContain(route);

    const signup = res.body.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining([
        'role',
        'email',
        'emailConfirm',
        'password',
        'passwordConfirm',
        'privacyAccepted',
      ]),
    );
    expect(res.body.paths['/api/users'].get['x-access']).toBe('admin');
  });
});
