import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { TrackEmailsPage } from './pages/TrackEmailsPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const BROWSER_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: who });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

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
  await expect(row).toContainText('Sin clics');
  for (const column of ['Entregado', 'Primera apertura', 'Primer clic'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  const accessibility = await axeOf(page).analyze();
  expect(accessibility.violations).toEqual([]);

  await row.click();
  await expect(page).toHaveURL(/\/manage\/track-emails\/\d+\/show$/);
  await expect(emails.content.getByText('Activa tu cuenta de Platea', { exact: true })).toBeVisible();
  await expect(emails.content.getByText(email, { exact: true })).toBeVisible();
  // The button goes through the signed click redirect; the link itself is printed under it.
  const button = emails.renderedEmail.getByRole('link', { name: 'Activar mi cuenta' });
  await expect(button).toHaveAttribute('href', /\/api\/mail\/click\/[\w-]+\/0\/[\w-]+$/);
  await expect(emails.renderedEmail.getByText(/\/activate\//).first()).toBeVisible();
  await expect(emails.plainText).toContainText('/api/mail/click/');
  // The frame is sandboxed with no permission at all: none of the email's code could run.
  await expect(page.locator('iframe')).toHaveAttribute('sandbox', '');

  // The recipient's mail app fetches the images through Apple's privacy proxy (a machine open), then the
  // recipient clicks the button: the redirect leads to the activation link, and the click counts as opened.
  const tracked = new URL((await button.getAttribute('href')) as string).pathname;
  const trackingId = tracked.split('/')[4];
  const proxied = await request.get(`/api/mail/open/${trackingId}.gif`, {
    headers: { 'user-agent': 'Mozilla/5.0' },
  });
  expect(proxied.status()).toBe(200);
  const click = await request.get(tracked, { headers: { 'user-agent': BROWSER_UA }, maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toMatch(/\/activate\/[\w-]+$/);
  const forged = await request.get(tracked.replace(/\/0\//, '/1/'), { maxRedirects: 0 });
  expect(forged.status()).toBe(404);

  await page.reload();
  await expect(emails.content.getByText('1 clic', { exact: true })).toBeVisible();
  await expect(emails.content.getByText('1 apertura', { exact: true })).toBeVisible();
  await expect(emails.content.getByText('1 apertura automática')).toBeVisible();
  await emails.open();
  await emails.recipientFilter.fill(email);
  await expect(emails.rows).toHaveCount(1);
  await expect(row).not.toContainText('Sin abrir');
  await expect(row).not.toContainText('Sin clics');
  await expect(row).toContainText('1 clic');
  await expect(row).toContainText('1 apertura automática');
});

test('an organizer follows the mails about their own channel, and only those', async ({ page, request }) => {
  // The team publishes the organizer's new channel: the email about it is the organizer's to follow.
  const producer = await tokenOf(request, PRODUCER);
  const admin = await tokenOf(request, ADMIN);
  const title = `Canal seguido ${Date.now().toString(36)}`;
  const created = await request.post('/api/channels', { headers: producer, data: { title } });
  expect(created.ok(), await created.text()).toBe(true);
  const channel = (await created.json()) as { id: number };
  expect((await request.post(`/api/channels/${channel.id}/request-review`, { headers: producer })).ok()).toBe(
    true,
  );
  expect((await request.post(`/api/channels/${channel.id}/approve`, { headers: admin })).ok()).toBe(true);

  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);
  const emails = new TrackEmailsPage(page);
  await emails.open();
  await expect(page).toHaveURL(/\/account\/track-emails/);
  await expect(page.getByText('Los correos enviados sobre tus canales')).toBeVisible();
  await emails.recipientFilter.fill(PRODUCER.email);
  const published = emails.row('Canal publicado').first();
  await expect(published).toBeVisible();
  await expect(published).toContainText('Sin clics');
  // Mails about no channel of theirs (an activation, someone else's receipt) are not listed.
  await expect(emails.rows.filter({ hasText: 'Activación' })).toHaveCount(0);
  const accessibility = await axeOf(page).analyze();
  expect(accessibility.violations).toEqual([]);
});
