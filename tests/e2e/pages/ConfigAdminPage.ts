import type { Locator, Page } from '@playwright/test';

/** /manage/config-admin: the site settings as switches, with one save button. */
export class ConfigAdminPage {
  readonly saveButton: Locator;

  constructor(private readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Guardar' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/manage/config-admin');
    await this.page.getByRole('switch').first().waitFor();
  }

  setting(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
