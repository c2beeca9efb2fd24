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
