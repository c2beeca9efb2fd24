import { type ChildProcess, spawn } from 'node:child_process';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 20, the viewer's side on a phone: a broadcast with its recording on and replay allowed plays live
 * with its LIVE badge; once its organizer ends it, the viewer is told, and the recording becomes the
 * replay: an on-demand video with its length, a Replay badge and no LIVE one.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };

test.use({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });

async function producer(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: PRODUCER });
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

let sender: ChildProcess | null = null;
test.afterEach(() => {
  sender?.kill('SIGKILL');
  sender = null;
});

test('a viewer on a phone watches a broadcast live, then its replay once it has ended', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const auth = await producer(request);
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    title: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      type: 'broadcast',
      title: `Concierto grabado ${Date.now()}`,
      channelId: channel?.id,
      status: 'published',
      plan: 'free',
      metadata: { replay: true },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; slug: string };
  const started = await request.post(`/api/products/${product.id}/broadcast/start`, { headers: auth });
  const { ingestUrl, streamKey } = (await started.json()) as { ingestUrl: string; streamKey: string };
  const recording = await request.put(`/api/products/${product.id}/broadcast/recording`, {
    headers: auth,
    data: { enabled: true },
  });
  expect(recording.status()).toBe(200);

  await test.step('before it starts, the player says it will play there, and follows its state', async () => {
    await page.goto(`/login?next=/player/${product.slug}`);
    // The player listens to the broadcast's state on the realtime endpoint (one event stream).
    const stream = page.waitForResponse(
      (res) =>
        res.url().includes('/api/graphql?query=') &&
        (res.headers()['content-type'] ?? '').includes('text/event-stream'),
    );
    await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
    await expect(page).toHaveURL(new RegExp(`/player/${product.slug}$`));
    await expect(page.getByText('La emisión aún no ha empezado.', { exact: false })).toBeVisible();
    expect((await stream).status()).toBe(200);
  });

  await test.step('on air: it starts by itself, with the LIVE badge', async () => {
    sender = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30'],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `${ingestUrl}/${streamKey}`],
      ],
      { stdio: 'ignore' },
    );
    await expect(page.locator('.badge--live')).toHaveText('En directo', { timeout: 60_000 });
    // A live plays by itself, muted, with a button for the sound.
    await expect(page.getByRole('button', { name: 'Escuchar con sonido' })).toBeVisible();
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 })
      .toBeGreaterThan(6);
  });

  await test.step('ended: the viewer is told, and the recording becomes the replay', async () => {
    const stopped = await request.post(`/api/products/${product.id}/broadcast/stop`, { headers: auth });
    expect(stopped.status()).toBe(200);
    await expect(page.getByText('Esta emisión ha terminado.')).toBeVisible({ timeout: 60_000 });
    // The worker remuxes the recording (no re-encoding): seconds.
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(`/api/products/${product.id}/broadcast`, { headers: auth })
            ).json()) as {
              recording: { state: string };
            }
          ).recording.state,
        { timeout: 120_000 },
      )
      .toBe('ready');
    await page.reload();
    await expect(page.locator('.badge').filter({ hasText: 'Repetición' })).toBeVisible();
    await expect(page.locator('.badge--live')).toHaveCount(0);
    const video = page.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
      .toBeGreaterThan(6);
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
