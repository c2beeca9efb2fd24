import type { FrameLocator, Locator, Page } from '@playwright/test';

/** /manage/track-emails: the email log, its filters, and one email's page with the message rendered. */
export class TrackEmailsPage {
  readonly recipientFilter: Locator;
  readonly rows: Locator;
  readonly renderedEmail: FrameLocator;
  readonly plainText: Locator;
  readonly content: Locator;

  constructor(private readonly page: Page) {
    this.recipientFilter = page.getByRole('textbox', { name: 'Destinatario' });
    this.rows = page.locator('tbody tr');
    this.renderedEmail = page.frameLocator('iframe[title^="El correo tal como lo ve el destinatario"]');
    this.plainText = page.locator('pre');
    this.content = page.locator('#main-content');
  }

  async open(): Promise<void> {
    await this.page.getByRole('menuitem', { name: 'Correos enviados' }).click();
    await this.recipientFilter.waitFor();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }
}
