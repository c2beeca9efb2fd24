import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { broadcastProduct, PRODUCER } from './helpers/live.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 21, the organizer's side of the chat: with the site's moderated chat on, a ticket holder's message
 * reaches the broadcast step's chat card as pending without a reload; she approves it and a viewer
 * following the room sees it; a message is shown as text, never as HTML; she writes as the organizer,
 * bans a viewer (whose messages disappear) and lifts the ban, and disables the chat, which refuses a
 * viewer's message. A fake-live session has the same card on its Chat step. Screenshots of the card on a
 * desktop and a phone, in each language, are kept with the run's output.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const XSS = '<script>window.__chatXss = 1</script><img src=x onerror="window.__chatXss = 2">';

async function tokenOf(api: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await api.post('/api/auth/login', { data: credentials });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).token as string;
}

/** A signed-in viewer of their own (own cookies), who posts through the API in Spanish. */
async function viewer(baseURL: string, name: string) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'es' } });
  const credentials = {
    email: `chat-${name.toLowerCase()}-${Date.now()}@platea.test`,
    password: 'Chat.2026!x',
  };
  const { id } = await createActiveUser(api, { ...credentials, name });
  const token = await tokenOf(api, credentials);
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'es' };
  return {
    id,
    name,
    token,
    post: (productId: number, text: string) =>
      api.post(`/api/products/${productId}/chat`, { headers, data: { text } }),
    dispose: () => api.dispose(),
  };
}

type ChatEvent = { __typename: string; id?: number; text?: string; state?: string };

/** A viewer's page following the room as the site would: onChat over server-sent events. */
async function follow(baseURL: string, token: string, productId: number) {
  const query = `subscription { onChat(productId: ${productId}, after: "0") { __typename
    ... on ChatMessage { id text state } ... on ChatRemoval { id } ... on ChatRoom { disabled } } }`;
  const controller = new AbortController();
  const res = await fetch(`${baseURL}/api/graphql?query=${encodeURIComponent(query)}`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const events: ChatEvent[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true, value: undefined }));
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: next$/m.test(block) && data) events.push(JSON.parse(data).data.onChat);
      }
    }
  })();
  return {
    events,
    messages: () => events.filter((e) => e.__typename === 'ChatMessage').map((e) => `${e.text}:${e.state}`),
    async close() {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
  };
}

/** No serious or critical axe violation inside the chat card. */
async function expectCardAxeClean(page: Page) {
  const results = await axeOf(page).include('[data-testid="chat-card"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function signInAsProducer(page: Page) {
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);
}

/** Turns the site's moderated chat on for the journey, and back to what it was after it. */
async function moderatedChat(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request, ADMIN)}` };
  const before = (await (await request.get('/api/config', { headers })).json()) as {
    moderatedChat?: boolean;
  };
  const on = await request.put('/api/config', { headers, data: { moderatedChat: true } });
  expect(on.status(), await on.text()).toBe(200);
  return async () => {
    const back = await request.put('/api/config', {
      headers,
      data: { moderatedChat: before.moderatedChat ?? false },
    });
    expect(back.ok()).toBe(true);
  };
}

test('an organizer moderates the chat of her broadcast live from the console', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const restoreModeration = await moderatedChat(request);
  const product = await broadcastProduct(request, 'Chat moderado');
  const ana = await viewer(base, 'Ana');
  const bea = await viewer(base, 'Bea');
  const beaSees = await follow(base, bea.token, product.id);
  const card = page.getByTestId('chat-card');
  const messages = card.getByTestId('chat-message');

  try {
    await test.step('the broadcast step has the chat card, following the room', async () => {
      await signInAsProducer(page);
      await page.goto(`/account/channels/${product.channel}/products/${product.slug}`);
      await page.getByRole('tab', { name: '5. Emisión' }).click();
      await expect(card.getByRole('heading', { name: 'Chat', level: 2 })).toBeVisible();
      await expect(card.getByText('Aún no hay mensajes.')).toBeVisible();
      await expect(
        card.getByText('Moderado: los mensajes de los espectadores esperan tu aprobación'),
      ).toBeVisible();
      await expect(card.getByTestId('chat-connection')).toHaveText('En directo');
      await expect(card.getByText('Nadie está vetado en este chat.')).toBeVisible();
    });

    await test.step('a ticket holder’s message arrives as pending, without a reload, and is announced', async () => {
      const posted = await ana.post(product.id, '¿Habrá grabación?');
      expect(posted.status(), await posted.text()).toBe(201);
      expect((await posted.json()).state).toBe('pending');
      await expect(messages).toHaveCount(1);
      await expect(messages.first()).toHaveAttribute('data-state', 'pending');
      await expect(messages.first()).toContainText('Ana');
      await expect(messages.first()).toContainText('¿Habrá grabación?');
      await expect(messages.first()).toContainText('Pendiente de aprobación');
      await expect(card.getByTestId('chat-pending')).toHaveText('1 pendiente de aprobación');
      await expect(card.getByTestId('chat-announcement')).toHaveText(
        '1 mensaje nuevo pendiente de aprobación',
      );
      // Another viewer does not see it while it waits.
      expect(beaSees.messages()).toEqual([]);
      await expectCardAxeClean(page);
    });

    await test.step('approved, it is shown approved and the viewer following the room sees it', async () => {
      await card.getByRole('button', { name: 'Aprobar el mensaje de Ana' }).click();
      await expect(messages.first()).toHaveAttribute('data-state', 'approved');
      await expect(messages.first()).not.toContainText('Pendiente de aprobación');
      await expect(card.getByTestId('chat-pending')).toHaveCount(0);
      await expect.poll(() => beaSees.messages()).toEqual(['¿Habrá grabación?:approved']);
    });

    await test.step('a message is plain text: markup in it is shown, never run', async () => {
      expect((await bea.post(product.id, XSS)).status()).toBe(201);
      expect((await bea.post(product.id, 'Otra')).status()).toBe(201);
      expect((await bea.post(product.id, 'Y otra más')).status()).toBe(201);
      await expect(messages).toHaveCount(4);
      await expect(messages.nth(1).getByTestId('chat-message-text')).toHaveText(XSS);
      // Three new pending messages: one summary, not three announcements.
      await expect(card.getByTestId('chat-announcement')).toHaveText(
        '3 mensajes nuevos pendientes de aprobación',
      );
      await expect(card.locator('img, script')).toHaveCount(0);
      expect(await page.evaluate(() => Reflect.get(window, '__chatXss'))).toBeUndefined();
    });

    await test.step('the organizer writes with Enter: approved at once, the product form not submitted', async () => {
      const composer = card.getByRole('textbox', { name: 'Escribe como organizador' });
      await composer.fill('Bienvenidos al ensayo');
      await composer.press('Enter');
      await expect(messages).toHaveCount(5);
      await expect(messages.last()).toContainText('Bienvenidos al ensayo');
      await expect(messages.last()).toHaveAttribute('data-state', 'approved');
      await expect(composer).toHaveValue('');
      await expect(page.getByRole('tab', { name: '5. Emisión' })).toHaveAttribute('aria-selected', 'true');
      await expect.poll(() => beaSees.messages()).toContain('Bienvenidos al ensayo:approved');
    });

    await test.step('one pending message is hidden with its button, another from the message’s menu', async () => {
      await card.getByRole('button', { name: 'Ocultar el mensaje de Bea' }).last().click();
      await expect(messages).toHaveCount(4);
      await expect(card.getByText('Y otra más')).toHaveCount(0);
      await card.getByRole('button', { name: 'Más acciones sobre el mensaje de Bea' }).last().click();
      await page.getByRole('menuitem', { name: 'Ocultar este mensaje' }).click();
      await expect(messages).toHaveCount(3);
      await expect(card.getByText('Otra', { exact: true })).toHaveCount(0);
    });

    await test.step('banning a viewer asks first, then all her messages disappear and she cannot write', async () => {
      await card.getByRole('button', { name: 'Más acciones sobre el mensaje de Ana' }).click();
      await page.getByRole('menuitem', { name: 'Vetar a Ana en el chat' }).click();
      const dialog = page.getByRole('dialog', { name: '¿Vetar a Ana en este chat?' });
      await expect(dialog).toContainText('todos sus mensajes anteriores desaparecerán para todos');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(messages.filter({ hasText: '¿Habrá grabación?' })).toHaveCount(1);
      await card.getByRole('button', { name: 'Más acciones sobre el mensaje de Ana' }).click();
      await page.getByRole('menuitem', { name: 'Vetar a Ana en el chat' }).click();
      await dialog.getByRole('button', { name: 'Vetar' }).click();
      await expect(messages.filter({ hasText: '¿Habrá grabación?' })).toHaveCount(0);
      await expect(card.getByTestId('chat-bans')).toContainText('Ana');
      await expect.poll(() => beaSees.messages().filter((m) => m.startsWith('¿Habrá'))).toHaveLength(1);
      await expect.poll(() => beaSees.events.some((e) => e.__typename === 'ChatRemoval')).toBe(true);
      const refused = await ana.post(product.id, 'Sigo aquí');
      expect(refused.status()).toBe(403);
      await expectCardAxeClean(page);
    });

    await test.step('the ban is lifted from the list', async () => {
      await card.getByRole('button', { name: 'Levantar el veto de Ana' }).click();
      await expect(card.getByText('Nadie está vetado en este chat.')).toBeVisible();
      // Her hidden messages stay hidden.
      await expect(messages.filter({ hasText: '¿Habrá grabación?' })).toHaveCount(0);
    });

    await test.step('with the chat disabled, a viewer’s message is refused', async () => {
      const off = card.getByRole('switch', { name: 'Chat temporalmente desactivado' });
      await off.check();
      await expect(page.getByText('Ajustes del chat guardados')).toBeVisible();
      await expect.poll(() => beaSees.events.filter((e) => e.__typename === 'ChatRoom').length).toBe(2);
      const refused = await bea.post(product.id, '¿Hola?');
      expect(refused.status()).toBe(409);
      expect((await refused.json()).error.message).toBe('Chat temporalmente desactivado');
      // Reloaded, the card shows the switches as saved.
      await page.reload();
      await page.getByRole('tab', { name: '5. Emisión' }).click();
      await expect(card.getByRole('switch', { name: 'Chat temporalmente desactivado' })).toBeChecked();
    });

    await test.step('slow mode is chosen from a list: a viewer waits between two messages', async () => {
      await enableChat(card);
      const slow = card.getByRole('combobox', { name: 'Modo lento' });
      await slow.click();
      await page.getByRole('option', { name: '30 s' }).click();
      await expect(slow).toHaveText('30 s');
      await expect(page.getByText('Ajustes del chat guardados')).toBeVisible();
      // Whether or not the first is soon enough after her last one, the second is too soon.
      await bea.post(product.id, 'Primero');
      const refused = await bea.post(product.id, 'Segundo');
      expect(refused.status()).toBe(429);
      expect((await refused.json()).error.message).toMatch(/^El modo lento está activado/);
      await expectCardAxeClean(page);
      await slow.click();
      await page.getByRole('option', { name: 'Desactivado' }).click();
      await expect(slow).toHaveText('Desactivado');
    });

    await test.step('the list follows new messages, unless the organizer scrolled up to read', async () => {
      const headers = { authorization: `Bearer ${await tokenOf(request, PRODUCER)}` };
      const say = async (text: string) => {
        const res = await request.post(`/api/products/${product.id}/chat`, { headers, data: { text } });
        expect(res.status(), await res.text()).toBe(201);
      };
      for (let i = 1; i <= 12; i++) await say(`Aviso número ${i}`);
      await expect(messages.last()).toContainText('Aviso número 12');
      const list = card.getByTestId('chat-messages');
      const atBottom = () => list.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight < 2);
      await expect.poll(atBottom).toBe(true);
      await list.evaluate((box) => {
        box.scrollTop = 0;
      });
      await say('Aviso mientras lee');
      await expect(messages.last()).toContainText('Aviso mientras lee');
      const jump = card.getByRole('button', { name: 'Ver los mensajes más recientes' });
      await expect(jump).toBeVisible();
      expect(await list.evaluate((box) => box.scrollTop)).toBe(0);
      await jump.click();
      await expect.poll(atBottom).toBe(true);
      await expect(jump).toHaveCount(0);
      await expect(list).toBeFocused();
    });

    await test.step('screenshots of the card: desktop and phone, in each language', async () => {
      // A pending message at the bottom, as the organizer meets them.
      expect((await ana.post(product.id, '¿Se podrá ver luego la grabación completa?')).status()).toBe(201);
      await expect(messages.last()).toHaveAttribute('data-state', 'pending');
      await screenshots(browser, product, page);
    });
  } finally {
    await restoreModeration();
    await beaSees.close();
    await ana.dispose();
    await bea.dispose();
  }
});

/** Turns the chat back on (so the screenshots show a room in use). */
async function enableChat(card: ReturnType<Page['getByTestId']>) {
  const off = card.getByRole('switch', { name: 'Chat temporalmente desactivado' });
  await off.uncheck();
  await expect(off).not.toBeChecked();
}

async function screenshots(browser: Browser, product: { channel: string; slug: string }, signedIn: Page) {
  const state = await signedIn.context().storageState();
  for (const [locale, tab] of [
    ['es', '5. Emisión'],
    ['en', '5. Broadcast'],
    ['pt', '5. Transmissão'],
  ] as const) {
    for (const viewport of [
      { name: 'desktop', width: 1366, height: 900 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({
        storageState: state,
        viewport: { width: viewport.width, height: viewport.height },
        locale,
        reducedMotion: 'reduce',
      });
      await context.addCookies([{ name: 'platea_lang', value: locale, url: signedIn.url() }]);
      await context.addInitScript((l) => localStorage.setItem('platea.locale', l), locale);
      const page = await context.newPage();
      await page.goto(`/account/channels/${product.channel}/products/${product.slug}`);
      await page.getByRole('tab', { name: tab }).click();
      const card = page.getByTestId('chat-card');
      await expect(card.getByTestId('chat-message').first()).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: test.info().outputPath(`chat-card-${locale}-${viewport.name}.png`) });
      await context.close();
    }
  }
}

test('a fake-live session has the chat card on its Chat step, usable by keyboard', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, PRODUCER);
  const headers = { authorization: `Bearer ${token}` };
  const channels = (await (await request.get('/api/channels', { headers })).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  const created = await request.post('/api/products', {
    headers,
    data: { type: 'live', title: `Sesión con chat ${Date.now()}`, channelId: channel?.id, plan: 'free' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { slug: string };
  await signInAsProducer(page);
  await page.goto(`/account/channels/${channel?.slug}/products/${product.slug}`);
  await page.getByRole('tab', { name: '7. Chat' }).click();
  const card = page.getByTestId('chat-card');
  await expect(card.getByRole('heading', { name: 'Chat', level: 2 })).toBeVisible();
  await card.getByRole('textbox', { name: 'Escribe como organizador' }).fill('Bienvenidos a la sesión');
  await card.getByRole('button', { name: 'Enviar' }).click();
  await expect(card.getByTestId('chat-message')).toHaveText(/Bienvenidos a la sesión/);
  await expectCardAxeClean(page);
  // By keyboard alone: the message's menu opens on its first action, which hides the message.
  await card.getByRole('button', { name: /^Más acciones sobre el mensaje de / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Ocultar este mensaje' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('chat-message')).toHaveCount(0);
  await expect(card.getByText('Aún no hay mensajes.')).toBeVisible();
});
