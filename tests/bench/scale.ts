import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startTopology } from '../scale/topology.ts';
import { cpuBetween, cpuSnapshot, machineTicks, sleep } from './live-tools.ts';
import { onEventsQuery, openStream, quantile } from './processes.ts';

// `npm run bench:scale` (never CI): issue 25's scale bench on the production shape of tests/scale/topology.ts
// (haproxy round-robin in front of web processes, a worker, an ingest, s3rver, PostgreSQL), in one run:
//  1. the same load through the same haproxy against ONE web process (web-2 stopped: haproxy's health
//     check takes it out) and against TWO (web-2 started again), in the order 2, 1, 1, 2 so that the
//     drift of a shared machine falls on both; the ratio is printed with the machine's cores beside it
//     (two processes cannot do twice the work of one on 2 cores that also carry haproxy, PostgreSQL
//     and the load generator);
//  2. the time a settings change takes to cross processes: saved on web-1 (PUT /api/config), GET
//     /api/config polled on web-2 until it says the new value, p50 and max of TRIALS;
//  3. the time a chat message takes to cross processes: posted to web-1, read by a subscriber of the
//     site's onEvents stream on web-2, p50 and max of TRIALS.
// Knobs: BENCH_SCALE_SECONDS (8 per leg), BENCH_SCALE_CONNECTIONS (50), BENCH_SCALE_TRIALS (20),
// BENCH_SCALE_DATABASE_URL (default platea_bench_scale; recreated).

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 50);
const TRIALS = Number(process.env.BENCH_SCALE_TRIALS ?? 20);
const databaseUrl =
  process.env.BENCH_SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench_scale';

const topology = await startTopology({ webProcesses: 2, databaseUrl, seedDemo: true });
try {
  const { createSequelize } = await import('../../models/database.ts');
  const { ProductAccess } = await import('../../models/index.ts');
  const { createChannel, createProduct, quickUser } = await import('../api/helpers/commerce.ts');
  const sequelize = createSequelize(topology.db.url, { pool: 2 });
  const admin = await quickUser('ADMIN');
  const owner = await quickUser('PRODUCER');
  const viewer = await quickUser();
  const event = await createProduct(await createChannel(owner.user), {
    type: 'broadcast',
    status: 'published',
  });
  await ProductAccess.create({ userId: viewer.user.id, productId: event.id, source: 'admin' });
  await sequelize.close();

  const [web1, web2] = topology.webs;
  const direct = (p: { port: number }) => `http://127.0.0.1:${p.port}`;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  console.log(
    `Scale bench: ${availableParallelism()} cores (shared; load average ${loadavg()[0].toFixed(1)} at the start), ` +
      `haproxy round-robin at ${topology.url}, ${CONNECTIONS} connections, ${SECONDS} s a leg.`,
  );

  // 1. One web process against two, the same haproxy ---------------------------------------------------
  const list = `/api/products?sort=${encodeURIComponent('["publishedAt","DESC"]')}&range=${encodeURIComponent('[0,23]')}`;
  /** The load: a visitor's reads in turn (settings, the catalogue's first page, the session). */
  const calls = [
    { path: '/api/config', headers: {} },
    { path: list, headers: {} },
    { path: '/api/auth/me', headers: bearer(viewer.token) },
  ];
  const pids = () => topology.webs.map((w) => w.pid()).filter((p): p is number => !!p && p > 0);
  async function leg(label: string) {
    let next = 0;
    const cpuBefore = cpuSnapshot(pids());
    const machineBefore = machineTicks();
    const result = await autocannon({
      url: topology.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (req) => {
            const call = calls[next++ % calls.length];
            return {
              ...req,
              path: call.path,
              headers: { 'accept-encoding': 'gzip, br', 'accept-language': 'es', ...call.headers },
            };
          },
        },
      ],
    });
    if (result.non2xx || result.errors)
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const machineAfter = machineTicks();
    const webCpu = cpuBetween(cpuBefore, cpuSnapshot(pids()));
    const machinePct =
      ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) * 100;
    const out = {
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      usPerRequest: (webCpu * 1e6) / result.requests.total,
      machinePct,
    };
    console.log(
      `   ${label.padEnd(22)} ${out.perSecond.toFixed(0).padStart(6)} /s   p50 ${out.p50.toFixed(0)} ms   p99 ${out.p99.toFixed(0)} ms` +
        `   web CPU ${out.usPerRequest.toFixed(0)} µs a request   machine busy ${machinePct.toFixed(0)} % of ${availableParallelism()} cores`,
    );
    return out;
  }
  const upAs = async (wanted: 'UP' | 'DOWN') => {
    const deadline = Date.now() + 60_000;
    while ((await topology.haproxy.states())['web-2']?.startsWith(wanted) !== true) {
      if (Date.now() > deadline) throw new Error(`haproxy never saw web-2 ${wanted}`);
      await sleep(100);
    }
  };
  console.log('\n1. The same load through the same haproxy (order 2, 1, 1, 2):');
  await leg('warm-up, two processes');
  const two1 = await leg('two web processes');
  await web2.stop();
  await upAs('DOWN');
  const one1 = await leg('one web process');
  const one2 = await leg('one web process');
  await web2.restart();
  await upAs('UP');
  await leg('warm-up, two processes');
  const two2 = await leg('two web processes');
  const one = (one1.perSecond + one2.perSecond) / 2;
  const two = (two1.perSecond + two2.perSecond) / 2;
  console.log(
    `   two / one = ${(two / one).toFixed(2)} (${two.toFixed(0)} against ${one.toFixed(0)} requests/s) on ${availableParallelism()} cores ` +
      `that also run haproxy, PostgreSQL, the load generator and whatever else shares the machine (load average ${loadavg()[0].toFixed(1)})`,
  );

  // 2. A settings change crossing processes ----------------------------------------------------------
  console.log(`\n2. A settings change saved on web-1, seen by GET /api/config on web-2 (${TRIALS} trials):`);
  const sinceSent: number[] = [];
  const sinceSaved: number[] = [];
  for (let i = 0; i < TRIALS; i++) {
    const value = i % 2 === 0;
    const sent = performance.now();
    const res = await fetch(`${direct(web1)}/api/config`, {
      method: 'PUT',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ approveUsers: value }),
    });
    if (res.status !== 200) throw new Error(`PUT /api/config: ${res.status} ${await res.text()}`);
    await res.text();
    const saved = performance.now();
    const deadline = Date.now() + 10_000;
    for (;;) {
      const config = (await (await fetch(`${direct(web2)}/api/config`)).json()) as { approveUsers?: boolean };
      if (config.approveUsers === value) break;
      if (Date.now() > deadline) throw new Error(`web-2 never saw approveUsers = ${value}`);
      await sleep(2);
    }
    const seen = performance.now();
    sinceSent.push(seen - sent);
    sinceSaved.push(seen - saved);
    await sleep(200);
  }
  const ms = (xs: number[]) => `p50 ${quantile(xs, 0.5).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
  console.log(`   from the PUT sent: ${ms(sinceSent)}; from its answer (saved): ${ms(sinceSaved)}`);

  // 3. A chat message crossing processes -------------------------------------------------------------
  console.log(`\n3. A chat message posted to web-1, read by a subscriber on web-2 (${TRIALS} trials):`);
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const stream = openStream(
    `${direct(web2)}/api/graphql?query=${onEventsQuery(event.id, viewer.user.id)}`,
    bearer(viewer.token),
    (seq) => {
      const at = sentAt.get(seq);
      if (at !== undefined) latencies.push(performance.now() - at);
    },
  );
  await stream.opened;
  await sleep(1_000);
  for (let seq = 0; seq < TRIALS; seq++) {
    sentAt.set(seq, performance.now());
    const res = await fetch(`${direct(web1)}/api/products/${event.id}/chat`, {
      method: 'POST',
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      body: JSON.stringify({ text: `m${seq}` }),
    });
    if (res.status !== 201) throw new Error(`chat post: ${res.status} ${await res.text()}`);
    await res.text();
    const deadline = Date.now() + 10_000;
    while (latencies.length <= seq && Date.now() < deadline) await sleep(1);
    if (latencies.length <= seq) throw new Error(`message m${seq} never reached web-2's subscriber`);
    // Apart from the room's 200 ms coalescing window, so each message is the first of its window.
    await sleep(300);
  }
  stream.close();
  console.log(`   from the post sent to the event read: ${ms(latencies)}`);
} finally {
  await topology.stop();
}
