import { expect, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

/** Where a redirect goes, resolved the way a browser would, or null when the answer is not a redirect. */
async function redirectTarget(
  response: { status(): number; headers(): Record<string, string> },
  base: string,
) {
  if (response.status() < 300 || response.status() >= 400) return null;
  // A browser reads `\` as `/` in a Location header: `/\evil` would be `//evil`.
  return new URL(response.headers().location.replaceAll('\\', '/'), base);
}

test('the language switch and the return after sign-in never leave the site', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const path of ['/%5Cevil.example?lang=es', '/%2F%2Fevil.example?lang=en', '//evil.example/?lang=pt']) {
    // Absolute, so that `//evil.example` reaches our server as a path rather than naming a host.
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    const target = await redirectTarget(response, `${origin}/`);
    expect(target?.origin, path).toBe(origin);
  }
  // A real switch still comes back to the same page, without the parameter, in the new language.
  await page.goto('/aviso-legal?lang=en');
  await expect(page).toHaveURL(`${origin}/aviso-legal`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/aviso-legal?lang=es');

  const email = `redirect-${Date.now()}@platea.test`;
  await createActiveUser(request, { email, password: 'Redirect.2026' });
  await page.goto('/login?next=%2F%09%2Fevil.example');
  await new LoginPage(page).signIn(email, 'Redirect.2026');
  await expect(page).toHaveURL(`${origin}/`);
});

test('sign-out is a POST from this site: a link or a cross-site form cannot sign a viewer out', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const email = `signout-${Date.now()}@platea.test`;
  await createActiveUser(request, { email, password: 'Signout.2026' });
  await page.goto('/login');
  await new LoginPage(page).signIn(email, 'Signout.2026');
  const header = new SiteHeader(page);
  await expect(header.userMenu).toBeVisible();

  // Following a link (what an <img src="/logout"> elsewhere would do) only asks.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Cerrar sesión' })).toBeVisible();
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.goto('/mystuff');
  await expect(page).toHaveURL(`${origin}/mystuff/products`);

  // A form posted from another site is refused, and the viewer stays signed in.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'platea_session');
  expect(session).toBeDefined();
  const crossSite = await request.post('/logout', {
    headers: { origin: 'https://evil.example', cookie: `platea_session=${session?.value}` },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.reload();
  await expect(header.userMenu).toBeVisible();

  // The menu's button signs out for real.
  await header.signOut();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(header.signInLink).toBeVisible();
  await page.goto('/mystuff');
  await expect(page).toHaveURL(/\/login\?next=%2Fmystuff/);
});

test('one sign-in serves the site and both consoles, and one sign-out ends them all', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.email, ADMIN.password);
  await expect(new SiteHeader(page).userMenu).toBeVisible();

  // The admin console opens without asking again, and no token is kept where scripts can read it.
  await page.goto('/manage');
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  // It opens on every organizer's products, read through the session.
  await expect(page).toHaveURL(/\/manage\/products$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/token/i);
  expect(await page.evaluate(() => document.cookie)).not.toContain('platea_session');

  // Signing out in the console signs out of the site too.
  await page
    .getByRole('button', { name: /perfil|profile|cuenta/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /cerrar sesión/i }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto('/');
  await expect(new SiteHeader(page).signInLink).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
});
