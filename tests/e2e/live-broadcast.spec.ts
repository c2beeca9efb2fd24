import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { broadcast, broadcastProduct, expectAxeClean, PRODUCER } from './helpers/live.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 20: an organizer gets a stream key on the broadcast step of her product, broadcasting software
 * (ffmpeg playing OBS) sends to the server and key the screen shows, the console sees it live with its
 * resolution, and a viewer watches it live in the player; when she ends it, the viewer is told.
 */
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };

let sender: ChildProcess | null = null;
test.afterEach(() => {
  sender?.kill('SIGKILL');
  sender = null;
});

test('an organizer broadcasts with the key the console shows, and a viewer watches it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const product = await broadcastProduct(request);

  await test.step('the broadcast step gives a server and a stream key', async () => {
    await signInThroughApi(page, PRODUCER);
    await page.goto(`/account/channels/${product.channel}/products/${product.slug}`);
    await page.getByRole('tab', { name: '5. Emisión' }).click();
    await expect(page).toHaveURL(new RegExp(`/${product.slug}/4$`));
    await expect(page.getByTestId('broadcast-state')).toHaveText('Sin emitir');
    await page.getByRole('button', { name: 'Obtener una clave' }).click();
    await expect(page.getByText('Clave nueva lista: la anterior ya no funciona')).toBeVisible();
    const key = page.getByLabel('Clave de retransmisión', { exact: true });
    await expect(key).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar la clave de retransmisión' }).click();
    await expect(key).toHaveAttribute('type', 'text');
    await expectAxeClean(page);
  });

  await test.step('the broadcasting software sends, and the console sees it live', async () => {
    const server = await page.getByLabel('Servidor', { exact: true }).inputValue();
    expect(server).toMatch(/^rtmp:\/\/[^/]+:\d+\/live$/);
    const key = await page.getByLabel('Clave de retransmisión', { exact: true }).inputValue();
    sender = broadcast(server, key);
    await expect(page.getByTestId('broadcast-state')).toHaveText('En directo', { timeout: 60_000 });
    await expect(page.getByTestId('broadcast-input')).toContainText('320×180', { timeout: 30_000 });
  });

  const viewerContext = await browser.newContext({ locale: 'es-ES' });
  const viewer = await viewerContext.newPage();
  // The event streams the viewer's pages open (islands/realtime.ts: one per page, however many parts use it).
  const streams: string[] = [];
  viewer.on('request', (req) => {
    if (req.resourceType() === 'eventsource') streams.push(decodeURIComponent(req.url()));
  });
  await test.step('a viewer watches it live, at the live edge', async () => {
    await viewer.goto(`/login?next=/player/${product.slug}`);
    await new LoginPage(viewer).signIn(VIEWER.email, VIEWER.password);
    await expect(viewer).toHaveURL(new RegExp(`/player/${product.slug}$`));
    await expect(viewer.locator('.badge--live')).toHaveText('En directo', { timeout: 30_000 });
    const video = viewer.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 })
      .toBeGreaterThan(1);
    // The header's bell, the player and the chat share one connection, which follows the broadcast and
    // its chat from its opening.
    expect(streams).toHaveLength(1);
    expect(streams[0]).toMatch(/onEvents\(productId:\d+,after:"\d+",afterChat:"\d+"\)/);
  });

  await test.step('the organizer shows the audience: the viewer sees how many watch, without a reload', async () => {
    await expect(viewer.getByTestId('player-watching')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Mostrar a los espectadores cuántos están viendo' }).check();
    // The viewer's own player counts (the organizer's preview does not).
    await expect(viewer.getByTestId('player-watching')).toHaveText('1 viendo', { timeout: 20_000 });
    await expect(page.getByTestId('broadcast-peak')).toHaveText('1', { timeout: 20_000 });
  });

  await test.step('the organizer ends it; the key stops and the viewer is told', async () => {
    await page.getByRole('button', { name: 'Terminar la emisión' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Terminar la emisión?' });
    await dialog.getByRole('button', { name: 'Terminar la emisión' }).click();
    await expect(page.getByTestId('broadcast-state')).toHaveText('Terminada');
    await expect(page.getByRole('button', { name: 'Crear una clave nueva' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Obtener una clave' })).toBeVisible();
    await expect(viewer.getByText('Esta emisión ha terminado.')).toBeVisible({ timeout: 60_000 });
  });
  await viewerContext.close();
});
