import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { recreateDatabase } from '../db.ts';
import { type CpuSnapshot, cpuSnapshot, HLS_FLAGS, HLS_TIME, run, sleep } from './live-tools.ts';
import {
  children,
  freePort,
  onEventsQuery,
  openStream,
  root,
  type Stream,
  stopChildren,
  webProcess,
} from './processes.ts';

// `npm run bench:capacity` (never CI): the figures of the capacity model in docs/ARCHITECTURE.md
// ("Capacity (issue 25)"), measured the same way each run. One web process (`PLATEA_ROLES=web`, a child
// process, as in production) is loaded route by route over real sockets (autocannon, 20 connections);
// around each load the bench reads
//  - the web process's CPU (utime + stime, /proc/{pid}/stat) → µs of CPU per request;
//  - the CPU of every PostgreSQL backend of the bench's database (pids from pg_stat_activity, their
//    /proc/{pid}/stat; PostgreSQL runs on this machine) → µs of database CPU per request;
//  - pg_stat_database's active_time (wall time backends spent executing statements, waits included) and
//    xact_commit → database ms and transactions per request. Backends report these when idle, at most
//    every 10 s, so each load is bracketed by 11 s quiet waits (pg_stat_statements is not preloaded here).
// Each route is loaded BENCH_CAP_ROUNDS times (default 3); the mean and the spread (min–max) are printed.
// The routes: what one viewer of a live event with chat costs (the playback answer on joining, the live
// playlist polled through the token path, a 2 s segment through it, the viewing heartbeat, a chat post
// and one chat delivery to a subscriber of the site's onEvents stream), what a visitor costs (config,
// the catalogue list, a product, /api/auth/me, the server-rendered home page) and one order (checkout +
// demo payment). Knobs: BENCH_CAP_SECONDS (5 per round), BENCH_CAP_ROUNDS (3), BENCH_CAP_VIEWERS (2000),
// BENCH_CAP_SUBSCRIBERS (1000), BENCH_CAP_CHAT_RATE (10/s), BENCH_CAP_DATABASE_URL.

const url = process.env.BENCH_CAP_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench_capacity';
const SECONDS = Number(process.env.BENCH_CAP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_CAP_ROUNDS ?? 3);
const VIEWERS = Number(process.env.BENCH_CAP_VIEWERS ?? 2000);
const SUBSCRIBERS = Number(process.env.BENCH_CAP_SUBSCRIBERS ?? 1000);
const CHAT_RATE = Number(process.env.BENCH_CAP_CHAT_RATE ?? 10);
const CONNECTIONS = 20;
/** Backends flush their statistics when idle, at most every 10 s (PGSTAT_IDLE_INTERVAL). */
const STATS_QUIET_MS = 11_000;

const workDir = mkdtempSync(join(tmpdir(), 'platea-bench-capacity-'));
process.env.DATA_DIR = workDir;

const { createSequelize } = await import('../../models/database.ts');
const { migrate } = await import('../../models/migrate.ts');
const { prepareQueues } = await import('../../api/src/jobs/index.ts');
const { seedDemo } = await import('../../seeds/index.ts');
const { Product, ProductAccess } = await import('../../models/index.ts');
const { createChannel, createProduct, quickUser, quickUsers } = await import('../api/helpers/commerce.ts');
const { livePlaylistFolder, LIVE_RENDITION } = await import('../../api/src/live/services/broadcasts.ts');

// The measures -------------------------------------------------------------------------------------------

const stats = new pg.Client({ connectionString: url, application_name: 'bench-capacity-stats' });

/** The CPU seconds of every backend of the database (this stats connection's included: a few queries). */
async function databaseCpu(known: CpuSnapshot | null = null): Promise<CpuSnapshot> {
  const { rows } = await stats.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  // The backends seen before are read again: one that left in between keeps its last figure out.
  return cpuSnapshot([...new Set([...rows.map((r) => r.pid), ...(known?.keys() ?? [])])]);
}
/** CPU used between two snapshots of separate processes (none is a child of another). */
const used = (before: CpuSnapshot, after: CpuSnapshot) =>
  [...after].reduce((sum, [pid, cpu]) => sum + cpu - (before.get(pid) ?? 0), 0);

async function databaseTime() {
  await stats.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await stats.query<{ active: number; xacts: string }>(
    `SELECT active_time AS active, xact_commit + xact_rollback AS xacts
       FROM pg_stat_database WHERE datname = current_database()`,
  );
  return { activeMs: Number(rows[0].active), xacts: Number(rows[0].xacts) };
}

interface Round {
  requests: number;
  seconds: number;
  webUs: number;
  dbUs: number;
}
interface Figure {
  label: string;
  rounds: Round[];
  /** Database wall time (ms) and transactions per request, over all rounds. */
  dbMs: number;
  xacts: number;
  note?: string;
}
const figures: Figure[] = [];
let webPid = 0;

/**
 * Loads one route ROUNDS times: `fire` makes the requests and says how many it made; the CPU of the web
 * process and of the database backends is read around each round, the database's time around them all.
 */
async function measure(
  label: string,
  fire: () => Promise<number>,
  opts: { rounds?: number; note?: string; idleUsPerSecond?: { web: number; db: number } } = {},
): Promise<Figure> {
  // The database's background (the web process's clocks: live audience, chat rooms, pings) over a quiet
  // window, taken out of the route's time: the quiet waits around a load are counted in it too.
  const quietFrom = await databaseTime();
  const quietAt = performance.now();
  await sleep(STATS_QUIET_MS);
  const timeBefore = await databaseTime();
  const loadAt = performance.now();
  const quietMsPerS = (timeBefore.activeMs - quietFrom.activeMs) / ((loadAt - quietAt) / 1000);
  const quietXactsPerS = (timeBefore.xacts - quietFrom.xacts) / ((loadAt - quietAt) / 1000);
  const rounds: Round[] = [];
  for (let i = 0; i < (opts.rounds ?? ROUNDS); i++) {
    const web = cpuSnapshot([webPid]);
    const db = await databaseCpu();
    const t0 = performance.now();
    const requests = await fire();
    if (!requests) throw new Error(`${label}: no request answered in the round`);
    const seconds = (performance.now() - t0) / 1000;
    const webUsed = used(web, cpuSnapshot([webPid])) * 1e6 - (opts.idleUsPerSecond?.web ?? 0) * seconds;
    const dbUsed = used(db, await databaseCpu(db)) * 1e6 - (opts.idleUsPerSecond?.db ?? 0) * seconds;
    rounds.push({ requests, seconds, webUs: webUsed / requests, dbUs: dbUsed / requests });
  }
  await sleep(STATS_QUIET_MS);
  const timeAfter = await databaseTime();
  const total = rounds.reduce((a, r) => a + r.requests, 0);
  const span = (performance.now() - loadAt) / 1000;
  const figure: Figure = {
    label,
    rounds,
    dbMs: Math.max(0, timeAfter.activeMs - timeBefore.activeMs - quietMsPerS * span) / total,
    xacts: Math.max(0, timeAfter.xacts - timeBefore.xacts - quietXactsPerS * span) / total,
    note: opts.note,
  };
  figures.push(figure);
  console.log(line(figure));
  return figure;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;
function line(f: Figure) {
  const web = f.rounds.map((r) => r.webUs);
  const db = f.rounds.map((r) => r.dbUs);
  const rate = mean(f.rounds.map((r) => r.requests / r.seconds));
  return (
    `${f.label.padEnd(44)} web ${mean(web).toFixed(0).padStart(6)} µs (${spread(web).padStart(11)})` +
    `   db CPU ${mean(db).toFixed(0).padStart(5)} µs (${spread(db).padStart(9)})` +
    `   db time ${f.dbMs.toFixed(2).padStart(5)} ms, ${f.xacts.toFixed(2)} xact` +
    `   ${rate.toFixed(0).padStart(5)} /s${f.note ? `   ${f.note}` : ''}`
  );
}

interface Call {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * `calls` in turn over CONNECTIONS connections for SECONDS (or each once, `once`), with what a browser
 * sends (compression asked); any answer other than 2xx fails the bench.
 */
async function hammer(origin: string, calls: Call[], opts: { once?: boolean; connections?: number } = {}) {
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: opts.connections ?? CONNECTIONS,
    ...(opts.once ? { amount: calls.length } : { duration: SECONDS }),
    requests: [
      {
        setupRequest: (req) => {
          const call = calls[next++ % calls.length];
          return {
            ...req,
            method: call.method ?? 'GET',
            path: call.path,
            body: call.body,
            headers: {
              'accept-encoding': 'gzip, deflate, br, zstd',
              'accept-language': 'es',
              'user-agent': BROWSER,
              ...(call.body ? { 'content-type': 'application/json' } : {}),
              ...call.headers,
            },
          };
        },
      },
    ],
  });
  if (result.non2xx || result.errors)
    throw new Error(`${calls[0].path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.total;
}

// The run ------------------------------------------------------------------------------------------------

try {
  await recreateDatabase(url);
  const sequelize = createSequelize(url, { pool: 5 });
  await migrate(sequelize);
  await prepareQueues(url);
  await seedDemo(sequelize);
  await stats.connect();

  // A live event: a broadcast product, VIEWERS ticket holders, and its organizer.
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const event = await createProduct(channel, { type: 'broadcast', status: 'published' });
  const viewers = await quickUsers(Math.max(VIEWERS, SUBSCRIBERS));
  await ProductAccess.bulkCreate(
    viewers.map((v) => ({ userId: v.user.id, productId: event.id, source: 'admin' as const })),
  );
  // A product on sale for the orders.
  const sale = await createProduct(channel, {
    type: 'vod',
    status: 'published',
    netPrice: 909,
    tax: 91,
    totalPrice: 1000,
  });
  const [someProduct] = await Product.findAll({ where: { status: 'published' }, limit: 1 });

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const web = await webProcess(port, { databaseUrl: url, dataDir: workDir });
  webPid = web.pid as number;

  // The broadcast goes on air the way the console starts it; its HLS (720p at 3 Mbit/s, 2 s segments,
  // what a publisher sends through the ingest's -c copy) is written where the ingest writes it.
  const startRes = await fetch(`${origin}/api/products/${event.id}/broadcast/start`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
  });
  if (!startRes.ok) throw new Error(`broadcast start: ${startRes.status} ${await startRes.text()}`);
  await sequelize.query(
    `UPDATE broadcasts SET state = 'live', publisher = 'bench', publishing_since = now(), started_at = now()
      WHERE product_id = $1`,
    { bind: [event.id] },
  );
  const hlsDir = join(workDir, 'media', livePlaylistFolder(event.id), LIVE_RENDITION);
  mkdirSync(hlsDir, { recursive: true });
  const encoder = run([
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '3M', '-maxrate', '3M'],
    ...[
      '-bufsize',
      '6M',
      '-g',
      '60',
      '-keyint_min',
      '60',
      '-sc_threshold',
      '0',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
    ],
    ...['-f', 'hls', '-hls_time', String(HLS_TIME), '-hls_list_size', '6', '-hls_flags', HLS_FLAGS],
    ...['-hls_segment_filename', join(hlsDir, 'seg_%05d.ts'), join(hlsDir, 'index.m3u8')],
  ]);
  if ((await encoder.exited) !== 0) throw new Error(`encoding the live HLS failed: ${encoder.log()}`);

  console.log(
    `Capacity bench: ${availableParallelism()} cores (shared: load average ${loadavg()[0].toFixed(1)} at the start); ` +
      `one web process; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s a route; ${VIEWERS} viewers.`,
  );
  console.log(
    'Per request: web CPU, database CPU (backends), database time (active_time) and transactions.\n',
  );

  // 1. A viewer joins: the playback answer (live playlist URL with its token, the viewing token).
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const playback: { src: string; viewToken: string }[] = [];
  {
    let i = 0;
    const answers = viewers
      .slice(0, VIEWERS)
      .map((v) => ({ path: `/api/products/${event.id}/playback`, headers: bearer(v.token) }));
    await measure(
      'GET /api/products/:id/playback (joining)',
      async () => hammer(origin, answers.slice(0, 200), { once: true }),
      { rounds: 1, note: '200 viewers, each once' },
    );
    // Every viewer's answer (read here, 20 at once; the playlist and heartbeats below use them).
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (i < VIEWERS) {
          const v = viewers[i++];
          const res = await fetch(`${origin}/api/products/${event.id}/playback`, {
            headers: bearer(v.token),
          });
          const body = (await res.json()) as { src?: string; viewToken?: string };
          if (!body.src || !body.viewToken)
            throw new Error(`playback: ${res.status} ${JSON.stringify(body)}`);
          playback.push({ src: body.src, viewToken: body.viewToken });
        }
      }),
    );
  }
  const segments = readdirSync(hlsDir).filter((f) => f.endsWith('.ts'));
  const sample = await fetch(origin + playback[0].src.replace('index.m3u8', segments[0]), {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  const segmentBytes = (await sample.arrayBuffer()).byteLength;
  const playlists = playback.map((p) => ({ path: p.src }));
  const playlistBytes = (await (await fetch(origin + playback[0].src)).arrayBuffer()).byteLength;
  // 2. The live playlist, each viewer in turn (each one's token authorised once, then remembered; "viewers
  //    now" noted every 10 s per viewer, as for players polling every segment).
  await hammer(origin, playlists, { once: true }); // every token authorised once
  await measure('GET live playlist (token path)', () => hammer(origin, playlists), {
    note: `${playlistBytes} B body`,
  });
  await measure(
    'GET live segment (token path)',
    () =>
      hammer(
        origin,
        playback.map((p, i) => ({ path: p.src.replace('index.m3u8', segments[i % segments.length]) })),
        { connections: 10 },
      ),
    {
      note: `${segments.length} segments of ${HLS_TIME} s at 3 Mbit/s, ${(segmentBytes / 1024).toFixed(0)} KB sent (${sample.headers.get('content-encoding') ?? 'identity'})`,
    },
  );
  // 3. The viewing heartbeat (the player's payload, each viewer's own token).
  await measure('POST /api/analytics/heartbeat', () =>
    hammer(
      origin,
      playback.map((p, i) => ({
        method: 'POST',
        path: '/api/analytics/heartbeat',
        body: JSON.stringify({ token: p.viewToken, position: i % 600, watched: 10, playing: true }),
      })),
    ),
  );

  // 4. Chat: posts alone, then the same posts to SUBSCRIBERS viewers on the site's one stream.
  let seq = 0;
  const postChat = async () => {
    const started = performance.now();
    const total = CHAT_RATE * SECONDS;
    const posts: Promise<void>[] = [];
    for (let n = 0; n < total; n++) {
      const wait = started + (n * 1000) / CHAT_RATE - performance.now();
      if (wait > 0) await sleep(wait);
      const text = `m${seq++}`;
      posts.push(
        (async () => {
          const res = await fetch(`${origin}/api/products/${event.id}/chat`, {
            method: 'POST',
            headers: { ...bearer(owner.token), 'content-type': 'application/json' },
            body: JSON.stringify({ text }),
          });
          if (res.status !== 201) throw new Error(`chat post: ${res.status} ${await res.text()}`);
        })(),
      );
    }
    await Promise.all(posts);
    return total;
  };
  const post = await measure('POST /api/products/:id/chat (no subscriber)', postChat, {
    note: `${CHAT_RATE} posts/s`,
  });
  let delivered = 0;
  /** Bytes read by the first subscriber, and the messages it got: a delivery's size on the wire. */
  let firstBytes = 0;
  let firstMessages = 0;
  const streams: Stream[] = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    streams.push(
      openStream(
        `${origin}/api/graphql?query=${onEventsQuery(event.id, viewers[i].user.id)}`,
        bearer(viewers[i].token),
        () => {
          delivered++;
          if (i === 0) firstMessages++;
        },
        i === 0 ? (n) => (firstBytes += n) : undefined,
      ),
    );
    if (i % 100 === 99) await Promise.all(streams.slice(-100).map((s) => s.opened));
  }
  await Promise.all(streams.map((s) => s.opened));
  await sleep(3_000);
  // What SUBSCRIBERS quiet streams cost (a ping each 12 s: two cycles), taken out of the delivery figure.
  const idle = await measure(
    `  ${SUBSCRIBERS} quiet subscribers (per second)`,
    async () => {
      await sleep(24_000);
      return 24;
    },
    { rounds: 1 },
  );
  const [bytesAtFanOut, messagesAtFanOut] = [firstBytes, firstMessages];
  const fanOut = await measure(
    `  chat post + delivery to ${SUBSCRIBERS} subscribers`,
    async () => {
      const before = delivered;
      const posts = await postChat();
      const deadline = Date.now() + 10_000;
      while (delivered - before < posts * SUBSCRIBERS && Date.now() < deadline) await sleep(50);
      if (delivered - before < posts * SUBSCRIBERS)
        throw new Error(`chat: ${delivered - before} of ${posts * SUBSCRIBERS} deliveries`);
      return posts;
    },
    { idleUsPerSecond: { web: idle.rounds[0].webUs, db: idle.rounds[0].dbUs } },
  );
  for (const s of streams) s.close();
  const deliveryBytes = (firstBytes - bytesAtFanOut) / Math.max(1, firstMessages - messagesAtFanOut);
  const perDelivery = fanOut.rounds.map(
    (r, i) => (r.webUs - (post.rounds[i] ?? post.rounds[0]).webUs) / SUBSCRIBERS,
  );
  figures.push({
    label: 'one chat delivery (to one subscriber)',
    rounds: perDelivery.map((webUs) => ({ requests: 1, seconds: 1, webUs, dbUs: 0 })),
    dbMs: 0,
    xacts: 0,
    note: `(post + ${SUBSCRIBERS} deliveries − quiet − post alone) / ${SUBSCRIBERS}; ~${deliveryBytes.toFixed(0)} B a message on the wire`,
  });
  console.log(line(figures[figures.length - 1]));

  // 5. A visitor: settings, the catalogue, a product, the session, the home page.
  const list = `/api/products?sort=${encodeURIComponent('["publishedAt","DESC"]')}&range=${encodeURIComponent('[0,23]')}`;
  await measure('GET /api/config', () => hammer(origin, [{ path: '/api/config' }]));
  await measure('GET /api/products (list, 24)', () => hammer(origin, [{ path: list }]));
  await measure('GET /api/products/:id', () => hammer(origin, [{ path: `/api/products/${someProduct.id}` }]));
  await measure('GET /api/auth/me', () =>
    hammer(
      origin,
      viewers.slice(0, 500).map((v) => ({ path: '/api/auth/me', headers: bearer(v.token) })),
    ),
  );
  if (existsSync(join(root, 'site/dist/server')))
    await measure('GET / (home page, server-rendered)', () =>
      hammer(origin, [{ path: '/', headers: { accept: 'text/html' } }], { connections: 4 }),
    );
  else console.log('GET / (home page): skipped, the site is not built (npm run build)');

  // 6. One order: checkout, then the demo payment's confirmation (order, invoice number, sale, ticket),
  //    every buyer once.
  const buyers = await quickUsers(ROUNDS * 400);
  let round = 0;
  await measure(
    'one order (POST /api/checkout + demo confirm)',
    async () => {
      const mine = buyers.slice(round * 400, ++round * 400);
      let n = 0;
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          while (n < mine.length) {
            const { token } = mine[n++];
            const headers = { ...bearer(token), 'content-type': 'application/json' };
            const res = await fetch(`${origin}/api/checkout`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ productId: sale.id, termsAccepted: true, provider: 'demo' }),
            });
            const { orderId } = (await res.json()) as { orderId: number };
            const done = await fetch(`${origin}/api/payments/demo/${orderId}/confirm`, {
              method: 'POST',
              headers,
            });
            if (done.status !== 200) throw new Error(`order: ${res.status}, confirm ${done.status}`);
            await done.text();
          }
        }),
      );
      return mine.length;
    },
    { note: '400 buyers a round, 10 at once' },
  );
  await sequelize.close();

  console.log(
    `\nFigures for docs/ARCHITECTURE.md (${new Date().toISOString().slice(0, 10)}, ${availableParallelism()} cores, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}):`,
  );
  console.log(
    JSON.stringify(
      Object.fromEntries(
        figures.map((f) => [
          f.label.trim(),
          {
            webUs: Math.round(mean(f.rounds.map((r) => r.webUs))),
            dbUs: Math.round(mean(f.rounds.map((r) => r.dbUs))),
            dbMs: Number(f.dbMs.toFixed(3)),
          },
        ]),
      ),
    ),
  );
} finally {
  await stats.end().catch(() => undefined);
  if (children.length) await stopChildren();
  rmSync(workDir, { recursive: true, force: true });
}
