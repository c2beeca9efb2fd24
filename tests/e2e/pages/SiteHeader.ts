import { expect, type Locator, type Page } from '@playwright/test';

/** The header every page of the public site shows. */
export class SiteHeader {
  readonly signInLink: Locator;
  readonly userMenu: Locator;
  /** The phone menu (below 600 px): its button and the navigation it opens. */
  readonly siteMenuButton: Locator;
  readonly siteMenu: Locator;
  private readonly menuPanel: Locator;

  constructor(page: Page) {
    const header = page.getByRole('banner');
    this.signInLink = header.getByRole('link', { name: 'Iniciar sesión' });
    this.userMenu = header.locator('summary', { hasText: 'Menú de la cuenta' });
    this.menuPanel = header.locator('[data-user-menu]');
    this.siteMenuButton = header.getByRole('button', { name: 'Menú', exact: true });
    this.siteMenu = header.locator('#site-menu-panel');
  }

  /** Opens the phone menu with the keyboard, as a screen-reader or keyboard user would. */
  async openSiteMenu(): Promise<void> {
    // The button's script is a module the page loads with its others (the realtime connection, the bell):
    // on a busy machine the first Enter may come before it listens, so it is pressed until it opens.
    await expect(async () => {
      if ((await this.siteMenuButton.getAttribute('aria-expanded')) !== 'true') {
        await this.siteMenuButton.focus();
        await this.siteMenuButton.press('Enter');
      }
      await expect(this.siteMenuButton).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }

  siteMenuLink(name: string): Locator {
    return this.siteMenu.getByRole('link', { name, exact: true });
  }

  /** Opens the menu (a <details>), leaving it open if it already is. */
  async openUserMenu(): Promise<void> {
    if ((await this.menuPanel.getAttribute('open')) === null) await this.userMenu.click();
  }

  menuLink(name: string): Locator {
    return this.menuPanel.getByRole('link', { name, exact: true });
  }

  /** The menu's sign-out button (a POST form: a link elsewhere cannot sign anyone out). */
  get signOutButton(): Locator {
    return this.menuPanel.getByRole('button', { name: 'Cerrar sesión', exact: true });
  }

  async signOut(): Promise<void> {
    await this.openUserMenu();
    await this.signOutButton.click();
  }
}
