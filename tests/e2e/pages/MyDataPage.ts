import type { Locator, Page } from '@playwright/test';

/** /account/my-data: one form per section, each with its own save button. */
export class MyDataPage {
  readonly general: Locator;
  readonly billing: Locator;
  readonly password: Locator;
  readonly preferences: Locator;
  readonly toasts: Locator;

  constructor(private readonly page: Page) {
    this.general = page.getByRole('form', { name: 'Datos generales' });
    this.billing = page.getByRole('form', { name: 'Datos de facturación' });
    this.password = page.getByRole('form', { name: 'Contraseña' });
    this.preferences = page.getByRole('form', { name: 'Preferencias' });
    this.toasts = page.getByRole('region', { name: 'Notificaciones' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/account/my-data');
    await this.waitUntilReady();
  }

  /** The forms are islands: wait until React has taken over all of them before typing. */
  async waitUntilReady(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
  }

  async saveGeneral(data: { name: string; surname: string }): Promise<void> {
    await this.general.getByLabel('Nombre', { exact: true }).fill(data.name);
    await this.general.getByLabel('Apellidos', { exact: true }).fill(data.surname);
    await this.general.getByRole('button', { name: 'Guardar cambios' }).click();
  }

  async saveBilling(data: BillingData): Promise<void> {
    await this.billing.getByLabel('Empresa o nombre completo', { exact: true }).fill(data.company);
    await this.billing.getByLabel('NIF/CIF', { exact: true }).fill(data.nif);
    await this.billing.getByLabel('Dirección', { exact: true }).fill(data.address);
    await this.billing.getByLabel('Ciudad', { exact: true }).fill(data.city);
    await this.billing.getByLabel('Código postal', { exact: true }).fill(data.postalCode);
    await this.billing.getByLabel('País', { exact: true }).selectOption({ label: data.countryName });
    await this.billing.getByLabel('Teléfono', { exact: true }).fill(data.phone);
    await this.billing.getByRole('button', { name: 'Guardar cambios' }).click();
  }

  get publicProfileSwitch(): Locator {
    return this.preferences.getByRole('switch', { name: 'Perfil público' });
  }

  async setPublicProfile(on: boolean): Promise<void> {
    await this.publicProfileSwitch.setChecked(on);
    await this.preferences.getByRole('button', { name: 'Guardar cambios' }).click();
  }

  get currentPassword(): Locator {
    return this.password.getByLabel('Contraseña actual');
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.currentPassword.fill(current);
    await this.password.getByLabel(/^Nueva contraseña/).fill(next);
    await this.password.getByLabel(/^Repite la nueva contraseña/).fill(next);
    await this.password.getByRole('button', { name: 'Cambiar contraseña' }).click();
  }
}

export interface BillingData {
  company: string;
  nif: string;
  address: string;
  city: string;
  postalCode: string;
  countryName: string;
  phone: string;
}
