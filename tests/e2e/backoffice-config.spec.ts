import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { ConfigAdminPage } from './pages/ConfigAdminPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const SETTING = 'Chat moderado';

test('an admin flips a setting, saves it, finds it kept after a reload, and puts it back', async ({
  page,
}) => {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);

  const config = new ConfigAdminPage(page);
  await config.goto();
  const accessibility = await new AxeBuilder({ page }).analyze();
  expect(accessibility.violations).toEqual([]);

  const wasOn = await config.setting(SETTING).isChecked();
  await expect(config.saveButton).toBeDisabled();
  await config.setting(SETTING).click();
  await expect(config.setting(SETTING)).toBeChecked({ checked: !wasOn });
  await expect(config.saveButton).toBeEnabled();
  await config.saveButton.click();
  await expect(config.notification('Los cambios se han guardado')).toBeVisible();
  await expect(config.saveButton).toBeDisabled();

  await page.reload();
  await expect(config.setting(SETTING)).toBeChecked({ checked: !wasOn });

  // Leave the configuration as it was found.
  await config.setting(SETTING).click();
  await config.saveButton.click();
  await expect(config.notification('Los cambios se han guardado')).toBeVisible();
  await page.reload();
  await expect(config.setting(SETTING)).toBeChecked({ checked: wasOn });
});
