import { fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { QueryTypes } from 'sequelize';
import { viewingBuffer } from '../../api/src/analytics/services/viewing.ts';
import { signView, viewKey } from '../../api/src/analytics/view-token.ts';
import { createApp } from '../../api/src/app.ts';
import { createHttpServer } from '../../api/src/http.ts';
import { prepareQueues } from '../../api/src/jobs/index.ts';
import { createSequelize } from '../../models/database.ts';
import { migrate } from '../../models/migrate.ts';
import { recreateDatabase } from '../db.ts';

// `npm run bench:heartbeats` (part of `npm run bench`; never CI): viewing heartbeats (issue 23) per second
// on one web process, the player's real payload over real sockets (50 connections, each beat a viewer of
// its own among VIEWERS, so the beats are counted, not dropped as too fast), with the buffer flushing
// every few seconds as in production; next to a bare Hono server that reads the same body and answers
// the same 204. The goal: at least 2,000 per second. The servers run in a child process of their own
// (one web process, as in production), the load generator in this one.
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench';
const VIEWERS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 8;
const GOAL = 2_000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/** The child: the real server (our HTTP layer, every middleware, the flusher) and the bare one. */
async function serve() {
  const sequelize = createSequelize(url, { pool: 20 });
  await viewKey();
  const listen = async (fetch: (req: Request) => Response | Promise<Response>, real: boolean) => {
    const server: Server = real ? createHttpServer({ fetch }) : createServer(getRequestListener(fetch));
    server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const api = await listen(createApp().fetch, true);
  // The bare server reads the same body and answers the same 204, nothing else.
  const bare = await listen(
    new Hono().post('/api/analytics/heartbeat', async (c) => {
      await c.req.json();
      return c.body(null, 204);
    }).fetch,
    false,
  );
  viewingBuffer.start();
  process.on('message', async (msg) => {
    // The process's CPU time so far (µs): the load generator divides it by the beats it sent.
    if (msg === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (msg !== 'stop') return;
    await viewingBuffer.stop();
    await sequelize.close();
    process.exit(0);
  });
  process.send?.({ api, bare });
}

async function main() {
  await recreateDatabase(url);
  const sequelize = createSequelize(url, { pool: 20 });
  await migrate(sequelize);
  await prepareQueues(url);

  // A channel, a two-hour film and VIEWERS viewers (rows, so that the flushes write real sessions).
  const one = async <T extends object>(sql: string, bind: unknown[] = []) =>
    (await sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }))[0] as T;
  const { owner } = await one<{ owner: number }>(
    `INSERT INTO users (email, password_hash, roles, status, language, created_at, updated_at)
     VALUES ('bench-owner@platea.test', 'x', ARRAY['PRODUCER', 'USER'], 'approved', 'es', now(), now())
     RETURNING id AS owner`,
  );
  const { channel } = await one<{ channel: number }>(
    `INSERT INTO channels (user_id, title, slug, status, created_at, updated_at)
     VALUES ($1, 'Bench', 'bench', 'published', now(), now()) RETURNING id AS channel`,
    [owner],
  );
  const { product } = await one<{ product: number }>(
    `INSERT INTO products (channel_id, type, title, slug, status, plan, created_at, updated_at)
     VALUES ($1, 'vod', 'Bench film', 'bench-film', 'published', 'free', now(), now()) RETURNING id AS product`,
    [channel],
  );
  const viewers = await sequelize.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, roles, status, language, created_at, updated_at)
     SELECT 'bench-viewer-' || g || '@platea.test', 'x', ARRAY['USER'], 'approved', 'es', now(), now()
       FROM generate_series(1, $1) g RETURNING id`,
    { bind: [VIEWERS], type: QueryTypes.SELECT },
  );
  const issued = new Date(Date.now() - 3600_000);
  // The player's payload: its token (as the playback answer gives it), where it is, what it played.
  const bodies = await Promise.all(
    viewers.map(async ({ id }, i) =>
      JSON.stringify({
        token: await signView(
          {
            userId: id,
            productId: product,
            channelId: channel,
            lessonId: null,
            kind: 'vod',
            durationSeconds: 7200,
            country: 'ES',
          },
          issued,
        ),
        position: 600 + (i % 3000),
        watched: 10,
        playing: true,
      }),
    ),
  );
  console.log(`heartbeat payload: ${Buffer.byteLength(bodies[0])} B, e.g. ${bodies[0]}`);

  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  const servers = await new Promise<{ api: string; bare: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { api: string; bare: string }));
    child.once('exit', (code) => reject(new Error(`the servers' process exited (${code})`)));
  });

  /** The servers' process's CPU time (user + system, µs). */
  const cpu = () =>
    new Promise<number>((resolve) => {
      const onMessage = (m: unknown) => {
        const usage = (m as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!usage) return;
        child.off('message', onMessage);
        resolve(usage.user + usage.system);
      };
      child.on('message', onMessage);
      child.send('cpu');
    });

  async function hammer(origin: string, seconds: number) {
    let next = 0;
    const before = await cpu();
    const result = await autocannon({
      url: `${origin}/api/analytics/heartbeat`,
      method: 'POST',
      // What a browser's fetch sends with the player's beat (the compressor looks at Accept-Encoding).
      headers: {
        'content-type': 'application/json',
        'user-agent': BROWSER,
        'accept-language': 'es',
        'accept-encoding': 'gzip, deflate, br, zstd',
      },
      connections: 50,
      duration: seconds,
      requests: [
        {
          setupRequest: (req) => {
            req.body = bodies[next++ % bodies.length];
            return req;
          },
        },
      ],
    });
    if (result.non2xx || result.errors)
      throw new Error(`${origin}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    // CPU per beat: steadier than beats per second on a shared machine (the other processes' load
    // takes seconds away from the server, not CPU from each beat).
    const usPerBeat = ((await cpu()) - before) / result.requests.total;
    return {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      usPerBeat,
    };
  }
  type Hammered = Awaited<ReturnType<typeof hammer>>;
  const merged = (x: Hammered, y: Hammered): Hammered => ({
    perSecond: (x.perSecond + y.perSecond) / 2,
    p50: (x.p50 + y.p50) / 2,
    p99: Math.max(x.p99, y.p99),
    usPerBeat: (x.usPerBeat + y.usPerBeat) / 2,
  });
  const ms = (n: number) => `${n.toFixed(0).padStart(4)} ms`;

  try {
    // Warm-up (JIT, pools), then A, B, B, A: the load of a shared machine drifts, both sides see the same.
    const half = SECONDS / 2;
    await hammer(servers.api, 1);
    await hammer(servers.bare, 1);
    const a1 = await hammer(servers.api, half);
    const b1 = await hammer(servers.bare, half);
    const b2 = await hammer(servers.bare, half);
    const a2 = await hammer(servers.api, half);
    // The child writes what it holds, then exits.
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.send('stop');
    });
    const a = merged(a1, a2);
    const b = merged(b1, b2);
    const written = await one<{ sessions: number; seconds: number }>(
      `SELECT count(*)::int AS sessions, coalesce(sum(seconds_watched), 0)::int AS seconds FROM viewing_sessions`,
    );
    console.log(
      `HTTP POST /api/analytics/heartbeat ${a.perSecond.toFixed(0).padStart(6)} /s p50 ${ms(a.p50)} p99 ${ms(a.p99)}` +
        `   bare 204 ${b.perSecond.toFixed(0).padStart(6)} /s p50 ${ms(b.p50)} p99 ${ms(b.p99)}` +
        `   ratio ${(a.perSecond / b.perSecond).toFixed(2)}`,
    );
    console.log(
      `  CPU per beat: ${a.usPerBeat.toFixed(0)} µs (bare ${b.usPerBeat.toFixed(0)} µs, ratio ${(b.usPerBeat / a.usPerBeat).toFixed(2)}); ` +
        `one core at this cost: ${(1e6 / a.usPerBeat).toFixed(0)} beats/s; load average ${loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `  written: ${written.sessions} sessions, ${written.seconds} s watched; goal ≥ ${GOAL}/s: ${a.perSecond >= GOAL ? 'met' : 'NOT MET'}`,
    );
  } finally {
    if (child.exitCode === null) child.kill();
    await sequelize.close();
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
