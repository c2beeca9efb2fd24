import type { Locator, Page } from '@playwright/test';

/** /shop: the filter form (a GET form) and the product cards. */
export class ShopPage {
  readonly heading: Locator;
  readonly filters: Locator;
  readonly cards: Locator;
  readonly count: Locator;
  readonly pager: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Tienda' });
    this.filters = page.getByRole('form', { name: 'Filtrar la tienda' });
    this.cards = page.locator('.shop__grid .item-card');
    this.count = page.locator('.shop__count');
    this.pager = page.getByRole('navigation', { name: 'Páginas' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/shop${query}`);
  }

  async filter(choices: { type?: string; price?: string; channel?: string }): Promise<void> {
    if (choices.type) await this.filters.getByLabel('Tipo').selectOption({ label: choices.type });
    if (choices.price) await this.filters.getByLabel('Precio').selectOption({ label: choices.price });
    if (choices.channel) await this.filters.getByLabel('Canal').selectOption({ label: choices.channel });
    await this.filters.getByRole('button', { name: 'Aplicar' }).click();
  }
}
