import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/** Spec 2 /account/speakers: an organizer adds a speaker (≥ 1 tag, a picture); one in use cannot go. */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
let folder: string;
let picture: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'platea-e2e-speaker-'));
  picture = join(folder, 'retrato.png');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=800x600'],
    ...['-frames:v', '1', picture],
  ]);
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

test('an organizer adds a speaker with a picture, and cannot delete one a product uses', async ({ page }) => {
  const name = `Irene Campos ${Date.now()}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  // Signed in (the console opened) before going anywhere else: a navigation now would cancel it.
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('a speaker needs at least one tag', async () => {
    await page.goto('/account/speakers/create');
    await page.getByLabel('Nombre *').fill(name);
    await page.getByLabel('Cargo').fill('Directora de escena');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByLabel('Etiquetas *')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('with a tag and an uploaded picture it is saved and listed', async () => {
    await page.getByLabel('Etiquetas *').fill('teatro, dirección');
    await page.getByRole('group', { name: 'Foto' }).locator('input[type=file]').setInputFiles(picture);
    // Not 1100 × 650: kept, with the recommendation as a warning.
    await expect(page.getByRole('group', { name: 'Foto' }).getByRole('alert')).toContainText('1100');
    await expect(page.getByRole('group', { name: 'Foto' }).locator('img')).toHaveAttribute(
      'src',
      /^\/media\/images\//,
    );
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/account\/speakers$/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('dirección');
  });

  await test.step('a speaker a product uses is not deleted, and the reason is said', async () => {
    await page.getByRole('row', { name: /Lucía Ferrer/ }).click();
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Este ponente lo usa un producto y no se puede eliminar')).toBeVisible();
    await page.goto('/account/speakers');
    await expect(page.getByRole('row', { name: /Lucía Ferrer/ })).toBeVisible();
  });

  await test.step('on a phone the list shows each speaker with their picture, and says when none matches', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const lucia = page.locator('#main-content a').filter({ hasText: 'Lucía Ferrer' });
    // The picture itself (a same-origin path), not its address printed in the avatar.
    await expect(lucia.locator('img')).toHaveAttribute('src', /^\/images\/demo\//);
    await expect(lucia).not.toContainText('/');
    await page.getByPlaceholder('Buscar').fill('nadie se llama así');
    await expect(page.getByText('No se han encontrado ponentes con los filtros actuales.')).toBeVisible();
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
