import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { broadcastProduct, PRODUCER } from './helpers/live.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 21: the chat beside the player of a live moment. Two viewers of a broadcast talk without
 * reloading; what they write is shown as text, never as HTML; with the site's moderated chat on, a
 * message waits for the organizer's approval (seen by its author only) and then reaches everyone; a
 * hidden message disappears; a disabled room says so; writing too fast is explained and counted down.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: credentials });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token as string}` };
}

/** The event streams each page opened (islands/realtime.ts: one per page load). */
const streams = new Map<Page, string[]>();

/** A signed-in viewer on the product's player page, its chat panel hydrated. */
async function viewerOn(browser: Browser, slug: string, who: { email: string; password: string }) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  page.on('request', (r) => {
    if (r.resourceType() === 'eventsource') streams.set(page, [...(streams.get(page) ?? []), r.url()]);
  });
  await page.goto(`/login?next=/player/${slug}`);
  await new LoginPage(page).signIn(who.email, who.password);
  await expect(page).toHaveURL(new RegExp(`/player/${slug}$`));
  await chatReady(page);
  return page;
}

async function chatReady(page: Page) {
  await page.locator('astro-island:not([ssr]) .chat').waitFor();
}

const log = (page: Page) => page.getByRole('list', { name: 'Mensajes del chat' });
const message = (page: Page, text: string | RegExp) =>
  log(page).getByRole('listitem').filter({ hasText: text });

async function post(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Tu mensaje' });
  await box.fill(text);
  await box.press('Enter');
}

test('viewers of a broadcast chat beside the player, moderated, as text only', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await broadcastProduct(request, 'Charla abierta');
  const owner = await tokenOf(request, PRODUCER);
  const admin = await tokenOf(request, ADMIN);
  const other = { email: `chat-${Date.now()}@platea.test`, password: 'Chat.2026!', name: 'Lucía Chat' };
  await createActiveUser(request, other);

  const a = await viewerOn(browser, product.slug, VIEWER);
  const b = await viewerOn(browser, product.slug, other);
  // Nothing alerts: a message is never run as code.
  const dialogs: string[] = [];
  for (const page of [a, b]) page.on('dialog', (d) => dialogs.push(d.message()));

  await test.step('an empty chat says so; a message shows, and reaches the other viewer without reload', async () => {
    await expect(a.getByText('Todavía no hay mensajes. Sé el primero en decir algo.')).toBeVisible();
    const box = a.getByRole('textbox', { name: 'Tu mensaje' });
    await box.fill('Hola a todos');
    await expect(a.getByText('12/500 caracteres')).toBeVisible();
    // Shift+Enter starts a new line; Enter sends.
    await box.press('Shift+Enter');
    await box.pressSequentially('¿Se oye bien?');
    await expect(box).toHaveValue('Hola a todos\n¿Se oye bien?');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(message(a, 'Hola a todos')).toBeVisible();
    await expect(message(b, 'Hola a todos')).toBeVisible();
    await expect(message(b, 'Hola a todos')).toContainText('¿Se oye bien?');
    await expect(b.getByText('Todavía no hay mensajes.')).toHaveCount(0);
    // The chat rides the page's one connection, which followed it from its opening.
    for (const page of [a, b]) {
      expect(streams.get(page)?.map(decodeURIComponent)).toEqual([
        expect.stringMatching(/onEvents\(productId:\d+,after:"\d+",afterChat:"0"\)/),
      ]);
    }
  });

  const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  await test.step('markup in a message is shown as its text: no element is made of it', async () => {
    await post(b, attack);
    for (const page of [a, b]) {
      await expect(message(page, attack)).toBeVisible();
      await expect(page.locator('.chat img')).toHaveCount(0);
      await expect(page.locator('.chat script')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  });

  await test.step('the organizer hides a message: it disappears for everyone', async () => {
    const history = await request.get(`/api/products/${product.id}/chat`, { headers: owner });
    const { messages } = (await history.json()) as { messages: { id: number; text: string }[] };
    const target = messages.find((m) => m.text === attack);
    expect(target).toBeDefined();
    const hidden = await request.post(`/api/products/${product.id}/chat/messages/${target?.id}/hide`, {
      headers: owner,
    });
    expect(hidden.ok()).toBe(true);
    await expect(message(a, attack)).toHaveCount(0);
    await expect(message(b, attack)).toHaveCount(0);
    await expect(message(a, 'Hola a todos')).toBeVisible();
  });

  await test.step('moderated chat: a message waits for approval, seen by its author only, then by all', async () => {
    expect((await request.put('/api/config', { headers: admin, data: { moderatedChat: true } })).ok()).toBe(
      true,
    );
    try {
      await b.reload();
      await chatReady(b);
      await expect(
        b.getByText('Un moderador revisa los mensajes antes de que todos los vean.'),
      ).toBeVisible();
      await post(b, 'Mensaje para revisar');
      const mine = message(b, 'Mensaje para revisar');
      await expect(mine).toContainText('Pendiente de aprobación');
      await b.locator('.chat').screenshot({ path: '/tmp/pw-chatsite/chat-es-pending.png' });
      await expect(message(a, 'Mensaje para revisar')).toHaveCount(0);

      const history = await request.get(`/api/products/${product.id}/chat`, { headers: owner });
      const { messages } = (await history.json()) as {
        messages: { id: number; text: string; state: string }[];
      };
      const pending = messages.find((m) => m.text === 'Mensaje para revisar');
      expect(pending?.state).toBe('pending');
      // The other viewer's page, reloaded, still does not have it.
      await a.reload();
      await chatReady(a);
      await expect(message(a, 'Hola a todos')).toBeVisible();
      await expect(message(a, 'Mensaje para revisar')).toHaveCount(0);

      const approved = await request.post(
        `/api/products/${product.id}/chat/messages/${pending?.id}/approve`,
        { headers: owner },
      );
      expect(approved.ok()).toBe(true);
      await expect(message(a, 'Mensaje para revisar')).toBeVisible();
      await expect(message(a, 'Mensaje para revisar')).not.toContainText('Pendiente de aprobación');
      await expect(mine).not.toContainText('Pendiente de aprobación');
    } finally {
      await request.put('/api/config', { headers: admin, data: { moderatedChat: false } });
    }
  });

  await test.step('the organizer disables the room: the composer says so, and comes back', async () => {
    const room = `/api/products/${product.id}/chat/room`;
    expect((await request.put(room, { headers: owner, data: { disabled: true } })).ok()).toBe(true);
    await expect(a.getByText('Chat temporalmente desactivado')).toBeVisible();
    await expect(a.getByRole('textbox', { name: 'Tu mensaje' })).toHaveCount(0);
    expect((await request.put(room, { headers: owner, data: { disabled: false } })).ok()).toBe(true);
    await expect(a.getByRole('textbox', { name: 'Tu mensaje' })).toBeVisible();
  });

  await test.step('many messages: announced in one summary; scrolled up, a button brings the new ones', async () => {
    // The organizer moderates: no flood control holds her.
    const say = async (text: string) => {
      const res = await request.post(`/api/products/${product.id}/chat`, { headers: owner, data: { text } });
      expect(res.status()).toBe(201);
    };
    for (let i = 1; i <= 12; i += 1) await say(`Aviso ${i}`);
    // Followed down to the newest; screen readers hear one summary, not twelve messages.
    await expect(message(a, 'Aviso 12')).toBeInViewport();
    await expect(a.locator('.chat [aria-live="polite"]')).toHaveText(/^\d+ mensajes nuevos$/);
    const scroller = a.locator('.chat__scroll');
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
    await expect(message(a, 'Aviso 12')).not.toBeInViewport();
    await say('Aviso 13');
    await say('Aviso 14');
    const more = a.getByRole('button', { name: /Mensajes nuevos \(2\)/ });
    await expect(more).toBeVisible();
    await expect(message(a, 'Aviso 14')).not.toBeInViewport();
    await more.press('Enter');
    await expect(message(a, 'Aviso 14')).toBeInViewport();
    await expect(more).toHaveCount(0);
  });

  await test.step('writing too fast: the wait is explained and counted down, sending waits for it', async () => {
    const box = a.getByRole('textbox', { name: 'Tu mensaje' });
    const wait = a.getByTestId('chat-wait');
    // Three of the viewer's messages at once through the API, so the composer's next ones fall inside the
    // 2 s window even on a loaded machine, where each send from the page can take most of a second.
    const viewer = await tokenOf(request, VIEWER);
    await Promise.all(
      ['Rápido 1', 'Rápido 2', 'Rápido 3'].map((text) =>
        request.post(`/api/products/${product.id}/chat`, { headers: viewer, data: { text } }),
      ),
    );
    for (let i = 4; i <= 7; i += 1) {
      await box.fill(`Rápido ${i}`);
      await box.press('Enter');
      // Sent (the box empties), or refused with a wait.
      await expect.poll(async () => (await box.inputValue()) === '' || (await wait.isVisible())).toBe(true);
      if (await wait.isVisible()) break;
    }
    await expect(a.getByRole('alert')).toContainText('Estás escribiendo demasiado rápido');
    await expect(wait).toHaveText(/Podrás enviar de nuevo en \d+ s\./);
    const first = Number((await wait.textContent())?.match(/\d+/)?.[0]);
    await expect(a.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    // The composer grew with the explanation: the newest message is still in view.
    await expect(message(a, /Rápido \d/).last()).toBeInViewport({ ratio: 1 });
    await a.locator('.chat').screenshot({ path: '/tmp/pw-chatsite/chat-es-wait.png' });
    await expect(wait).not.toHaveText(`Podrás enviar de nuevo en ${first} s.`);
  });

  await test.step('no serious accessibility problem in the panel', async () => {
    const results = await axeOf(a).include('.chat').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  await test.step('screenshots: phone and desktop, in Spanish, English and Portuguese', async () => {
    for (const lang of ['es', 'en', 'pt']) {
      await a.context().addCookies([{ name: 'platea_lang', value: lang, url: a.url() }]);
      for (const [width, height, name] of [
        [1280, 800, 'desktop'],
        [390, 844, 'phone'],
      ] as const) {
        await a.setViewportSize({ width, height });
        await a.reload();
        await chatReady(a);
        await a.screenshot({ path: `/tmp/pw-chatsite/chat-${lang}-${name}.png`, fullPage: name === 'phone' });
      }
    }
    await expect(a.getByRole('list', { name: 'Mensagens do chat' })).toBeVisible();
  });
  expect(dialogs).toEqual([]);
});
