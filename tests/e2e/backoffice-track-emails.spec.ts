import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { TrackEmailsPage } from './pages/TrackEmailsPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

test('an admin finds the activation email of a new account and reads it as it was sent', async ({
  page,
  request,
}) => {
  const email = `tracked-${Date.now()}@example.com`;
  const signup = await request.post('/api/auth/signup', {
    data: {
      role: 'attendee',
      email,
      emailConfirm: email,
      password: 'Secret.2026',
      passwordConfirm: 'Secret.2026',
      privacyAccepted: true,
      language: 'es',
    },
  });
  expect(signup.status()).toBe(201);

  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);

  const emails = new TrackEmailsPage(page);
  await emails.open();
  await expect(page).toHaveURL(/\/manage\/track-emails/);
  await emails.recipientFilter.fill(email);
  await expect(emails.rows).toHaveCount(1);
  const row = emails.row(email);
  await expect(row).toContainText('Activa tu cuenta de Platea');
  await expect(row).toContainText('Activación');
  await expect(row).toContainText('Sin abrir');
  const accessibility = await new AxeBuilder({ page }).analyze();
  expect(accessibility.violations).toEqual([]);

  await row.click();
  await expect(page).toHaveURL(/\/manage\/track-emails\/\d+\/show$/);
  await expect(emails.content.getByText('Activa tu cuenta de Platea', { exact: true })).toBeVisible();
  await expect(emails.content.getByText(email, { exact: true })).toBeVisible();
  const button = emails.renderedEmail.getByRole('link', { name: 'Activar mi cuenta' });
  await expect(button).toHaveAttribute('href', /\/activate\/[\w-]+$/);
  await expect(emails.renderedEmail.getByText(/\/activate\//).first()).toBeVisible();
  await expect(emails.plainText).toContainText('/activate/');
  // The frame is sandboxed with no permission at all: none of the email's code could run.
  await expect(page.locator('iframe')).toHaveAttribute('sandbox', '');
});
