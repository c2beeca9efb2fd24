import { expect, type Locator, type Page } from '@playwright/test';

/** /manage/home: the home's sections in order, the add/edit dialog, the palette and the save bar. */
export class HomeEditorPage {
  readonly sections: Locator;
  readonly addButton: Locator;
  readonly dialog: Locator;
  readonly saveButton: Locator;
  readonly palette: Locator;
  readonly savePaletteButton: Locator;
  readonly discardPaletteButton: Locator;
  readonly saveBarStatus: Locator;

  constructor(private readonly page: Page) {
    this.sections = page.getByRole('region', { name: 'Secciones' });
    this.addButton = page.getByRole('button', { name: 'Añadir sección' });
    this.dialog = page.getByRole('dialog');
    this.saveButton = page.getByRole('button', { name: 'Guardar portada' });
    this.palette = page.getByRole('radiogroup', { name: 'Paleta de colores' });
    const paletteRegion = page.getByRole('region', { name: 'Paleta de colores' });
    this.savePaletteButton = paletteRegion.getByRole('button', { name: 'Guardar paleta' });
    this.discardPaletteButton = paletteRegion.getByRole('button', { name: 'Descartar', exact: true });
    this.saveBarStatus = page.getByText(/Guarda o descarta los cambios de la paleta/);
  }

  async goto(): Promise<void> {
    await this.page.goto('/manage/home');
    await this.sections.getByRole('listitem').first().waitFor();
  }

  /** The titles of the sections, in the list's order. */
  titles(): Promise<string[]> {
    return this.sections.getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();
  }

  async startAdding(type: string): Promise<void> {
    await this.addButton.click();
    await this.dialog.getByRole('radio', { name: type }).check();
    await this.dialog.getByRole('button', { name: 'Siguiente' }).click();
  }

  /** Picks an item in the dialog's search box by typing part of its name. */
  async pickItem(field: string, search: string, name: string): Promise<void> {
    const box = this.dialog.getByRole('combobox', { name: field });
    await box.fill(search);
    await this.page.getByRole('option', { name, exact: true }).click();
    await expect(this.dialog.getByRole('button', { name })).toBeVisible();
  }

  moveUp(title: string): Locator {
    return this.sections.getByRole('button', { name: `Subir: ${title}` });
  }

  notification(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
