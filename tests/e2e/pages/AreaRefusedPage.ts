import type { Locator, Page } from '@playwright/test';

/** What a signed-in user without the console's role sees instead of it. */
export class AreaRefusedPage {
  readonly heading: Locator;
  readonly organizerConsoleLink: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.organizerConsoleLink = page.getByRole('link', { name: 'Ir a la consola de organizadores' });
  }
}
