import { expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
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
  const accessibility = await axeOf(page).analyze();
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

test('an admin changes the media storage caps and finds them saved', async ({ page, request }) => {
  test.setTimeout(90_000);
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  const config = new ConfigAdminPage(page);
  await config.goto();
  const storage = page.getByRole('region', { name: 'Almacenamiento de vídeo y audio' });
  const inFlight = storage.getByRole('spinbutton', { name: /Tamaño de las subidas en curso/ });
  await expect(storage.getByRole('spinbutton', { name: /Cuota por organizador/ })).toHaveValue('50');
  await expect(inFlight).toHaveValue('6');
  const admin = await request.post('/api/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  try {
    await inFlight.fill('8');
    await config.saveButton.click();
    await expect(config.notification('Los cambios se han guardado')).toBeVisible();
    const saved = await request.get('/api/config/media/storage', { headers });
    expect(await saved.json()).toEqual({ quotaGb: 50, maxOpenUploads: 3, maxInFlightGb: 8 });
    await page.reload();
    // The page loads its lazy chunks again: slow on a loaded machine.
    await expect(inFlight).toHaveValue('8', { timeout: 30_000 });
  } finally {
    // Leave the configuration as it was found, whatever happened above.
    const back = await request.put('/api/config/media/storage', { headers, data: { maxInFlightGb: 6 } });
    expect(back.ok()).toBe(true);
  }
});
