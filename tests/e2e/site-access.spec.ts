import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { newestLinkPath, waitForMails } from './helpers/mail.ts';
import { EmailedLinkPage } from './pages/EmailedLinkPage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ProfilePage } from './pages/ProfilePage.ts';

/** Who may open what on the public site (spec 2), and the sign-in, activation and reset pages (issue 11). */
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const ORCHESTRA = { email: 'orquesta@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const LOGIN_FAILED = 'Los datos de acceso son incorrectos o tus credenciales aún no han sido aprobadas';

// Each journey opens many pages and runs axe on several: on a loaded machine that outlasts the default minute.
test.describe.configure({ timeout: 120_000 });

async function expectAxeClean(page: Page) {
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

/** Signs up through the API and leaves the account waiting for its activation link. */
async function signUpOnly(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/signup', {
    data: {
      role: 'attendee',
      email,
      emailConfirm: email,
      password,
      passwordConfirm: password,
      privacyAccepted: true,
    },
  });
  expect(res.status()).toBe(201);
}

test('a not-activated account learns why only with its password, and gets its link again', async ({
  page,
  request,
}) => {
  const email = `pending-${Date.now()}@platea.test`;
  const password = 'Pending.2026';
  await signUpOnly(request, email, password);
  await waitForMails(request, email, 'activation', 1);
  const login = new LoginPage(page);

  await test.step('a wrong password gets the generic message, and no offer to resend', async () => {
    await login.goto();
    await login.signIn(email, `${password}x`);
    await expect(page.getByRole('alert')).toHaveText(LOGIN_FAILED);
    await expect(page.getByRole('button', { name: 'Reenviar el enlace de activación' })).toHaveCount(0);
  });

  await test.step('the right password is told the account is not activated yet', async () => {
    await page.getByLabel(/^Contraseña/).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('Tu cuenta aún no está activada');
    await expect(page).toHaveURL(/\/login$/);
    await expectAxeClean(page);
  });

  await test.step('resending queues a new activation email, whose link activates the account', async () => {
    await page.getByRole('button', { name: 'Reenviar el enlace de activación' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      `Hemos enviado un nuevo enlace de activación a ${email}`,
    );
    await waitForMails(request, email, 'activation', 2);
    await page.goto(await newestLinkPath(request, email, 'activation'));
    await expect(page.getByRole('heading', { name: 'Tu cuenta está activa' })).toBeVisible();
    await login.goto();
    await login.signIn(email, password);
    // Signed in, the home page renders: slow on a loaded machine, hence the longer wait.
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  });
});

test('used emailed links say so as the page loads, before any form', async ({ page, request }) => {
  const email = `links-${Date.now()}@platea.test`;
  await createActiveUser(request, { email, password: 'Links.2026' });
  const linkPage = new EmailedLinkPage(page);

  await test.step('a used reset link', async () => {
    expect((await request.post('/api/auth/recovery', { data: { email } })).status()).toBe(202);
    const resetPath = await newestLinkPath(request, email, 'reset');
    const token = resetPath.split('/').pop();
    const reset = await request.post('/api/auth/reset', {
      data: { token, password: 'Changed.2026', passwordConfirm: 'Changed.2026' },
    });
    expect(reset.ok()).toBe(true);
    // The server's own answer already says so: no script has to run first.
    const html = await linkPage.openWithoutScripts(resetPath);
    expect(html).toContain('Este enlace para restablecer la contraseña no es válido');
    expect(html).not.toContain('type="password"');
    await linkPage.open(resetPath);
    await expect(linkPage.resetInvalidHeading).toBeVisible();
    await expect(linkPage.passwordField).toHaveCount(0);
    await expectAxeClean(page);
    await linkPage.requestNewLink.click();
    await expect(page).toHaveURL(/\/recovery-password$/);
  });

  await test.step('a used activation link', async () => {
    const html = await linkPage.openWithoutScripts('/activate/not-a-token-we-sent');
    expect(html).toContain('Este enlace de activación no es válido');
    await linkPage.open('/activate/not-a-token-we-sent');
    await expect(linkPage.activationFailedHeading).toBeVisible();
    await expect(linkPage.activationInvalidAlert).toBeVisible();
    await expectAxeClean(page);
  });
});

test('signed-in-only pages ask to sign in and come back; the return never leaves the site', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const email = `routes-${Date.now()}@platea.test`;
  const password = 'Routes.2026';
  await createActiveUser(request, { email, password });
  const login = new LoginPage(page);

  await test.step('signed out, my stuff goes to the sign-in and back', async () => {
    await page.goto('/mystuff/products');
    await expect(page).toHaveURL(`${origin}/login?next=%2Fmystuff%2Fproducts`);
    await login.signIn(email, password);
    await expect(page).toHaveURL(`${origin}/mystuff/products`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cosas' })).toBeVisible();
  });

  await test.step('signed in, the sign-in and sign-up pages send home, and an unknown path is not found', async () => {
    await page.goto('/login');
    await expect(page).toHaveURL(`${origin}/`);
    await page.goto('/logup');
    await expect(page).toHaveURL(`${origin}/`);
    const unknown = await page.goto('/no-such-page-here');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.context().clearCookies({ name: 'platea_session' });
  });

  await test.step('signed out, routes of pages still to come ask to sign in too; unknown paths go home', async () => {
    for (const path of [
      '/surveys',
      '/shop',
      '/courses/some-course/lessons/3',
      '/products/x/checkout',
      '/meets/y',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${origin}/login?next=${encodeURIComponent(path)}`);
    }
    await page.goto('/no-such-page-here');
    await expect(page).toHaveURL(`${origin}/`);
  });

  await test.step('a return path to another origin is refused: the visitor lands home', async () => {
    await page.goto(`/login?next=${encodeURIComponent('https://evil.example/mystuff')}`);
    await login.signIn(email, password);
    await expect(page).toHaveURL(`${origin}/`);
  });
});

test('with the private-site setting, signed-out visitors sign in first for any page but the open ones', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const adminLogin = await request.post('/api/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${((await adminLogin.json()) as { token: string }).token}` };
  const setRequireLogin = async (requireLogin: boolean) => {
    const res = await request.put('/api/config/access', { headers, data: { requireLogin } });
    expect(res.ok()).toBe(true);
  };
  // The admin's cookie stays in this request context, which the page does not share: the page is a
  // signed-out visitor. (Signing that cookie out would now revoke the session the bearer token is.)
  await setRequireLogin(true);
  try {
    // The site reads the setting again within a few seconds.
    await expect
      .poll(async () => {
        await page.goto('/products/la-vida-es-sueno');
        return new URL(page.url()).pathname;
      })
      .toBe('/login');
    await expect(page).toHaveURL(`${origin}/login?next=%2Fproducts%2Fla-vida-es-sueno`);
    await page.goto('/no-such-page-here');
    await expect(page).toHaveURL(`${origin}/login?next=%2Fno-such-page-here`);
    // The sign-up, recovery and legal pages stay open.
    for (const path of ['/logup', '/recovery-password', '/aviso-legal']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`${origin}${path}`);
    }
  } finally {
    await setRequireLogin(false);
  }
  await expect
    .poll(async () => {
      await page.goto('/products/la-vida-es-sueno');
      return new URL(page.url()).pathname;
    })
    .toBe('/products/la-vida-es-sueno');
});

test('my stuff speaks the chosen language, titles included', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/login');
  await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto('/mystuff/products?lang=en');
  await expect(page).toHaveURL(`${origin}/mystuff/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'My stuff' })).toBeVisible();
  // The demo's "La vida es sueño" of the Teatro del Faro, with its English title (other journeys may
  // have bought the viewer a ticket for one of its sessions too: that card names the session).
  const card = page.locator('.mystuff-card', {
    has: page.getByRole('link', { name: 'Life Is a Dream', exact: true }),
  });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Faro Theatre Company');
  await expect(page.getByText('La vida es sueño')).toHaveCount(0);
  await expectAxeClean(page);
  await page.goto('/mystuff/subscriptions');
  await expect(page.getByRole('heading', { level: 2, name: 'Atlantic Symphony Orchestra' })).toBeVisible();
  await page.goto('/mystuff/orders');
  await expect(page.getByText('Life Is a Dream').first()).toBeVisible();
  await page.goto('/mystuff/products?lang=pt');
  await expect(page.getByRole('link', { name: 'A Vida é Sonho', exact: true })).toBeVisible();
  await page.goto('/?lang=es');
});

test("an organizer's public profile links to their channels", async ({ page, request, baseURL }) => {
  const login = await request.post('/api/auth/login', { data: ORCHESTRA });
  const { user } = (await login.json()) as { user: { id: number } };
  // A cookie is signed out only from our own origin (as a browser's fetch says it).
  await request.post('/api/auth/logout', { headers: { origin: new URL(baseURL ?? '').origin } });
  const profile = new ProfilePage(page);
  await profile.goto(user.id);
  await expect(profile.heading).toHaveText('Olga Ortega Lima');
  const channels = page.getByRole('region', { name: 'Canales' });
  const link = channels.getByRole('link', { name: 'Orquesta Sinfónica del Atlántico' });
  await expect(link).toHaveAttribute('href', '/channels/orquesta-sinfonica-del-atlantico');
  await expectAxeClean(page);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Orquesta Sinfónica del Atlántico' }),
  ).toBeVisible();
  await expectAxeClean(page);
});
