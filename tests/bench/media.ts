import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { recreateDatabase } from '../db.ts';

// `npm run bench:media` (never CI): the media pipeline next to a bare baseline measured in the same run,
// printed as ratios (absolute times do not compare across machines):
//  1. the real `media.transcode` job of an upload against the same ffmpeg ladder command run alone;
//  2. the RSS of the real server (a child process) while a 1 GB tus upload streams in, over its idle RSS;
//  3. GET of a segment through the token-authorised path against a bare static handler of the same file.
// Knobs: --clip-seconds=N or BENCH_CLIP_SECONDS (default 60), --runs=N or BENCH_LADDER_RUNS (default 2),
// BENCH_UPLOAD_MB (default 1024), BENCH_MEDIA_DATABASE_URL.

const exec = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const clipSeconds = Number(flag('clip-seconds') ?? process.env.BENCH_CLIP_SECONDS ?? 60);
const ladderRuns = Math.max(1, Number(flag('runs') ?? process.env.BENCH_LADDER_RUNS ?? 2));
const uploadBytes = Math.round(Number(process.env.BENCH_UPLOAD_MB ?? 1024) * 1024 ** 2);
const url = process.env.BENCH_MEDIA_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench_media';

// The app reads its environment once, when first imported: DATA_DIR first, then the app's modules.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-bench-media-'));
process.env.DATA_DIR = dataDir;

const { createApp } = await import('../../api/src/app.ts');
const { drainQueue, prepareQueues } = await import('../../api/src/jobs/index.ts');
const { listenForChanges } = await import('../../api/src/lib/db-changes.ts');
const { videoLadderCommand } = await import('../../api/src/media/ladder.ts');
const { probe } = await import('../../api/src/media/probe.ts');
const { contentTypeOf, transcodeJob } = await import('../../api/src/media/transcode.ts');
const { mediaStorage } = await import('../../api/src/media/storage/index.ts');
const { createSequelize } = await import('../../models/database.ts');
const { MediaAsset } = await import('../../models/index.ts');
const { migrate } = await import('../../models/migrate.ts');
const { seedDemo } = await import('../../seeds/index.ts');

interface Row {
  label: string;
  measured: string;
  baseline: string;
  ratio: string;
  goal: string;
  ok: boolean;
}
const rows: Row[] = [];
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { stdout: clockTicks } = await exec('getconf', ['CLK_TCK']);
/**
 * CPU seconds of this process and of its reaped children (ffmpeg, ffprobe): /proc/self/stat utime,
 * stime, cutime, cstime. Unlike wall time it hardly moves when other work shares the machine.
 */
function cpuSeconds(): { all: number; node: number } {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ", field 3 (state) is index 0: utime, stime, cutime, cstime are fields 14..17.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map((f) => Number(f) / Number(clockTicks));
  return { all: utime + stime + cutime + cstime, node: utime + stime };
}

/** Calls of `fn` completed per second over `ms`, 10 callers at once (after a warm-up unless told not to). */
async function rate(fn: () => Promise<unknown>, ms = 3000, concurrency = 10, warmUp = 50): Promise<number> {
  for (let i = 0; i < warmUp; i++) await fn();
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

async function waitFor<T>(check: () => Promise<T | null | undefined | false>, ms = 120_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await sleep(100);
  }
}

const tusMetadata = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

// Database, queues and demo data, as `npm run bench` does.
await recreateDatabase(url);
const sequelize = createSequelize(url, { pool: 20 });
await migrate(sequelize);
await prepareQueues(url);
await seedDemo(sequelize);
const stopSettingsCache = await listenForChanges(url);
const app = createApp();

async function login(email: string, password: string): Promise<string> {
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const producerToken = await login('producer@platea.test', 'Producer.2026');
const viewerToken = await login('viewer@platea.test', 'Viewer.2026');
const productId = (
  (await (await app.request('/api/products/by-slug/bodas-de-sangre-grabacion')).json()) as { id: number }
).id;
const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${producerToken}` };
const videoMeta = (name: string) =>
  tusMetadata({ filename: name, filetype: 'video/mp4', productId: String(productId), kind: 'video' });

function cells(r: Row): string[] {
  return [r.label, r.measured, r.baseline, r.ratio, r.goal, r.ok ? 'ok' : 'MISSED'];
}

// 1. Ladder job overhead ---------------------------------------------------------------------------------

/** A tus upload of `file` in one PATCH, in-process; answers the new asset's id once its job is queued. */
async function uploadClip(file: string): Promise<number> {
  const bytes = await readFile(file);
  const created = await app.request('/api/uploads', {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': videoMeta('bench.mp4') },
  });
  if (created.status !== 201) throw new Error(`tus POST: ${created.status} ${await created.text()}`);
  const done = await app.request(created.headers.get('location') as string, {
    method: 'PATCH',
    headers: {
      ...tus,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
    },
    body: bytes,
  });
  if (done.status !== 200) throw new Error(`tus PATCH: ${done.status} ${await done.text()}`);
  const { mediaId } = (await done.json()) as { mediaId: number };
  // The finishing request answers at once; the copy to storage and the enqueue follow (ingest).
  await waitFor(async () => (await MediaAsset.findByPk(mediaId))?.status === 'queued');
  return mediaId;
}

/**
 * ladder.ts's command alone: same builder, same args, same stdio (progress on a pipe), into a temp dir.
 * Besides (untimed in the baseline): what the job does around ffmpeg that costs time, timed alone, to
 * explain the difference: the probe, and storing the outputs with the same put() as storeOutput.
 */
async function bareLadder(
  source: string,
): Promise<{ ms: number; cpu: number; node: number; probeMs: number; storeMs: number }> {
  let t = performance.now();
  const p = await probe(source);
  const probeMs = performance.now() - t;
  if (!p?.video) throw new Error('the clip has no video');
  const out = mkdtempSync(join(dataDir, 'bare-'));
  const { args } = videoLadderCommand(source, p, out);
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  await new Promise<void>((ok, fail) => {
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    ffmpeg.stdout.resume();
    ffmpeg.stderr.resume();
    ffmpeg.on('error', fail);
    ffmpeg.on('close', (code) => (code === 0 ? ok() : fail(new Error(`ffmpeg exited with ${code}`))));
  });
  const ms = performance.now() - started;
  const cpuAfter = cpuSeconds();
  const cpu = cpuAfter.all - cpuBefore.all;
  const node = cpuAfter.node - cpuBefore.node;
  t = performance.now();
  const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  for (const d of files) {
    const file = relative(out, join(d.parentPath, d.name));
    await mediaStorage().put(`bench-store/${file}`, createReadStream(join(out, file)), contentTypeOf(file));
  }
  const storeMs = performance.now() - t;
  await mediaStorage().deletePrefix('bench-store');
  await rm(out, { recursive: true, force: true });
  return { ms, cpu, node, probeMs, storeMs };
}

/**
 * The real job for a fresh upload (tus, ingest into media storage, enqueued in pg-boss), done by the
 * queue's own handler (drainQueue: fetch, handler, complete), timed from the fetch to the completion.
 * Each upload after the first is a replacement, as a producer re-uploading would make.
 */
async function ladderJob(clip: string): Promise<{ ms: number; cpu: number; node: number }> {
  const id = await uploadClip(clip);
  const cpuBefore = cpuSeconds();
  const started = performance.now();
  const done = await drainQueue(sequelize, transcodeJob.name);
  const ms = performance.now() - started;
  const cpuAfter = cpuSeconds();
  const cpu = cpuAfter.all - cpuBefore.all;
  const node = cpuAfter.node - cpuBefore.node;
  const asset = await MediaAsset.findByPk(id);
  if (done !== 1 || asset?.status !== 'ready') throw new Error(`job: ${done} done, asset ${asset?.status}`);
  return { ms, cpu, node };
}

async function benchLadder() {
  console.log(`\n1. Ladder: ${clipSeconds} s 1920x1080 clip, ${ladderRuns} run(s) a side, ABBA order`);
  const clip = join(dataDir, 'clip.mp4');
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  args.push('-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=25');
  args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  args.push('-t', String(clipSeconds), '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p');
  args.push('-c:a', 'aac', '-shortest', '-movflags', '+faststart', clip);
  await exec('ffmpeg', args);
  console.log(`   clip: ${((await stat(clip)).size / 1024 ** 2).toFixed(1)} MB`);
  // The stored source is a byte copy of the clip: the bare side reads the clip itself (page cache warm).
  const bare: { ms: number; cpu: number; node: number }[] = [];
  const job: { ms: number; cpu: number; node: number }[] = [];
  const around: { probeMs: number; storeMs: number }[] = [];
  const loads: number[] = [];
  for (let i = 0; i < ladderRuns; i++) {
    // bare, job, job, bare, ...: a drift of the machine falls on both sides alike.
    for (const side of i % 2 === 0 ? ['bare', 'job'] : ['job', 'bare']) {
      let run: { ms: number; cpu: number; node: number };
      if (side === 'bare') {
        const { probeMs, storeMs, ...r } = await bareLadder(clip);
        around.push({ probeMs, storeMs });
        run = r;
        bare.push(run);
      } else {
        run = await ladderJob(clip);
        job.push(run);
      }
      const name = side === 'bare' ? 'bare ffmpeg ladder ' : 'media.transcode job';
      // The load average says whether something else ran meanwhile (ffmpeg alone makes it ~ the cores).
      const load = loadavg()[0];
      loads.push(load);
      console.log(
        `   ${name}  ${secs(run.ms)} wall, ${run.cpu.toFixed(1)} s CPU (${run.node.toFixed(1)} s of it in ` +
          `this process), load ${load.toFixed(1)}`,
      );
    }
  }
  const wall = [mean(job.map((r) => r.ms)), mean(bare.map((r) => r.ms))];
  const cpu = [mean(job.map((r) => r.cpu)), mean(bare.map((r) => r.cpu))];
  const node = [mean(job.map((r) => r.node)), mean(bare.map((r) => r.node))];
  console.log(
    `   job - bare: ${secs(wall[0] - wall[1])} wall, ${(cpu[0] - cpu[1]).toFixed(1)} s CPU of which ` +
      `${(node[0] - node[1]).toFixed(1)} s in this process (the job's own code); alone, the ` +
      `job's probe takes ${secs(mean(around.map((a) => a.probeMs)))} and storing its outputs ` +
      `${secs(mean(around.map((a) => a.storeMs)))}`,
  );
  if (Math.max(...loads) > availableParallelism() + 1) {
    console.log(
      `   NOTE: load up to ${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores: other work ` +
        'shared the machine, so the wall times are noisy; the CPU-time row is the steadier one.',
    );
  }
  rows.push({
    label: '1. ladder job wall time',
    measured: secs(wall[0]),
    baseline: `${secs(wall[1])} bare ffmpeg`,
    ratio: (wall[0] / wall[1]).toFixed(3),
    goal: '<= 1.05',
    ok: wall[0] / wall[1] <= 1.05,
  });
  // The same runs in CPU seconds (ffmpeg + ffprobe + this process): steadier on a shared machine.
  rows.push({
    label: '1. ladder job CPU time (cross-check)',
    measured: `${cpu[0].toFixed(1)} s`,
    baseline: `${cpu[1].toFixed(1)} s bare ffmpeg`,
    ratio: (cpu[0] / cpu[1]).toFixed(3),
    goal: '<= 1.05',
    ok: cpu[0] / cpu[1] <= 1.05,
  });
}

// 3. Segment serving ----------------------------------------------------------------------------------------

/**
 * Requests per second of `a` and of `b`, each run for `ms` in turn over `rounds` rounds (ABBA), both
 * warmed up first: on a shared 2-core machine a single 3 s run of each drifts by far more than the
 * difference being measured.
 */
async function compare(
  label: [string, string],
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  rounds = 8,
  ms = 1000,
): Promise<[number, number]> {
  const sums = [0, 0];
  const sides = [a, b];
  for (const fn of sides) for (let i = 0; i < 50; i++) await fn();
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) sums[side] += await rate(sides[side], ms, 10, 0);
  }
  const perSecond = sums.map((n) => n / rounds) as [number, number];
  for (const side of [0, 1]) {
    console.log(`   ${label[side].padEnd(48)} ${perSecond[side].toFixed(0).padStart(8)} /s`);
  }
  return perSecond;
}

async function benchSegments() {
  console.log('\n3. Segments: GET through the token path next to a bare static handler of the same file');
  const res = await app.request(`/api/products/${productId}/playback`, {
    headers: { authorization: `Bearer ${viewerToken}` },
  });
  const playback = (await res.json()) as { src: string; renditions: { name: string }[] };
  const m = /^\/media\/([^/]+)\/(\d+)\/master\.m3u8$/.exec(playback.src ?? '');
  if (!m) throw new Error(`playback: ${res.status} ${JSON.stringify(playback)}`);
  const asset = await MediaAsset.findByPk(Number(m[2]));
  // A bare static handler over the media storage folder: serving the file with no authorising at all.
  const bare = new Hono().use('/*', serveStatic({ root: join(dataDir, 'media') }));
  const names = playback.renditions.map((r) => r.name);
  // The smallest segments (the most overhead per byte) and the largest.
  for (const name of [...new Set([names.at(-1) as string, names[0]])]) {
    // A segment from the middle of the rendition's own playlist (read through the token path too).
    const folder = playback.src.replace('/master.m3u8', '');
    const playlist = await (await app.request(`${folder}/${name}/index.m3u8`)).text();
    const segments = playlist.split('\n').filter((l) => /^seg_\d{5}\.ts$/.test(l.trim()));
    if (!segments.length) throw new Error(`no segments in ${name}/index.m3u8: ${playlist.slice(0, 200)}`);
    const file = `${name}/${segments[Math.floor((segments.length - 1) / 2)].trim()}`;
    const tokenPath = `${folder}/${file}`;
    const barePath = `/${asset?.hlsPath}/${file}`;
    const [a, b] = [await app.request(tokenPath), await bare.request(barePath)];
    const [aBytes, bBytes] = [(await a.arrayBuffer()).byteLength, (await b.arrayBuffer()).byteLength];
    if (a.status !== 200 || b.status !== 200 || aBytes !== bBytes || aBytes === 0) {
      throw new Error(`segment ${file}: token path ${a.status} ${aBytes} B, bare ${b.status} ${bBytes} B`);
    }
    const kb = `${(aBytes / 1024).toFixed(0)} KB`;
    const [api, base] = await compare(
      [`GET /media/{token}/…/${file} (${kb})`, '  bare: serveStatic, same file'],
      async () => (await app.request(tokenPath)).arrayBuffer(),
      async () => (await bare.request(barePath)).arrayBuffer(),
    );
    rows.push({
      label: `3. GET ${name} segment (${kb}), in-process`,
      measured: `${api.toFixed(0)} /s`,
      baseline: `${base.toFixed(0)} /s static`,
      ratio: (api / base).toFixed(2),
      goal: '>= 0.80',
      ok: api / base >= 0.8,
    });
  }
}

// 2. Upload memory -------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  const probeServer = createServer();
  await new Promise<void>((r) => probeServer.listen(0, '127.0.0.1', () => r()));
  const { port } = probeServer.address() as AddressInfo;
  await new Promise((r) => probeServer.close(r));
  return port;
}

/** The real server (api/src/server.ts) as a child process on the bench database and data folder. */
async function startChild(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      SEED_DEMO_MEDIA: 'false',
      WORKERS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((ok, fail) => {
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.includes('Platea is ready')) ok();
    });
    proc.once('exit', (code) => fail(new Error(`the server exited with ${code} before it was ready`)));
  });
  return proc;
}

async function stopChild(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (proc.exitCode === null) proc.kill('SIGKILL');
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: { bytes: number; chunk: Buffer },
): Promise<Answer> {
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', fail);
    });
    req.on('error', fail);
    if (!body) {
      req.end();
      return;
    }
    // Streamed: one reused chunk written as the socket drains, so the bench itself holds nothing.
    let sent = 0;
    const pump = () => {
      while (sent < body.bytes) {
        const n = Math.min(body.chunk.length, body.bytes - sent);
        sent += n;
        if (!req.write(n === body.chunk.length ? body.chunk : body.chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/**
 * One tus upload of `uploadBytes` streamed to the child in one PATCH, RSS sampled every 100 ms.
 * `declared`: with Content-Length (as tus-js-client sends a Blob); else Transfer-Encoding: chunked (as
 * fetch with a ReadableStream body and duplex: 'half' sends).
 */
async function uploadMemory(proc: ChildProcess, port: number, declared: boolean) {
  const pid = proc.pid as number;
  const created = await send(port, 'POST', '/api/uploads', {
    ...tus,
    'Upload-Length': String(uploadBytes),
    'Upload-Metadata': videoMeta('big.mp4'),
  });
  if (created.status !== 201) throw new Error(`tus POST: ${created.status} ${created.body}`);
  const location = created.headers.location as string;
  // Idle: 2 s after the POST (the tus server and its store exist by now).
  const idle: number[] = [];
  for (let i = 0; i < 20; i++) {
    idle.push(rssMb(pid));
    await sleep(100);
  }
  const baseline = median(idle);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  const started = performance.now();
  const headers: Record<string, string> = {
    ...tus,
    'Upload-Offset': '0',
    'Content-Type': 'application/offset+octet-stream',
  };
  if (declared) headers['Content-Length'] = String(uploadBytes);
  let answer: Answer;
  try {
    answer = await send(port, 'PATCH', location, headers, {
      bytes: uploadBytes,
      chunk: randomBytes(1 << 20),
    });
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb(pid));
  const ms = performance.now() - started;
  const mb = uploadBytes / 1024 ** 2;
  const how = declared ? 'Content-Length' : 'chunked';
  console.log(
    `   ${how.padEnd(14)} ${mb.toFixed(0)} MB in ${secs(ms)}: answered ${answer.status} ` +
      `(${answer.body.slice(0, 80)}); RSS idle ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
  );
  const growth = peak - baseline;
  rows.push({
    label: `2. tus ${mb.toFixed(0)} MB PATCH, ${how}: RSS growth`,
    measured: `+${growth.toFixed(0)} MB`,
    baseline: `${baseline.toFixed(0)} MB idle`,
    ratio: (peak / baseline).toFixed(2),
    goal: '< +150 MB',
    ok: growth < 150,
  });
}

async function benchUploadMemory() {
  console.log('\n2. Upload memory: the real server as a child process, RSS every 100 ms');
  const port = await freePort();
  child = await startChild(port);
  // A first request of each kind, so lazy modules and pools are loaded before the idle baseline.
  await send(port, 'GET', '/api/config', {});
  await uploadMemory(child, port, true);
  await uploadMemory(child, port, false);
  await stopChild(child);
  child = null;
}

// The run ---------------------------------------------------------------------------------------------------

let child: ChildProcess | null = null;
try {
  await benchLadder();
  await benchSegments();
  await benchUploadMemory();
} finally {
  if (child) await stopChild(child);
  await stopSettingsCache();
  await sequelize.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\nMedia bench: measured next to its baseline in this run (ratios compare across machines)');
rows.sort((a, b) => a.label.localeCompare(b.label));
const table = [['', 'measured', 'baseline', 'ratio', 'goal', ''], ...rows.map(cells)];
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const r of table)
  console.log(`  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`);
// Open handles of the app's modules (tus, pg-boss) must not keep a finished bench alive.
process.exit(0);
