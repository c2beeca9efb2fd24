import { expect, test } from '@playwright/test';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/** A console path no screen answers says so in the user's language, never with a raw message key. */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

test('an unknown path in either console shows a translated not-found page with the console name', async ({
  page,
}) => {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);

  for (const [path, console] of [
    ['/account/does-not-exist', 'Organizadores de Platea'],
    ['/manage/does-not-exist', 'Administración de Platea'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText(`No hay ninguna página en esta dirección de ${console}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('ADMIN.');
  }

  // In English too (the language the user chose in the console is kept).
  await page.getByRole('button', { name: /Idioma/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at this address in Platea administration.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('ADMIN.');
  await page.getByRole('link', { name: 'Go to the start' }).click();
  await expect(page).toHaveURL(/\/manage\/products$/);
});
