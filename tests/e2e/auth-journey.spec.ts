import { type APIRequestContext, expect, test } from '@playwright/test';
import { ActivatePage } from './pages/ActivatePage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SignupPage } from './pages/SignupPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

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
