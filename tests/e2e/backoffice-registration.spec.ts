import { expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { ConfigAdminPage } from './pages/ConfigAdminPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const SAVED = 'Los cambios se han guardado';
const ALLOWED_DOMAIN = 'hospital-allowed.test';

function signupBody(email: string) {
  return {
    role: 'attendee',
    email,
    emailConfirm: email,
    password: 'Secret.2026',
    passwordConfirm: 'Secret.2026',
    privacyAccepted: true,
    language: 'es',
  };
}

test('an admin limits sign-up to one email domain, another domain is refused, and the policy goes back to any', async ({
  page,
  request,
}) => {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);

  const config = new ConfigAdminPage(page);
  await config.goto();
  await expect(config.domainMode).toHaveText('Cualquier dirección de correo');
  const accessibility = await axeOf(page).analyze();
  expect(accessibility.violations).toEqual([]);

  // A malformed domain is refused on the spot, in the console's language.
  await config.addDomain('not a domain');
  await expect(config.registration.getByText('No es un dominio válido')).toBeVisible();
  await expect(config.saveButton).toBeDisabled();

  await config.chooseDomainMode('Solo estos dominios');
  await config.addDomain(`@${ALLOWED_DOMAIN.toUpperCase()}`);
  await expect(config.domainList.getByRole('listitem')).toHaveText([ALLOWED_DOMAIN]);
  await expect(config.saveButton).toBeEnabled();
  await config.saveButton.click();
  await expect(config.notification(SAVED)).toBeVisible();
  await expect(config.saveButton).toBeDisabled();

  const refused = await request.post('/api/auth/signup', {
    data: signupBody(`someone-${Date.now()}@elsewhere.test`),
    headers: { 'Accept-Language': 'es' },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.code).toBe('EMAIL_DOMAIN_NOT_ALLOWED');
  const accepted = await request.post('/api/auth/signup', {
    data: signupBody(`someone-${Date.now()}@${ALLOWED_DOMAIN}`),
  });
  expect(accepted.status()).toBe(201);

  // Kept after a reload; then leave the policy as it was found.
  await page.reload();
  await expect(config.domainMode).toHaveText('Solo estos dominios');
  await config.chooseDomainMode('Cualquier dirección de correo');
  await config.removeDomainButton(ALLOWED_DOMAIN).click();
  await expect(config.registration.getByText('No hay dominios en la lista.')).toBeVisible();
  await config.saveButton.click();
  await expect(config.notification(SAVED)).toBeVisible();

  const policy = await request.get('/api/config/register/domains');
  expect(await policy.json()).toEqual({ mode: 'any', domains: [] });
  const open = await request.post('/api/auth/signup', {
    data: signupBody(`someone-${Date.now()}@elsewhere.test`),
  });
  expect(open.status()).toBe(201);
});
