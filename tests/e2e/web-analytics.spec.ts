import { type APIRequestContext, expect, test } from '@playwright/test';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { ConfigAdminPage } from './pages/ConfigAdminPage.ts';

// Issue 23's web view: the server counts site page views only while the admin's analytics switch is
// on ("analytics starts only if a key is set"), never a bot's, and the admin reads them at
// GET /api/analytics/web (counts reach the database in batches every few seconds).
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test.describe.configure({ timeout: 120_000 });

test('site page views are counted only while the analytics switch is on, and never for bots', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const setAnalytics = async (analytics: boolean) => {
    const res = await request.put('/api/config', { headers, data: { analytics } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const topPages = async () => {
    const res = await request.get('/api/analytics/web?range=week', { headers });
    expect(res.ok(), await res.text()).toBe(true);
    const body = (await res.json()) as { enabled: boolean; topPages: { path: string; views: number }[] };
    return { enabled: body.enabled, views: Object.fromEntries(body.topPages.map((p) => [p.path, p.views])) };
  };

  await setAnalytics(false);
  try {
    await page.goto('/organizers');
    await expect(page.locator('main')).toBeVisible();
    // The admin turns it on in /manage/config-admin.
    const login = new BackofficeLoginPage(page);
    await login.goto('manage');
    await login.signIn(ADMIN.email, ADMIN.password);
    const config = new ConfigAdminPage(page);
    await config.goto();
    await expect(config.setting('Analítica web')).not.toBeChecked();
    await config.setting('Analítica web').click();
    await config.saveButton.click();
    await expect(config.notification('Los cambios se han guardado')).toBeVisible();
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    await page.goto('/');
    const bot = await request.get('/schedule', {
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    expect(bot.ok()).toBe(true);
    // The batch reaches the database within a few seconds.
    await expect
      .poll(async () => (await topPages()).views['/'] ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    const after = await topPages();
    expect(after.enabled).toBe(true);
    expect(after.views['/organizers']).toBeUndefined();
    expect(after.views['/schedule']).toBeUndefined();
  } finally {
    await setAnalytics(false);
  }
});
