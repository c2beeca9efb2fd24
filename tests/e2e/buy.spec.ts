import { expect, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { DemoPaymentPage } from './pages/DemoPaymentPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

interface ListedProduct {
  id: number;
  slug: string;
  status: string;
  localized: { title: string };
}

// Sign-up, sign-in, the checkout page, the demo card page and my stuff: more than a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a new user buys a paid video from its product page, through the checkout page, and finds it in my stuff', async ({
  page,
  request,
}) => {
  const email = `buyer-${Date.now()}@platea.test`;
  const password = 'Buyer.2026!';
  await createActiveUser(request, { email, password });

  const filter = encodeURIComponent(JSON.stringify({ plan: 'paid', type: 'vod' }));
  const list = await request.get(`/api/products?filter=${filter}`, { headers: { 'accept-language': 'es' } });
  expect(list.ok()).toBe(true);
  // The request fixture signed in as the admin to activate the user: keep to what the public sees.
  const product = ((await list.json()) as ListedProduct[]).find((p) => p.status === 'published');
  expect(product?.slug).toBeTruthy();
  const { slug } = product as ListedProduct;
  const title = (product as ListedProduct).localized.title;

  await test.step('signed out, the product page asks to sign in to buy and comes back to its checkout', async () => {
    await page.goto(`/products/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Inicia sesión para comprar' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproducts%2F${slug}%2Fcheckout$`));
    await new LoginPage(page).signIn(email, password);
    await expect(page).toHaveURL(new RegExp(`/products/${slug}/checkout$`));
    await expect(page.getByText(title).first()).toBeVisible();
  });

  await test.step('with no real payment provider, checkout says it is in test mode', async () => {
    await expect(page.getByRole('note')).toContainText('Modo de prueba');
    await expect(page.getByRole('note')).toContainText('no se cobra dinero');
  });

  await test.step('buying without accepting the terms shows the error', async () => {
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page.locator('.checkout-panel').getByRole('alert')).toContainText(/condiciones/i);
    await expect(page).toHaveURL(new RegExp(`/products/${slug}/checkout$`));
  });

  await test.step('accepting the terms, the purchase goes to the demo card page', async () => {
    await page.getByRole('checkbox', { name: /Acepto las condiciones de venta/ }).check();
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect(page).toHaveURL(/\/payments\/demo\/\d+$/);
    await expect(page.getByRole('row', { name: new RegExp(title.replace(/[()]/g, '.')) })).toBeVisible();
  });

  await test.step('paying lands on my stuff with the payment notice and the product', async () => {
    await new DemoPaymentPage(page).pay();
    await expect(page).toHaveURL(/\/mystuff\/products$/);
    await expect(page.getByRole('status').getByText('Pago recibido')).toBeVisible();
    await expect(page.locator('.mystuff-card', { hasText: title })).toBeVisible();
  });

  await test.step('the product page now says the buyer has it and opens the player', async () => {
    await page.goto(`/products/${slug}`);
    await expect(page.getByText('Ya lo tienes.')).toBeVisible();
    // "Ver ahora" only when there is a recording to play (another journey may have uploaded one).
    const access = await page.request.get(`/api/products/${(product as ListedProduct).id}/access`);
    if (((await access.json()) as { media: { ready: boolean } }).media.ready) {
      await expect(page.getByRole('link', { name: 'Ver ahora' })).toHaveAttribute('href', `/player/${slug}`);
    } else {
      await expect(page.getByText('Estará disponible pronto.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver ahora' })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: /^Comprar/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Comprar/ })).toHaveCount(0);
  });
});
