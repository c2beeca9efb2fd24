import type { Locator, Page } from '@playwright/test';

/** /products/{slug}/checkout: the item, coupon, support, the server's total, terms, provider, pay. */
export class CheckoutPage {
  readonly heading: Locator;
  readonly couponField: Locator;
  readonly applyCoupon: Locator;
  readonly summary: Locator;
  readonly terms: Locator;
  readonly payButton: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Finalizar la compra' });
    this.couponField = page.getByRole('textbox', { name: /Código de descuento/ });
    this.applyCoupon = page.getByRole('button', { name: 'Aplicar' });
    this.summary = page.getByRole('region', { name: 'Resumen' });
    this.terms = page.getByRole('checkbox', { name: /Acepto las condiciones de venta/ });
    this.payButton = page.getByRole('button', { name: /^Pagar / });
  }

  /** Waits for the form's island to hydrate (its buttons do nothing before). */
  async ready(): Promise<void> {
    await this.heading.waitFor();
    await this.page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  }

  /** The amount of one row of the summary ("Precio", "Gastos de gestión", "Total"...). */
  row(label: string | RegExp): Locator {
    return this.summary
      .locator('div', { has: this.page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition');
  }
}
