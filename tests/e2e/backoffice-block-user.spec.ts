import { expect, type Page, test } from '@playwright/test';
import { createActiveUser, signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Spec 2 and 4: an admin blocks a viewer (one made for this test, not a demo account), confirming it
 * first; the viewer's open session ends at once, and signing in again on the site says the account is
 * blocked.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('an admin blocks a viewer, whose session ends and whose next sign-in is refused as blocked', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, two sign-ins each and two accessibility checks: more than the default when the machine is busy.
  test.setTimeout(120_000);
  const viewer = { email: `blocked-${Date.now()}@platea.test`, password: 'Blocked.2026' };
  await createActiveUser(request, viewer);
  // The viewer's own browser, signed in on the site before the admin acts.
  const viewerContext = await browser.newContext({ locale: 'es-ES' });
  const viewerPage = await viewerContext.newPage();

  await test.step('the viewer is signed in on the site', async () => {
    await viewerPage.goto('/login?next=%2Faccount%2Fmy-data');
    await new LoginPage(viewerPage).signIn(viewer.email, viewer.password);
    await expect(viewerPage).toHaveURL(/\/account\/my-data$/);
  });

  await test.step('the admin finds the viewer and blocks them after confirming', async () => {
    await signInThroughApi(page, ADMIN);
    await page.goto('/manage/manage-users');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(viewer.email);
    const row = page.getByRole('row', { name: new RegExp(viewer.email) });
    await expect(row).toContainText('Aprobado');
    await expect(page.getByRole('row')).toHaveCount(2); // the header and the viewer

    await row.getByRole('button', { name: `Acciones para ${viewer.email}` }).click();
    await page.getByRole('menuitem', { name: 'Bloquear' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Bloquear a ${viewer.email}?` });
    await expect(dialog).toContainText('no podrá entrar hasta que lo desbloquees');
    await expectNoSeriousViolations(page);

    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Aprobado');

    await row.getByRole('button', { name: `Acciones para ${viewer.email}` }).click();
    await page.getByRole('menuitem', { name: 'Bloquear' }).click();
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Usuario bloqueado')).toBeVisible();
    await expect(row).toContainText('Bloqueado');
    await expectNoSeriousViolations(page);
  });

  await test.step("the viewer's open session no longer works", async () => {
    await viewerPage.reload();
    await expect(viewerPage).toHaveURL(/\/login\?next=%2Faccount%2Fmy-data$/);
  });

  await test.step('signing in again on the site says the account is blocked', async () => {
    await new LoginPage(viewerPage).signIn(viewer.email, viewer.password);
    await expect(viewerPage.getByRole('alert')).toContainText(
      'El equipo de Platea ha bloqueado tu cuenta, así que no puedes iniciar sesión.',
    );
    await expect(viewerPage).toHaveURL(/\/login/);
    // A wrong password still gets the general answer: only the account holder learns it is blocked.
    await new LoginPage(viewerPage).signIn(viewer.email, 'Wrong.2026');
    await expect(viewerPage.getByRole('alert')).toContainText('Los datos de acceso son incorrectos');
  });

  await viewerContext.close();
});
