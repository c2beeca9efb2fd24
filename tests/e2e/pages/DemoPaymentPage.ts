import type { Locator, Page } from '@playwright/test';

/** The demo provider's card page (/payments/demo/{orderId}): a React island with pay and fail buttons. */
export class DemoPaymentPage {
  readonly payButton: Locator;

  constructor(private readonly page: Page) {
    this.payButton = page.getByRole('button', { name: /^Pagar/ });
  }

  /** Pays, once React has taken the island over (a click before it would fall on the server's HTML). */
  async pay(): Promise<void> {
    await this.page
      .locator('astro-island:not([ssr])', { has: this.payButton })
      .waitFor({ state: 'attached' });
    await this.payButton.click();
  }
}
