import type { Locator, Page } from '@playwright/test';

/** /logup: the sign-up form and, once sent, its "check your email" state. */
export class SignupPage {
  readonly doneHeading: Locator;

  constructor(private readonly page: Page) {
    this.doneHeading = page.getByRole('heading', { name: 'Revisa tu correo' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/logup');
    // The form is an island: wait until React has taken over before typing.
    await this.page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  }

  async signUp({ email, password, role = 'Asistente' }: { email: string; password: string; role?: string }) {
    await this.page.getByRole('radio', { name: new RegExp(role) }).check();
    await this.page.getByLabel('Correo electrónico', { exact: false }).first().fill(email);
    await this.page.getByLabel('Repite el correo electrónico').fill(email);
    await this.page.getByLabel(/^Contraseña/).fill(password);
    await this.page.getByLabel('Repite la contraseña').fill(password);
    await this.page.getByRole('checkbox', { name: /política de privacidad/ }).check();
    await this.page.getByRole('button', { name: 'Crear cuenta' }).click();
  }
}
