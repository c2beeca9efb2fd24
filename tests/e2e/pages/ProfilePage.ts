import type { Locator, Page } from '@playwright/test';

/** /users/{id}: a public profile, or the message that it is not public. */
export class ProfilePage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  async goto(id: number): Promise<void> {
    await this.page.goto(`/users/${id}`);
  }
}
