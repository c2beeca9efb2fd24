import type { Locator, Page } from '@playwright/test';

/** /activate/{token}: the island activates the account once the page runs in the browser. */
export class ActivatePage {
  readonly successHeading: Locator;
  readonly signInButton: Locator;

  constructor(private readonly page: Page) {
    this.successHeading = page.getByRole('heading', { name: 'Tu cuenta está activa' });
    this.signInButton = page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' });
  }

  /** Opens an emailed link on this site, whatever host the email was written for. */
  async open(link: string): Promise<void> {
    const url = new URL(link);
    await this.page.goto(url.pathname + url.search);
  }
}
