import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2 and 7: the admin switches a module on and off in the modules catalogue, and sets the bank POS key
 * of the payments module, which is then shown only as "set", kept when other settings are saved, and
 * removed again. Everything it changes is put back, so later journeys find the demo settings.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const MERCHANT_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('the admin switches a module and keeps the payment keys write-only', async ({ page }) => {
  test.setTimeout(120_000);
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  await test.step('the catalogue lists the six modules; switching one off takes its screens away at once, and on again brings them back', async () => {
    await page.getByRole('menuitem', { name: 'Módulos' }).click();
    await expect(page).toHaveURL(/\/manage\/modules$/);
    for (const name of [
      'Publicidad',
      'Laboratorio abierto',
      'Leads',
      'Pagos (MediaPay)',
      'Ideas',
      'Análisis de contenido',
    ]) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    // The demo has the ideas module on: its menu entry is there.
    const ideas = page.getByRole('switch', { name: 'Ideas' });
    const ideasEntry = page.getByRole('menuitem', { name: 'Ideas' });
    await expect(ideas).toBeChecked();
    await expect(ideasEntry).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await ideas.click();
    await expect(page.getByText('Tienes cambios sin guardar')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los cambios se han guardado')).toBeVisible();
    // Switched off: its menu entry goes without a reload, and its screen is not found.
    await expect(ideasEntry).toHaveCount(0);
    const notFound = page.locator('#main-content').getByText('Página no encontrada');
    await page.goto('/manage/open-lab/ideas');
    await expect(notFound).toBeVisible();
    await page.goto('/manage/modules');
    await expect(page.getByRole('switch', { name: 'Ideas' })).not.toBeChecked();
    // Put it back: the entry and the screen return, still without a reload.
    await page.getByRole('switch', { name: 'Ideas' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los cambios se han guardado')).toBeVisible();
    await expect(ideasEntry).toBeVisible();
    await ideasEntry.click();
    await expect(page).toHaveURL(/\/manage\/open-lab\/ideas$/);
    await expect(
      page.locator('#main-content').getByRole('heading', { name: 'Ideas', level: 1 }),
    ).toBeVisible();
    await expect(notFound).toHaveCount(0);
    await page.goto('/manage/modules');
    await expect(page.getByRole('switch', { name: 'Ideas' })).toBeChecked();
  });

  const pos = page.getByRole('region', { name: 'TPV bancario (Redsys)' });
  const merchantKey = pos.getByRole('group', { name: 'Clave de comercio' });

  await test.step('a new POS key is saved and only shown as set', async () => {
    await page.getByRole('link', { name: 'Configurar pagos' }).click();
    await expect(page).toHaveURL(/\/manage\/modules\/media-pay$/);
    await expect(merchantKey).toContainText('No guardada');
    await merchantKey.getByRole('button', { name: 'Añadir Clave de comercio' }).click();
    await merchantKey.getByLabel('Clave de comercio: valor nuevo').fill(MERCHANT_KEY);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(page.getByText('Los cambios se han guardado')).toBeVisible();
    await expect(merchantKey).toContainText('Guardada');
    await expect(merchantKey.getByRole('textbox')).toHaveCount(0);
    await page.reload();
    await expect(merchantKey).toContainText('Guardada');
    expect(await page.content()).not.toContain(MERCHANT_KEY);
  });

  await test.step('saving other settings keeps the key; who pays the fee changes the example', async () => {
    await page.getByRole('radio', { name: 'El organizador, del precio' }).check();
    await expect(page.getByText(/el comprador paga 10,00\s€ y el organizador recibe 8,65\s€/)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(page.getByText('Los cambios se han guardado')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'El organizador, del precio' })).toBeChecked();
    await expect(merchantKey).toContainText('Guardada');
  });

  await test.step('the key is removed, and the fee goes back to the buyer', async () => {
    await merchantKey.getByRole('button', { name: 'Quitar Clave de comercio' }).click();
    await expect(merchantKey).toContainText('Se quitará al guardar.');
    await page.getByRole('radio', { name: 'El comprador, además del precio' }).check();
    await expect(page.getByText(/el comprador paga 10,45\s€ y el organizador recibe 9,10\s€/)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar pagos' }).click();
    await expect(page.getByText('Los cambios se han guardado')).toBeVisible();
    await page.reload();
    await expect(merchantKey).toContainText('No guardada');
  });
});

/**
 * Issue 22: the meetings' 100ms keys, beside the modules. The journeys' server configures meetings from
 * its environment (the local 100ms stand-in, HMS_*): the page says so, its fields are read-only and it
 * offers no save, and it gives the webhook address to paste into 100ms.
 */
test('the admin finds the meetings settings, configured by the environment', async ({ page }) => {
  test.setTimeout(90_000);
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.getByRole('menuitem', { name: 'Módulos' }).click();
  await expect(page.getByRole('heading', { name: 'Reuniones', level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Configurar reuniones' }).click();
  await expect(page).toHaveURL(/\/manage\/modules\/meetings$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'El entorno del servidor configura' }),
  ).toBeVisible();
  await expect(page.getByText('Las claves están en el panel de 100ms → Developer')).toBeVisible();
  await expect(page.getByLabel('Access key')).not.toBeEditable();
  await expect(page.getByLabel('Id de plantilla')).not.toBeEditable();
  const secret = page.getByRole('group', { name: 'Secreto de la app' });
  await expect(secret).toContainText('No guardada');
  await expect(secret.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar reuniones' })).toHaveCount(0);
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('textbox', { name: 'Dirección del webhook' })).toHaveValue(
    `${origin}/api/meetings/webhooks/hms`,
  );
  await expect(page.getByRole('button', { name: 'Copiar la dirección del webhook' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: test.info().outputPath('meetings-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('meetings-phone.png'), fullPage: true });
});
