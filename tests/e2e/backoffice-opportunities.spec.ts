import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2 /account/salesopportunity: an organizer sees who left a checkout of her products unpaid, with
 * the email only of buyers who accepted promotions. Spec 2 /manage/productsopen: an admin sees what is
 * open now, with today's sessions in Central European time.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const PRODUCT_SLUG = 'bodas-de-sangre-grabacion';
const PRODUCT = 'Bodas de sangre (grabación)';

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const { email, password } = credentials;
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A new attendee who starts paying for the product and leaves the payment page (a pending order). */
async function abandonCheckout(
  request: APIRequestContext,
  buyer: { email: string; password: string; name: string; promoConsent: boolean },
) {
  await createActiveUser(request, buyer);
  const auth = { authorization: `Bearer ${await tokenOf(request, buyer)}` };
  const profile = await request.put('/api/auth/me', {
    headers: auth,
    data: { name: buyer.name, surname: 'Compradora', promoConsent: buyer.promoConsent },
  });
  expect(profile.ok()).toBe(true);
  const product = (await (await request.get(`/api/products/by-slug/${PRODUCT_SLUG}`)).json()) as {
    id: number;
  };
  const checkout = await request.post('/api/checkout', {
    headers: auth,
    data: { productId: product.id, termsAccepted: true, provider: 'demo' },
  });
  expect(checkout.status()).toBe(201);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('an organizer sees an abandoned checkout with the email of a buyer who accepted promotions', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const consenting = {
    email: `nora-${stamp}@example.test`,
    password: 'Compra.2026',
    name: 'Nora',
    promoConsent: true,
  };
  const silent = {
    email: `olivia-${stamp}@example.test`,
    password: 'Compra.2026',
    name: 'Olivia',
    promoConsent: false,
  };
  await abandonCheckout(request, consenting);
  await abandonCheckout(request, silent);

  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  // Signed in (the console opened) before going anywhere else: a navigation now would cancel it.
  await expect(page).toHaveURL(/\/account\/globalview$/);
  await page.getByRole('menuitem', { name: 'Oportunidades' }).click();
  await expect(page).toHaveURL(/\/account\/salesopportunity$/);

  const nora = page.getByRole('row', { name: new RegExp(consenting.email.replace(/[.+]/g, '\\$&')) });
  await expect(nora).toContainText(PRODUCT);
  await expect(nora).toContainText('Nora Compradora');
  await expect(nora).toContainText('Pagando ahora');
  // The buyer without consent is there, but not her address.
  await expect(page.getByText('Sin consentimiento para promociones').first()).toBeVisible();
  await expect(page.getByText(silent.email)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await test.step('the search asks the server and finds the consenting buyer by email', async () => {
    const asked = page.waitForRequest(
      (r) => r.url().includes('/api/opportunities') && r.url().includes('nora'),
    );
    await page.getByRole('textbox', { name: 'Buscar' }).fill(consenting.email);
    await asked;
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(consenting.email);
    // Nobody is found by the address of a buyer who did not consent.
    await page.getByRole('textbox', { name: 'Buscar' }).fill(silent.email);
    await expect(
      page.getByText('No se han encontrado oportunidades con los filtros actuales.'),
    ).toBeVisible();
  });
});

test('an admin sees what is open now: a session today at its Central European time', async ({
  page,
  request,
}) => {
  const auth = { authorization: `Bearer ${await tokenOf(request, PRODUCER)}` };
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    title: string;
  }[];
  const faro = channels.find((c) => c.title === 'Teatro del Faro');
  expect(faro).toBeDefined();
  // Today on Madrid's calendar, whatever the zone of this machine or of the browser.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const title = `Ensayo abierto ${Date.now()}`;
  // Private: reached only with codes, so no public page of the other journeys lists it.
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      channelId: faro?.id,
      type: 'product',
      status: 'private',
      plan: 'free',
      title,
      sessions: [{ startsAtLocal: `${today}T23:59`, durationMinutes: 60 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);
  await page.getByRole('menuitem', { name: 'Abierto ahora' }).click();
  await expect(page).toHaveURL(/\/manage\/productsopen/);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  const asked = page.waitForRequest(
    (r) => r.url().includes('/api/products-open') && r.url().includes('today'),
  );
  await page.getByRole('combobox', { name: 'Abierto porque' }).click();
  await page.getByRole('option', { name: 'Sesión hoy' }).click();
  await asked;
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Sesión hoy');
  await expect(row).toContainText('23:59');
  await expect(row).toContainText('Teatro del Faro');
  await expectNoSeriousAxeViolations(page);
});
