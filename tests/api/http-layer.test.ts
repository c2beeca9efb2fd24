import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../api/src/app.ts';
import { createHttpServer } from '../../api/src/http.ts';
import { isHttps } from '../../api/src/lib/client.ts';
import { createUser } from './helpers/users.ts';

type Bindings = {
  incoming: import('node:http').IncomingMessage;
  outgoing: import('node:http').ServerResponse;
};

/** The real app, plus one route that writes to the socket itself, as the Astro handler does. */
const api = createApp();
const app = new Hono<{ Bindings: Bindings }>();
app.get('/raw-page', (c) => {
  c.env.outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  c.env.outgoing.end(`<!doctype html><p>${'page '.repeat(400)}</p>`);
  return RESPONSE_ALREADY_SENT;
});
app.all('*', (c) => api.fetch(c.req.raw, c.env));

const server = createHttpServer(app);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP layer in front of every face', () => {
  it('compresses large JSON and HTML for clients that accept it, and says Vary', async () => {
    const docs = await fetch(`${base}/api/docs`, { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers.get('content-encoding')).toBe('gzip');
    expect(docs.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect((await docs.json()).openapi).toMatch(/^3\./); // fetch inflates it again
    const page = await fetch(`${base}/raw-page`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    const plain = await fetch(`${base}/api/docs`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD like GET without a body, also for handlers that write the socket themselves', async () => {
    const errors = vi.spyOn(console, 'error');
    for (const path of ['/raw-page', '/api/health', '/api/products']) {
      const head = await fetch(`${base}${path}`, { method: 'HEAD' });
      const get = await fetch(`${base}${path}`);
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect(await head.text(), path).toBe('');
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('sends the security headers everywhere, and HSTS only over https', async () => {
    const res = await fetch(`${base}/raw-page`);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // The API's own set, on answers and errors alike (the HTTP layer sets it: api/src/http.ts).
    for (const path of ['/api/products', '/api/nothing-here']) {
      const api = await fetch(`${base}${path}`);
      expect(api.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(api.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(api.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(api.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(api.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(api.headers.get('x-permitted-cross-domain-policies'), path).toBe('none');
      expect(api.headers.get('cache-control'), path).toBe('no-store');
      expect(api.headers.get('x-request-id'), path).toMatch(/.+/);
    }
    const viaProxy = { socket: {}, headers: { 'x-forwarded-proto': 'https' } } as never;
    expect(isHttps(viaProxy, true)).toBe(true);
    // A client cannot claim https unless the operator said a proxy sets that header.
    expect(isHttps(viaProxy, false)).toBe(false);
  });
});

describe('cookies behind a reverse proxy', () => {
  it('marks the session cookie Secure, and sends HSTS, when the trusted proxy says https', async () => {
    const { user, password } = await createUser();
    const signIn = (headers: Record<string, string>) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email: user.email, password }),
      });
    const plain = await signIn({});
    expect(plain.headers.get('set-cookie')).toMatch(/platea_session=/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
    const proxied = await signIn({ 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

/** One request through `agent`: status, headers and the whole body (or the socket error). */
function viaAgent(agent: import('node:http').Agent, method: string, path: string, body?: string) {
  return new Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = httpRequest(
        `${base}${path}`,
        {
          method,
          agent,
          headers: body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {},
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('an answer sent before the body was read', () => {
  it('says Connection: close, so the same client’s next request on its pool still succeeds', async () => {
    // One kept-alive socket: the next request goes on the socket the 413 was sent on, unless the
    // server said it would close it.
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    try {
      const payload = JSON.stringify({ email: 'someone@platea.test', password: 'x'.repeat(300 * 1024) });
      const tooLarge = await viaAgent(agent, 'POST', '/api/auth/login', payload);
      expect(tooLarge.status).toBe(413);
      expect(JSON.parse(tooLarge.body).error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(tooLarge.headers.connection).toBe('close');
      const next = await viaAgent(agent, 'GET', '/api/config');
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toBeTypeOf('object');
    } finally {
      agent.destroy();
    }
  });

  it('refuses a JSON body over the limit whether its length is declared or it comes chunked', async () => {
    const payload = JSON.stringify({ email: 'someone@platea.test', password: 'x'.repeat(300 * 1024) });
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${base}/api/auth/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      // No Content-Length: Node sends it chunked, and the limit counts it as it comes.
      for (let i = 0; i < payload.length; i += 16 * 1024) req.write(payload.slice(i, i + 16 * 1024));
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringMatching(/too large/i),
    });
    const declared = await viaAgent(new HttpAgent(), 'POST', '/api/auth/login', payload);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
