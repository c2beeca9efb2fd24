import type { Locator, Page } from '@playwright/test';

/** /search-results?q=: results grouped by kind, with kind and category chips as filters. */
export class SearchResultsPage {
  readonly filters: Locator;
  readonly status: Locator;

  constructor(private readonly page: Page) {
    this.filters = page.getByRole('navigation', { name: 'Filtrar los resultados' });
    this.status = page.getByRole('main').getByRole('status');
  }

  /** The group of results of one kind ("Productos", "Canales", "Ponentes"). */
  group(name: 'Productos' | 'Canales' | 'Ponentes'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** The result links of a group, by their visible titles. */
  results(name: 'Productos' | 'Canales' | 'Ponentes'): Locator {
    return this.group(name).getByRole('heading', { level: 3 }).getByRole('link');
  }

  chip(name: string | RegExp): Locator {
    return this.filters.getByRole('link', { name });
  }
}
