import { expect, test } from '@playwright/test';
import { newestLinkPath } from './helpers/mail.ts';
import { ActivatePage } from './pages/ActivatePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SignupPage } from './pages/SignupPage.ts';

/**
 * Issue 18: new accounts got GMT, so a 20:00 Madrid show read 19:00 at checkout with no zone, while the
 * signed-out schedule said 20:00. An account signed up in a browser takes its zone, and every time the
 * site writes names its zone.
 */
test.use({ timezoneId: 'Europe/Madrid' });
test.describe.configure({ timeout: 180_000 });

const HAMLET = 'hamlet-en-directo-desde-el-faro';

test('signed up in Madrid, the checkout of a 20:00 Madrid show says 20:00 with its zone', async ({
  page,
  request,
}) => {
  const product = await request.get(`/api/products/by-slug/${HAMLET}`);
  expect(product.ok()).toBe(true);
  const { sessions } = (await product.json()) as { sessions: { startsAt: string }[] };
  const startsAt = new Date(sessions[0].startsAt);
  const madrid = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-ES', { ...options, timeZone: 'Europe/Madrid', timeZoneName: 'short' }).format(
      startsAt,
    );
  const hour = madrid({ hour: 'numeric', minute: '2-digit' });
  // The demo's shows start at 19:00 UTC: 20:00 in Madrid in winter (21:00 in summer), never 19:00 here.
  expect(hour).toMatch(/^(20:00 CET|21:00 CEST)$/);
  const full = madrid({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

  const email = `tz-${Date.now()}@platea.test`;
  const password = 'Viewer.2026!';
  await test.step('signing up in the browser sends its zone', async () => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.signUp({ email, password });
    await expect(signup.doneHeading).toBeVisible();
    const activate = new ActivatePage(page);
    await page.goto(await newestLinkPath(request, email, 'activation'));
    await expect(activate.successHeading).toBeVisible();
    await page.goto('/login');
    await new LoginPage(page).signIn(email, password);
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { timezone: string }).timezone).toBe('Europe/Madrid');
  });

  await test.step('the product page and the checkout write the time with its zone', async () => {
    await page.goto(`/products/${HAMLET}`);
    await expect(page.getByText(full).first()).toBeVisible();
    await page.goto(`/products/${HAMLET}/checkout`);
    await expect(page.locator('.checkout-item__when')).toContainText(full);
    await expect(page.locator('.checkout-item__when')).toContainText(hour);
  });

  await test.step('the schedule says the same hour with its zone', async () => {
    await page.goto('/schedule');
    await expect(page.getByText('Horas en Europe/Madrid.')).toBeVisible();
    const entry = page.locator('.schedule-entry', { hasText: 'Hamlet, en directo desde el Faro' }).first();
    await expect(entry.locator('time').first()).toHaveText(hour);
  });
});
