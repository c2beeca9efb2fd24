import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequelize } from '../../models/database.ts';
import { TEST_DATABASE_URL } from '../db.ts';
import { call } from './helpers/client.ts';

/**
 * A TCP proxy between the app and PostgreSQL that the test can cut and restore: the database "goes
 * away" for real (connections reset, new ones refused) without stopping the shared test server.
 */
const target = new URL(TEST_DATABASE_URL);
const sockets = new Set<Socket>();
let proxy: Server | null = null;
let port = 0;

function startProxy(): Promise<void> {
  return new Promise((resolve) => {
    proxy = createServer((client) => {
      const upstream = new NetSocket();
      sockets.add(client);
      sockets.add(upstream);
      upstream.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    proxy.listen(port, '127.0.0.1', () => {
      const address = proxy?.address();
      if (address && typeof address === 'object') port = address.port;
      resolve();
    });
  });
}

function cutProxy(): Promise<void> {
  for (const s of sockets) s.destroy();
  sockets.clear();
  return new Promise((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
}

let sequelize: ReturnType<typeof createSequelize>;
beforeAll(async () => {
  await startProxy();
  const url = new URL(TEST_DATABASE_URL);
  url.host = `127.0.0.1:${port}`;
  // The models now talk to the database through the proxy.
  sequelize = createSequelize(url.toString(), { pool: 5 });
  await sequelize.authenticate();
});
afterAll(async () => {
  await sequelize.close().catch(() => {});
  await cutProxy();
});

describe('a database outage', () => {
  it('answers 503 with the catalogue error (not 500) while the database is gone, and recovers by itself', async () => {
    expect((await call('GET', '/api/health')).body).toEqual({
      ok: true,
      checks: { database: 'up', queue: 'up' },
    });
    expect((await call('GET', '/api/products')).status).toBe(200);

    await cutProxy();
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ ok: false, checks: { database: 'down' } });
    expect(health.body.reason).toMatch(/^database: /);
    for (const path of ['/api/products', '/api/channels', '/api/config/modules']) {
      const res = await call('GET', path, { lang: 'en' });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body.error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    const login = await call('POST', '/api/auth/login', { body: { email: 'a@b.test', password: 'x' } });
    expect(login.status).toBe(503);

    await startProxy();
    // No restart, no manual reconnect: the pool finds the database again within moments (a connection
    // attempt already under way when the database came back may still fail once).
    let back = await call('GET', '/api/health');
    for (let i = 0; i < 50 && back.status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      back = await call('GET', '/api/health');
    }
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await call('GET', '/api/products')).status).toBe(200);
  }, 60_000);

  it('answers 503 with Retry-After (not 500) when the connection pool is closed', async () => {
    // The models on a pool that is then closed, as while the process stops or reopens its database.
    const closed = createSequelize(TEST_DATABASE_URL, { pool: 1 });
    await closed.close();
    try {
      for (const path of ['/api/products', '/api/channels']) {
        const res = await call('GET', path, { lang: 'es' });
        expect(res.status, path).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
      }
    } finally {
      sequelize = createSequelize(TEST_DATABASE_URL, { pool: 5 });
    }
  });
});
