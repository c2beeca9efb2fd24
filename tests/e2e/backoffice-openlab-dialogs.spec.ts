import { expect, test } from '@playwright/test';
import { expectAxeClean } from './helpers/live.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 24 (the open lab in the console): the lean test's form and the idea's rejection are dialogs that
 * say the API's refusal on the field it names, and save; the journey leaves the demo's data as it was.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

test('the admin’s lean test and idea dialogs show the refusal on its field, save and cancel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);

  await test.step('a new lean test sent empty is refused on its title; an existing one saves', async () => {
    await page.goto('/manage/open-lab/lean-test');
    await page.getByRole('button', { name: 'Nueva prueba lean' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva prueba lean' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'Editar: Taller de teatro en línea' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar: Taller de teatro en línea' });
    await expect(edit.getByRole('textbox', { name: 'Título' })).toHaveValue('Taller de teatro en línea');
    await expect(edit.getByRole('textbox', { name: /^Precios propuestos/ })).toHaveValue('29, 49, 69');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Guardado', { exact: true })).toBeVisible();
  });

  await test.step('rejecting an idea without a reason is refused on the reason; cancel leaves it pending', async () => {
    await page.goto('/manage/open-lab/ideas');
    await page.getByRole('button', { name: 'Rechazar: Una aplicación para televisores' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar «Una aplicación para televisores»' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog.getByRole('textbox', { name: /^Motivo/ })).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: 'Rechazar: Una aplicación para televisores' }),
    ).toBeVisible();
  });
});
