import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import pg from 'pg';
import type { ModelStatic } from 'sequelize';
import { hashToken } from '../../api/src/accounts/services/tokens.ts';
import { publicProductSql } from '../../api/src/catalogue/services/catalogue-access.ts';
import {
  CARD_CHANNEL_COLUMNS,
  CARD_COLUMNS,
  type CardRow,
  productCard,
} from '../../api/src/catalogue/services/product-json.ts';
import { createCompressor, createHttpServer } from '../../api/src/http.ts';
import { SETTINGS } from '../../api/src/settings/services/config.ts';
import { type Language, User } from '../../models/index.ts';

// HTTP-level bench (part of `npm run bench`, never CI): each hot route of the real server next to a bare
// Hono + pg server answering the SAME bytes with the bare query (checked before timing, and printed),
// both over real sockets, 50 connections (autocannon). The ratio is what compares across machines.

type Fetch = (req: Request) => Response | Promise<Response>;
type Row = [label: string, api: number, bare: number];

/**
 * The real server goes through our HTTP layer (headers, draining, compression); the bare one is plain Hono
 * behind the same compressor with the same settings, so both put the SAME bytes on the wire (browsers ask
 * for compression; a bare server answering 14 KB raw where ours sends 3 KB of brotli would time the
 * compressor, not our stack).
 */
async function listen(fetch: Fetch, real = false) {
  let server: Server;
  if (real) server = createHttpServer({ fetch });
  else {
    const listener = getRequestListener(fetch);
    const compress = createCompressor();
    server = createServer((req, res) => compress(req, res, () => void listener(req, res)));
  }
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Hammered {
  perSecond: number;
  p50: number;
  p99: number;
}

async function hammer(url: string, headers: Record<string, string>, seconds: number): Promise<Hammered> {
  // Browsers ask for compression: so do both sides here.
  const result = await autocannon({
    url,
    headers: { 'accept-encoding': 'gzip, br', ...headers },
    connections: 50,
    duration: seconds,
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Two runs as one: the mean rate and latencies (p99 the worse of the two). */
const merged = (x: Hammered, y: Hammered): Hammered => ({
  perSecond: (x.perSecond + y.perSecond) / 2,
  p50: (x.p50 + y.p50) / 2,
  p99: Math.max(x.p99, y.p99),
});

/** `u.password_hash AS "passwordHash"`...: a model's columns under its attribute names, for a bare query. */
function columnsOf(model: ModelStatic<never>, alias: string, only?: readonly string[]) {
  return Object.entries(model.getAttributes())
    .filter(([name]) => !only || only.includes(name))
    .map(([name, a]) => `${alias}.${(a as { field?: string }).field ?? name} AS "${name}"`)
    .join(', ');
}

/**
 * The bare server: one route per hot path, the bare SQL, the same serialiser (a card, the session JSON,
 * the settings over their defaults) and c.json; none of our middleware, session lookup or Sequelize.
 */
async function bareApp(pool: pg.Pool) {
  const { Product, Channel } = await import('../../models/index.ts');
  const one = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
  const cardColumns = `${columnsOf(Product as never, 'p', CARD_COLUMNS)}, p.translations -> $1 AS tr`;
  const channelColumns = `json_build_object(${CARD_CHANNEL_COLUMNS.map((name) => `'${name}', c.${Channel.getAttributes()[name].field}`).join(', ')}, 'tr', c.translations -> $1) AS channel`;
  const userColumns = columnsOf(User as never, 'u');
  return new Hono()
    .get('/config', async (c) => {
      const [row] = await one(`SELECT value FROM settings WHERE key = 'site'`);
      return c.json({ ...SETTINGS.site.defaults, ...row?.value });
    })
    .get('/me', async (c) => {
      const token = c.req.header('authorization')?.slice(7) ?? '';
      const [row] = await one(
        `SELECT ${userColumns} FROM auth_tokens t JOIN users u ON u.id = t.user_id
          WHERE t.token_hash = $1 AND t.kind = 'session' AND t.expires_at > now()`,
        [hashToken(token)],
      );
      return row
        ? c.json(User.build(row, { raw: true, isNewRecord: false }).toSessionJSON())
        : c.json({}, 401);
    })
    .get('/products', async (c) => {
      const lang = (c.req.query('lang') ?? 'es') as Language;
      const rows = await one(
        `SELECT ${cardColumns}, ${channelColumns}, count(*) OVER () AS total
           FROM products p JOIN channels c ON c.id = p.channel_id
          WHERE ${publicProductSql('p', 'c')}
          ORDER BY p.published_at DESC, p.id ASC LIMIT 24`,
        [lang],
      );
      const cards = rows.map((r) => productCard(r as CardRow, lang));
      c.header('Content-Range', `products 0-${rows.length - 1}/${rows[0]?.total ?? 0}`);
      c.header('Access-Control-Expose-Headers', 'Content-Range');
      return c.json(cards);
    });
}

/** Both servers' answers to one request, decoded: the bench only compares servers that say the same. */
async function sameBytes(apiUrl: string, bareUrl: string, headers: Record<string, string>) {
  const [a, b] = await Promise.all([fetch(apiUrl, { headers }), fetch(bareUrl, { headers })]);
  const [ta, tb] = await Promise.all([a.text(), b.text()]);
  return {
    same: a.status === b.status && ta === tb,
    bytes: Buffer.byteLength(ta),
    bareBytes: Buffer.byteLength(tb),
  };
}

export async function benchHttp(
  appFetch: Fetch,
  databaseUrl: string,
  viewer: { token: string; userId: number },
  seconds = 8,
): Promise<Row[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const api = await listen(appFetch, true);
  const bare = await listen((await bareApp(pool)).fetch);
  const auth = { authorization: `Bearer ${viewer.token}` };
  const products = `sort=${encodeURIComponent('["publishedAt","DESC"]')}&range=${encodeURIComponent('[0,23]')}`;
  const routes: [string, string, string, Record<string, string>][] = [
    ['GET /api/config', '/api/config', '/config', {}],
    ['GET /api/auth/me', '/api/auth/me', '/me', auth],
    ['GET /api/products', `/api/products?${products}`, '/products', { 'accept-language': 'es' }],
  ];
  const rows: Row[] = [];
  const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;
  try {
    for (const [label, apiPath, barePath, headers] of routes) {
      const check = await sameBytes(api.origin + apiPath, bare.origin + barePath, headers);
      // A, B, B, A (half the time each): the load of a shared machine drifts, both sides see the same.
      const half = seconds / 2;
      const a1 = await hammer(api.origin + apiPath, headers, half);
      const b1 = await hammer(bare.origin + barePath, headers, half);
      const b2 = await hammer(bare.origin + barePath, headers, half);
      const a2 = await hammer(api.origin + apiPath, headers, half);
      const a = merged(a1, a2);
      const b = merged(b1, b2);
      console.log(
        `HTTP ${label.padEnd(18)} ${a.perSecond.toFixed(0).padStart(6)} /s p50 ${ms(a.p50)} p99 ${ms(a.p99)}` +
          `   bare ${b.perSecond.toFixed(0).padStart(6)} /s p50 ${ms(b.p50)} p99 ${ms(b.p99)}` +
          `   same bytes: ${check.same ? 'yes' : 'NO'} (${check.bytes} B${check.same ? '' : ` vs ${check.bareBytes} B`})`,
      );
      rows.push([`HTTP ${label}`, a.perSecond, b.perSecond]);
    }
  } finally {
    // Requests autocannon left in flight finish before the pool ends.
    await Promise.all([api.server, bare.server].map((s) => new Promise((r) => s.close(r))));
    await pool.end();
  }
  return rows;
}
