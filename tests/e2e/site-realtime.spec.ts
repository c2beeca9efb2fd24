import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { insertNotifications } from './helpers/notifications.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 21 on the site: a signed-in viewer has the home open; what the admin sends (POST
 * /api/notifications/sends, written by a job) reaches that page on its one realtime connection: the
 * bell's count rises and the notification shows, selecting it marks it read (kept after a reload), a
 * snack.notification is a toast, a home.updated refreshes the home's sections without a reload.
 * System messages reach every open page: this journey runs with the site-wide ones (playwright.config.ts).
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const SHOTS = join(process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results', 'site-realtime');

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The bell of the header: its trigger (named with the unread count), badge, list and live region. */
function bellOf(page: Page) {
  const root = page.getByRole('banner').locator('[data-bell]');
  return {
    root,
    trigger: root.locator('summary'),
    count: root.locator('.nav-bell__count'),
    items: root.getByRole('listitem'),
    status: page.getByRole('banner').locator('[data-bell-status]'),
    async open() {
      if ((await root.getAttribute('open')) === null) await root.locator('summary').click();
      await expect(root.locator('.nav-bell__panel')).toBeVisible();
    },
  };
}

/**
 * Marks the page once its realtime stream has said where it starts (its first `next` event): what is
 * sent after that reaches it. A toast sent before a page listens is, rightly, never shown there.
 */
async function markStreamStart(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('next', () => document.documentElement.setAttribute('data-stream', 'open'));
      }
    };
  });
}
const streamStarted = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-stream', 'open', { timeout: 15_000 });

test.describe.configure({ timeout: 180_000 });

test('what the admin sends reaches the viewer’s open page: the bell, a toast, the home', async ({
  page,
  browser,
  request,
}) => {
  const viewer = { email: `realtime-${Date.now()}@platea.test`, password: 'Realtime.2026!' };
  const { id: userId } = await createActiveUser(request, viewer);
  const headers = await adminHeaders(request);
  const send = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/notifications/sends', { headers, data });
    expect(res.status(), await res.text()).toBe(202);
  };
  const bell = bellOf(page);
  // A visitor (signed out) has the home open too: system messages reach everyone's page.
  const visitorContext = await browser.newContext({ locale: 'es-ES' });
  const visitor = await visitorContext.newPage();
  const visitorStreams: string[] = [];
  visitor.on('request', (req) => {
    if (req.resourceType() === 'eventsource') visitorStreams.push(decodeURIComponent(req.url()));
  });
  await visitor.goto('/');

  await markStreamStart(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(viewer.email, viewer.password);
  await expect(page).toHaveURL(/\/$/);
  await streamStarted(page);
  await expect(bell.trigger).toHaveAccessibleName('Notificaciones');
  await expect(bell.count).toBeHidden();
  // A reload would lose this mark: it proves what follows happens in the page as it is.
  await page.evaluate(() => {
    document.documentElement.dataset.journey = 'same page';
  });

  await test.step('a notification for the viewer: the count rises, it shows and is announced', async () => {
    await send({
      audience: 'user',
      userId,
      kind: 'user',
      type: 'message',
      subject: 'Tu entrada está lista',
      content: 'Ya puedes ver «La vida es sueño».',
    });
    await expect(bell.count).toHaveText('1');
    await expect(bell.trigger).toHaveAccessibleName('Notificaciones (1 sin leer)');
    await expect(bell.status).toHaveText('Nueva notificación: Tu entrada está lista');
    await bell.open();
    await expect(bell.items).toHaveCount(1);
    await expect(bell.items.first()).toContainText('Tu entrada está lista');
    await expect(bell.items.first()).toContainText('Ya puedes ver «La vida es sueño».');
    await expect(page.locator('html')).toHaveAttribute('data-journey', 'same page');
  });

  // The admin's own console is open too: its bell's stream carries the system's toasts as well.
  const consoleContext = await browser.newContext({ locale: 'es-ES' });
  const consolePage = await consoleContext.newPage();
  await markStreamStart(consolePage);
  const consoleLogin = new BackofficeLoginPage(consolePage);
  await consoleLogin.goto('manage');
  await consoleLogin.signIn(ADMIN.email, ADMIN.password);
  await expect(
    consolePage.getByRole('banner').getByRole('button', { name: /^Notificaciones/ }),
  ).toBeVisible();
  await streamStarted(consolePage);

  await test.step('a snack.notification of the admin is a toast, top left', async () => {
    await send({
      audience: 'everyone',
      kind: 'system',
      type: 'snack.notification',
      content: 'Mantenimiento esta noche a las 22:00',
      payload: { kind: 'warning' },
    });
    const toast = page
      .getByRole('region', { name: 'Notificaciones' })
      .getByRole('listitem')
      .filter({ hasText: 'Mantenimiento esta noche a las 22:00' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Aviso');
    const box = await toast.boundingBox();
    expect(box?.x).toBeLessThan(50);
    expect(box?.y).toBeLessThan(50);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'snack-es-desktop.png') });
    await toast.getByRole('button').click();
    // The visitor's home has its one connection (system messages only) and shows the toast too.
    expect(visitorStreams).toHaveLength(1);
    expect(visitorStreams[0]).toContain('subscription{onEvents{__typename');
    await expect(
      visitor
        .getByRole('region', { name: 'Notificaciones' })
        .getByText('Mantenimiento esta noche a las 22:00'),
    ).toBeVisible();
    // The console shows it top left too, in its kind's colours, and lets it go after 10 s.
    const consoleSnack = consolePage.getByTestId('console-snack');
    await expect(consoleSnack).toHaveText('Mantenimiento esta noche a las 22:00');
    await expect(consoleSnack).toHaveClass(/platea-snack-warning/);
    const at = await consoleSnack.boundingBox();
    expect(at?.x).toBeLessThan(50);
    await expect(consoleSnack).toBeHidden({ timeout: 15_000 });
  });

  await test.step('home.updated: the home reads its sections again, without a reload', async () => {
    const sections = page.locator('#main > section');
    const first = await sections.first().elementHandle();
    const codeBox = await page.locator('#redeem').elementHandle();
    await send({ audience: 'everyone', kind: 'system', type: 'home.updated' });
    // The sections are new ones; the code box (its script holds it) is the same, and it still works.
    await expect.poll(() => first?.evaluate((node) => node.isConnected)).toBe(false);
    await expect(sections.first()).toBeVisible();
    expect(await codeBox?.evaluate((node) => node.isConnected)).toBe(true);
    await page.locator('#redeem').getByRole('button').click();
    await expect(page.locator('#redeem .field__error')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-journey', 'same page');
  });

  await test.step('selecting the notification marks it read: the count falls, and stays so', async () => {
    await bell.open();
    await bell.items
      .first()
      .getByRole('button', { name: /Tu entrada está lista/ })
      .click();
    await expect(bell.count).toBeHidden();
    await expect(bell.trigger).toHaveAccessibleName('Notificaciones');
    await expect(bell.items.first().getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(bell.count).toBeHidden();
    await bell.open();
    await expect(bell.items).toHaveCount(1);
    await expect(bell.items.first()).toContainText('Tu entrada está lista');
    await expect(bell.items.first().getByRole('button')).toHaveCount(0);
  });

  await test.step('the open bell passes axe, and looks right on a phone and a desktop in es, en, pt', async () => {
    await send({
      audience: 'user',
      userId,
      kind: 'user',
      type: 'message',
      subject: 'Nuevo directo de Escuela de Cine Lumbre: «Dirección de actores para cine»',
      content: 'Empieza el sábado a las 20:00. Te avisaremos al empezar.',
    });
    await expect(bell.count).toHaveText('1');
    await bell.open();
    // Two in all: no older page to ask for.
    await expect(bell.root.getByRole('button', { name: 'Ver anteriores' })).toBeHidden();
    const results = await axeOf(page).include('[data-bell]').analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    mkdirSync(SHOTS, { recursive: true });
    for (const lang of ['es', 'en', 'pt']) {
      for (const [name, viewport] of [
        ['phone', { width: 390, height: 844 }],
        ['desktop', { width: 1366, height: 900 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto(`/?lang=${lang}`);
        await bell.open();
        await expect(bell.items).toHaveCount(2);
        await page.screenshot({ path: join(SHOTS, `bell-${lang}-${name}.png`) });
      }
    }
    await page.goto('/?lang=es');
  });

  await test.step('older ones come a page at a time; the count is every unread one', async () => {
    await insertNotifications(
      userId,
      [1, 2, 3, 4, 5, 6].map((n) => ({ subject: `Aviso antiguo ${n}`, content: `Texto ${n}` })),
    );
    await page.reload();
    await expect(bell.count).toHaveText('7');
    await bell.open();
    // The server's first page holds five; the rest are asked for.
    await expect(bell.items).toHaveCount(5);
    const more = bell.root.getByRole('button', { name: 'Ver anteriores' });
    await more.click();
    await expect(bell.items).toHaveCount(8);
    await expect(more).toBeHidden();
    for (const subject of ['Tu entrada está lista', 'Aviso antiguo 1', 'Aviso antiguo 6']) {
      await expect(bell.items.filter({ hasText: subject })).toHaveCount(1);
    }
    // The first of the ones it brought has the focus (the button is gone).
    await expect(bell.items.nth(5)).toBeFocused();
  });
  await visitorContext.close();
  await consoleContext.close();
});
