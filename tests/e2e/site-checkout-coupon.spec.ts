import { type APIRequestContext, expect, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { CheckoutPage } from './pages/CheckoutPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 18: a coupon of another product left in the field made "Pagar" do nothing visible, and
 * "Cupón no válido" did not say why. The reason shows beside the field and beside the pay button, and
 * the buyer can take the coupon out and pay.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

interface ListedProduct {
  id: number;
  slug: string;
  status: string;
  type: string;
  currentPrice: { total: number };
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function paidProducts(request: APIRequestContext) {
  const query = encodeURIComponent(JSON.stringify({ plan: 'paid' }));
  const list = await request.get(`/api/products?filter=${query}`);
  expect(list.ok()).toBe(true);
  const published = ((await list.json()) as ListedProduct[]).filter((p) => p.status === 'published');
  // A video on demand has no date to choose; the coupon's product is any other.
  const product = published.find((p) => p.type === 'vod');
  const other = published.find((p) => p.id !== product?.id);
  expect(product && other, 'a paid video and another paid product in the demo').toBeTruthy();
  return [product, other] as [ListedProduct, ListedProduct];
}

test.describe.configure({ timeout: 180_000 });

test('a coupon of another product says why beside the field and the pay button, and can be removed', async ({
  page,
  request,
}) => {
  const [product, other] = await paidProducts(request);
  const code = `OTRO${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/coupons', {
    headers: await adminHeaders(request),
    data: { productId: other.id, code, discountPercent: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);

  const email = `coupon-${Date.now()}@platea.test`;
  const password = 'Viewer.2026!';
  await createActiveUser(request, { email, password });
  await page.goto('/login');
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });

  const checkout = new CheckoutPage(page);
  await page.goto(`/products/${product.slug}/checkout`);
  await checkout.ready();
  const form = page.locator('form.checkout-form');

  await test.step('applying it says the coupon is for another product, tied to the field', async () => {
    await checkout.couponField.fill(code);
    await checkout.applyCoupon.click();
    const reason = form.locator('.coupon-field .field__error');
    await expect(reason).toHaveText('Este cupón es de otro producto');
    await expect(checkout.couponField).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await checkout.couponField.getAttribute('aria-describedby');
    expect(describedBy).toBe(await reason.getAttribute('id'));
  });

  await test.step('paying with the code still there says why beside the pay button', async () => {
    await checkout.terms.check();
    await checkout.payButton.click();
    const nearPay = form
      .locator('.alert[role="alert"]')
      .filter({ hasText: 'Quita el cupón o corrígelo para pagar' });
    await expect(nearPay).toHaveText(
      /Este cupón es de otro producto\. Quita el cupón o corrígelo para pagar\./,
    );
    // Beside the button: the alert ends right above it, in view with it.
    await expect(nearPay).toBeInViewport();
    await expect(checkout.payButton).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}/checkout$`));
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  await test.step('removing the coupon clears the reasons, and paying goes through', async () => {
    await form.getByRole('button', { name: 'Quitar el cupón' }).click();
    await expect(checkout.couponField).toHaveValue('');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(checkout.couponField).not.toHaveAttribute('aria-invalid', 'true');
    await checkout.payButton.click();
    await expect(page).toHaveURL(/\/payments\/demo\/\d+$/);
  });
});

test('the field itself has a "Quitar" button for a refused code, which re-quotes without it', async ({
  page,
  request,
}) => {
  const [product] = await paidProducts(request);
  const email = `coupon-q-${Date.now()}@platea.test`;
  const password = 'Viewer.2026!';
  await createActiveUser(request, { email, password });
  await page.goto('/login');
  await new LoginPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  const checkout = new CheckoutPage(page);
  // A refused code brought in the address is kept in the field with its reason.
  await page.goto(`/products/${product.slug}/checkout?coupon=NOEXISTE`);
  await checkout.ready();
  await expect(checkout.couponField).toHaveValue('NOEXISTE');
  await expect(page.locator('.coupon-field .field__error')).toHaveText(
    'No existe ningún cupón con ese código',
  );
  await page.locator('.coupon-field').getByRole('button', { name: 'Quitar', exact: true }).click();
  await expect(checkout.couponField).toHaveValue('');
  await expect(page.locator('.coupon-field .field__error')).toHaveCount(0);
  await checkout.terms.check();
  await checkout.payButton.click();
  await expect(page).toHaveURL(/\/payments\/demo\/\d+$/);
});
