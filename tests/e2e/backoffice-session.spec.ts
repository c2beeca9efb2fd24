import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 10: signed out, each console shows its sign-in form at once — the failed session check is asked
 * once, not retried with backoff (it used to alternate a spinner and a blank page for ~11 s) — and a
 * session opened on the site is recognised by the consoles without signing in again.
 */
for (const area of ['account', 'manage'] as const) {
  test(`signed out, /${area} shows the sign-in form and stops asking for a session`, async ({ page }) => {
    const checks: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/auth/me')) checks.push(req.method());
    });
    await page.goto(`/${area}`);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel(/^Contraseña/)).toBeVisible();
    const asked = checks.length;
    expect(asked).toBeGreaterThanOrEqual(1);
    // Give a retry with backoff the time it would take (react-query's came after 1 s, then 2 s): none comes.
    await page.waitForTimeout(3_500);
    expect(checks).toHaveLength(asked);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });
}

test('a session opened on the site is recognised by the organizer console', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('producer@platea.test', 'Producer.2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/globalview$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
});

test('signed out, a deep console link signs in through the light form and comes back; only same-console next', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/account/channels?page=1');
  // The form is drawn before the console: no react-admin chunk has been asked for yet.
  await expect(page).toHaveURL(/\/account\/login\?next=%2Faccount%2Fchannels%3Fpage%3D1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en Platea' })).toBeVisible();
  expect(requested.filter((u) => /\/assets\/App-/.test(u))).toEqual([]);

  // A refusal is said in the user's language, then in the one they pick.
  await page.getByLabel('Correo electrónico').fill('producer@platea.test');
  await page.getByLabel(/^Contraseña/).fill('Wrong.2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Los datos de acceso son incorrectos o tus credenciales aún no han sido aprobadas',
  );
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Platea' })).toBeVisible();
  await page.getByLabel(/^Password/).fill('Wrong.2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The login details are incorrect or your credentials have not been approved yet',
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');

  await page.getByLabel(/^Contraseña/).fill('Producer.2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account\/channels\?page=1$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);

  // Another site is never a destination: the console's start is (every case in tests/unit/console-next).
  await page.context().clearCookies();
  await page.goto(`/account/login?next=${encodeURIComponent('https://evil.example/x')}`);
  await page.getByLabel('Correo electrónico').fill('producer@platea.test');
  await page.getByLabel(/^Contraseña/).fill('Producer.2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/account(\/globalview)?$/);
});
