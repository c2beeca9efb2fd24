import { expect, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/** Spec 2: /manage opens on every organizer's products; one opens its page (its media step for now). */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

test('the admin console opens on the products of every organizer, filtered on the server', async ({
  page,
}) => {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: 'Teatro del Faro' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Orquesta' }).first()).toBeVisible();
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // Every filter asks the server: the search, then status, channel and type together.
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill('bodas');
  await expect(rows.filter({ hasText: 'Orquesta' })).toHaveCount(0);
  // The search also reads descriptions: what matters is that the server answered the query.
  await expect(rows.filter({ hasText: 'Bodas de sangre (grabación)' })).toBeVisible();
  await search.fill('');
  await expect(rows.filter({ hasText: 'Orquesta' }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Publicado' }).click();
  // The channel's autocomplete arrives when the field is first used; it searches the channels by title.
  await page.getByRole('textbox', { name: 'Canal' }).click();
  await page.getByRole('combobox', { name: 'Canal' }).fill('orquesta');
  await page.getByRole('option', { name: 'Orquesta Sinfónica del Atlántico' }).click();
  await expect(page.getByRole('combobox', { name: 'Canal' })).toHaveValue('Orquesta Sinfónica del Atlántico');
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Pódcast' }).click();
  await expect(rows.first()).toContainText('Pódcast');
  await expect(rows.filter({ hasText: 'Teatro del Faro' })).toHaveCount(0);
  for (const type of await rows.locator('td:nth-child(2)').allInnerTexts())
    expect(type.trim()).toBe('Pódcast');
  for (const status of await rows.locator('td:nth-child(3)').allInnerTexts())
    expect(status.trim()).toBe('Publicado');
  for (const channel of await rows.locator('td:nth-child(4)').allInnerTexts())
    expect(channel.trim()).toBe('Orquesta Sinfónica del Atlántico');

  await rows.first().click();
  await expect(page).toHaveURL(/\/manage\/products\/[a-z0-9-]+$/);
  // The admin edits it with the organizer's form: a podcast's steps, its audio in the media step.
  await expect(page.getByRole('tab')).toHaveText([
    '1. Información',
    '2. Precios',
    '3. Multimedia',
    '4. Acceso',
    '5. SEO',
    '6. Sala de ensayo',
  ]);
  await page.getByRole('tab', { name: '3. Multimedia' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vídeo y audio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audio', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a los productos' }).click();
  await expect(page).toHaveURL(/\/manage\/products/);
});

test("an organizer opening another organizer's product by its address sees not-found, not its data", async ({
  page,
}) => {
  await signInThroughApi(page, { email: 'orquesta@platea.test', password: 'Producer.2026' });
  await page.goto('/account/channels/teatro-del-faro/products/bodas-de-sangre-grabacion');
  await expect(page.getByText('Este producto no existe o no es tuyo.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByText('Bodas de sangre')).toHaveCount(0);
});
