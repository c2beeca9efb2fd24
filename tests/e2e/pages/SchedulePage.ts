import type { Locator, Page } from '@playwright/test';

/** /schedule: the sessions to come, by day, with a channel and category filter (a GET form). */
export class SchedulePage {
  readonly heading: Locator;
  readonly channel: Locator;
  readonly category: Locator;
  readonly entries: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Programación' });
    this.channel = page.getByLabel('Canal', { exact: true });
    this.category = page.getByLabel('Categoría', { exact: true });
    this.entries = page.locator('.schedule-entry');
  }

  async filterByChannel(name: string): Promise<void> {
    await this.channel.selectOption({ label: name });
    await Promise.all([
      this.page.waitForURL(/\/schedule\?channel=/),
      this.page.getByRole('button', { name: 'Filtrar' }).click(),
    ]);
  }

  /** One session of the agenda, found by its product's title. */
  entry(productTitle: string): Locator {
    return this.entries.filter({ has: this.page.getByRole('heading', { level: 3, name: productTitle }) });
  }
}
