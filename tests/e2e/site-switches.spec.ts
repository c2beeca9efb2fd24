import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
/** A broadcast with dates: its page lists them in the viewer's clock. */
const HAMLET = '/products/hamlet-en-directo-desde-el-faro';
/** What a fresh install has (api/src/settings/services/config.ts); the test puts it back. */
const DEFAULTS = {
  typeTag: true,
  freeTag: true,
  languages: true,
  notifications: true,
  currencies: false,
  timezones: false,
};

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test.describe.configure({ timeout: 300_000 });

test('the site switches of /manage/config-admin change what the site shows', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const setSwitches = async (data: Partial<typeof DEFAULTS>) => {
    const res = await request.put('/api/config', { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const header = page.getByRole('banner');
  const cards = page.locator('.item-card--product');
  await setSwitches(DEFAULTS);
  await page.goto('/login');
  await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
  await expect(page).toHaveURL(/\/$/);

  try {
    await test.step('home cards show type, price or "free", and the next date', async () => {
      await expect(cards.getByText('Vídeo bajo demanda', { exact: true }).first()).toBeVisible();
      await expect(cards.locator('.card-facts__price', { hasText: 'Gratis' }).first()).toBeVisible();
      await expect(cards.locator('.card-facts__price', { hasText: '€' }).first()).toBeVisible();
      await expect(cards.locator('.card-facts time').first()).toHaveAttribute('datetime', /^\d{4}-/);
    });

    await test.step('typeTag and freeTag off hide the type and the free labels, on cards and product pages', async () => {
      await setSwitches({ typeTag: false, freeTag: false });
      await page.reload();
      await expect(cards.first()).toBeVisible();
      await expect(cards.getByText('Vídeo bajo demanda', { exact: true })).toHaveCount(0);
      await expect(cards.locator('.card-facts__price', { hasText: 'Gratis' })).toHaveCount(0);
      // Prices are still there.
      await expect(cards.locator('.card-facts__price', { hasText: '€' }).first()).toBeVisible();
      await page.goto(HAMLET);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.product-page__type')).toHaveCount(0);
      await setSwitches({ typeTag: true, freeTag: true });
      await page.reload();
      await expect(page.locator('.product-page__type')).toHaveText('Emisión');
    });

    await test.step('languages off hides the language switcher', async () => {
      await expect(header.getByRole('navigation', { name: 'Idioma' })).toBeVisible();
      await setSwitches({ languages: false });
      await page.reload();
      await expect(header.getByRole('navigation', { name: 'Idioma' })).toHaveCount(0);
      await setSwitches({ languages: true });
    });

    await test.step('notifications on shows the bell, off hides it', async () => {
      await page.reload();
      const bell = header.locator('summary', { hasText: 'Notificaciones' });
      await bell.click();
      // Its panel opens, with the viewer's notifications or its empty state (other journeys may have
      // written some for the demo viewer: a product published in a channel she follows, an order).
      const panel = header.locator('.nav-bell__panel');
      await expect(panel).toBeVisible();
      await expect(panel.locator('.nav-bell__title')).toHaveText('Notificaciones');
      await setSwitches({ notifications: false });
      await page.reload();
      await expect(header.locator('summary', { hasText: 'Notificaciones' })).toHaveCount(0);
    });

    await test.step('timezones on: the selector changes the clock dates are shown in', async () => {
      const prefs = header.locator('summary', { hasText: 'Zona horaria y moneda' });
      await expect(prefs).toHaveCount(0);
      await setSwitches({ timezones: true, currencies: true });
      await page.reload();
      const first = page.locator('.product-sessions__when').first();
      const choose = async (zone: string) => {
        await prefs.click();
        await header.getByRole('combobox', { name: 'Zona horaria' }).selectOption(zone);
        await header.getByRole('button', { name: 'Aplicar' }).click();
        await expect(page).toHaveURL(new RegExp(`${HAMLET}$`));
      };
      await prefs.click();
      await expect(header.getByRole('combobox', { name: 'Moneda' })).toHaveValue('EUR');
      await expect(header.getByText('no hay tipos de cambio')).toBeVisible();
      expect((await axeOf(page).include('header').analyze()).violations).toEqual([]);
      await prefs.click();
      await choose('Europe/Madrid');
      await expect(prefs).toContainText('Madrid');
      const before = await first.textContent();
      await choose('Asia/Tokyo');
      await expect(prefs).toContainText('Tokyo');
      await expect(first).not.toHaveText(before ?? '');
      // The same instant: Tokyo is 8 hours ahead of Madrid in winter, 7 in summer.
      const hour = (text: string | null) => Number(/(\d{1,2}):\d{2}/.exec(text ?? '')?.[1]);
      const shift = (hour(await first.textContent()) - hour(before) + 24) % 24;
      expect([7, 8]).toContain(shift);
    });
  } finally {
    await setSwitches(DEFAULTS);
  }
});
