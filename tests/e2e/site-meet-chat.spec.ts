import { type Browser, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { expectAxeClean, PRODUCER } from './helpers/live.ts';
import { meetWithTicket } from './helpers/meets.ts';
import { watchNetwork } from './helpers/network.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 21: a meet's page is its lobby. A viewer with a ticket for a meet still a few days ahead chats
 * there with the others and the organizer, live, on the page's one realtime connection; a viewer without
 * one reads why and gets nothing of the chat (no panel, no island, no chat on her connection); the
 * organizer finds the same lobby and is told she moderates it.
 * Screenshots of the page with the chat, on a desktop and a phone, in each language.
 */
/** A signed-in viewer on the meet's page (Spanish), with the event streams it opens. */
async function viewerOn(browser: Browser, slug: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const streams: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource') streams.push(decodeURIComponent(r.url()));
  });
  const network = watchNetwork(page);
  await page.goto(`/login?next=/meets/${slug}`);
  await new LoginPage(page).signIn(who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`/meets/${slug}$`));
  return { page, streams, network };
}

const chatReady = (page: Page) => page.locator('astro-island:not([ssr]) .chat').waitFor();
const log = (page: Page) => page.getByRole('list', { name: 'Mensajes del chat' });
const message = (page: Page, text: string) => log(page).getByRole('listitem').filter({ hasText: text });

test("a meet's ticket holder chats in its lobby, live; a viewer without a ticket gets nothing of it", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const holder = { email: `lobby-${stamp}@platea.test`, password: 'Lobby.2026!', name: 'Marta Sala' };
  const stranger = { email: `nolobby-${stamp}@platea.test`, password: 'Lobby.2026!', name: 'Pablo Fuera' };
  await createActiveUser(request, holder);
  await createActiveUser(request, stranger);
  const meet = await meetWithTicket(request, holder);

  await test.step('without a ticket: why and how to get one, and no chat at all', async () => {
    const { page, streams, network } = await viewerOn(browser, meet.slug, stranger);
    await expect(page.getByText('Necesitas una entrada para participar.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conseguir entrada' })).toBeVisible();
    await network.settled();
    await expect(page.getByRole('heading', { name: 'Chat de la sala de espera' })).toHaveCount(0);
    await expect(page.locator('.chat, astro-island')).toHaveCount(0);
    // Her page's connection (the bell's) carries no chat.
    expect(streams.join('\n')).not.toContain('afterChat');
    await page.context().close();
  });

  const { page, streams } = await viewerOn(browser, meet.slug, holder);
  await test.step('with a ticket: the lobby chat under the place, empty, on the page’s one connection', async () => {
    await expect(page.getByText('Tienes plaza en este encuentro.')).toBeVisible();
    await chatReady(page);
    const chat = page.getByRole('region', { name: 'Chat de la sala de espera' });
    await expect(chat).toBeVisible();
    await expect(
      chat.getByText('Habla con los demás participantes antes y durante el encuentro.'),
    ).toBeVisible();
    await expect(chat.getByText('Todavía no hay mensajes. Sé el primero en decir algo.')).toBeVisible();
  });

  await test.step('she posts and sees her message; the organizer answers and it comes without a reload', async () => {
    const box = page.getByRole('textbox', { name: 'Tu mensaje' });
    await box.fill('Hola, ¿se podrá preguntar al final?');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(message(page, 'Hola, ¿se podrá preguntar al final?')).toContainText('Marta Sala');
    const answer = await request.post(`/api/products/${meet.id}/chat`, {
      headers: meet.owner,
      data: { text: 'Sí, reservamos los últimos diez minutos.' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    await expect(message(page, 'Sí, reservamos los últimos diez minutos.')).toBeVisible();
    await expect(page.getByText('Todavía no hay mensajes.')).toHaveCount(0);
    // One connection, following the meet's chat from its first opening.
    expect(streams).toEqual([expect.stringMatching(/onEvents\(productId:\d+,after:"\d+",afterChat:"\d+"\)/)]);
    expect(streams[0]).toContain(`productId:${meet.id},`);
  });

  await test.step('the organizer finds the same lobby, told that she moderates it', async () => {
    const { page: organizer } = await viewerOn(browser, meet.slug, PRODUCER);
    await chatReady(organizer);
    const chat = organizer.getByRole('region', { name: 'Chat de la sala de espera' });
    await expect(chat.getByText(/^Moderas este chat/)).toBeVisible();
    await expect(message(organizer, 'Hola, ¿se podrá preguntar al final?')).toContainText('Marta Sala');
    await chat.screenshot({ path: test.info().outputPath('meet-chat-es-organizer.png') });
    await organizer.context().close();
  });

  await test.step('no serious accessibility problem on the page with its chat', async () => {
    await expectAxeClean(page);
  });

  await test.step('screenshots: phone and desktop, in Spanish, English and Portuguese', async () => {
    for (const lang of ['es', 'en', 'pt']) {
      await page.context().addCookies([{ name: 'platea_lang', value: lang, url: page.url() }]);
      for (const [width, height, name] of [
        [1280, 800, 'desktop'],
        [390, 844, 'phone'],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.reload();
        await chatReady(page);
        await expect(page.locator('.chat__message', { hasText: 'Sí, reservamos' })).toBeVisible();
        await page.screenshot({
          path: test.info().outputPath(`meet-chat-${lang}-${name}.png`),
          fullPage: true,
        });
      }
    }
    await expect(page.getByRole('region', { name: 'Chat da sala de espera' })).toBeVisible();
  });
});
