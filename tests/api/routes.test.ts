import { afterAll, describe, expect, it } from 'vitest';
import { MODULE_IDS, type ModuleId } from '../../api/src/shared/enums.ts';
import { expectError } from './helpers/assert.ts';
import { app, call } from './helpers/client.ts';
import { switchModules } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

interface Operation {
  method: string;
  path: string;
  access: string;
  module?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: the test reads the document as JSON
async function documented(): Promise<{ doc: any; ops: Operation[] }> {
  const res = await call('GET', '/api/docs');
  expect(res.status).toBe(200);
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(
    res.body.paths as Record<string, Record<string, { 'x-access': string; 'x-module'?: string }>>,
  )) {
    for (const [method, op] of Object.entries(methods))
      ops.push({ method, path, access: op['x-access'], module: op['x-module'] });
  }
  return { doc: res.body, ops };
}

/** A concrete URL for a documented path: ids become 1, other segments a word. */
const urlOf = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' || name.endsWith('Id') ? '1' : 'x'));
const payloadOf = (method: string) => (['get', 'head', 'delete'].includes(method) ? undefined : {});

describe('GET /api/docs, generated from the route declarations', () => {
  it('documents every route the API answers, each with its x-access', async () => {
    const { doc, ops } = await documented();
    expect(doc.openapi).toBe('3.1.0');
    const names = new Set(ops.map((o) => `${o.method.toUpperCase()} ${o.path}`));
    const served = app.routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(100);
    // Hono routes HEAD through GET: a declared HEAD is served as a GET route that answers only HEAD.
    const asServed = (name: string) => (names.has(name) ? name : name.replace(/^GET /, 'HEAD '));
    for (const route of served)
      expect(names, `${route} is not in the OpenAPI document`).toContain(asServed(route));
    for (const op of ops) {
      expect(
        ['anonymous', 'token', 'signed-in', 'owner', 'producer', 'admin'],
        `${op.method} ${op.path}`,
      ).toContain(op.access);
    }
    const signup = doc.paths['/api/auth/signup'].post;
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
    // The operations the hand-kept list had documented as open to any signed-in user.
    expect(doc.paths['/api/users'].get['x-access']).toBe('admin');
    for (const [method, path] of [
      ['get', '/api/coupons'],
      ['post', '/api/coupons'],
      ['post', '/api/coupons/generate'],
      ['get', '/api/coupons/{id}'],
      ['put', '/api/coupons/{id}'],
      ['delete', '/api/coupons/{id}'],
      ['get', '/api/orders'],
      ['get', '/api/sales'],
      ['get', '/api/sales/export.csv'],
      ['get', '/api/sales/{id}'],
      ['get', '/api/subscriptions'],
    ]) {
      expect(doc.paths[path][method]['x-access'], `${method} ${path}`).toBe('producer');
    }
    // Signed media files are token-gated, not anonymous: the token is their credential, 403 their refusal.
    for (const path of ['/media/{token}/{asset}/{file}', '/media/{token}/{asset}/{rendition}/{file}']) {
      const op = doc.paths[path].get;
      expect(op['x-access'], path).toBe('token');
      expect(op.responses['403'], path).toBeDefined();
      expect(op.responses['401'], path).toBeUndefined();
      expect(op.parameters.find((p: { name: string }) => p.name === 'token').description).toMatch(/token/i);
    }
    // Public images stay anonymous (their random names are public by design).
    expect(doc.paths['/media/images/{name}'].get['x-access']).toBe('anonymous');
    // Path ids are documented as the strict pattern they are validated with.
    expect(doc.paths['/api/products/{id}'].get.parameters[0].schema.pattern).toBe('^[1-9][0-9]{0,9}$');
  });

  it('refuses every caller that x-access excludes: 401 signed out, 403 for a role below', async () => {
    const { ops } = await documented();
    const viewer = await signedIn('USER');
    const producer = await signedIn('PRODUCER');
    // Every module on: a switched-off module answers 404 before its guard (the last describe).
    await switchModules(Object.fromEntries(MODULE_IDS.map((id) => [id, true])));
    const guarded = ops.filter((o) => o.access !== 'anonymous' && o.access !== 'token');
    expect(guarded.length).toBeGreaterThan(60);
    for (const op of guarded) {
      const method = op.method.toUpperCase();
      const url = urlOf(op.path);
      const body = payloadOf(op.method);
      const label = `${method} ${op.path} (${op.access})`;
      // A HEAD answer has no body to read the code from: its status says it.
      const codeOf = (res: { body: { error?: { code: string } } | null }) =>
        method === 'HEAD' ? undefined : res.body?.error?.code;
      const anonymous = await call(method, url, { body });
      expect(anonymous.status, label).toBe(401);
      expect(codeOf(anonymous), label).toBe(method === 'HEAD' ? undefined : 'AUTH_REQUIRED');
      if (op.access === 'producer' || op.access === 'admin') {
        const res = await call(method, url, { body, token: viewer.token });
        expect(res.status, `${label} as viewer`).toBe(403);
        expect(codeOf(res), label).toBe(method === 'HEAD' ? undefined : 'FORBIDDEN');
      }
      if (op.access === 'admin') {
        const res = await call(method, url, { body, token: producer.token });
        expect(res.status, `${label} as producer`).toBe(403);
      }
      if (op.access === 'owner') {
        // A stranger to resource 1 never gets it: the service answers 403 or 404.
        const res = await call(method, url, { body, token: viewer.token });
        expect([400, 403, 404, 409, 422], `${label} as a stranger`).toContain(res.status);
      }
    }
  });

  it('refuses a token-gated route without a valid token, whoever is signed in (403, never 401)', async () => {
    const { ops } = await documented();
    const admin = await signedIn('ADMIN');
    const tokenGated = ops.filter((o) => o.access === 'token');
    expect(tokenGated.length).toBeGreaterThanOrEqual(3);
    // Signed media files carry their token in the path; viewing heartbeats in the body.
    const refusals: Record<string, [code: string, message: string, body?: unknown]> = {
      'post /api/analytics/heartbeat': [
        'VIEWING_TOKEN_INVALID',
        'This viewing report is not valid or has expired: reload the player',
        { token: 'x', position: 1, watched: 1, playing: true },
      ],
    };
    for (const op of tokenGated) {
      const url = urlOf(op.path).replace('/x/', '/1/');
      const [code, message, body] = refusals[`${op.method} ${op.path}`] ?? [
        'PLAYBACK_TOKEN_INVALID',
        'This video link is not valid',
      ];
      for (const token of [undefined, admin.token]) {
        const res = await call(op.method.toUpperCase(), url, { token, lang: 'en', body });
        expectError(res, 403, code);
        expect(res.body.error.message, op.path).toBe(message);
      }
    }
  });

  it('lets each role through the guard it passes (no 401/403 from the guard itself)', async () => {
    const { ops } = await documented();
    const admin = await signedIn('ADMIN');
    for (const op of ops.filter((o) => o.access === 'admin' && o.method === 'get')) {
      const res = await call('GET', urlOf(op.path), { token: admin.token });
      expect([200, 404], `${op.path} as admin`).toContain(res.status);
    }
  });
});

describe('ids in paths', () => {
  it.each([' 3', '0x3', '3e0', '-1', '0', '1.0', '03', '99999999999', '2147483648', 'abc'])(
    'refuses %j with the catalogue error naming the parameter',
    async (raw) => {
      const res = await call('GET', `/api/products/${encodeURIComponent(raw)}`, { lang: 'en' });
      expectError(res, 400, 'INVALID_PARAMETER', 'id');
      expect(res.body.error.fields[0].message).toBe('must be a positive whole number (1, 2, 3…)');
    },
  );

  it('accepts the largest integer id and answers not found', async () => {
    expectError(await call('GET', '/api/products/2147483647'), 404, 'NOT_FOUND');
  });

  it('validates every id of a nested path', async () => {
    const producer = await signedIn('PRODUCER');
    const res = await call('PUT', '/api/courses/1/modules/0x2', { token: producer.token, body: {} });
    expectError(res, 400, 'INVALID_PARAMETER', 'moduleId');
  });
});

describe('JSON bodies', () => {
  it('answers 400, not 500, to a deeply nested body', async () => {
    const body = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await call('POST', '/api/auth/login', {
      raw: body,
      headers: { 'content-type': 'application/json' },
    });
    expectError(res, 400, 'JSON_TOO_DEEP');
  });

  it('refuses a body over the 100 KB default of ordinary routes', async () => {
    const res = await call('POST', '/api/auth/login', {
      body: { email: 'a@b.c', password: 'x'.repeat(120 * 1024) },
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });
});

/**
 * The modules of spec 7's catalogue, and where their operations live. Every operation under one of these
 * prefixes must declare its module (so a new route cannot forget the switch), and none elsewhere may.
 */
const MODULE_PREFIXES: Record<string, ModuleId> = {
  '/api/me/surveys': 'openlab',
  '/api/surveys': 'openlab',
  '/api/lean-tests': 'openlab',
  '/api/ideas': 'ideas',
  '/api/ads': 'advertising',
  '/api/leads': 'leads',
  '/api/cognition': 'cognition',
};
const moduleOfPath = (path: string) =>
  Object.entries(MODULE_PREFIXES).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];

describe('modules (spec 7): a switched-off module is not there', () => {
  afterAll(() => switchModules(Object.fromEntries(MODULE_IDS.map((id) => [id, id === 'mediapay']))));

  it('every operation under a module prefix declares its module, and only those', async () => {
    const { ops } = await documented();
    const declared = ops.filter((o) => o.module);
    expect(declared.length).toBeGreaterThan(0);
    for (const op of ops) expect(op.module, `${op.method} ${op.path}`).toBe(moduleOfPath(op.path));
  });

  it('answers 404 to every operation of a module switched off, anonymous or admin, and serves it once on, without a restart', async () => {
    const { ops } = await documented();
    const admin = await signedIn('ADMIN');
    for (const id of MODULE_IDS) {
      const mine = ops.filter((o) => o.module === id);
      if (!mine.length) continue;
      await switchModules({ [id]: false });
      for (const op of mine) {
        for (const token of [undefined, admin.token]) {
          const res = await call(op.method.toUpperCase(), urlOf(op.path), {
            token,
            body: payloadOf(op.method),
          });
          expectError(res, 404, 'SERVER_ERROR_NOT_FOUND');
        }
      }
      await switchModules({ [id]: true });
      for (const op of mine) {
        const res = await call(op.method.toUpperCase(), urlOf(op.path), {
          token: admin.token,
          body: payloadOf(op.method),
        });
        expect(res.body?.error?.code, `${op.method} ${op.path} with ${id} on`).not.toBe(
          'SERVER_ERROR_NOT_FOUND',
        );
      }
    }
  });
});
