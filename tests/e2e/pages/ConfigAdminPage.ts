import type { Locator, Page } from '@playwright/test';

/** /manage/config-admin: the site settings as switches, the registration card, and one save button. */
export class ConfigAdminPage {
  readonly saveButton: Locator;
  readonly registration: Locator;
  readonly domainMode: Locator;
  readonly newDomain: Locator;
  readonly addDomainButton: Locator;
  readonly domainList: Locator;

  constructor(private readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Guardar' });
    this.registration = page.getByRole('region', { name: 'Registro', exact: true });
    this.domainMode = this.registration.getByRole('combobox', { name: 'Quién puede registrarse' });
    this.newDomain = this.registration.getByRole('textbox', { name: 'Nuevo dominio' });
    this.addDomainButton = this.registration.getByRole('button', { name: 'Añadir' });
    this.domainList = this.registration.getByRole('list', { name: 'Dominios de la lista' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/manage/config-admin');
    await this.page.getByRole('switch').first().waitFor();
  }

  setting(label: string): Locator {
    return this.page.getByRole('switch', { name: label });
  }

  async chooseDomainMode(label: string): Promise<void> {
    await this.domainMode.click();
    await this.page.getByRole('option', { name: label }).click();
  }

  async addDomain(domain: string): Promise<void> {
    await this.newDomain.fill(domain);
    await this.addDomainButton.click();
  }

  removeDomainButton(domain: string): Locator {
    return this.registration.getByRole('button', { name: `Quitar ${domain}` });
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
