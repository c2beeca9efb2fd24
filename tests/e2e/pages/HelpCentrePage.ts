import type { Locator, Page } from '@playwright/test';

/** The help centre (/help, /help/{category}, /help/{category}/{section}) in Spanish. */
export class HelpCentrePage {
  readonly heading: Locator;
  readonly breadcrumbs: Locator;
  readonly topics: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Estás aquí' });
    this.topics = page.getByRole('navigation', { name: 'Temas de ayuda' });
  }

  /** The breadcrumb that names the current page (not a link). */
  get currentCrumb(): Locator {
    return this.breadcrumbs.locator('[aria-current="page"]');
  }
}
