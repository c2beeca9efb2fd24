import type { Locator, Page } from '@playwright/test';

/** /surveys/{id}: a survey's form (posted back to the page), its errors and its answered states. */
export class SurveyPage {
  readonly submit: Locator;
  readonly errorSummary: Locator;
  readonly thanks: Locator;

  constructor(private readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Enviar mis respuestas' });
    this.errorSummary = page.locator('.survey__errors');
    this.thanks = page.getByRole('status').filter({ hasText: '¡Gracias!' });
  }

  /** The wrapper of one question (its fieldset or field), found by its statement. */
  question(statement: string): Locator {
    return this.page.locator('.survey-field').filter({ hasText: statement });
  }

  async choose(statement: string, option: string): Promise<void> {
    await this.question(statement).getByLabel(option, { exact: true }).check();
  }

  async fill(statement: string, value: string): Promise<void> {
    await this.page.getByLabel(statement).fill(value);
  }
}
