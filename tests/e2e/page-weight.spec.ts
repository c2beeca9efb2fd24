import { expect, type Page, test } from '@playwright/test';

// Pages without an interactive island ship no framework JS (the toaster is plain script now:
// site/src/components/Toaster.astro). `node --import tsx tests/bench/page-js.ts` prints the sizes.

/** Every script the page loads, with whether it carries React (its element symbols). */
async function scriptsOf(page: Page, path: string) {
  const scripts: { url: string; react: boolean; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.text().then((body) => {
        scripts.push({ url: res.url(), react: body.includes('Symbol.for("react.'), bytes: body.length });
      }),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return scripts;
}

for (const path of ['/', '/aviso-legal', '/channels']) {
  test(`${path} has no island and loads no React`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.filter((s) => s.react).map((s) => s.url)).toEqual([]);
    expect(scripts.reduce((a, s) => a + s.bytes, 0)).toBeLessThan(10_000);
  });
}

test('a page with an island (the login form) still loads React', async ({ page }) => {
  const scripts = await scriptsOf(page, '/login');
  expect(scripts.some((s) => s.react)).toBe(true);
});

test('the plain-script toaster shows notify() toasts top left and hides them after 10 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/aviso-legal');
  const region = page.getByRole('region', { name: 'Notificaciones' });
  await expect(page.locator('html')).toHaveAttribute('data-platea-toaster', 'ready');
  // What notify() in islands/notify.ts sends.
  const notify = (type: string, message: string) =>
    page.evaluate(
      ([type, message]) =>
        window.dispatchEvent(new CustomEvent('platea:notify', { detail: { type, message } })),
      [type, message],
    );
  await notify('success', 'Guardado.');
  const toast = region.getByRole('listitem').filter({ hasText: 'Guardado.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Hecho');
  const box = await toast.boundingBox();
  expect(box?.x).toBeLessThan(50);
  expect(box?.y).toBeLessThan(50);

  await page.clock.fastForward(9_000);
  await expect(toast).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(toast).toHaveCount(0);

  // Hovering holds a toast; the close button removes it at once; a new one replaces the one showing.
  await notify('error', 'Falló.');
  const error = region.getByRole('listitem').filter({ hasText: 'Falló.' });
  await error.hover();
  await page.clock.fastForward(15_000);
  await expect(error).toBeVisible();
  await error.getByRole('button').click();
  await expect(error).toHaveCount(0);
  for (const n of [1, 2, 3, 4, 5]) await notify('warning', `Aviso ${n}`);
  await expect(region.getByRole('listitem')).toHaveText([/Aviso 5/]);
});
