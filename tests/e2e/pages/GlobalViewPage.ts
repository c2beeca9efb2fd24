import type { Locator, Page } from '@playwright/test';

/** /account/globalview: the organizer's dashboard. */
export class GlobalViewPage {
  readonly account: Locator;
  readonly quickLinks: Locator;

  constructor(page: Page) {
    this.account = page.getByRole('region', { name: 'Tu cuenta' });
    this.quickLinks = page.getByRole('navigation', { name: 'Accesos directos' });
  }
}
