import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 24 (module cognition, on in the demo): an organizer asks for an analysis of one of her products in
 * /account/cognition; the run is a job (the e2e server runs the worker role too, and the screen looks again
 * while a run is queued), and its result says the language detected, the keywords, the readability and
 * which analyser produced it. Another organizer's products are not hers to pick. The admin's
 * /manage/cognition offers every organizer's, and the language model's settings.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
// Teatro del Faro's (the producer's) and the orchestra's (another organizer's).
const HERS = 'La vida es sueño';
const NOT_HERS = 'Beethoven: Sinfonía n.º 9, en directo';

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

test('an organizer analyses one of her products: the job runs, the result shows language, keywords, readability and the analyser', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);
  await page.getByRole('menuitem', { name: 'Análisis de contenido' }).click();
  await expect(page).toHaveURL(/\/account\/cognition$/);
  await expect(
    page.locator('#main-content').getByRole('heading', { level: 1, name: 'Análisis de contenido' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await test.step('the picker holds her own products, not another organizer’s', async () => {
    await page.getByRole('combobox', { name: 'Qué analizar' }).click();
    const listbox = page.getByRole('listbox', { name: 'Qué analizar' });
    await expect(listbox.getByRole('option', { name: `Producto: ${HERS}`, exact: true })).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Canal: Teatro del Faro' })).toBeVisible();
    await expect(
      listbox.getByRole('option', { name: new RegExp(NOT_HERS.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
    ).toHaveCount(0);
    await expect(listbox.getByRole('option', { name: /Orquesta/ })).toHaveCount(0);
    await listbox.getByRole('option', { name: `Producto: ${HERS}`, exact: true }).click();
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  });

  const run = page
    .getByRole('region', { name: 'Análisis', exact: true })
    .getByRole('row')
    .filter({ hasText: HERS });
  await test.step('the analysis is queued, then done by the worker', async () => {
    await page.getByRole('button', { name: 'Analizar', exact: true }).click();
    await expect(page.getByText('Análisis en cola', { exact: false })).toBeVisible();
    await expect(run).toHaveCount(1);
    // The screen looks again every few seconds while the job is queued or running.
    await expect(run.getByRole('cell').nth(2)).toHaveText('Hecho', { timeout: 90_000 });
    await expect(run.getByRole('cell').nth(3)).toHaveText('Local');
  });

  await test.step('the result: language, keywords, readability, and who analysed it', async () => {
    await page.getByRole('button', { name: `Ver el resultado: ${HERS}` }).click();
    const result = page.getByRole('region', { name: `Resultado: ${HERS}` });
    await expect(result.getByRole('alert')).toContainText('Analizado localmente');
    const spanish = result.getByRole('region', { name: 'Textos en español' });
    await expect(spanish).toBeVisible();
    await expect(spanish.getByRole('cell', { name: 'español' }).first()).toBeVisible();
    await expect(spanish).toContainText(/Palabras clave: \S+ \(\d+\)/);
    // Each text by its name in the reader's language, the score written as she writes numbers.
    await expect(spanish.getByRole('cell', { name: 'Descripción corta' })).toBeVisible();
    await expect(spanish).toContainText(
      /Legibilidad: \d+(,\d)? \/ 100: .+ \(perspicuidad de Szigriszt-Pazos/,
    );
    await expectNoSeriousViolations(page);
  });

  await page.reload();
  await expect(run.getByRole('cell').nth(2)).toHaveText('Hecho');
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each run is a line with its state and its button in sight.
  const line = page.locator('#main-content li').filter({ hasText: HERS });
  await expect(line).toContainText('Hecho');
  await expect(line.getByText('Ver el resultado')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the admin’s cognition screen offers every organizer’s products and the language model’s settings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, ADMIN);
  await page.goto('/manage/cognition');
  await expect(
    page.locator('#main-content').getByRole('heading', { level: 1, name: 'Análisis de contenido' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Modelo de lenguaje (opcional)' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('combobox', { name: 'Qué analizar' }).click();
  const listbox = page.getByRole('listbox', { name: 'Qué analizar' });
  await expect(listbox.getByRole('option', { name: `Producto: ${HERS}`, exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: `Producto: ${NOT_HERS}`, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#main-content h1')).toHaveText('Análisis de contenido');
  await expectNoSidewaysScroll(page);
});
