import type { Locator, Page } from '@playwright/test';

/** /courses/{slug} (and /masters/{slug}, which has the same tabs): its tabs and its lesson outline. */
export class CoursePage {
  constructor(private readonly page: Page) {}

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    // The tab list is made by a script: wait for it before using the tabs.
    await this.page.getByRole('tablist').waitFor();
  }

  /** A tab by its whole name ("Preguntas" is not "Preguntas frecuentes"). */
  tab(name: string | RegExp): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  panel(name: string | RegExp): Locator {
    return this.page.getByRole('tabpanel', { name });
  }

  /** A lesson of the outline, by its title. */
  lesson(title: string): Locator {
    return this.page.locator('.outline__lesson', { hasText: title });
  }
}
