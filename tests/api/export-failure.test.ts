import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../api/src/context.ts';
import { createHttpServer } from '../../api/src/http.ts';
import { streamedDownload } from '../../api/src/lib/download.ts';
import { TEST_DATABASE_URL } from '../db.ts';
import { app } from './helpers/client.ts';
import { buyWithDemo, createProduct, producerWithChannel, quickUser } from './helpers/commerce.ts';

/**
 * A streamed export that fails after its first bytes must not look like a whole file: the client sees a
 * failed download (the connection is cut), never a clean end.
 */
const server = createHttpServer(app);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('GET /api/sales/export.csv when the database fails mid-stream', () => {
  it.each([
    ['gzip', 'gzip, deflate, br'],
    ['identity', 'identity'],
  ])('aborts the download (%s) instead of ending it as a normal file', async (_name, encoding) => {
    const seller = await producerWithChannel();
    const product = await createProduct(seller.channel);
    await buyWithDemo((await quickUser()).token, product.id);

    // Another session holds the sales table: the export's first page waits on it, after the header has
    // gone out with its 200, and is then killed as an operator (or a failover) would.
    const locker = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sales IN ACCESS EXCLUSIVE MODE');
      const res = await fetch(`${base}/api/sales/export.csv`, {
        headers: { authorization: `Bearer ${seller.token}`, 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      const body = res.text();
      body.catch(() => {});
      let killed = 0;
      for (let i = 0; i < 100 && killed === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const { rows } = await locker.query(
          `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
           WHERE pid <> pg_backend_pid() AND datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE '%FROM sales s%'`,
        );
        killed = rows.length;
      }
      expect(killed).toBe(1);
      await expect(body).rejects.toThrow();
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
  });
});

describe('streamedDownload', () => {
  // The failure comes while the server waits for the client to take what it already sent (the writer
  // is not reading): the case in which the server used to end the body with "Error: …" and a clean end.
  const failing = new Hono<AppEnv>().get('/x', (c) => {
    let pages = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (++pages > 3) controller.error(new Error('the database went away'));
          else controller.enqueue(new TextEncoder().encode(`${'abc,def,'.repeat(40_000)}${pages}\r\n`));
        },
      },
      { highWaterMark: 1 },
    );
    return streamedDownload(c, body, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
  const slow = createHttpServer(failing);
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/x`;
  });
  afterAll(async () => {
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it.each(['gzip, deflate, br', 'identity'])(
    'cuts the connection on a failure halfway (%s)',
    async (encoding) => {
      const res = await fetch(url, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      await expect(res.text()).rejects.toThrow(/terminated/);
    },
  );
});
