import { expect, type Page, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

/** Collects Content-Security-Policy violations the page reports, from the browser itself. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test('pages, consoles and assets are compressed, cached as they should be, and answer HEAD', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(home.status()).toBe(200);
  expect(home.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(home.headers().vary).toMatch(/Accept-Encoding/i);
  expect(home.headers()['cache-control']).toMatch(/no-cache|no-store/);
  const html = await home.text();

  // A hashed asset: compressed, cached for a year, and revalidated with ETag / 304.
  const css = html.match(/href="(\/_astro\/[^"]+\.css)"/)?.[1];
  expect(css).toBeTruthy();
  const asset = await request.get(css as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const etag = asset.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(css as string, { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);

  // The back office's page is never cached; its script bundle is.
  const manage = await request.get('/manage');
  expect(manage.headers()['cache-control']).toBe('no-cache');
  const script = (await manage.text()).match(/src="(\/backoffice\/assets\/[^"]+\.js)"/)?.[1];
  const bundle = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
  expect(bundle.headers()['content-encoding']).toBe('gzip');
  expect(bundle.headers()['cache-control']).toContain('immutable');

  // HEAD: the GET's status and headers, no body, on every face.
  for (const path of [
    '/',
    '/login',
    '/aviso-legal',
    '/manage',
    css as string,
    '/favicon.svg',
    '/api/health',
    '/api/products',
  ]) {
    const get = await request.get(path);
    const head = await request.head(path);
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect((await head.body()).length, path).toBe(0);
  }
});

test('every face sends security headers and cannot be framed', async ({ request }) => {
  for (const path of ['/', '/login', '/manage', '/account', '/api/health']) {
    const res = await request.get(path);
    const h = res.headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    // The API says even less (no-referrer).
    expect(h['referrer-policy'], path).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
    expect(h['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
    expect(h['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Plain http here: no HSTS, no Secure cookies.
    expect(h['strict-transport-security'], path).toBeUndefined();
  }
});

test('the pages satisfy their Content-Security-Policy (no inline code runs without its hash)', async ({
  page,
  request,
}) => {
  const violations = await watchCsp(page);
  const filter = encodeURIComponent(JSON.stringify({ plan: 'paid' }));
  const products = (await (await request.get(`/api/products?filter=${filter}`)).json()) as { slug: string }[];

  await page.goto('/');
  await page.goto(`/products/${products[0].slug}`);
  await page.goto('/login');
  // The island hydrated (Astro's inline hydration script ran, allowed by its hash)...
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  // ...so the form validates on the client.
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/manage');
  // It opens on every organizer's products, read through the session.
  await expect(page).toHaveURL(/\/manage\/products$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('/manage refuses to be framed by another site', async ({ page, baseURL }) => {
  await page.setContent(`<iframe id="f" src="${baseURL}/manage"></iframe>`);
  const frame = page.frame({ url: /\/manage/ });
  // A refused frame never gets our document: no element of the back office exists inside it.
  await page.waitForTimeout(1500);
  const content = frame ? await frame.content().catch(() => '') : '';
  expect(content).not.toContain('id="root"');
});
