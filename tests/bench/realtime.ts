import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { recreateDatabase } from '../db.ts';
import { cpuBetween, cpuSnapshot, sleep } from './live-tools.ts';
import {
  freePort,
  onEventsQuery,
  openStream,
  quantile,
  type Stream,
  start,
  webProcess as startWeb,
  stopChildren,
} from './processes.ts';

// `npm run bench:realtime` (part of `npm run bench`, never CI): the chat fan-out of issue 21, measured
// against a bare node:http server that writes the same bytes to as many server-sent event streams.
//  1. one web process holding SUBSCRIBERS (2,000) onChat subscriptions of one room, RATE (10) messages a
//     second posted for SECONDS: delivery latency (post sent → event read by each subscriber), p50, p95 and
//     max; the server's CPU while posting, as a share of one core (goal < 50 %).
//  2. memory per idle subscriber: the server's resident memory with them all connected and quiet, minus
//     before, divided by their number.
//  3. across processes: REMOTE (200) subscribers on a second web process, the messages posted to the
//     first: p95 (goal < 500 ms).
// Knobs: BENCH_RT_SUBSCRIBERS, BENCH_RT_RATE, BENCH_RT_SECONDS, BENCH_RT_REMOTE, BENCH_RT_DATABASE_URL,
// BENCH_RT_PROFILE (a folder: the web processes' CPU profiles).

const SUBSCRIBERS = Number(process.env.BENCH_RT_SUBSCRIBERS ?? 2000);
const RATE = Number(process.env.BENCH_RT_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 20);
const REMOTE = Number(process.env.BENCH_RT_REMOTE ?? 200);
const url = process.env.BENCH_RT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench_realtime';
const workDir = mkdtempSync(join(tmpdir(), 'platea-bench-rt-'));
process.env.DATA_DIR = workDir;

const { createSequelize } = await import('../../models/database.ts');
const { migrate } = await import('../../models/migrate.ts');
const { ProductAccess } = await import('../../models/index.ts');
const { createChannel, createProduct, quickUser, quickUsers } = await import('../api/helpers/commerce.ts');

const webProcess = (port: number) =>
  startWeb(port, { databaseUrl: url, dataDir: workDir, profileDir: process.env.BENCH_RT_PROFILE });

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
}

/** The largest (a spread of 400,000 arguments would overflow the stack). */
const largest = (xs: number[]) => xs.reduce((a, b) => (b > a ? b : a), 0);

interface Run {
  latencies: number[];
  expected: number;
  cpuPct: number;
  /** This process's CPU (the subscribers' side): near 100 %, the figures measure the client too. */
  clientPct: number;
  bytesPerSubscriber: number;
}

/**
 * Opens `count` streams, waits for them to be quiet, measures the server's memory, then posts RATE
 * messages a second for SECONDS and measures delivery and the server's CPU.
 */
async function measure(opts: {
  count: number;
  serverPids: number[];
  open: (arrived: (seq: number) => void, i: number) => Stream;
  post: (seq: number) => Promise<void>;
  seconds: number;
}): Promise<Run> {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const arrived = (seq: number) => {
    const at = sentAt.get(seq);
    if (at !== undefined) latencies.push(performance.now() - at);
  };
  const rssBefore = opts.serverPids.reduce((a, pid) => a + rssOf(pid), 0);
  const streams: Stream[] = [];
  for (let i = 0; i < opts.count; i++) {
    streams.push(opts.open(arrived, i));
    if (i % 100 === 99) await Promise.all(streams.slice(-100).map((s) => s.opened));
  }
  await Promise.all(streams.map((s) => s.opened));
  await sleep(3_000);
  const rssIdle = opts.serverPids.reduce((a, pid) => a + rssOf(pid), 0);
  const cpuBefore = cpuSnapshot(opts.serverPids);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const total = Math.round(RATE * opts.seconds);
  const posts: Promise<void>[] = [];
  for (let seq = 0; seq < total; seq++) {
    const due = started + (seq * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(seq, performance.now());
    posts.push(opts.post(seq));
  }
  await Promise.all(posts);
  const expected = total * opts.count;
  const deadline = performance.now() + 15_000;
  while (latencies.length < expected && performance.now() < deadline) await sleep(100);
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(opts.serverPids));
  const client = process.cpuUsage(clientBefore);
  for (const s of streams) s.close();
  await sleep(1_000);
  return {
    latencies,
    expected,
    cpuPct: (cpu / wall) * 100,
    clientPct: ((client.user + client.system) / 1e6 / wall) * 100,
    bytesPerSubscriber: (rssIdle - rssBefore) / opts.count,
  };
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`;
function report(label: string, platea: Run, bare: Run) {
  const p95 = quantile(platea.latencies, 0.95);
  const b95 = quantile(bare.latencies, 0.95);
  console.log(`\n${label}`);
  console.log(
    `   delivered   Platea ${platea.latencies.length}/${platea.expected}   bare ${bare.latencies.length}/${bare.expected}`,
  );
  console.log(
    `   latency p50 Platea ${ms(quantile(platea.latencies, 0.5))}   bare ${ms(quantile(bare.latencies, 0.5))}`,
  );
  console.log(`   latency p95 Platea ${ms(p95)}   bare ${ms(b95)}   ratio ${(p95 / b95).toFixed(2)}`);
  console.log(`   latency max Platea ${ms(largest(platea.latencies))}   bare ${ms(largest(bare.latencies))}`);
  console.log(
    `   server CPU  Platea ${platea.cpuPct.toFixed(1)} % of a core   bare ${bare.cpuPct.toFixed(1)} %   ratio ${(platea.cpuPct / Math.max(0.1, bare.cpuPct)).toFixed(2)}`,
  );
  console.log(
    `   client CPU  Platea run ${platea.clientPct.toFixed(0)} %   bare run ${bare.clientPct.toFixed(0)} % (the subscribers' process)`,
  );
  console.log(
    `   memory per idle subscriber  Platea ${kb(platea.bytesPerSubscriber)}   bare ${kb(bare.bytesPerSubscriber)}`,
  );
  return p95;
}

try {
  console.log(
    `Realtime bench: ${availableParallelism()} cores; ${SUBSCRIBERS} subscribers of one chat room (${process.env.BENCH_RT_SHAPE === 'onChat' ? 'onChat' : 'onEvents, as the site'}), ${RATE} messages/s for ${SECONDS} s; ${REMOTE} on a second process.`,
  );
  await recreateDatabase(url);
  const sequelize = createSequelize(url, { pool: 5 });
  await migrate(sequelize);
  const owner = await quickUser('PRODUCER');
  const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
  const viewers = await quickUsers(Math.max(SUBSCRIBERS, REMOTE));
  await ProductAccess.bulkCreate(
    viewers.map((v) => ({ userId: v.user.id, productId: product.id, source: 'admin' as const })),
  );
  await sequelize.close();

  const [portA, portB, portBare] = [await freePort(), await freePort(), await freePort()];
  const [a, b] = await Promise.all([webProcess(portA), webProcess(portB)]);
  const bare = await start(
    ['--import', 'tsx', 'tests/bench/bare-sse.ts'],
    { PORT: String(portBare) },
    'bare sse ready',
  );
  // As the site's player subscribes (site/src/islands/realtime.ts): onEvents with the viewer's own
  // notification cursor in the query, so no two subscribers send the same document. BENCH_RT_SHAPE=onChat
  // subscribes to the room alone, one document for all (as the console does).
  const SHAPE = process.env.BENCH_RT_SHAPE === 'onChat' ? 'onChat' : 'onEvents';
  const queryOf = (i: number) =>
    SHAPE === 'onChat'
      ? encodeURIComponent(
          `subscription { onChat(productId: ${product.id}) { __typename ... on ChatMessage { messageId: id productId author { id name } text state revision createdAt } } }`,
        )
      : onEventsQuery(product.id, viewers[i].user.id);
  const postTo = (port: number) => async (seq: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/products/${product.id}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `m${seq}` }),
    });
    if (res.status !== 201) throw new Error(`post ${seq}: ${res.status} ${await res.text()}`);
  };
  // The bare server sends what Platea sends for a message: the same JSON, of the same length.
  const sample = (seq: number) =>
    JSON.stringify({
      data: {
        [SHAPE]: {
          __typename: 'ChatMessage',
          messageId: 100000 + seq,
          productId: product.id,
          author: { id: owner.user.id, name: owner.user.name },
          text: `m${seq}`,
          state: 'approved',
          revision: String(100000 + seq),
          createdAt: new Date().toISOString(),
        },
      },
    });
  const postBare = async (seq: number) => {
    await fetch(`http://127.0.0.1:${portBare}/`, { method: 'POST', body: sample(seq) });
  };

  const oneProcess = await measure({
    count: SUBSCRIBERS,
    serverPids: [a.pid as number],
    open: (arrived, i) =>
      openStream(
        `http://127.0.0.1:${portA}/api/graphql?query=${queryOf(i)}`,
        { authorization: `Bearer ${viewers[i].token}` },
        arrived,
      ),
    post: postTo(portA),
    seconds: SECONDS,
  });
  const bareOne = await measure({
    count: SUBSCRIBERS,
    serverPids: [bare.pid as number],
    open: (arrived) => openStream(`http://127.0.0.1:${portBare}/`, {}, arrived),
    post: postBare,
    seconds: SECONDS,
  });
  const p95 = report(`1-2. one web process, ${SUBSCRIBERS} subscribers`, oneProcess, bareOne);

  const across = await measure({
    count: REMOTE,
    serverPids: [a.pid as number, b.pid as number],
    open: (arrived, i) =>
      openStream(
        `http://127.0.0.1:${portB}/api/graphql?query=${queryOf(i)}`,
        { authorization: `Bearer ${viewers[i].token}` },
        arrived,
      ),
    post: postTo(portA),
    seconds: Math.min(SECONDS, 10),
  });
  const bareAcross = await measure({
    count: REMOTE,
    serverPids: [bare.pid as number],
    open: (arrived) => openStream(`http://127.0.0.1:${portBare}/`, {}, arrived),
    post: postBare,
    seconds: Math.min(SECONDS, 10),
  });
  const remoteP95 = report(
    `3. across two web processes, ${REMOTE} subscribers on the second`,
    across,
    bareAcross,
  );
  console.log(
    `\nGoals: p95 < 1000 ms (${p95 < 1000 ? 'met' : 'NOT met'}), CPU < 50 % of a core (${oneProcess.cpuPct < 50 ? 'met' : 'NOT met'}), across processes p95 < 500 ms (${remoteP95 < 500 ? 'met' : 'NOT met'}).`,
  );
} finally {
  // Stopped as an operator would (SIGTERM), killed if one hangs.
  await stopChildren();
  rmSync(workDir, { recursive: true, force: true });
}
