import type { Locator, Page } from '@playwright/test';

/** /login */
export class LoginPage {
  readonly alert: Locator;

  constructor(private readonly page: Page) {
    this.alert = page.getByRole('main').getByRole('alert');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel(/^Contraseña/).fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }

  /**
   * What a password manager's auto-submit does before the form's script has run: fill in the server's
   * HTML and press Enter in the password field. The caller keeps the island from hydrating.
   */
  async submitBeforeHydration(email: string, password: string): Promise<void> {
    await this.page.locator('astro-island[ssr]').first().waitFor({ state: 'attached' });
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel(/^Contraseña/).fill(password);
    await this.page.getByLabel(/^Contraseña/).press('Enter');
  }
}
