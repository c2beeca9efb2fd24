import type { Locator, Page } from '@playwright/test';

/** /account/analytics and /manage/analytics (issue 23), in Spanish (the default language). */
export class AnalyticsPage {
  readonly heading: Locator;
  readonly channel: Locator;
  readonly organizer: Locator;
  readonly productRows: Locator;
  readonly filters: Locator;
  readonly from: Locator;
  readonly to: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Analíticas' });
    this.channel = page.getByRole('combobox', { name: 'Canal' });
    this.organizer = page.getByRole('combobox', { name: 'Organizador' });
    this.productRows = page.getByRole('region', { name: 'Productos' }).locator('tbody tr');
    this.filters = page.getByRole('region', { name: 'Periodo y filtros' });
    this.from = page.getByLabel('Desde', { exact: true });
    this.to = page.getByLabel('Hasta', { exact: true });
  }

  async open(): Promise<void> {
    await this.page.getByRole('menuitem', { name: 'Analíticas' }).click();
    await this.heading.waitFor();
  }

  range(name: 'Semana' | 'Mes' | 'Trimestre' | 'Año' | 'Personalizado'): Locator {
    return this.page.getByRole('group', { name: 'Periodo' }).getByRole('button', { name, exact: true });
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  /** A chart's card, by its title. */
  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true }).first();
  }

  productRow(title: string): Locator {
    return this.productRows.filter({ hasText: title });
  }
}
