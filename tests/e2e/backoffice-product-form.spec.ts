import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2's product form, as an organizer uses it: a live show is created as a draft, given two sessions
 * in Central European time and a price (its net and tax shown), its video uploaded and transcoded, then
 * published; 10 private codes are generated and downloaded. Once published, the type is locked in the form.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };

let folder: string;
let clip: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'platea-e2e-form-'));
  clip = join(folder, 'fuenteovejuna.mp4');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
  ]);
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function expectAxeClean(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a producer creates a live show with two sessions, uploads its video, publishes it and makes 10 codes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const title = `Fuenteovejuna ${Date.now()}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('the first step creates a draft of the chosen type in the chosen channel', async () => {
    await page.getByRole('menuitem', { name: 'Nuevo producto' }).click();
    await expect(page).toHaveURL(/\/account\/products\/new$/);
    await page.getByRole('radio', { name: 'Directo (emisión programada de una grabación)' }).check();
    await page.getByLabel('Canal *').click();
    await page.getByRole('option', { name: 'Teatro del Faro' }).click();
    await page.getByLabel('Título *').fill(title);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Crear borrador' }).click();
    await expect(page).toHaveURL(/\/account\/channels\/teatro-del-faro\/products\/fuenteovejuna-\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // A live show's steps, its chat's moderation then its rehearsal room last; no datasheet, course or
    // courses step.
    await expect(page.getByRole('tab')).toHaveText([
      '1. Información',
      '2. Fechas y sesiones',
      '3. Precios',
      '4. Multimedia',
      '5. Acceso',
      '6. SEO',
      '7. Chat',
      '8. Sala de ensayo',
    ]);
  });

  await test.step('saving step 1 without the price names the step and the field to fix, and marks that step', async () => {
    await page.getByLabel('Descripción corta').first().fill('Lope de Vega, en directo desde el Faro.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText(/^Revisa el paso 3 · Precios: Precio total, impuestos incluidos \(€\)/),
    ).toBeVisible();
    await expect(page.getByText(/El formulario no es válido/)).toHaveCount(0);
    // Marked for everyone, not by colour alone: an icon, and "(con errores)" in the tab's name.
    await expect(page.getByRole('tab', { name: '3. Precios (con errores)' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '1. Información (con errores)' })).toHaveCount(0);
    await expectAxeClean(page);
  });

  await test.step('two sessions are added in Central European time', async () => {
    await page.getByRole('tab', { name: '2. Fechas y sesiones' }).click();
    await page.getByLabel('Evento con varias fechas').check();
    const group = page.getByRole('group', { name: 'Nueva sesión' });
    for (const [when, minutes] of [
      ['2027-03-20T20:00', '90'],
      ['2027-03-21T18:30', '90'],
    ]) {
      await group.getByLabel('Fecha y hora *').fill(when);
      await group.getByLabel('Minutos').fill(minutes);
      await group.getByRole('button', { name: 'Añadir sesión' }).click();
      await expect(page.getByText('Sesión añadida')).toBeVisible();
    }
    const list = page.getByRole('list', { name: 'Sesiones' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('20 mar 2027, 20:00 (CET)');
    await expect(list).toContainText('21 mar 2027, 18:30 (CET)');
    await expectAxeClean(page);
  });

  await test.step('the price shows its net and tax at 10 %', async () => {
    await page.getByRole('tab', { name: '3. Precios' }).click();
    await page.getByLabel('Precio total, impuestos incluidos (€) *').fill('11');
    await expect(page.getByRole('status').filter({ hasText: 'Neto' })).toHaveText(
      'Neto 10,00 € + impuesto 1,00 € (10 %) = 11,00 €',
    );
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Producto «${title}» guardado`)).toBeVisible();
  });

  await test.step('its video is uploaded and transcoded', async () => {
    await page.getByRole('tab', { name: '4. Multimedia' }).click();
    const video = page.getByRole('region', { name: 'Vídeo', exact: true });
    await video.locator('input[type=file]').setInputFiles(clip);
    await expect(video.getByText('Listo', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(video).toContainText('fuenteovejuna.mp4 · 0:04 · 360p');
    await expectAxeClean(page);
  });

  await test.step('it is published; the draft state is no longer offered', async () => {
    await page.getByRole('tab', { name: '5. Acceso' }).click();
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Producto «${title}» guardado`)).toBeVisible();
    await expect(page.getByText(/^Publicado: su tipo y su canal ya no pueden cambiar/)).toBeVisible();
    await page.getByRole('tab', { name: '5. Acceso' }).click();
    await expect(page.getByRole('radio', { name: 'Borrador' })).toBeDisabled();
    await expectAxeClean(page);
  });

  await test.step('made private, 10 codes are generated and downloaded as CSV', async () => {
    await expect(page.getByText(/^Los códigos son para productos privados/)).toBeVisible();
    await page.getByRole('radio', { name: 'Privado (solo con códigos)' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Producto «${title}» guardado`)).toBeVisible();
    await page.getByRole('tab', { name: '5. Acceso' }).click();
    await page.getByLabel('Cuántos').fill('10');
    await page.getByRole('button', { name: 'Generar códigos' }).click();
    await expect(page.getByText('10 códigos generados')).toBeVisible();
    await page.getByRole('link', { name: 'Ver los códigos y descargarlos' }).click();
    await expect(page).toHaveURL(/\/account\/salescode/);
    await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText('de 10');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines.length - 1).toBe(10);
    for (const line of lines.slice(1)) expect(line).toContain(title);
  });

  await test.step("a published product's type is locked in the form, with the reason", async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('tab', { name: '1. Información' }).click();
    const type = page.getByRole('combobox', { name: 'Tipo' });
    await expect(type).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText('Publicado: el tipo ya no puede cambiar.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Canal' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  });
});
