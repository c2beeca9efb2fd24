import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { HomeEditorPage } from './pages/HomeEditorPage.ts';

/** Spec 2 /manage/home: an admin adds a product slider, moves it up, saves, and the public home shows it. */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const HAMLET = 'Hamlet, en directo desde el Faro';
const VIVALDI = 'Vivaldi: Las cuatro estaciones';
let seededHome: unknown;
let adminToken: string;

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  adminToken = ((await login.json()) as { token: string }).token;
  seededHome = await (await request.get('/api/config/theme/home')).json();
});

// Other journeys may read the demo home: put it back as it was.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${adminToken}` };
  await request.put('/api/config/theme/home', { data: seededHome, headers });
  await request.put('/api/config/theme/palette', { data: { palette: 'violet' }, headers });
});

async function expectAccessible(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('an admin adds a product slider, moves it up, saves it, and the home shows it there, in the saved palette', async ({
  page,
}) => {
  // Two axe runs over a long page, on a machine the other journeys share.
  test.setTimeout(120_000);
  const title = `Selección del editor ${Date.now()}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);

  const editor = new HomeEditorPage(page);
  await editor.goto();
  const before = await editor.titles();
  expect(before.slice(-3)).toEqual(['Artistas y docentes', 'Cómo funciona', '¿Organizas eventos?']);
  // The editor's texts come with it (i18n/deferred.tsx), said as the rest: counted in the plural.
  await expect(page.getByText(`${before.length} secciones`, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await test.step('a slider needs a Spanish title and at least one product', async () => {
    await editor.startAdding('Carrusel de productos');
    await editor.dialog.getByRole('button', { name: 'Añadir a la lista' }).click();
    await expect(editor.dialog.getByLabel('Título (español) *')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.dialog.getByText('Elige al menos uno')).toBeVisible();
  });

  await test.step('with a title and two products it joins the end of the list', async () => {
    await editor.dialog.getByLabel('Título (español) *').fill(title);
    await editor.dialog.getByLabel('Título (inglés)').fill('Editor’s pick');
    await editor.pickItem('Productos', 'Hamlet, en directo', HAMLET);
    await editor.pickItem('Productos', 'cuatro estaciones', VIVALDI);
    await expectAccessible(page);
    await editor.dialog.getByRole('button', { name: 'Añadir a la lista' }).click();
    await expect(editor.dialog).toBeHidden();
    expect(await editor.titles()).toEqual([...before, title]);
    await expect(editor.saveButton).toBeEnabled();
  });

  await test.step('it moves up by click and by keyboard, keeping the focus on its button', async () => {
    await editor.moveUp(title).click();
    await expect(editor.moveUp(title)).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await editor.titles()).toEqual([...before.slice(0, -2), title, ...before.slice(-2)]);
    await expect(page.getByRole('status').filter({ hasText: `${title}: ahora es la sección` })).toHaveText(
      `${title}: ahora es la sección ${before.length - 1} de ${before.length + 1}`,
    );
  });

  await test.step('a palette change must be saved or discarded before the home is saved', async () => {
    await editor.palette.getByRole('radio', { name: 'Turquesa' }).check();
    await expect(editor.saveButton).toBeDisabled();
    await expect(editor.saveBarStatus).toBeVisible();
    await editor.discardPaletteButton.click();
    await expect(editor.palette.getByRole('radio', { name: 'Violeta' })).toBeChecked();
    await expect(editor.saveButton).toBeEnabled();
    // Saved on its own, the palette no longer holds the home back.
    await editor.palette.getByRole('radio', { name: 'Turquesa' }).check();
    await editor.savePaletteButton.click();
    await expect(editor.notification('La paleta se ha guardado')).toBeVisible();
    await expect(editor.saveButton).toBeEnabled();
  });

  await test.step('leaving with unsaved changes asks first', async () => {
    await page.getByRole('menuitem', { name: 'Productos' }).click();
    const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Quedarme' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/manage\/home$/);
    expect(await editor.titles()).toContain(title);
  });

  await test.step('saved, it stays after a reload', async () => {
    await editor.saveButton.click();
    await expect(editor.notification('Los cambios se han guardado')).toBeVisible();
    await expect(editor.saveButton).toBeDisabled();
    await page.reload();
    await editor.sections.getByRole('listitem').first().waitFor();
    expect(await editor.titles()).toEqual([...before.slice(0, -2), title, ...before.slice(-2)]);
  });

  await test.step('the public home shows the slider, with its products in order, in that place', async () => {
    await page.goto('/');
    const headings = await page.locator('main h2').allInnerTexts();
    const at = headings.indexOf(title);
    expect(at).toBeGreaterThan(0);
    expect(headings.slice(at - 1, at + 3)).toEqual([
      'Artistas y docentes',
      title,
      'Cómo funciona',
      '¿Organizas eventos?',
    ]);
    const slider = page.getByRole('region', { name: title });
    await expect(slider.getByRole('heading', { level: 3 })).toHaveText([HAMLET, VIVALDI]);
    // The saved palette dresses the site: its buttons are teal now.
    const discover = page.getByRole('link', { name: `Descubrir ${HAMLET}` });
    await expect(discover).toHaveCSS('background-color', 'rgb(15, 116, 105)');
    await page.goto('/?lang=en');
    await expect(page.getByRole('region', { name: 'Editor’s pick' })).toBeVisible();
  });
});
