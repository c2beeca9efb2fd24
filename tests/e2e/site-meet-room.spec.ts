import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { expectAxeClean, PRODUCER } from './helpers/live.ts';
import { meetWithTicket, tokenOf } from './helpers/meets.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 22: a meet's room, from the viewer's page and the organizer's console. The video provider is
 * 100ms's LOCAL STAND-IN (tests/e2e/start-server.ts): its cloud cannot be reached from here, so the room's
 * media is NOT tested, only that the viewer's page opens the provider's room on the right room code and
 * role, and follows the meet from scheduled to open to ended without a reload.
 */
const SHOTS = join(process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results', 'site-meet-room');

test('a ticket holder waits for the meet, enters when its organizer opens it, and sees it end (media not tested)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const holder = { email: `sala-${Date.now()}@platea.test`, password: 'Sala.Reunion.2026' };
  await createActiveUser(request, holder);
  // Its session starts in ten minutes: opened now, the room is that session's meeting.
  const meet = await meetWithTicket(request, holder, 10 * 60_000);

  const viewerContext = await browser.newContext({ locale: 'es-ES' });
  const viewer = await viewerContext.newPage();
  await viewer.goto(`/login?next=/meets/${meet.slug}`);
  await new LoginPage(viewer).signIn(holder.email, holder.password);
  await expect(viewer).toHaveURL(new RegExp(`/meets/${meet.slug}$`));
  const badge = viewer.locator('.meet__badge');
  const enter = viewer.getByRole('button', { name: 'Entrar en el encuentro' });
  await expect(badge).toBeVisible();
  await viewer.waitForLoadState('load');
  await viewer.evaluate(() => {
    document.documentElement.dataset.journey = 'same page';
  });

  await test.step('before it opens: the countdown, no way in yet', async () => {
    await expect(badge).toHaveText('Programado');
    await expect(viewer.locator('[data-meet-countdown]')).toHaveText(/^Empieza en (10|9) min \d+ s$/);
    await expect(enter).toBeHidden();
  });

  const consoleContext = await browser.newContext({ locale: 'es-ES' });
  const organizer = await consoleContext.newPage();
  await test.step('the organizer opens the room from the console', async () => {
    const login = new BackofficeLoginPage(organizer);
    await login.goto('account');
    await login.signIn(PRODUCER.email, PRODUCER.password);
    await expect(organizer).toHaveURL(/\/account\/globalview$/);
    await organizer.goto(`/account/channels/${meet.channel}/products/${meet.slug}`);
    await organizer.getByRole('tab', { name: '7. Sala' }).click();
    await expect(organizer.getByTestId('meet-state')).toHaveText('Sin abrir');
    await organizer.getByRole('button', { name: 'Abrir la sala' }).click();
    await expect(organizer.getByTestId('meet-state')).toHaveText('Abierta');
    await expect(organizer.getByRole('button', { name: 'Entrar como anfitrión' })).toBeVisible();
  });

  await test.step('the viewer’s page offers the way in, without a reload, and opens the room as guest', async () => {
    await expect(badge).toHaveText('Abierto ahora', { timeout: 30_000 });
    await expect(
      viewer.getByText('Tu navegador te pedirá usar la cámara y el micrófono', { exact: false }),
    ).toBeVisible();
    await enter.click();
    const room = viewer.locator('[data-meet-frame] iframe');
    await expect(room).toHaveAttribute('data-role', 'guest');
    // In the room, the way in gives way to the way out.
    await expect(enter).toBeHidden();
    await expect(viewer.getByRole('button', { name: 'Salir del encuentro' })).toBeVisible();
    await expect(room).toHaveAttribute('title', 'Sala del encuentro');
    await expect(room).toHaveAttribute('allow', /camera; microphone; display-capture/);
    // The room code is the guest's of this meet's room (the API answers the same to the same viewer).
    const again = await request.post(`/api/products/${meet.id}/meet/join`, {
      headers: await tokenOf(request, holder),
    });
    expect(again.status(), await again.text()).toBe(200);
    const credential = (await again.json()) as { roomCode: string; role: string; roomUrl: string };
    expect(credential.role).toBe('guest');
    await expect(room).toHaveAttribute('data-room-code', credential.roomCode);
    await expect(room).toHaveAttribute('src', credential.roomUrl);
    expect(credential.roomUrl).toBe(`https://platea-standin.app.100ms.live/meeting/${credential.roomCode}`);
    // The organizer's panel counts the place taken.
    await expect(organizer.getByTestId('meet-seats')).toHaveText('1 de 70', { timeout: 15_000 });
    await expectAxeClean(viewer);
    mkdirSync(SHOTS, { recursive: true });
    await viewer.screenshot({ path: join(SHOTS, 'room-es-desktop.png'), fullPage: true });
    await viewer.setViewportSize({ width: 390, height: 844 });
    await viewer.screenshot({ path: join(SHOTS, 'room-es-phone.png'), fullPage: true });
    await viewer.setViewportSize({ width: 1366, height: 900 });
    await organizer.screenshot({ path: join(SHOTS, 'console-es-desktop.png'), fullPage: true });
  });

  await test.step('the organizer ends it: the viewer’s room goes, and the page says it ended', async () => {
    await organizer.getByRole('button', { name: 'Terminar la reunión' }).click();
    await organizer.getByRole('dialog').getByRole('button', { name: 'Terminar la reunión' }).click();
    await expect(organizer.getByTestId('meet-state')).toHaveText('Terminada');
    await expect(badge).toHaveText('Finalizado', { timeout: 30_000 });
    await expect(viewer.locator('[data-meet-frame] iframe')).toHaveCount(0);
    await expect(viewer.locator('.meet__when')).toHaveText('Este encuentro ha terminado.');
    await expect(enter).toBeHidden();
    await expect(viewer.locator('html')).toHaveAttribute('data-journey', 'same page');
    // Its credentials are no good now: the API says it ended, in the viewer's language.
    const late = await request.post(`/api/products/${meet.id}/meet/join`, {
      headers: await tokenOf(request, holder),
    });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      'Esta reunión ha terminado',
    );
  });
  await viewerContext.close();
  await consoleContext.close();
});

test('the organizer opens a meet from its step, then enters it from the global view: a new tab on the host’s room (media not tested)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const holder = { email: `sala-gv-${Date.now()}@platea.test`, password: 'Sala.Reunion.2026' };
  await createActiveUser(request, holder);
  const meet = await meetWithTicket(request, holder, 10 * 60_000);

  const context = await browser.newContext({ locale: 'es-ES' });
  // The room's address is the provider's prebuilt page (the stand-in's subdomain): answered here, so the
  // journey sees where the tab goes without loading it.
  await context.route(/^https:\/\/platea-standin\.app\.100ms\.live\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sala</title>' }),
  );
  const organizer = await context.newPage();
  const login = new BackofficeLoginPage(organizer);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(organizer).toHaveURL(/\/account\/globalview$/);
  const meets = organizer.getByRole('region', { name: 'Reuniones' });
  const item = meets.getByRole('listitem').filter({ hasText: meet.title });
  const enter = item.getByRole('button', { name: /^Entrar/ });
  let fromStep = '';

  await test.step('before the room opens: the meet is listed, with no way in', async () => {
    await expect(item.getByRole('link')).toBeVisible();
    await expect(item).toContainText('Sin empezar');
    await expect(enter).toHaveCount(0);
  });

  await test.step('the organizer opens the room from the product’s meeting room step', async () => {
    await item.getByRole('link').click();
    await expect(organizer).toHaveURL(new RegExp(`/account/channels/${meet.channel}/products/${meet.slug}`));
    await organizer.getByRole('tab', { name: '7. Sala' }).click();
    await organizer.getByRole('button', { name: 'Abrir la sala' }).click();
    await expect(organizer.getByTestId('meet-state')).toHaveText('Abierta');
    // The step's own way in (the same code as the card's) opens the host's room in a new tab.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      organizer.getByRole('button', { name: 'Entrar como anfitrión' }).click(),
    ]);
    await tab.waitForURL(/^https:\/\/platea-standin\.app\.100ms\.live\/meeting\//);
    fromStep = tab.url();
    await tab.close();
  });

  await test.step('back on the global view the meet is open, first, with an Enter button', async () => {
    await organizer.getByRole('menuitem', { name: 'Vista global' }).click();
    await expect(organizer).toHaveURL(/\/account\/globalview$/);
    await expect(item).toContainText('En directo');
    await expect(meets.getByRole('listitem').first()).toContainText(meet.title);
    await expect(enter).toHaveText('Entrar');
    await expect(enter).toHaveAccessibleName(`Entrar en ${meet.title} como anfitrión, en una pestaña nueva`);
    await expectAxeClean(organizer);
    mkdirSync(SHOTS, { recursive: true });
    await organizer.screenshot({ path: join(SHOTS, 'globalview-es-desktop.png'), fullPage: true });
    // On a phone, in a page of its own (the same session).
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/account/globalview');
    const phoneMeets = phone.getByRole('region', { name: 'Reuniones' });
    await expect(phoneMeets.getByRole('button', { name: /^Entrar/ })).toBeVisible();
    await phone.screenshot({ path: join(SHOTS, 'globalview-es-phone.png'), fullPage: true });
    await phoneMeets.screenshot({ path: join(SHOTS, 'globalview-meets-es-phone.png') });
    await phone.close();
  });

  await test.step('Enter opens a new tab on the host’s room of this meet', async () => {
    const [tab] = await Promise.all([context.waitForEvent('page'), enter.click()]);
    await tab.waitForURL(/^https:\/\/platea-standin\.app\.100ms\.live\/meeting\//);
    // The host's room code of this meet's room (the API answers the organizer the same), not a guest's.
    const host = await request.post(`/api/products/${meet.id}/meet/join`, { headers: meet.owner });
    expect(host.status(), await host.text()).toBe(200);
    const credential = (await host.json()) as { role: string; roomUrl: string; roomCode: string };
    expect(credential.role).toBe('host');
    expect(tab.url()).toBe(credential.roomUrl);
    expect(fromStep).toBe(credential.roomUrl);
    const guest = await request.post(`/api/products/${meet.id}/meet/join`, {
      headers: await tokenOf(request, holder),
    });
    expect(((await guest.json()) as { roomCode: string }).roomCode).not.toBe(credential.roomCode);
    // The console stays where it was.
    await expect(organizer).toHaveURL(/\/account\/globalview$/);
    await tab.close();
  });

  await test.step('a room ended meanwhile: the API’s message, and no tab left open', async () => {
    const stopped = await request.post(`/api/products/${meet.id}/meet/stop`, { headers: meet.owner });
    expect(stopped.status(), await stopped.text()).toBe(200);
    // The card was drawn while the room was open: its button asks the API, which says it ended.
    const [tab] = await Promise.all([context.waitForEvent('page'), enter.click()]);
    await expect(organizer.getByText('Esta reunión ha terminado')).toBeVisible();
    await expect.poll(() => tab.isClosed()).toBe(true);
  });
  await context.close();
});
