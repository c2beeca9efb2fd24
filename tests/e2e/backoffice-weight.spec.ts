import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 10: the consoles load their screens lazily, so the first screen of either console (the sign-in
 * form, then the screen it opens on) weighs at most 300 KB of gzipped JavaScript.
 */
const LIMIT = 300 * 1024;

/** Gzipped bytes of every script the page has loaded since `start` (each script once). */
function scriptWeigher(page: Page) {
  const seen = new Map<string, Promise<number>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script' || seen.has(res.url())) return;
    seen.set(
      res.url(),
      res.body().then((body) => gzipSync(body, { level: 9 }).length),
    );
  });
  return async () => {
    const sizes = await Promise.all(seen.values());
    return sizes.reduce((a, b) => a + b, 0);
  };
}

for (const { area, email, password, landing } of [
  {
    area: 'account',
    email: 'producer@platea.test',
    password: 'Producer.2026',
    landing: /\/account\/globalview$/,
  },
  { area: 'manage', email: 'admin@platea.test', password: 'Admin.2026', landing: /\/manage\/products$/ },
] as const) {
  test(`/${area}: the sign-in form and the first screen load at most 300 KB of gzipped JS`, async ({
    page,
  }) => {
    const weigh = scriptWeigher(page);
    const login = new BackofficeLoginPage(page);
    await login.goto(area);
    await page.waitForLoadState('networkidle');
    const signIn = await weigh();
    await login.signIn(email, password);
    await expect(page).toHaveURL(landing);
    await page.waitForLoadState('networkidle');
    const firstScreen = await weigh();
    console.log(
      `/${area}: sign-in ${Math.round(signIn / 1024)} KB, first screen ${Math.round(firstScreen / 1024)} KB gzipped`,
    );
    expect(firstScreen).toBeLessThanOrEqual(LIMIT);
  });
}
