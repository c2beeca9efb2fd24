import type { Locator, Page } from '@playwright/test';

/** The back office's sign-in page: /manage/login and /account/login. */
export class BackofficeLoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Correo electrónico');
    this.password = page.getByLabel(/^Contraseña/);
    this.submit = page.getByRole('button', { name: 'Entrar' });
  }

  async goto(area: 'manage' | 'account'): Promise<void> {
    await this.page.goto(`/${area}/login`);
  }

  /**
   * Fills and sends the form, and returns once the API has answered the sign-in (the session cookie is
   * set, or the refusal is on its way to the form): a navigation right after it can no longer cancel it.
   */
  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    const answered = this.page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/auth/login' && res.request().method() === 'POST',
    );
    await this.submit.click();
    await answered;
  }
}
