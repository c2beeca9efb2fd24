import type { Locator, Page } from '@playwright/test';

/** /reset-password/{token} and /activate/{token}: an emailed link, which says at once when it is spent. */
export class EmailedLinkPage {
  readonly resetInvalidHeading: Locator;
  readonly requestNewLink: Locator;
  readonly activationFailedHeading: Locator;
  readonly activationInvalidAlert: Locator;
  readonly passwordField: Locator;

  constructor(private readonly page: Page) {
    this.resetInvalidHeading = page.getByRole('heading', {
      name: 'Este enlace para restablecer la contraseña no es válido',
    });
    this.requestNewLink = page.getByRole('main').getByRole('link', { name: 'Pedir un enlace nuevo' });
    this.activationFailedHeading = page.getByRole('heading', { name: 'No hemos podido activar tu cuenta' });
    this.activationInvalidAlert = page
      .getByRole('alert')
      .filter({ hasText: 'Este enlace de activación no es válido' });
    this.passwordField = page.getByLabel(/^Contraseña nueva/);
  }

  /** Opens the path without running any script: what the server answers is what the visitor sees first. */
  async openWithoutScripts(path: string): Promise<string> {
    const res = await this.page.request.get(path);
    return res.text();
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }
}
