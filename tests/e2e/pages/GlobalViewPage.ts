import type { Locator, Page } from '@playwright/test';

/** /account/globalview: the organizer's dashboard. */
export class GlobalViewPage {
  readonly account: Locator;
  readonly quickLinks: Locator;
  readonly activity: Locator;
  readonly notifications: Locator;
  readonly products: Locator;
  readonly channels: Locator;
  readonly meets: Locator;
  readonly share: Locator;
  readonly tutorials: Locator;
  readonly storage: Locator;

  constructor(private readonly page: Page) {
    this.account = page.getByRole('region', { name: 'Tu cuenta' });
    this.quickLinks = page.getByRole('navigation', { name: 'Accesos directos' });
    this.activity = page.getByRole('region', { name: 'Tu actividad' });
    this.notifications = page.getByRole('region', { name: 'Notificaciones' });
    this.products = page.getByRole('navigation', { name: 'Tus productos' });
    this.channels = page.getByRole('region', { name: 'Tus canales' });
    this.meets = page.getByRole('region', { name: 'Reuniones' });
    this.share = page.getByRole('region', { name: 'Comparte tu perfil' });
    this.tutorials = page.getByRole('navigation', { name: 'Tutoriales' });
    this.storage = page.getByRole('region', { name: 'Almacenamiento' });
  }

  /** The link of one count ("Entradas vendidas"…), whose name starts with the number. */
  count(label: string): Locator {
    return this.activity.getByRole('link', { name: new RegExp(label) });
  }

  /** A creation tour by its heading ("Crea tu primer canal"). */
  tour(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }
}
