import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage.ts';

/** The seeded demo viewer owns products, a subscription to the orchestra's channel and invoiced orders. */
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const ORCHESTRA = 'Orquesta Sinfónica del Atlántico';

test('a signed-in viewer sees her products, subscriptions and orders with their invoices', async ({
  page,
  context,
}) => {
  const tabs = page.getByRole('navigation', { name: 'Secciones de mis cosas' });

  await test.step('signed out, my stuff asks to sign in first and lands on the products tab', async () => {
    await page.goto('/mystuff');
    await expect(page).toHaveURL(/\/login\?next=%2Fmystuff$/);
    await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
    await expect(page).toHaveURL(/\/mystuff\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis cosas' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the products tab shows her products with their access', async () => {
    const cards = page.locator('.mystuff-card');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      /^\/(products|player|courses|masters)\/[^/]+$/,
    );
    await expect(first.locator('.mystuff-access')).toHaveText(/Disponible|Caducado|Empieza el/);
  });

  await test.step('after a payment, my stuff says the payment was received', async () => {
    await page.goto('/mystuff/products?payment=ok');
    await expect(page.getByRole('status').getByText('Pago recibido')).toBeVisible();
    await expect(page).toHaveURL(/\/mystuff\/products$/);
  });

  await test.step('the subscriptions tab shows the orchestra channel', async () => {
    await tabs.getByRole('link', { name: 'Suscripciones' }).click();
    await expect(page).toHaveURL(/\/mystuff\/subscriptions$/);
    const subscription = page.locator('.mystuff-sub', { hasText: ORCHESTRA });
    await expect(subscription).toBeVisible();
    await expect(subscription.getByText('Suscrito', { exact: true })).toBeVisible();
    await expect(subscription.getByText(/al mes$/)).toBeVisible();
  });

  await test.step('the orders tab links each invoiced order to its invoice', async () => {
    await tabs.getByRole('link', { name: 'Pedidos' }).click();
    await expect(page).toHaveURL(/\/mystuff\/orders$/);
    await expect(page.getByText(`Suscripción mensual: ${ORCHESTRA}`).first()).toBeVisible();
    const invoiceLink = page.getByRole('link', { name: /^Factura F\d{4}-\d+/ }).first();
    await expect(invoiceLink).toHaveAttribute('target', '_blank');
    const label = (await invoiceLink.getAttribute('aria-label')) ?? '';
    const invoiceNumber = /F\d{4}-\d+/.exec(label)?.[0] ?? '';
    expect(invoiceNumber).not.toBe('');

    const [invoice] = await Promise.all([context.waitForEvent('page'), invoiceLink.click()]);
    await invoice.waitForLoadState();
    await expect(invoice.locator('body')).toContainText(invoiceNumber);
  });
});
