import type { Locator, Page } from '@playwright/test';

/** The search box in the header of every page of the site (a plain GET form to /search-results). */
export class HeaderSearch {
  readonly box: Locator;

  constructor(private readonly page: Page) {
    this.box = page
      .getByRole('banner')
      .getByRole('search', { name: 'Buscar en Platea' })
      .getByRole('searchbox');
  }

  /** Types the words and submits with Enter, as a visitor would. */
  async search(text: string): Promise<void> {
    await this.box.fill(text);
    await Promise.all([this.page.waitForURL(/\/search-results\?/), this.box.press('Enter')]);
  }
}
