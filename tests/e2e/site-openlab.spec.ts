import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/** The open lab on the site (issue 24): a lean test's page takes an interest sign-up; the ideas' ranking. */
test.describe.configure({ timeout: 180_000 });

async function expectNoSeriousAxeViolation(page: Page) {
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('a lean test collects an "I’m interested" sign-up: refused without consent, then thanks; the organizer finds it in her leads', async ({
  page,
}) => {
  await page.goto('/lab/taller-de-teatro-en-linea');
  await expect(page.getByRole('heading', { level: 1, name: 'Taller de teatro en línea' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const email = `interesada-${Date.now()}@platea.test`;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('49,00 €').check();
  await page.getByRole('button', { name: 'Me interesa' }).click();
  // Without consent: the clear message, beside the box, and the email kept.
  await expect(page.getByRole('alert')).toContainText('acepta que te contactemos');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expectNoSeriousAxeViolation(page);
  await page.getByLabel(/Acepto que Teatro del Faro me escriba/).check();
  await page.getByRole('button', { name: 'Me interesa' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Gracias!' })).toBeVisible();

  // The lean test is Teatro del Faro's: its organizer finds the sign-up among her leads.
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn('producer@platea.test', 'Producer.2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.getByRole('menuitem', { name: 'Leads' }).click();
  await expect(page).toHaveURL(/\/account\/leads/);
  await page.getByRole('textbox', { name: 'Buscar email o nombre' }).fill(email);
  const rows = page.locator('tbody tr.RaDataTable-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Test lean');
  await expect(rows.first()).toContainText('Teatro del Faro');
});

test('the ideas ranking lists the published ideas by votes and asks to sign in to vote', async ({ page }) => {
  await page.goto('/ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
  const ranking = page.getByRole('list').filter({ hasText: 'Subtítulos en las funciones en directo' });
  await expect(ranking.getByRole('listitem').first()).toContainText('Subtítulos en las funciones en directo');
  await expect(ranking.getByRole('listitem').first()).toContainText('3 votos');
  await expect(page.getByText('Entradas gratis para todos')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Iniciar sesión' }).first()).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});
