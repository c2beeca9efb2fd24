import { expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';

/**
 * Issue 18: below 600 px the header dropped Inicio, Programación, Tienda and Regístrate with no menu
 * button. A phone now has a menu holding every header entry, operable by keyboard and screen reader.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectAccessible(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('on a phone, the menu button opens every header entry, by keyboard, and Escape closes it', async ({
  page,
}) => {
  const header = new SiteHeader(page);
  await page.goto('/');
  // The header's own links are hidden at this width: the menu is the way to them.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Programación', exact: true })).toHaveCount(
    0,
  );
  await expect(header.siteMenuButton).toBeVisible();
  await expect(header.siteMenuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(header.siteMenuButton).toHaveAttribute('aria-controls', 'site-menu-panel');

  await test.step('Enter opens it and focus goes into it, onto its first entry', async () => {
    await header.openSiteMenu();
    await expect(header.siteMenuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.siteMenu).toBeVisible();
    await expect(header.siteMenuLink('Inicio')).toBeFocused();
    for (const name of ['Inicio', 'Programación', 'Iniciar sesión', 'Regístrate'])
      await expect(header.siteMenuLink(name)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('Escape closes it and gives focus back to its button', async () => {
    await page.keyboard.press('Escape');
    await expect(header.siteMenu).toBeHidden();
    await expect(header.siteMenuButton).toBeFocused();
    await expect(header.siteMenuButton).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('it reaches the schedule and the sign-up form', async () => {
    await header.openSiteMenu();
    await header.siteMenuLink('Programación').click();
    await expect(page).toHaveURL(/\/schedule$/);
    await header.openSiteMenu();
    await expect(header.siteMenuLink('Programación')).toHaveAttribute('aria-current', 'page');
    await header.siteMenuLink('Regístrate').click();
    await expect(page).toHaveURL(/\/logup$/);
  });

  await test.step('a click elsewhere closes it', async () => {
    await header.openSiteMenu();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(header.siteMenu).toBeHidden();
  });
});

test('on a phone, a signed-in viewer reaches the shop and my stuff from the menu', async ({
  page,
  request,
}) => {
  const email = `menu-${Date.now()}@platea.test`;
  const password = 'Viewer.2026!';
  await createActiveUser(request, { email, password });
  await page.goto('/login');
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  const header = new SiteHeader(page);
  await header.openSiteMenu();
  for (const name of ['Inicio', 'Programación', 'Mis cosas', 'Tienda'])
    await expect(header.siteMenuLink(name)).toBeVisible();
  await expect(header.siteMenuLink('Regístrate')).toHaveCount(0);
  await expectAccessible(page);
  await header.siteMenuLink('Tienda').click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('on a desktop the links stay in the header and there is no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = new SiteHeader(page);
  await expect(header.siteMenuButton).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Programación', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Regístrate', exact: true })).toBeVisible();
});
