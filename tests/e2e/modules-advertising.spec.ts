import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 24 (advertising module, on in the demo): an admin composes a 3-column banner for the home in
 * /manage/advertising, a visitor sees it on the home and follows a column through the signed redirect to
 * the sponsor, and the banner's impressions and clicks show in the console. The demo's own home banner is
 * switched off meanwhile (banners of one area take turns) and switched back on at the end.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
// A browser's user agent: crawlers (and headless browsers) are not counted.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PRODUCT = 'La vida es sueño: función para centros educativos';
const CHANNEL = 'Teatro del Faro';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNoSeriousAxe(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** The page is no wider than the screen: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
}

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Switches the other home banners on or off (through the API, as the console does). */
async function setOtherHomeBanners(request: APIRequestContext, active: boolean, except: string) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const res = await request.get('/api/ads/banners?filter={"displayArea":"home"}&range=[0,99]', { headers });
  const banners = (await res.json()) as { id: number; name: string | null }[];
  for (const b of banners.filter((x) => x.name !== except)) {
    expect((await request.put(`/api/ads/banners/${b.id}`, { headers, data: { active } })).ok()).toBe(true);
  }
  return banners.filter((x) => x.name !== except).map((b) => b.id);
}

test('an admin composes a 3-column home banner; a visitor sees it and clicks through to the sponsor', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Primavera ${Date.now().toString(36)}`;
  const others = await setOtherHomeBanners(request, false, name);
  try {
    const login = new BackofficeLoginPage(page);
    await login.goto('manage');
    await login.signIn(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/manage\/products$/);

    await test.step('the admin composes a banner of 3 columns for the home', async () => {
      await page.getByRole('menuitem', { name: 'Publicidad' }).click();
      await expect(page).toHaveURL(/\/manage\/advertising$/);
      await page.getByRole('link', { name: 'Nuevo banner' }).click();
      await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
      await page.getByRole('button', { name: 'Añadir columna' }).click();
      await page.getByRole('button', { name: 'Añadir columna' }).click();
      for (let i = 0; i < 3; i++) {
        await page
          .locator('input[type=file]')
          .nth(i)
          .setInputFiles({ name: `sponsor-${i}.png`, mimeType: 'image/png', buffer: PNG });
        await page
          .getByRole('textbox', { name: 'Enlace (https://…)' })
          .nth(i)
          .fill(`https://sponsor.example/${i}`);
        await page
          .getByRole('textbox', { name: 'Texto alternativo (lo que dice la imagen)' })
          .nth(i)
          .fill(`Patrocinador ${i + 1}`);
      }
      await expect(page.getByRole('button', { name: 'Sustituir la imagen' })).toHaveCount(3);
      // The product and the channel that carry it are searched and picked by their names.
      await page
        .getByRole('combobox', { name: 'Productos que lo llevan como propio' })
        .fill('centros educativos');
      await page.getByRole('option', { name: PRODUCT }).click();
      await page.getByRole('combobox', { name: 'Canales que lo llevan como propio' }).fill('Faro');
      await page.getByRole('option', { name: CHANNEL }).click();
      await expectNoSeriousAxe(page);
      await page.getByRole('button', { name: 'Guardar banner' }).click();
      await expect(page).toHaveURL(/\/manage\/advertising$/);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Inicio');
      // Opened again, the banner names who carries it.
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('button', { name: PRODUCT })).toBeVisible();
      await expect(page.getByRole('button', { name: CHANNEL })).toBeVisible();
      await expect(page.getByText('Sin impresiones ni clics en los últimos 30 días.')).toBeVisible();
      await page.getByRole('link', { name: 'Volver a los banners' }).click();
      await expect(page).toHaveURL(/\/manage\/advertising$/);
    });

    await test.step('a visitor sees it on the home and follows a column to the sponsor', async () => {
      const visitor = await browser.newContext({ userAgent: CHROME });
      const site = await visitor.newPage();
      // The sponsor's site is not reached (no network): the browser is seen asking for it, as the page it goes to.
      await site.route('https://sponsor.example/**', (route) => route.abort());
      const seen = site.waitForResponse((res) => /\/api\/ads\/seen\/\d+\.gif$/.test(res.url()));
      await site.goto('/');
      const banner = site.getByRole('complementary', { name: 'Publicidad' });
      await expect(banner.getByRole('link')).toHaveCount(3);
      await expect(banner.getByRole('img', { name: 'Patrocinador 2' })).toBeVisible();
      await expect(banner.getByRole('link').first()).toHaveAttribute('rel', 'sponsored noopener');
      await expect(banner.getByRole('link').first()).toHaveAttribute('href', /^\/api\/ads\/click\//);
      // The beacon loads lazily with the images, when the banner comes near the screen.
      await banner.getByRole('link').nth(1).scrollIntoViewIfNeeded();
      expect((await seen).status()).toBe(200);
      const toSponsor = site.waitForRequest(
        (req) =>
          req.url() === 'https://sponsor.example/1' &&
          req.isNavigationRequest() &&
          req.frame() === site.mainFrame(),
      );
      await banner.getByRole('link').nth(1).click();
      // Through the click counter, whose redirect leads to the sponsor.
      expect((await toSponsor).redirectedFrom()?.url()).toMatch(/\/api\/ads\/click\//);
      await visitor.close();
    });

    await test.step('the console shows its impression and its click', async () => {
      await page.reload();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row.getByRole('cell').nth(4)).toHaveText('1');
      await expect(row.getByRole('cell').nth(5)).toHaveText('1');
      await expect(row.getByRole('cell').nth(6)).toHaveText(/100\s?%/);
    });

    await test.step("the banner's page shows today's impression and click", async () => {
      await page.getByRole('link', { name, exact: true }).click();
      const days = page.getByRole('table', { name: 'Días con actividad' });
      await expect(days.getByRole('row')).toHaveCount(2);
      const today = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'Europe/Madrid' }).format(
        new Date(),
      );
      const row = days.getByRole('row', { name: new RegExp(today) });
      await expect(row.getByRole('cell').nth(0)).toHaveText('1');
      await expect(row.getByRole('cell').nth(1)).toHaveText('1');
      await expect(page.getByText('En 30 días: impresiones 1 · clics 1')).toBeVisible();
      await expectNoSeriousAxe(page);
    });

    await test.step('on a phone, the list and the banner fit the screen (no sideways scroll)', async () => {
      // Reloaded at the phone's size, as a phone opens it (a live resize leaves the side menu open).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByRole('table', { name: 'Días con actividad' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.getByRole('link', { name: 'Volver a los banners' }).click();
      const card = page.getByRole('listitem', { name });
      await expect(card).toContainText('Inicio');
      await expect(card).toContainText('100');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxe(page);
      page.once('dialog', (dialog) => dialog.accept());
      await card.getByRole('button', { name: `Eliminar ${name}` }).click();
      await expect(page.getByRole('listitem', { name })).toHaveCount(0);
    });
  } finally {
    const token = await adminToken(request);
    for (const id of others) {
      await request.put(`/api/ads/banners/${id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { active: true },
      });
    }
  }
});
