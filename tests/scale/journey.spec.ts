import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import pg from 'pg';
import { SCALE_PORT } from '../../playwright.scale.config.ts';
import { ADMIN, signUp } from '../e2e/helpers/accounts.ts';
import { broadcast, broadcastProduct, PRODUCER } from '../e2e/helpers/live.ts';
import { LoginPage } from '../e2e/pages/LoginPage.ts';
import { startTopology, type Topology } from './topology.ts';

/**
 * Issue 25: Platea past one process. One journey through haproxy in front of two web processes (each with
 * its own DATA_DIR: nothing is shared through disk), a worker and an ingest, all media in s3rver. Every
 * answer says which web process gave it (X-Platea-Process, set by haproxy), and each step shows that the
 * requests really crossed processes. The steps run in order on one topology and share what they made.
 */
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };

let topo: Topology;
let api: APIRequestContext;
let db: pg.Client;
// The journey's own files (its clip): made in the worker that runs it, not where the tests are listed.
let folder: string;
const senders: ChildProcess[] = [];

test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  folder = mkdtempSync(join(tmpdir(), 'platea-scale-journey-'));
  topo = await startTopology({
    port: SCALE_PORT,
    env: {
      // A transcode whose worker is killed is taken as lost after 30 s and retried at once, maintenance
      // every second (tests/api/media-worker.test.ts); the clip's encode takes far less than that.
      JOBS_EXPIRE_SECONDS: '30',
      JOBS_RETRY_DELAY_SECONDS: '0',
      JOBS_MAINTENANCE_SECONDS: '1',
      // Five failed sign-ins of one address for one account, then each further one waits.
      LOGIN_FREE_FAILURES: '5',
      // Four sign-ups from one address per window (the journey signs up no one else).
      RATE_LIMIT_SIGNUP_PER_IP: '4',
    },
  });
  api = await playwrightRequest.newContext({ baseURL: topo.url });
  db = new pg.Client({ connectionString: topo.db.url });
  await db.connect();
});

test.afterAll(async () => {
  for (const s of senders) if (s.exitCode === null) s.kill('SIGKILL');
  await api?.dispose();
  await db?.end().catch(() => {});
  await topo?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The web process that gave an answer (haproxy's server name). */
const by = (res: APIResponse | { headers: () => Record<string, string> }) =>
  res.headers()['x-platea-process'] as string;

/**
 * Calls `call` until every web process has answered it once (round-robin: a few calls), and gives the
 * answer of each. The caller asserts what each said.
 */
async function onEvery(call: () => Promise<APIResponse>): Promise<Map<string, APIResponse>> {
  const answers = new Map<string, APIResponse>();
  for (let i = 0; i < 12 && answers.size < topo.webs.length; i++) {
    const res = await call();
    if (!answers.has(by(res))) answers.set(by(res), res);
  }
  expect([...answers.keys()].sort()).toEqual(topo.webs.map((w) => w.name).sort());
  return answers;
}

/**
 * Calls `call` until a web process other than `not` answers it. A call that writes gets the attempt's
 * number, to make each attempt its own (what `not` answered stays, and is not the point).
 */
async function onAnother(not: string, call: (attempt: number) => Promise<APIResponse>): Promise<APIResponse> {
  for (let i = 0; i < 12; i++) {
    const res = await call(i);
    if (by(res) !== not) return res;
  }
  throw new Error(`no web process but ${not} answered`);
}

async function tokenOf(credentials: { email: string; password: string }) {
  const login = await api.post('/api/auth/login', { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A signed-in browser page, and the web process that served each event stream it opened. */
async function signedIn(browser: Browser, who: { email: string; password: string }, next = '/') {
  const context = await browser.newContext({ locale: 'es-ES', baseURL: topo.url });
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'eventsource') streams.push(by(r));
  });
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await new LoginPage(page).signIn(who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[/?]/g, '\\$&')}$`));
  return { page, streams };
}

/** Reloads until the page's event stream is held by `name` (round-robin decides where each request goes). */
async function streamOn(page: Page, streams: string[], name: string) {
  for (let i = 0; i < 8; i++) {
    await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(0);
    if (streams.at(-1) === name) return;
    streams.length = 0;
    await page.reload();
  }
  throw new Error(`the page's stream never landed on ${name}`);
}

/**
 * The HLS at `src` (a master playlist or a media one) from every web process: the playlists, and the last
 * segment of the first rendition, each whole.
 */
async function playsOnEvery(client: APIRequestContext, src: string, headers: Record<string, string> = {}) {
  const get = (path: string) => client.get(path, { headers });
  const resolve = (line: string, base: string) => {
    const u = new URL(line, new URL(base, topo.url));
    return u.pathname + u.search;
  };
  let playlist = src;
  let text = '';
  for (const [name, res] of await onEvery(() => get(playlist))) {
    expect(res.status(), `${name}: ${playlist}`).toBe(200);
    text = await res.text();
    expect(text, name).toContain('#EXTM3U');
  }
  if (text.includes('#EXT-X-STREAM-INF')) {
    playlist = resolve(text.split('\n').find((l) => l && !l.startsWith('#')) as string, src);
    for (const [name, res] of await onEvery(() => get(playlist))) {
      expect(res.status(), `${name}: ${playlist}`).toBe(200);
      text = await res.text();
    }
  }
  const segments = text.split('\n').filter((l) => l && !l.startsWith('#'));
  expect(segments.length).toBeGreaterThan(0);
  const segment = resolve(segments.at(-1) as string, playlist);
  for (const [name, res] of await onEvery(() => get(segment))) {
    expect(res.status(), `${name}: ${segment}`).toBe(200);
    expect((await res.body()).length, name).toBeGreaterThan(1000);
  }
}

const jobRows = async (assetId: number) =>
  (
    await db.query<{ state: string; retry_count: number }>(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'media.transcode' AND data->>'assetId' = $1`,
      [String(assetId)],
    )
  ).rows;

// What the steps make and later steps use.
const made: { vod?: { id: number; slug: string }; mediaId?: number } = {};

test('haproxy sends requests round-robin to both web processes, with no sticky session', async () => {
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await api.get('/api/health');
    expect(res.status()).toBe(200);
    seen.push(by(res));
  }
  expect(new Set(seen)).toEqual(new Set(topo.webs.map((w) => w.name)));
  expect(await topo.haproxy.states()).toEqual({ 'web-1': 'UP', 'web-2': 'UP' });
});

test('a session started on one web process holds on the other; signing out on one ends it on all', async ({
  browser,
}) => {
  const { page } = await signedIn(browser, VIEWER, '/mystuff/products');
  const me = async () => page.request.get('/api/auth/me');
  for (const [name, res] of await onEvery(me)) {
    expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(VIEWER.email);
  }
  const out = await page.request.post('/api/auth/logout', { headers: { origin: topo.url } });
  expect(out.ok(), await out.text()).toBe(true);
  const signedOutOn = by(out);
  // At once, on the process that signed out and on the other one.
  for (const [name, res] of await onEvery(me))
    expect(res.status(), `${name} after sign-out on ${signedOutOn}`).toBe(401);
  await page.context().close();
});

test('a setting changed on one web process is seen by the other at once', async () => {
  const admin = await tokenOf(ADMIN);
  const before = (await (await api.get('/api/config')).json()) as { typeTag: boolean };
  const put = await api.put('/api/config', { headers: admin, data: { typeTag: !before.typeTag } });
  expect(put.status(), await put.text()).toBe(200);
  const changedAt = Date.now();
  const read = await onAnother(by(put), () => api.get('/api/config'));
  expect(((await read.json()) as { typeTag: boolean }).typeTag).toBe(!before.typeTag);
  expect(Date.now() - changedAt).toBeLessThan(1_000);
  const back = await api.put('/api/config', { headers: admin, data: { typeTag: before.typeTag } });
  expect(back.status()).toBe(200);
  const reread = await onAnother(by(back), () => api.get('/api/config'));
  expect(((await reread.json()) as { typeTag: boolean }).typeTag).toBe(before.typeTag);
});

test('failed sign-ins count across web processes: the throttle holds whichever one is asked', async () => {
  const target = { email: `nobody-${Date.now()}@platea.test`, password: 'Wrong.2026!' };
  const failedOn: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await api.post('/api/auth/login', { data: target });
    expect(res.status(), await res.text()).toBe(401);
    failedOn.push(by(res));
  }
  // No process saw five failures by itself…
  for (const w of topo.webs) expect(failedOn.filter((n) => n === w.name).length).toBeLessThan(5);
  // …yet both refuse the next one: the count is in PostgreSQL.
  for (const [name, res] of await onEvery(() => api.post('/api/auth/login', { data: target }))) {
    expect(res.status(), `${name}: ${await res.text()}`).toBe(429);
    expect(res.headers()['retry-after'], name).toBeTruthy();
  }
});

test('sign-ups from one address count across web processes: the fifth is refused by both', async () => {
  const signup = (i: number) =>
    signUp(api, { email: `scale-${Date.now()}-${i}@platea.test`, password: 'Scale.2026!' });
  const acceptedOn: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await signup(i);
    expect(res.status(), await res.text()).toBe(201);
    acceptedOn.push(by(res));
  }
  expect(new Set(acceptedOn).size).toBe(2);
  let attempt = 4;
  for (const [name, res] of await onEvery(() => signup(attempt++))) {
    expect(res.status(), `${name}: ${await res.text()}`).toBe(429);
    expect(res.headers()['retry-after'], name).toBeTruthy();
  }
});

test('a tus upload whose requests land on both web processes completes after a resume, and a worker killed mid-transcode hands it to another, which does it once', async () => {
  test.setTimeout(300_000);
  const producer = await tokenOf(PRODUCER);
  const channels = (await (await api.get('/api/channels', { headers: producer })).json()) as {
    id: number;
    title: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  const created = await api.post('/api/products', {
    headers: producer,
    data: {
      type: 'vod',
      title: `Función a escala ${Date.now()}`,
      channelId: channel?.id,
      status: 'published',
      totalPrice: 800,
      taxRate: 21,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  made.vod = (await created.json()) as { id: number; slug: string };

  // A 16-second clip: long enough for the worker to be killed halfway through its encode.
  const clip = join(folder, 'clip.mp4');
  const made264 = spawnSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=960x540:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '16', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
    ...['-shortest', '-movflags', '+faststart', clip],
  ]);
  expect(made264.status, String(made264.stderr)).toBe(0);
  const bytes = readFileSync(clip);
  const half = Math.floor(bytes.length / 2);
  const tus = { ...producer, 'Tus-Resumable': '1.0.0' };
  const meta = (m: Record<string, string>) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
      .join(',');

  const start = await api.post('/api/uploads', {
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': meta({ productId: String(made.vod.id), kind: 'video', filename: 'clip.mp4' }),
    },
  });
  expect(start.status(), await start.text()).toBe(201);
  const location = new URL(start.headers().location as string, topo.url).pathname;
  const patch = (offset: number, body: Buffer) =>
    api.patch(location, {
      headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      data: body,
    });
  const first = await patch(0, bytes.subarray(0, half));
  expect(first.status(), await first.text()).toBe(204);
  // The client lost its connection: it asks where the upload stands, from another web process…
  const offset = await onAnother(by(first), () => api.head(location, { headers: tus }));
  expect(offset.status()).toBe(200);
  expect(offset.headers()['upload-offset']).toBe(String(half));
  // …and sends the rest to whichever answers next.
  const rest = await patch(half, bytes.subarray(half));
  expect(rest.status(), `${by(rest)} after ${by(first)}: ${await rest.text()}`).toBe(200);
  const uploadedOn = new Set([by(start), by(first), by(offset), by(rest)]);
  expect(uploadedOn.size).toBe(2);
  const { mediaId } = (await rest.json()) as { mediaId: number };
  made.mediaId = mediaId;

  const asset = async () =>
    (
      await db.query<{ status: string; progress: number }>(
        'SELECT status, progress FROM media_assets WHERE id = $1',
        [mediaId],
      )
    ).rows[0];
  // The worker copies the upload to object storage and starts encoding: it is killed halfway.
  await expect
    .poll(async () => (await asset())?.progress ?? 0, { timeout: 90_000, intervals: [200] })
    .toBeGreaterThanOrEqual(10);
  await topo.worker.kill();
  expect((await asset())?.status).toBe('transcoding');
  // Another worker takes the job once pg-boss counts it lost, and finishes it.
  const second = await topo.startWorker();
  await expect
    .poll(async () => (await asset())?.status, { timeout: 150_000, intervals: [500] })
    .toBe('ready');
  await expect
    .poll(async () => (await jobRows(mediaId)).map((r) => r.state), { timeout: 30_000 })
    .toEqual(['completed']);
  // Done once: one job, retried once after the killed worker's attempt.
  expect((await jobRows(mediaId))[0].retry_count).toBeGreaterThanOrEqual(1);
  expect(second.running()).toBe(true);
  // The killed worker comes back too (the rest of the journey has two).
  await topo.worker.restart();
});

test('a purchase on one web process plays on the other, and the worker’s notification reaches the buyer’s page on either', async ({
  browser,
}) => {
  expect(made.vod && made.mediaId, 'the upload step made the product and its recording').toBeTruthy();
  const vod = made.vod as { id: number; slug: string };
  // The buyer's two tabs, their event streams on different web processes.
  const a = await signedIn(browser, VIEWER, '/');
  const b = await signedIn(browser, VIEWER, '/');
  await streamOn(a.page, a.streams, 'web-1');
  await streamOn(b.page, b.streams, 'web-2');

  // What the site's own scripts send (the API refuses a cookie's writes from another origin).
  const origin = { origin: topo.url };
  const checkout = await a.page.request.post('/api/checkout', {
    headers: origin,
    data: { productId: vod.id, termsAccepted: true, provider: 'demo' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = (await checkout.json()) as { orderId: number };
  const paid = await onAnother(by(checkout), () => a.page.request.get(`/api/payments/demo/${orderId}`));
  expect(paid.ok()).toBe(true);
  const confirm = await a.page.request.post(`/api/payments/demo/${orderId}/confirm`, { headers: origin });
  expect(confirm.status(), await confirm.text()).toBe(200);

  // The worker writes the notification (a job): both tabs get it, whichever process holds their stream.
  // The bell's live region announces it without a reload.
  for (const { page } of [a, b]) {
    await expect(page.getByRole('banner').locator('[data-bell-status]')).toHaveText(
      `Nueva notificación: Tu pedido #${orderId} está confirmado`,
      { timeout: 30_000 },
    );
  }

  // Playback, on each web process, with the path token one of them signed.
  const playback = await a.page.request.get(`/api/products/${vod.id}/playback`);
  expect(playback.status(), await playback.text()).toBe(200);
  await playsOnEvery(a.page.request, ((await playback.json()) as { src: string }).src);
  // The player page of the other tab plays it, its playlists and segments fetched through haproxy.
  const mediaFrom = new Set<string>();
  b.page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/media/') && r.ok()) mediaFrom.add(by(r));
  });
  await b.page.goto(`/player/${vod.slug}`);
  await b.page
    .getByRole('button', { name: /Reproducir/ })
    .first()
    .click();
  const video = b.page.locator('video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  expect([...mediaFrom].sort()).toEqual(['web-1', 'web-2']);
  await a.page.context().close();
  await b.page.context().close();
});

test('a live broadcast sent to the ingest process plays through both web processes; chat crosses them; a killed web process leaves and comes back, and nothing is lost', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const producer = await tokenOf(PRODUCER);
  const live = await broadcastProduct(api, 'Directo a escala');
  const started = await api.post(`/api/products/${live.id}/broadcast/start`, { headers: producer });
  expect(started.status(), await started.text()).toBe(200);
  const { streamKey, ingestUrl } = (await started.json()) as { streamKey: string; ingestUrl: string };
  expect(ingestUrl).toBe(topo.ingest.rtmpUrl);
  // OBS, played by ffmpeg, sends to the ingest process.
  const sender = broadcast(topo.ingest.rtmpUrl, streamKey);
  senders.push(sender);

  // Plays through both web processes: the playlist the ingest writes to object storage, and its segments.
  await test.step('the live playlist and its segments come from either web process', async () => {
    const viewer = await tokenOf(VIEWER);
    const playback = async () =>
      (await (await api.get(`/api/products/${live.id}/playback`, { headers: viewer })).json()) as {
        liveState?: string;
        src?: string;
      };
    await expect
      .poll(playback, { timeout: 60_000, intervals: [500] })
      .toMatchObject({ liveState: 'live', src: expect.any(String) });
    const src = (await playback()).src as string;
    await expect
      .poll(async () => (await api.get(src)).status(), { timeout: 60_000, intervals: [500] })
      .toBe(200);
    await playsOnEvery(api, src);
  });

  // A viewer on the player page, her event stream on web-1; the organizer writes through web-2.
  const viewer = await signedIn(browser, VIEWER, `/player/${live.slug}`);
  await viewer.page.locator('astro-island:not([ssr]) .chat').waitFor();
  await streamOn(viewer.page, viewer.streams, 'web-1');
  await viewer.page.locator('astro-island:not([ssr]) .chat').waitFor();
  const messages = viewer.page.getByRole('list', { name: 'Mensajes del chat' }).getByRole('listitem');
  const said: string[] = [];
  const say = (text: string) =>
    api.post(`/api/products/${live.id}/chat`, { headers: producer, data: { text } });

  await test.step('a chat message posted on web-2 reaches the viewer whose stream is on web-1', async () => {
    // Until the stream listens, a message may come before it: the viewer's chat loads its history anyway.
    const posted = await onAnother('web-1', (i) => say(`Hola desde web-2 (${i})`));
    expect(posted.status(), await posted.text()).toBe(201);
    const text = ((await posted.json()) as { text: string }).text;
    await expect(messages.filter({ hasText: text })).toHaveCount(1);
    said.push(text);
  });

  await test.step('web-1 is killed: haproxy takes it out, every request goes on through web-2, the viewer’s stream comes back there, no message is lost', async () => {
    const web1 = topo.webs[0];
    // Requests keep coming the whole time (a viewer's player and an organizer's console would).
    const during: { status: number; by: string }[] = [];
    let busy = true;
    const traffic = (async () => {
      while (busy) {
        const res = await api.get(`/api/products/${live.id}`).catch(() => null);
        during.push({ status: res?.status() ?? 0, by: res ? by(res) : '' });
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const killedAt = Date.now();
    await web1.kill();
    await expect
      .poll(async () => (await topo.haproxy.states())['web-1'], { timeout: 10_000, intervals: [100] })
      .toBe('DOWN');
    const outAfter = Date.now() - killedAt;
    expect(outAfter).toBeLessThan(5_000);
    // Messages while web-1 is down: posted through haproxy, all on web-2.
    for (const text of ['Mensaje 1 sin web-1', 'Mensaje 2 sin web-1']) {
      const res = await say(text);
      expect(res.status()).toBe(201);
      expect(by(res)).toBe('web-2');
    }
    // The viewer's page reconnects its stream to web-2 and shows what was said (history and push).
    await expect.poll(() => viewer.streams.at(-1), { timeout: 30_000 }).toBe('web-2');
    for (const text of [...said, 'Mensaje 1 sin web-1', 'Mensaje 2 sin web-1'])
      await expect(messages.filter({ hasText: text })).toHaveCount(1);
    const after = await say('Después del corte');
    expect(after.status()).toBe(201);
    await expect(messages.filter({ hasText: 'Después del corte' })).toHaveCount(1);

    await web1.restart();
    await expect
      .poll(async () => (await topo.haproxy.states())['web-1'], { timeout: 10_000, intervals: [100] })
      .toBe('UP');
    busy = false;
    await traffic;
    // Not one request failed while web-1 died and came back; web-2 carried them, web-1 answers again.
    expect(during.filter((r) => r.status !== 200)).toEqual([]);
    expect(during.some((r) => r.by === 'web-2')).toBe(true);
    const back = await onEvery(() => api.get(`/api/products/${live.id}`));
    expect(back.get('web-1')?.status()).toBe(200);
    const history = await api.get(`/api/products/${live.id}/chat`, { headers: producer });
    const texts = JSON.stringify(await history.json());
    for (const text of [...said, 'Mensaje 1 sin web-1', 'Mensaje 2 sin web-1', 'Después del corte'])
      expect(texts).toContain(text);
  });

  sender.kill('SIGINT');
  await viewer.page.context().close();
});
