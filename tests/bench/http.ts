import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import pg from 'pg';
import { hashToken } from '../../api/src/auth/tokens.ts';
import { createHttpServer } from '../../api/src/http.ts';

// HTTP-level bench (part of `npm run bench`, never CI): each hot route of the real server next to a bare
// Hono + pg server answering the same route with the bare query, both over real sockets, 50 connections
// (autocannon). The ratio is what compares across machines.

type Fetch = (req: Request) => Response | Promise<Response>;
type Row = [label: string, api: number, bare: number];

/** The real server goes through our HTTP layer (compression, headers); the bare one is plain Hono. */
async function listen(fetch: Fetch, real = false) {
  const server = real ? createHttpServer({ fetch }) : serve({ fetch, port: 0, hostname: '127.0.0.1' });
  if (real) server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function hammer(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  // Browsers ask for compression: so do both sides here.
  const result = await autocannon({
    url,
    headers: { 'accept-encoding': 'gzip, br', ...headers },
    connections: 50,
    duration: seconds,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** The bare server: one route per hot path, the bare query, c.json. */
function bareApp(pool: pg.Pool) {
  const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
  return new Hono()
    .get('/config', async (c) =>
      c.json((await one(`SELECT value FROM settings WHERE key = 'site'`))[0]?.value ?? {}),
    )
    .get('/me', async (c) => {
      const token = c.req.header('authorization')?.slice(7) ?? '';
      const [user] = await one(
        `SELECT u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND t.kind = 'session' AND t.expires_at > now()`,
        [hashToken(token)],
      );
      return user ? c.json(user) : c.json({}, 401);
    })
    .get('/products', async (c) => {
      const [rows, [count]] = await Promise.all([
        one(`SELECT p.*, c.* FROM products p JOIN channels c ON c.id = p.channel_id
              WHERE p.status = 'published' AND c.status <> 'banned'
              ORDER BY p.published_at DESC, p.id ASC LIMIT 24`),
        one(`SELECT count(*) FROM products p JOIN channels c ON c.id = p.channel_id
              WHERE p.status = 'published' AND c.status <> 'banned'`),
      ]);
      c.header('Content-Range', `products 0-${rows.length - 1}/${count.count}`);
      return c.json(rows);
    })
    .get('/me/products', async (c) => {
      const userId = Number(c.req.query('user'));
      return c.json(
        await one(
          `SELECT pa.*, p.*, c.* FROM product_accesses pa JOIN products p ON p.id = pa.product_id
             JOIN channels c ON c.id = p.channel_id WHERE pa.user_id = $1
             ORDER BY pa.granted_at DESC, pa.id DESC LIMIT 25`,
          [userId],
        ),
      );
    });
}

export async function benchHttp(
  appFetch: Fetch,
  databaseUrl: string,
  viewer: { token: string; userId: number },
  seconds = 5,
): Promise<Row[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const api = await listen(appFetch, true);
  const bare = await listen(bareApp(pool).fetch);
  const auth = { authorization: `Bearer ${viewer.token}` };
  const products = `sort=${encodeURIComponent('["publishedAt","DESC"]')}&range=${encodeURIComponent('[0,23]')}`;
  const routes: [string, string, string, Record<string, string>][] = [
    ['GET /api/config', '/api/config', '/config', {}],
    ['GET /api/auth/me', '/api/auth/me', '/me', auth],
    ['GET /api/products', `/api/products?${products}`, '/products', {}],
    ['GET /api/me/products', '/api/me/products', `/me/products?user=${viewer.userId}`, auth],
  ];
  const rows: Row[] = [];
  try {
    for (const [label, apiPath, barePath, headers] of routes) {
      const a = await hammer(api.origin + apiPath, headers, seconds);
      const b = await hammer(bare.origin + barePath, headers, seconds);
      console.log(
        `${`HTTP ${label}`.padEnd(40)} ${a.toFixed(0).padStart(7)} /s   bare Hono+pg ${b.toFixed(0).padStart(7)} /s`,
      );
      rows.push([`HTTP ${label}`, a, b]);
    }
  } finally {
    api.server.close();
    bare.server.close();
    await pool.end();
  }
  return rows;
}
