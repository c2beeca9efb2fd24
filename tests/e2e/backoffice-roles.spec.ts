import { expect, test } from '@playwright/test';
import { AreaRefusedPage } from './pages/AreaRefusedPage.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { GlobalViewPage } from './pages/GlobalViewPage.ts';

const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };

test('a producer is refused the admin console and reaches the organizer console', async ({ page }) => {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(PRODUCER.email, PRODUCER.password);

  const refused = new AreaRefusedPage(page);
  await expect(refused.heading).toHaveText('Esta zona es para administradores');
  await expect(page.getByText(PRODUCER.email)).toBeVisible();

  // Any admin screen gives the same answer, and the producer stays signed in.
  await page.goto('/manage/manage-users');
  await expect(refused.heading).toHaveText('Esta zona es para administradores');

  await refused.organizerConsoleLink.click();
  await expect(page).toHaveURL(/\/account\/globalview$/);
  const globalView = new GlobalViewPage(page);
  await expect(globalView.account).toContainText(PRODUCER.email);
  await expect(globalView.account).toContainText('Organizador');
  await expect(globalView.quickLinks.getByRole('link', { name: 'Mis cosas' })).toHaveAttribute(
    'href',
    '/mystuff',
  );

  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/globalview$/);
});
