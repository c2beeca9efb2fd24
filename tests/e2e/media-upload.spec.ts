import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * The organizer of Teatro del Faro uploads the recording of "Hamlet" from the console: the page is
 * reloaded in the middle of the upload, the screen remembers it, and choosing the same file again
 * continues from the server's offset (tus). The transcode percent follows until the video is ready.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const PRODUCT = 'Hamlet, en directo desde el Faro';
const CHUNK = 16 * 1024 * 1024;

let folder: string;
let clip: string;
let notVideo: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'platea-e2e-upload-'));
  clip = join(folder, 'hamlet.mp4');
  notVideo = join(folder, 'notas.mp4');
  // Lossless, so that 20 seconds weigh more than two upload chunks (about 35 MB).
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', '20', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', clip],
  ]);
  writeFileSync(notVideo, Buffer.alloc(300_000, 'Notas del ensayo, no un vídeo. '));
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('an organizer uploads a video, reloads midway, resumes it and sees it transcoded', async ({ page }) => {
  test.setTimeout(180_000);
  const size = statSync(clip).size;
  expect(size).toBeGreaterThan(2 * CHUNK);

  await test.step('the global view lists her products; one opens its media step', async () => {
    const login = new BackofficeLoginPage(page);
    await login.goto('account');
    await login.signIn(PRODUCER.email, PRODUCER.password);
    await expect(page).toHaveURL(/\/account\/globalview$/);
    await page
      .getByRole('navigation', { name: 'Tus productos' })
      .getByRole('link', { name: new RegExp(PRODUCT) })
      .click();
    await expect(page).toHaveURL(
      /\/account\/channels\/teatro-del-faro\/products\/hamlet-en-directo-desde-el-faro$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    await page.getByRole('tab', { name: '4. Multimedia' }).click();
    // Each step has its address: a reload comes back to it.
    await expect(page).toHaveURL(/\/hamlet-en-directo-desde-el-faro\/3$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vídeo y audio' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vídeo', exact: true })).toContainText(
      'Aún no hay nada subido.',
    );
  });

  const video = page.getByRole('region', { name: 'Vídeo', exact: true });

  await test.step('a file that is not a video is refused with the reason', async () => {
    const trailer = page.getByRole('region', { name: 'Tráiler', exact: true });
    await trailer.locator('input[type=file]').setInputFiles(notVideo);
    await expect(trailer.getByRole('alert')).toContainText('La subida falló');
    await expect(trailer.getByRole('alert')).toContainText(/vídeo/i);
  });

  await test.step('the upload is cut by a reload after its first chunk', async () => {
    // The second chunk never gets an answer: the organizer reloads the page while it hangs.
    let patches = 0;
    await page.route('**/api/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH' || ++patches < 2) return route.continue();
      // Left unanswered.
    });
    await video.locator('input[type=file]').setInputFiles(clip);
    await expect(video.getByRole('status')).toContainText('Subiendo «hamlet.mp4»');
    await expect.poll(() => patches, { timeout: 60_000 }).toBe(2);
    await page.reload();
    // The hanging request died with the page; it never reached the server.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const percent = Math.floor((CHUNK / size) * 100);
    await expect(video).toContainText(`La subida de «hamlet.mp4» se quedó al ${percent} %`);
  });

  await test.step('choosing the same file continues from the server offset, then the transcode follows', async () => {
    const offsets: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'PATCH' && req.url().includes('/api/uploads/'))
        offsets.push(req.headers()['upload-offset']);
    });
    await video.locator('input[type=file]').setInputFiles(clip);
    await expect(page.getByText('«hamlet.mp4» subido: se está procesando.')).toBeVisible({ timeout: 60_000 });
    expect(offsets[0]).toBe(String(CHUNK));
    await expect(video.getByText('Listo', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(video).toContainText('hamlet.mp4 · 0:20 · 720p, 540p, 360p');
    await expect(video.getByRole('button', { name: 'Sustituir vídeo' })).toBeVisible();
    await expect(video).not.toContainText('se quedó al');
  });

  await test.step('the page passes axe', async () => {
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
