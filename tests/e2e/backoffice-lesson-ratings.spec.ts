import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2 (/manage/e-learning/lessons): the admin reads how the lessons were rated, filters them by course
 * and opens one to read its comments. The demo data holds the viewers' ratings of "Dirección de actores
 * para cine" (seeds/activity.ts).
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('the admin reads the lesson ratings of a course and the comments of a lesson', async ({ page }) => {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  await test.step('every lesson is listed, best rated first, unrated ones too', async () => {
    await page.getByRole('menuitem', { name: 'Valoraciones' }).click();
    await expect(page).toHaveURL(/\/manage\/e-learning\/lessons$/);
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText('Qué buscar en un casting');
    await expect(first.getByRole('img', { name: '5 de 5' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Dirigir con verbos de acción/ })).toContainText(
      'Sin valorar',
    );
    await expectNoSeriousViolations(page);
  });

  await test.step('filtered by another course, none of these lessons shows', async () => {
    await page.getByRole('combobox', { name: 'Curso' }).fill('Guion');
    await page.getByRole('option', { name: /Guion de cortometraje/ }).click();
    await expect(page.getByRole('row', { name: /Qué buscar en un casting/ })).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Guion de cortometraje/ }).first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Curso' }).fill('Direcci');
    await page.getByRole('option', { name: /Dirección de actores para cine/ }).click();
    await expect(page.getByRole('row', { name: /Guion de cortometraje/ })).toHaveCount(0);
  });

  await test.step("a lesson's page shows its stars and who commented what", async () => {
    await page.getByRole('row', { name: /Qué buscar en un casting/ }).click();
    await expect(page).toHaveURL(/\/manage\/e-learning\/lessons\/\d+\/show$/);
    await expect(page.getByRole('heading', { name: 'Qué buscar en un casting', level: 2 })).toBeVisible();
    await expect(page.getByText('1 valoración, 1 con comentario')).toBeVisible();
    await expect(page.getByText('Muy clara. Los ejemplos de pruebas de casting son oro.')).toBeVisible();
    await expect(page.getByText(/Vera Viewer \(viewer@platea\.test\)/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
