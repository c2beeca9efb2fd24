import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { broadcastProduct, expectAxeClean, PRODUCER } from './helpers/live.ts';
import { tokenOf } from './helpers/meets.ts';

/**
 * Issue 22 (spec 9: "Rehearsal room: 1 hour free if broadcasting, else 5 euro per hour"): the rehearsal
 * room step of the product form. The video provider is 100ms's LOCAL STAND-IN (tests/e2e/start-server.ts):
 * its cloud cannot be reached from here, so the room's media is NOT tested, only that the card opens the
 * provider's room, hands the team the guest room's link, enters as host in a new tab (its address is
 * answered here, never loaded from 100ms), and bills the rehearsal when it is closed.
 */
const SHOTS = join(process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results', 'backoffice-rehearsal');
const ROOM = /^https:\/\/platea-standin\.app\.100ms\.live\/meeting\/([a-z]{3}-[a-z]{4}-[a-z]{3})$/;

/** A draft video of the demo organizer's "Teatro del Faro", through the API. */
async function draftVideo(request: APIRequestContext) {
  const owner = await tokenOf(request, PRODUCER);
  const channels = (await (await request.get('/api/channels', { headers: owner })).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  const faro = channels.find((c) => c.title === 'Teatro del Faro');
  expect(faro).toBeDefined();
  const created = await request.post('/api/products', {
    headers: owner,
    data: { type: 'vod', title: `Ensayo general ${Date.now()}`, channelId: faro?.id, plan: 'free' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; slug: string };
  return { ...product, owner, channel: faro?.slug ?? '' };
}

/** The prebuilt room's pages are answered here: a journey never loads 100ms's. */
async function answerRooms(context: BrowserContext) {
  await context.route('https://platea-standin.app.100ms.live/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Room</title></html>',
    }),
  );
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('rehearsal-state').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the organizer opens a product’s rehearsal room, hands the team its link, enters as host and closes it: billed by the minute (media not tested)', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const video = await draftVideo(request);
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 900 } });
  await answerRooms(context);
  const page = await context.newPage();
  await signInThroughApi(page, PRODUCER);
  await page.goto(`/account/channels/${video.channel}/products/${video.slug}`);
  const state = page.getByTestId('rehearsal-state');
  const card = page.getByRole('region', { name: 'Sala de ensayo' });

  await test.step('every product has the step; closed, it says its price and that nothing is used yet', async () => {
    await page.getByRole('tab', { name: '6. Sala de ensayo' }).click();
    await expect(state).toHaveText('Cerrada');
    await expect(page.getByTestId('rehearsal-price')).toContainText(
      '5,00 € la hora, por minutos (un minuto empezado cuenta). La primera hora es gratis solo en las emisiones en directo.',
    );
    await expect(page.getByTestId('rehearsal-free-left')).toHaveText('Ninguno');
    await expect(page.getByTestId('rehearsal-used')).toHaveText('0 min');
    await expect(page.getByTestId('rehearsal-cost')).toHaveText('0,00 €');
    await expect(card.getByText('Aún no hay ensayos.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar como anfitrión' })).toHaveCount(0);
  });

  let teamCode = '';
  await test.step('opened: the team’s link is the provider’s guest room, with a copy button', async () => {
    await page.getByRole('button', { name: 'Abrir la sala de ensayo' }).click();
    await expect(state).toHaveText('Abierta');
    await expect(page.getByText('La sala de ensayo está abierta')).toBeVisible();
    const link = page.getByLabel('Enlace para tu equipo');
    await expect(link).toHaveValue(ROOM);
    const value = await link.inputValue();
    teamCode = ROOM.exec(value)?.[1] ?? '';
    // The API answers the same link to its organizer.
    const answer = await request.get(`/api/products/${video.id}/rehearsal`, { headers: video.owner });
    expect(((await answer.json()) as { teamUrl: string }).teamUrl).toBe(value);
    await expect(page.getByRole('button', { name: 'Copiar el enlace del equipo' })).toBeVisible();
    await expect(card.getByText('No hay nadie en la sala.')).toBeVisible();
    await expectAxeClean(page);
    await shoot(page, 'open-es');
  });

  await test.step('“Enter as host” opens the host’s room in a new tab, not the team’s', async () => {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Entrar como anfitrión' }).click(),
    ]);
    await tab.waitForURL(ROOM);
    const hostCode = ROOM.exec(tab.url())?.[1];
    expect(hostCode).not.toBe(teamCode);
    const join = await request.post(`/api/products/${video.id}/rehearsal/join`, { headers: video.owner });
    const credential = (await join.json()) as { role: string; roomCode: string };
    expect(credential).toMatchObject({ role: 'host', roomCode: hostCode });
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await expect(state).toHaveText('Abierta');
  });

  await test.step('closed after confirming: the rehearsal is in its history with its minutes and cost', async () => {
    await page.getByRole('button', { name: 'Cerrar la sala' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Cerrar la sala de ensayo?' });
    await expect(dialog).toContainText('Sus minutos dejan de contar y se facturan.');
    // Cancelled, nothing changes.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(state).toHaveText('Abierta');
    await page.getByRole('button', { name: 'Cerrar la sala' }).click();
    await dialog.getByRole('button', { name: 'Cerrar la sala' }).click();
    await expect(state).toHaveText('Cerrada');
    await expect(page.getByLabel('Enlace para tu equipo')).toHaveCount(0);
    // A started minute counts: 5 € an hour is 0,09 € a minute (rounded up to the cent).
    const rows = page.getByTestId('rehearsal-history').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator('td').nth(1)).toHaveText('1 min');
    await expect(rows.first().locator('td').nth(2)).toHaveText('0,09 €');
    await expect(page.getByTestId('rehearsal-used')).toHaveText('1 min');
    await expect(page.getByTestId('rehearsal-cost')).toHaveText('0,09 €');
    // Its link no longer works for the team: the room is closed at the provider.
    const late = await request.post(`/api/products/${video.id}/rehearsal/join`, { headers: video.owner });
    expect(late.status()).toBe(409);
    await expectAxeClean(page);
    await shoot(page, 'closed-es');
  });
  await context.close();
});

test('in Portuguese, a live broadcast’s rehearsal room says its first hour is free (media not tested)', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const show = await broadcastProduct(request, 'Ensaio geral');
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInThroughApi(page, PRODUCER);
  await context.addCookies([{ name: 'platea_lang', value: 'pt', url: baseURL }]);
  await page.goto(`/account/channels/${show.channel}/products/${show.slug}`);
  await page.getByRole('tab', { name: '8. Sala de ensaio' }).click();
  const state = page.getByTestId('rehearsal-state');
  await expect(state).toHaveText('Fechada');
  await expect(page.getByTestId('rehearsal-price')).toContainText(
    'Numa transmissão ao vivo os primeiros 60 minutos são gratuitos, somando todos os seus ensaios; depois, 5,00 € por hora',
  );
  await expect(page.getByTestId('rehearsal-free-left')).toHaveText('60 de 60 min');

  await page.getByRole('button', { name: 'Abrir a sala de ensaio' }).click();
  await expect(state).toHaveText('Aberta');
  await expect(page.getByLabel('Link para a sua equipe')).toHaveValue(ROOM);
  await expectAxeClean(page);
  await shoot(page, 'open-pt');

  await page.getByRole('button', { name: 'Fechar a sala' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar a sala' }).click();
  await expect(state).toHaveText('Fechada');
  // Its first minute is one of the free hour's.
  await expect(page.getByTestId('rehearsal-free-left')).toHaveText('59 de 60 min');
  await expect(page.getByTestId('rehearsal-cost')).toHaveText('0,00 €');
  await expect(page.getByTestId('rehearsal-history').locator('tbody tr')).toHaveCount(1);
  await expectAxeClean(page);
  await shoot(page, 'closed-pt');
  await context.close();
});
