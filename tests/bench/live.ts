import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { recreateDatabase } from '../db.ts';
import {
  bareReceiver,
  clockPublisher,
  cpuBetween,
  cpuSnapshot,
  encodeLoopFile,
  FPS,
  HLS_TIME,
  hasDrawtext,
  loopPublisher,
  machineTicks,
  newestSegment,
  type Proc,
  processTree,
  segmentFrames,
  sleep,
  started,
} from './live-tools.ts';

// `npm run bench:live` (part of `npm run bench`, never CI): the live path of issue 20 next to a bare ffmpeg
// that receives the same RTMP publish and writes the same HLS with -c copy, measured in the same run:
//  1. glass-to-glass latency: a publisher encodes a 720p30 picture in real time (-re) with its frame number
//     (in binary blocks) and the wall clock burned in; each new segment, once the viewer's path gives it
//     (Platea: the token playlist and the segment over HTTP; baseline: the files on disk, asked as often),
//     is "playable"; its first frame was captured at the publisher's clock start + frame number / 30 s, the
//     start read from the frames where the burned clock turns a second. Median and p95 over 20 segments
//     (2 warm-up ones left out). This is the latency to the live edge: a player adds its own hold-back.
//  2. CPU of one live stream: CPU seconds per wall second of the Platea server process and every process
//     under it (its ffmpeg), minus its idle CPU, against the bare ffmpeg's; the publishers are not counted.
//  3. streams per machine: 1, 2, 4, 8, … concurrent broadcasts, each its own product and key, published by
//     light publishers (a pre-encoded file looped with -c copy), until one falls behind (its newest segment
//     older than 3 segment durations, too few segments, or its publisher cut) or the maximum.
// Knobs: --max-streams=N or BENCH_LIVE_MAX_STREAMS (32), --segments=N or BENCH_LIVE_SEGMENTS (20),
// BENCH_LIVE_PORT (first of a block of max-streams + 3 ports; else free ones), BENCH_LIVE_DATABASE_URL.

const root = resolve(import.meta.dirname, '../..');
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const maxStreams = Number(flag('max-streams') ?? process.env.BENCH_LIVE_MAX_STREAMS ?? 32);
const segmentCount = Number(flag('segments') ?? process.env.BENCH_LIVE_SEGMENTS ?? 20);
const basePort = Number(process.env.BENCH_LIVE_PORT ?? 0);
const url = process.env.BENCH_LIVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench_live';
const WARM_UP_SEGMENTS = 2;
const LATENCY_GOAL_S = 6;
const CPU_GOAL_PCT = 5;
/** A stream whose newest segment is older than this has fallen behind. */
const STALE_MS = 3 * HLS_TIME * 1000;

const workDir = mkdtempSync(join(tmpdir(), 'platea-bench-live-'));
const dataDir = join(workDir, 'data');
mkdirSync(dataDir);
process.env.DATA_DIR = dataDir;

const { createSequelize } = await import('../../models/database.ts');
const { migrate } = await import('../../models/migrate.ts');
const { ProductAccess } = await import('../../models/index.ts');
const { createChannel, createProduct, quickUser } = await import('../api/helpers/commerce.ts');
const { segmentsOf, until } = await import('../api/helpers/live.ts');

interface Row {
  label: string;
  platea: string;
  baseline: string;
  ratio: string;
  goal: string;
  ok: string;
}
const rows: Row[] = [];
const pct = (x: number) => `${x.toFixed(1)} %`;
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(q * xs.length) - 1];

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}
/** Port i of the block: 0 HTTP, 1 the ingest's RTMP, 2… the bare receivers. */
const port = async (i: number) => (basePort ? basePort + i : freePort());

// Platea: the real server as a child process -------------------------------------------------------------

let platea: ChildProcess | null = null;

async function startPlatea(httpPort: number, rtmpPort: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(httpPort),
      RTMP_PORT: String(rtmpPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${httpPort}`,
      PLATEA_ROLES: 'web,ingest',
      SEED_DEMO: 'false',
      SEED_DEMO_MEDIA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  platea = proc;
  await new Promise<void>((ok, fail) => {
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.includes('Platea is ready')) ok();
    });
    proc.once('exit', (code) => fail(new Error(`the server exited with ${code} before it was ready`)));
  });
  return proc;
}

/** SIGTERM (the ingest finishes its ffmpeg), SIGKILL after 20 s; any ffmpeg of it left over is killed. */
async function stopPlatea(proc: ChildProcess) {
  const children = processTree([proc.pid as number]).slice(1);
  if (proc.exitCode === null && proc.signalCode === null) {
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  }
  for (const pid of children) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ffmpeg')) process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

async function cleanUp() {
  for (const child of started) child.kill('SIGKILL');
  if (platea) await stopPlatea(platea);
  rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUp().then(
      () => process.exit(130),
      () => process.exit(130),
    );
  });
}

// 1. Glass-to-glass latency -------------------------------------------------------------------------------

interface Playable {
  name: string;
  /** Wall time (ms) when the playlist listing it had been read and the segment fetched. */
  playableAt: number;
  file: string;
}

/**
 * Asks for the playlist every 100 ms, as a player near the live edge would; each segment it lists for the
 * first time is fetched whole, and it is playable from then. Ends after `want` segments.
 */
async function watchSegments(
  side: string,
  publisher: Proc,
  playlist: () => Promise<string | null>,
  segment: (name: string) => Promise<Buffer | null>,
  want: number,
): Promise<Playable[]> {
  const seen: Playable[] = [];
  const names = new Set<string>();
  const deadline = Date.now() + 60_000 + want * HLS_TIME * 2_000;
  while (seen.length < want) {
    if (!publisher.alive()) throw new Error(`${side}: the publisher stopped: ${publisher.log()}`);
    if (Date.now() > deadline) throw new Error(`${side}: only ${seen.length} segments in time`);
    const text = await playlist();
    for (const name of text ? segmentsOf(text) : []) {
      if (names.has(name)) continue;
      const bytes = await segment(name);
      if (!bytes) break; // listed but not served yet: asked again next time
      const playableAt = Date.now();
      names.add(name);
      const file = join(workDir, `${side}-${name}`);
      await writeFile(file, bytes);
      seen.push({ name, playableAt, file });
    }
    await sleep(100);
  }
  return seen;
}

/**
 * When the publisher's clock started (ms since the epoch): by the wall clock burned into its pictures when
 * there is one (a frame where the second turns was captured at that whole second), else by ffmpeg's log
 * line, else by the spawn. Frame f was captured at that start + f / FPS (-re paces in real time).
 */
function clockStart(side: string, publisher: Proc, ticks: number[]): number {
  const logged = publisher.markedAt();
  const guess = logged ?? publisher.startedAt;
  // The whole second S at which frame f turned the clock is the one nearest the guess (it is within ms).
  const starts = ticks
    .map((f) => {
      const turned = Math.round(guess / 1000 + f / FPS - 0.5 / FPS);
      return (turned + 0.5 / FPS - f / FPS) * 1000;
    })
    .sort((a, b) => a - b);
  const fromClock = starts.length ? quantile(starts, 0.5) : null;
  const after = (t: number | null) => (t === null ? '-' : `${(t - publisher.startedAt).toFixed(0)} ms`);
  console.log(
    `   ${side.padEnd(8)} the publisher's clock started after its spawn by: ${after(fromClock)} by the burned ` +
      `clock (${starts.length} second turns, spread ${starts.length ? (starts[starts.length - 1] - starts[0]).toFixed(0) : '-'} ms), ` +
      `${after(logged)} by its log line`,
  );
  return fromClock ?? guess;
}

/** Latency of each segment (s): when it became playable minus when its first frame was captured. */
async function latencies(side: string, publisher: Proc, seen: Playable[]): Promise<number[]> {
  const read: Awaited<ReturnType<typeof segmentFrames>>[] = [];
  for (const s of seen) {
    const r = await segmentFrames(s.file);
    // The frame numbers read back run on one by one: else the reading (or the stream) is wrong.
    const broken = r.frames.findIndex((n, i) => n !== r.frames[0] + i);
    if (broken >= 0)
      throw new Error(`${side} ${s.name}: frame ${r.frames[broken]} after ${r.frames[broken - 1]}`);
    read.push(r);
  }
  const start = clockStart(
    side,
    publisher,
    read.flatMap((r) => r.ticks),
  );
  const first = read[0].frames[0];
  const out = seen.slice(WARM_UP_SEGMENTS).map((s, i) => {
    const captured = start + (read[i + WARM_UP_SEGMENTS].frames[0] * 1000) / FPS;
    return (s.playableAt - captured) / 1000;
  });
  console.log(
    `   ${side.padEnd(8)} first segment starts at the publisher's frame ${first} (${(first / FPS).toFixed(1)} s); ` +
      `latency of segments ${WARM_UP_SEGMENTS + 1}..${seen.length}: median ${quantile(out, 0.5).toFixed(2)} s, ` +
      `p95 ${quantile(out, 0.95).toFixed(2)} s, min ${Math.min(...out).toFixed(2)} s, max ${Math.max(...out).toFixed(2)} s`,
  );
  return out;
}

// 3. Streams per machine (2 is its first step) ----------------------------------------------------------

interface LiveStream {
  dir: string;
  publisher: Proc;
  receiver?: Proc;
}

interface Side {
  name: string;
  /** CPU of the side with no stream (% of a core). */
  idlePct: number;
  roots: () => number[];
  /** The process whose own share is shown apart (Platea's Node process: node-media-server, heartbeats). */
  main?: number;
  add: (i: number) => Promise<LiveStream>;
}

interface Step {
  n: number;
  cpuPct: number;
  perStreamPct: number;
  /** The main process's own CPU (% of one core), without its children. */
  mainPct: number | null;
  machinePct: number;
  worstAgeS: number;
  fewestSegments: number;
  held: boolean;
  why: string;
}

const segmentNumber = (name: string) => Number(/(\d+)\.ts$/.exec(name)?.[1] ?? Number.NaN);

async function measureStep(side: Side, streams: LiveStream[], windowS: number): Promise<Step> {
  const n = streams.length;
  const firstSegment = await Promise.all(
    streams.map(async (s) => (await newestSegment(s.dir))?.names.at(-1)),
  );
  const cpuBefore = cpuSnapshot(side.roots());
  const machineBefore = machineTicks();
  const t0 = performance.now();
  let worstAge = 0;
  let why = '';
  while (performance.now() - t0 < windowS * 1000) {
    await sleep(1000);
    for (const [i, s] of streams.entries()) {
      if (!s.publisher.alive() || (s.receiver && !s.receiver.alive())) why ||= `stream ${i + 1} was cut`;
      worstAge = Math.max(worstAge, (await newestSegment(s.dir))?.ageMs ?? Number.POSITIVE_INFINITY);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpuAfter = cpuSnapshot(side.roots());
  const cpuPct = (cpuBetween(cpuBefore, cpuAfter) / seconds) * 100;
  const main = side.main;
  const mainPct = main ? (((cpuAfter.get(main) ?? 0) - (cpuBefore.get(main) ?? 0)) / seconds) * 100 : null;
  const machineAfter = machineTicks();
  const machinePct =
    ((machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)) *
    availableParallelism() *
    100;
  const produced = await Promise.all(
    streams.map(async (s, i) => {
      const last = (await newestSegment(s.dir))?.names.at(-1);
      const from = firstSegment[i];
      return last && from ? segmentNumber(last) - segmentNumber(from) : 0;
    }),
  );
  const fewest = Math.min(...produced);
  if (worstAge > STALE_MS) why ||= `a newest segment was ${(worstAge / 1000).toFixed(1)} s old`;
  if (fewest < windowS / HLS_TIME - 2) why ||= `a stream made ${fewest} segments in ${windowS} s`;
  return {
    n,
    cpuPct,
    perStreamPct: (cpuPct - side.idlePct) / n,
    mainPct,
    machinePct,
    worstAgeS: worstAge / 1000,
    fewestSegments: fewest,
    held: !why,
    why,
  };
}

async function ladder(side: Side): Promise<Step[]> {
  console.log(`\n   ${side.name}: N streams, CPU of the side (% of one core), machine busy (% of one core)`);
  const streams: LiveStream[] = [];
  const steps: Step[] = [];
  try {
    for (let n = 1; n <= maxStreams; n *= 2) {
      let why = '';
      while (streams.length < n) {
        try {
          streams.push(await side.add(streams.length));
        } catch (err) {
          why = err instanceof Error ? err.message : String(err);
          break;
        }
      }
      // Every stream has its first segment, then a few seconds to settle.
      if (!why) {
        try {
          await until(
            'the first segment of every stream',
            async () => {
              const cut = streams.findIndex(
                (s) => !s.publisher.alive() || (s.receiver && !s.receiver.alive()),
              );
              if (cut >= 0) throw new Error(`stream ${cut + 1} was cut: ${streams[cut].publisher.log()}`);
              const firsts = await Promise.all(streams.map((s) => newestSegment(s.dir)));
              return firsts.every(Boolean);
            },
            30_000,
          );
          await sleep(4_000);
        } catch (err) {
          why = err instanceof Error ? err.message : String(err);
        }
      }
      const step = why
        ? {
            n,
            cpuPct: 0,
            perStreamPct: 0,
            mainPct: null,
            machinePct: 0,
            worstAgeS: 0,
            fewestSegments: 0,
            held: false,
            why,
          }
        : await measureStep(side, streams, n === 1 ? 30 : 20);
      steps.push(step);
      console.log(
        `   ${String(n).padStart(4)}  CPU ${pct(step.cpuPct).padStart(8)} (${pct(step.perStreamPct)} a stream` +
          `${side.idlePct ? ' over idle' : ''}${step.mainPct === null ? '' : `; Node process ${pct(step.mainPct)}`}), machine ${pct(step.machinePct).padStart(8)}, newest segment at ` +
          `most ${step.worstAgeS.toFixed(1)} s old, fewest new segments ${step.fewestSegments}: ` +
          `${step.held ? 'held' : `FELL BEHIND (${step.why})`}`,
      );
      if (!step.held) break;
    }
  } finally {
    await Promise.all(streams.map((s) => s.publisher.kill()));
    // A receiver finishes its last segment once its publisher is gone; a stuck one is killed.
    await Promise.all(
      streams.map(async (s) => {
        if (s.receiver) await Promise.race([s.receiver.exited, sleep(5_000)]);
        await s.receiver?.kill();
      }),
    );
  }
  return steps;
}

// The run ---------------------------------------------------------------------------------------------------

try {
  const drawtext = await hasDrawtext();
  console.log(
    `Live bench: ${availableParallelism()} cores, ${FPS} fps 720p publishers, ${HLS_TIME} s segments; ` +
      (drawtext
        ? 'the wall clock is burned into the picture (drawtext) besides the frame number read back.'
        : 'ffmpeg has no drawtext: no readable clock in the picture, only the frame number read back.'),
  );
  const [httpPort, rtmpPort] = [await port(0), await port(1)];

  await recreateDatabase(url);
  const sequelize = createSequelize(url, { pool: 5 });
  await migrate(sequelize);
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const products: Awaited<ReturnType<typeof createProduct>>[] = [];
  for (let i = 0; i <= maxStreams; i++) products.push(await createProduct(channel, { type: 'broadcast' }));
  const viewer = await quickUser();
  await ProductAccess.create({ userId: viewer.user.id, productId: products[0].id, source: 'admin' });
  await sequelize.close();

  const loopFile = join(workDir, 'loop.mp4');
  await encodeLoopFile(loopFile, 20, drawtext);
  const mbit = (statSync(loopFile).size * 8) / 20 / 1e6;
  console.log(`   light publishers loop a 20 s file of ${mbit.toFixed(1)} Mbit/s with -c copy`);

  const server = await startPlatea(httpPort, rtmpPort);
  const serverPid = server.pid as number;
  const http = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${httpPort}${path}`, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function startBroadcast(productId: number): Promise<string> {
    const res = await http(`/api/products/${productId}/broadcast/start`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    const body = (await res.json()) as { ingestUrl: string; streamKey: string };
    if (res.status !== 200) throw new Error(`broadcast/start: ${res.status} ${JSON.stringify(body)}`);
    return `${body.ingestUrl}/${body.streamKey}`;
  }

  // Idle CPU of the server (HTTP, change listener, ingest with nothing to do), taken out of the per-stream.
  await sleep(3_000);
  const idleBefore = cpuSnapshot([serverPid]);
  await sleep(10_000);
  const idlePct = (cpuBetween(idleBefore, cpuSnapshot([serverPid])) / 10) * 100;
  console.log(`   Platea server idle: ${pct(idlePct)} of a core`);

  console.log(
    `\n1. Glass-to-glass latency: ${segmentCount} segments a side after ${WARM_UP_SEGMENTS} warm-up ones`,
  );
  const want = segmentCount + WARM_UP_SEGMENTS;
  let plateaLatency: number[];
  {
    const publisher = clockPublisher(await startBroadcast(products[0].id), drawtext);
    try {
      const src = await until('the playback answer to give the playlist', async () => {
        const res = await http(`/api/products/${products[0].id}/playback`, { headers: bearer(viewer.token) });
        return res.status === 200 ? ((await res.json()) as { src: string | null }).src : null;
      });
      const base = src.slice(0, src.lastIndexOf('/'));
      const seen = await watchSegments(
        'platea',
        publisher,
        async () => {
          const res = await http(src);
          return res.status === 200 ? res.text() : null;
        },
        async (name) => {
          const res = await http(`${base}/${name}`);
          return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : null;
        },
        want,
      );
      plateaLatency = await latencies('platea', publisher, seen);
    } finally {
      await publisher.kill();
    }
    const stop = await http(`/api/products/${products[0].id}/broadcast/stop`, {
      method: 'POST',
      headers: bearer(owner.token),
    });
    if (stop.status !== 200) throw new Error(`broadcast/stop: ${stop.status}`);
  }
  let bareLatency: number[];
  {
    const dir = mkdtempSync(join(workDir, 'bare-'));
    const receiverPort = await port(2);
    const receiver = await bareReceiver(receiverPort, dir);
    const publisher = clockPublisher(`rtmp://127.0.0.1:${receiverPort}/live/bench`, drawtext);
    try {
      const seen = await watchSegments(
        'bare',
        publisher,
        () => readFile(join(dir, 'index.m3u8'), 'utf8').catch(() => null),
        (name) => readFile(join(dir, name)).catch(() => null),
        want,
      );
      bareLatency = await latencies('bare', publisher, seen);
    } finally {
      await publisher.kill();
      await receiver.kill();
    }
  }
  for (const [label, q] of [
    ['median', 0.5],
    ['p95', 0.95],
  ] as const) {
    const [a, b] = [quantile(plateaLatency, q), quantile(bareLatency, q)];
    rows.push({
      label: `1. glass-to-glass latency, ${label}`,
      platea: `${a.toFixed(2)} s`,
      baseline: `${b.toFixed(2)} s`,
      ratio: (a / b).toFixed(2),
      goal: `<= ${LATENCY_GOAL_S} s`,
      ok: a <= LATENCY_GOAL_S ? 'ok' : 'MISSED',
    });
  }

  console.log(`\n2 and 3. Concurrent live streams (step 1 is the single stream of 2, over 30 s)`);
  const plateaSteps = await ladder({
    name: 'Platea (server process and its ffmpeg)',
    idlePct,
    roots: () => [serverPid],
    main: serverPid,
    add: async (i) => {
      const productId = products[i + 1].id;
      const publisher = loopPublisher(loopFile, await startBroadcast(productId));
      return { publisher, dir: join(dataDir, 'media', 'live', String(productId), 'src') };
    },
  });
  // The ingest's ffmpeg finish once their publishers are gone: the baseline runs on a quiet server.
  const leftover = () =>
    processTree([serverPid])
      .slice(1)
      .map((pid) => {
        try {
          return `${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 120)}`;
        } catch {
          return `${pid} (gone)`;
        }
      });
  await until('the ingest to end its ffmpeg', async () => leftover().length === 0, 30_000).catch(() =>
    console.log(`   WARNING: still under the server after 30 s: ${leftover().join('; ')}`),
  );
  const receivers: Proc[] = [];
  const bareSteps = await ladder({
    name: 'bare ffmpeg -listen 1 … -c copy -f hls (one per stream)',
    idlePct: 0,
    roots: () => receivers.filter((r) => r.alive()).map((r) => r.child.pid as number),
    add: async (i) => {
      const dir = mkdtempSync(join(workDir, `bare-${i}-`));
      const receiverPort = await port(3 + i);
      const receiver = await bareReceiver(receiverPort, dir);
      receivers.push(receiver);
      const publisher = loopPublisher(loopFile, `rtmp://127.0.0.1:${receiverPort}/live/bench`);
      return { dir, publisher, receiver };
    },
  });

  const [one, bareOne] = [plateaSteps[0], bareSteps[0]];
  rows.push({
    label: '2. CPU of one live stream, over idle',
    platea: pct(one.perStreamPct),
    baseline: pct(bareOne.perStreamPct),
    ratio: (one.perStreamPct / bareOne.perStreamPct).toFixed(2),
    goal: `<= ${CPU_GOAL_PCT} %`,
    ok: one.held && one.perStreamPct <= CPU_GOAL_PCT ? 'ok' : 'MISSED',
  });
  rows.push({
    label: '2.   of which the Node process (the RTMP relay)',
    platea: pct(one.mainPct ?? 0),
    baseline: '-',
    ratio: '-',
    goal: '',
    ok: '',
  });
  rows.push({
    label: `2. CPU with one stream, idle (${pct(idlePct)}) included`,
    platea: pct(one.cpuPct),
    baseline: pct(bareOne.cpuPct),
    ratio: (one.cpuPct / bareOne.cpuPct).toFixed(2),
    goal: '',
    ok: '',
  });
  const heldMost = (steps: Step[]) => steps.filter((s) => s.held).at(-1)?.n ?? 0;
  const [most, bareMost] = [heldMost(plateaSteps), heldMost(bareSteps)];
  const capped = (steps: Step[], m: number) =>
    m === maxStreams && steps.every((s) => s.held) ? ` (the cap)` : '';
  rows.push({
    label: `3. concurrent streams held (of 1, 2, 4 … ${maxStreams})`,
    platea: `${most}${capped(plateaSteps, most)}`,
    baseline: `${bareMost}${capped(bareSteps, bareMost)}`,
    ratio: bareMost ? (most / bareMost).toFixed(2) : '-',
    goal: '',
    ok: '',
  });
  for (const s of plateaSteps.filter((x) => x.held)) {
    const b = bareSteps.find((x) => x.n === s.n && x.held);
    rows.push({
      label: `3. CPU a stream with ${String(s.n).padStart(2)} streams`,
      platea: pct(s.perStreamPct),
      baseline: b ? pct(b.perStreamPct) : '-',
      ratio: b ? (s.perStreamPct / b.perStreamPct).toFixed(2) : '-',
      goal: `<= ${CPU_GOAL_PCT} %`,
      ok: s.perStreamPct <= CPU_GOAL_PCT ? 'ok' : 'MISSED',
    });
  }
} finally {
  await cleanUp();
}

console.log(
  '\nLive bench: Platea next to bare ffmpeg doing the same work in this run (ratio = Platea / bare)',
);
console.log('Shared 2-core machine: indicative numbers; the ratios are what compare across machines.');
const table = [['', 'Platea', 'bare ffmpeg', 'ratio', 'goal', ''], ...rows.map((r) => Object.values(r))];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const r of table) {
  console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
}
// Open handles of the app's modules (imported for the fixtures) must not keep a finished bench alive.
process.exit(0);
