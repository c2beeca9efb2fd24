import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * The organizer of Teatro del Faro uploads the recording of "Bodas de sangre" (tus, then the server's
 * own workers transcode it); the demo viewer, who bought it yesterday, opens it from my stuff and
 * watches it, with the quality menu listing the renditions.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const SLUG = 'bodas-de-sangre-grabacion';

async function uploadRecording(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: PRODUCER });
  const token = (await login.json()).token as string;
  const product = await (await request.get(`/api/products/by-slug/${SLUG}`)).json();
  await uploadMedia(request, token, product.id, 'video');
}

/** Makes a short clip (a 12 s video, or an MP3 tone), uploads it to the product by tus and waits until it is ready. */
async function uploadMedia(
  request: APIRequestContext,
  token: string,
  productId: number,
  kind: 'video' | 'audio',
  size = '1280x720',
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'platea-e2e-'));
  try {
    const clip = join(folder, kind === 'audio' ? 'clip.mp3' : 'clip.mp4');
    const input =
      kind === 'audio'
        ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-t', '8', '-c:a', 'libmp3lame']
        : [
            ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25`],
            ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
            ...['-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
          ];
    await promisify(execFile)('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...input, clip]);
    const bytes = readFileSync(clip);
    const meta = `productId ${Buffer.from(String(productId)).toString('base64')},kind ${Buffer.from(kind).toString('base64')}`;
    const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${token}` };
    const created = await request.post('/api/uploads', {
      headers: { ...tus, 'Upload-Length': String(bytes.length), 'Upload-Metadata': meta },
    });
    expect(created.status(), await created.text()).toBe(201);
    const done = await request.patch(created.headers().location, {
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      data: bytes,
    });
    expect(done.status()).toBe(200);
    const { mediaId } = await done.json();
    // The server's own workers transcode it.
    await expect
      .poll(
        async () => (await (await request.get(`/api/media/${mediaId}`, { headers: tus })).json()).status,
        // A busy machine transcodes slowly.
        { timeout: 180_000, intervals: [500] },
      )
      .toBe('ready');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('a viewer opens what she bought from my stuff and watches it, with the quality menu', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });

  await test.step('the organizer uploads the recording and it is transcoded', async () => {
    await uploadRecording(request);
  });

  await test.step('my stuff links the product straight to the player', async () => {
    await page.goto('/login?next=/mystuff/products');
    await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
    await expect(page).toHaveURL(/\/mystuff\/products$/);
    const link = page.locator(`a[href="/player/${SLUG}"]`).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/player/${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bodas de sangre (grabación)' })).toBeVisible();
  });

  await test.step('the video plays', async () => {
    const video = page.locator('video');
    await expect(video).toHaveCount(1);
    await page
      .getByRole('button', { name: /Reproducir/ })
      .first()
      .click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    // A pause reports what was watched (viewing analytics, issue 23): answered at once, nothing else waits.
    const beat = page.waitForRequest((r) => r.url().endsWith('/api/analytics/heartbeat'));
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    const sent = await beat;
    expect(sent.postDataJSON()).toMatchObject({ playing: false, token: expect.any(String) });
    expect(sent.postDataJSON().watched).toBeGreaterThan(0);
    expect((await sent.response())?.status()).toBe(204);
  });

  await test.step('the quality menu lists Auto and the renditions of a 720p source', async () => {
    // Keyboard operable: the menu opens from its button with Enter.
    await page.getByRole('button', { name: 'Calidad', exact: true }).focus();
    await page.keyboard.press('Enter');
    const items = page.getByRole('menuitemradio');
    await expect(items.filter({ hasText: 'Automática' })).toHaveAttribute('aria-checked', 'true');
    await expect(items.filter({ hasText: 'Automática' })).toHaveAccessibleName('Automática seleccionada');
    for (const quality of ['720p', '540p', '360p'])
      await expect(items.filter({ hasText: quality })).toHaveCount(1);
    await expect(items.filter({ hasText: '1080p' })).toHaveCount(0);
    // Choosing a rendition pins it: the quality levels list only that one as enabled.
    await items.filter({ hasText: '360p' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.querySelector('.video-js') as unknown as {
            player: { qualityLevels(): ArrayLike<{ height: number; enabled: boolean }> };
          };
          const levels = el.player.qualityLevels();
          return Array.from({ length: levels.length }, (_, i) => levels[i])
            .filter((l) => l.enabled)
            .map((l) => l.height);
        }),
      )
      .toEqual([360]);
  });

  await test.step('the page passes axe and no content security policy is violated', async () => {
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    expect(violations).toEqual([]);
  });

  await test.step('the product page offers "Ver ahora" instead of the buy box', async () => {
    await page.goto(`/products/${SLUG}`);
    await expect(page.getByRole('link', { name: 'Ver ahora' })).toHaveAttribute('href', `/player/${SLUG}`);
    await expect(page.getByRole('button', { name: /Comprar/ })).toHaveCount(0);
    // Nor a price for what is already hers.
    await expect(page.locator('.buy-box__price')).toHaveCount(0);
    await expect(page.getByText('Ya lo tienes.')).toBeVisible();
  });
});

/** The Teatro del Faro's producer publishes a free product of its own (a unique title); answers its id and slug. */
async function freeProduct(request: APIRequestContext, type: 'podcast' | 'live') {
  const login = await request.post('/api/auth/login', { data: PRODUCER });
  const token = (await login.json()).token as string;
  const auth = { authorization: `Bearer ${token}` };
  // Other journeys open channels of hers that are not published (and so cannot publish): by its title.
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    title: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  expect(channel).toBeDefined();
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      type,
      title: `${type === 'podcast' ? 'Episodio' : 'Directo'} ${Date.now()}`,
      channelId: channel?.id,
      status: 'published',
      plan: 'free',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as { id: number; slug: string };
  return { id, slug, token, auth };
}

test('a podcast plays in the audio player, whose button says it plays audio', async ({ page, request }) => {
  test.setTimeout(240_000);
  const podcast = await freeProduct(request, 'podcast');
  await uploadMedia(request, podcast.token, podcast.id, 'audio');
  await page.goto(`/login?next=/player/${podcast.slug}`);
  await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
  await expect(page).toHaveURL(new RegExp(`/player/${podcast.slug}$`));
  await expect(page.locator('audio')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Reproducir', exact: true })).toHaveCount(1);
  // The big play button's text (read by screen readers, shown as its tooltip) names audio, never video.
  await expect(page.locator('.vjs-big-play-button .vjs-control-text')).toHaveText('Reproducir audio');
  await expect(page.locator('.vjs-control-text', { hasText: /vídeo/i })).toHaveCount(0);
});

test('a fake live plays by itself when its countdown reaches the start, muted, with a button for the sound', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const live = await freeProduct(request, 'live');
  // A small clip: one rendition, quick to transcode.
  await uploadMedia(request, live.token, live.id, 'video', '640x360');
  // The session starts in a few seconds.
  const session = await request.post(`/api/products/${live.id}/sessions`, {
    headers: live.auth,
    data: { startsAt: new Date(Date.now() + 25_000).toISOString(), durationMinutes: 30 },
  });
  expect(session.status(), await session.text()).toBe(201);

  await page.goto(`/login?next=/player/${live.slug}`);
  await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
  await expect(page).toHaveURL(new RegExp(`/player/${live.slug}$`));
  await expect(page.locator('.player-state__countdown')).toBeVisible();
  // No click, no reload: at the start the waiting screen becomes the playing video.
  const video = page.locator('video');
  await expect(video).toHaveCount(1, { timeout: 60_000 });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await page.getByRole('button', { name: 'Escuchar con sonido' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
  await expect(page.getByRole('button', { name: 'Escuchar con sonido' })).toHaveCount(0);
});
