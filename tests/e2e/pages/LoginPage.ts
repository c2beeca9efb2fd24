import type { Page } from '@playwright/test';

/** /login */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByLabel(/^Contraseña/).fill(password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }
}
