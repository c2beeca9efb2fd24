import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { newestLinkPath } from './helpers/mail.ts';
import { ActivatePage } from './pages/ActivatePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SignupPage } from './pages/SignupPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const LOGIN_FAILED = 'Los datos de acceso son incorrectos o tus credenciales aún no han sido aprobadas';

test('a visitor signs up, activates the account from the email, signs in and signs out', async ({
  page,
  request,
}) => {
  const email = `journey-${Date.now()}@platea.test`;
  const password = 'Journey.2026';
  const header = new SiteHeader(page);

  const signup = new SignupPage(page);
  await signup.goto();
  await expect(header.signInLink).toBeVisible();
  await signup.signUp({ email, password });
  await expect(signup.doneHeading).toBeVisible();
  await expect(page.getByText(`Hemos enviado un enlace de activación a ${email}`)).toBeVisible();

  const activate = new ActivatePage(page);
  await activate.open(await activationLink(request, email));
  await expect(activate.successHeading).toBeVisible();
  await expect(page.getByText('Ya puedes iniciar sesión')).toBeVisible();
  await activate.signInButton.click();

  await expect(page).toHaveURL(/\/login$/);
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(header.userMenu).toBeVisible();
  await expect(header.signInLink).toBeHidden();
  await header.openUserMenu();
  await expect(header.menuLink('Mis cosas')).toBeVisible();
  await expect(header.menuLink('Mis datos')).toBeVisible();

  await header.signOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.signInLink).toBeVisible();
  await expect(header.userMenu).toBeHidden();
});

/** The activation link of the email sent to `email`, read from the email log as the admin. */
async function activationLink(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const filter = JSON.stringify({ to: email, type: 'activation' });
  let link: string | undefined;
  // The email is written after the sign-up transaction commits: give it a moment.
  await expect
    .poll(async () => {
      const res = await request.get(`/api/email-logs?filter=${encodeURIComponent(filter)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const logs = (await res.json()) as { links?: string[] }[];
      link = logs[0]?.links?.find((url) => url.includes('/activate/'));
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** Keeps every script of the site from loading: the islands stay server HTML, as in their first moments. */
async function blockScripts(page: Page) {
  await page.route(/\/_astro\/[^?]+\.m?js(\?.*)?$/, (route) => route.abort());
}

/** Every request the page makes, as "METHOD url". */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => seen.push(`${req.method()} ${req.url()}`));
  return seen;
}

test('a sign-in sent before its form has hydrated is a POST: the password reaches no address', async ({
  page,
  request,
}) => {
  const email = `early-${Date.now()}@platea.test`;
  const password = 'Early.2026';
  await createActiveUser(request, { email, password });
  await blockScripts(page);
  const seen = recordRequests(page);
  const login = new LoginPage(page);

  await test.step('a wrong password: the page answers the form itself, keeping the address typed', async () => {
    await login.goto('/login?next=%2Fmystuff%2Forders');
    await login.submitBeforeHydration(email, `${password}x`);
    await expect(login.alert).toHaveText(LOGIN_FAILED);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
    await expect(page.getByLabel(/^Contraseña/)).toHaveValue('');
  });

  await test.step('the right password signs in and goes where the visitor was going', async () => {
    await login.submitBeforeHydration(email, password);
    await expect(page).toHaveURL(/\/mystuff\/orders$/);
    await expect(new SiteHeader(page).userMenu).toBeVisible();
  });

  expect(seen.filter((line) => line.startsWith('POST ') && /\/login$/.test(line))).toHaveLength(2);
  expect(seen.filter((line) => /password/i.test(line))).toEqual([]);
  expect(page.url()).not.toMatch(/password/i);
});

test('an address carrying a password is sent on without it', async ({ request }) => {
  const res = await request.get('/login?email=ana%40platea.test&password=Secret.2026&next=%2Fshop', {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toBe('/login?email=ana%40platea.test&next=%2Fshop');
  expect(await res.text()).not.toContain('Secret.2026');
});

test('the other forms with a password post, and wait for their script before they can be sent', async ({
  page,
  request,
}) => {
  const email = `forms-${Date.now()}@platea.test`;
  await createActiveUser(request, { email, password: 'Forms.2026' });
  expect((await request.post('/api/auth/recovery', { data: { email } })).status()).toBe(202);
  const resetPath = await newestLinkPath(request, email, 'reset');
  const forms = [
    { path: '/logup', button: 'Crear cuenta', field: /^Contraseña/ },
    { path: '/recovery-password', button: 'Enviar enlace', field: 'Correo electrónico' },
    { path: resetPath, button: 'Guardar contraseña', field: /^Contraseña nueva/ },
  ];
  await blockScripts(page);
  const seen = recordRequests(page);
  for (const form of forms) {
    await test.step(
      form.path.replace(/[^/]+$/, (last) => (last.length > 30 ? '{token}' : last)),
      async () => {
        await page.goto(form.path);
        const submit = page.getByRole('button', { name: form.button });
        await expect(submit).toBeDisabled();
        await expect(page.locator('main form').first()).toHaveAttribute('method', 'post');
        await page.getByLabel(form.field).first().fill('Typed.2026');
        await page.getByLabel(form.field).first().press('Enter');
        await expect(page).toHaveURL(new RegExp(`${form.path}$`));
      },
    );
  }
  expect(seen.filter((line) => !line.startsWith('GET '))).toEqual([]);
  expect(seen.filter((line) => /Typed/.test(line))).toEqual([]);

  await test.step('once hydrated, the form can be sent', async () => {
    await page.unrouteAll();
    await page.goto('/logup');
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  });
});

test('an activated account waiting for approval is told so once its password is right', async ({
  page,
  request,
}) => {
  const adminLogin = await request.post('/api/auth/login', { data: ADMIN });
  const headers = { authorization: `Bearer ${((await adminLogin.json()) as { token: string }).token}` };
  const setApproval = async (approveUsers: boolean) => {
    expect((await request.put('/api/config', { headers, data: { approveUsers } })).ok()).toBe(true);
  };
  const email = `waiting-${Date.now()}@platea.test`;
  const password = 'Waiting.2026';
  await setApproval(true);
  try {
    await createActiveUser(request, { email, password });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(email, `${password}x`);
    await expect(login.alert).toHaveText(LOGIN_FAILED);
    await page.getByLabel(/^Contraseña/).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(login.alert).toHaveText(
      'Tu cuenta está activada y pendiente de que el equipo la apruebe. Te avisaremos por correo en cuanto esté aprobada.',
    );
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await setApproval(false);
  }
});
