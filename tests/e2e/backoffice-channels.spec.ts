import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';

/**
 * Spec 2 and 4: an organizer opens a channel and asks for its publication; an admin finds it first in
 * the review queue and approves it; the organizer then sees it published.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

let folder: string;
let logo: string;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'platea-e2e-channel-'));
  logo = join(folder, 'logo.png');
  await promisify(execFile)('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1100x650'],
    ...['-frames:v', '1', logo],
  ]);
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('an organizer opens a channel and asks for publication; the admin approves it from the review queue', async ({
  page,
}) => {
  // Three sign-ins, an upload and two accessibility checks: more than the default on a shared machine.
  test.setTimeout(120_000);
  const title = `Sala Verde ${Date.now()}`;

  await test.step('the organizer creates the channel as a draft, with a bad IBAN refused on its field', async () => {
    await signInThroughApi(page, PRODUCER);
    await page.goto('/account/channels');
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.getByLabel('Título *').fill(title);
    await page.getByLabel('Descripción').fill('Teatro de cámara en el centro de la ciudad.');
    await page.getByLabel('IBAN').fill('ES00 0000 0000 0000 0000 0000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
    // The reason is on the field; the notification only points there (no field path such as billing.iban).
    await expect(page.getByText('Revisa los campos marcados.')).toBeVisible();
    await page.getByLabel('IBAN').fill('ES91 2100 0418 4502 0005 1332');
    // The logo goes through the image upload (1100 × 650: no warning) and is kept with the channel.
    const logoField = page.getByRole('group', { name: 'Logotipo' });
    await logoField.locator('input[type=file]').setInputFiles(logo);
    await expect(logoField.locator('img')).toHaveAttribute('src', /^\/media\/images\/.+\.png$/);
    await expect(logoField.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar' }).click();
    // The channel's page is at its slug (spec 2: /account/channels/{channel_slug}).
    await expect(page).toHaveURL(/\/account\/channels\/sala-verde-\d+$/);
    await expect(page.getByRole('group', { name: 'Logotipo' }).locator('img')).toHaveAttribute(
      'src',
      /^\/media\/images\//,
    );
    await expect(page.getByText('Solo tú ves este canal.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('asks for its publication', async () => {
    await page.getByRole('button', { name: 'Pedir la publicación' }).click();
    await expect(page.getByText('Publicación pedida: el equipo la revisará')).toBeVisible();
    await expect(page.getByText('El equipo de Platea está revisando este canal.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pedir la publicación' })).toHaveCount(0);
  });

  await test.step('the admin finds it in the review queue and approves it', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page, ADMIN);
    await page.goto('/manage/channels');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText('En revisión');
    await row.click();
    await page.getByRole('button', { name: 'Aprobar y publicar' }).click();
    await expect(page.getByText('Canal publicado; se ha avisado a su organizador por correo')).toBeVisible();
    await expect(page.getByText('Publicado: cualquiera ve este canal')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the organizer sees it published', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page, PRODUCER);
    await page.goto('/account/channels');
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Publicado');
  });
});

test('the admin sends a channel back with a reason its organizer reads, and bans only after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Sala Azul ${Date.now()}`;
  const reason = 'La descripción está vacía.\nAñade qué programación ofrece la sala.';
  let channel = { id: 0, slug: '' };

  await test.step('the organizer has a channel waiting for review', async () => {
    // Set up through the API as the organizer, with a bearer token.
    const login = await request.post('/api/auth/login', { data: PRODUCER });
    expect(login.ok()).toBe(true);
    const headers = { authorization: `Bearer ${(await login.json()).token}` };
    const created = await request.post('/api/channels', { data: { title }, headers });
    expect(created.status()).toBe(201);
    channel = await created.json();
    expect((await request.post(`/api/channels/${channel.id}/request-review`, { headers })).ok()).toBe(true);
  });

  await test.step('the admin sees who organizes it and opens it at its slug', async () => {
    await signInThroughApi(page, ADMIN);
    await page.goto('/manage/channels');
    await expect(page.getByRole('columnheader', { name: 'Organizador' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(PRODUCER.email);
    await row.getByRole('cell', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/channels/${channel.slug}$`));
  });

  await test.step('sending it back asks for a reason, which is required', async () => {
    await page.getByRole('button', { name: 'Volver a borrador' }).click();
    const dialog = page.getByRole('dialog', { name: `¿Devolver «${title}» a borrador?` });
    await dialog.getByRole('button', { name: 'Devolver a borrador' }).click();
    const field = dialog.getByRole('textbox', { name: 'Motivo para el organizador' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Obligatorio')).toBeVisible();
    await expect(dialog).toBeVisible();
    await field.fill(reason);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Devolver a borrador' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('El canal vuelve a ser un borrador; se ha enviado el motivo a su organizador'),
    ).toBeVisible();
    await expect(page.getByText('Devuelto a su organizador el')).toBeVisible();
    await expect(page.getByText('La descripción está vacía.')).toBeVisible();
  });

  await test.step('the organizer reads the reason on the channel, also from its old id address', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page, PRODUCER);
    await page.goto(`/account/channels/${channel.id}`);
    await expect(page).toHaveURL(new RegExp(`/account/channels/${channel.slug}$`));
    await expect(page.getByText('El equipo de Platea devolvió este canal a borrador el')).toBeVisible();
    await expect(page.getByText('Añade qué programación ofrece la sala.')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('the admin bans it only after confirming', async () => {
    await page.context().clearCookies();
    await signInThroughApi(page, ADMIN);
    await page.goto(`/manage/channels/${channel.slug}`);
    await page.getByRole('button', { name: 'Vetar' }).click();
    const confirm = page.getByRole('dialog', { name: `¿Vetar «${title}»?` });
    await expect(confirm).toContainText('dejan de mostrarse y venderse');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Canal vetado')).toHaveCount(0);
    await page.getByRole('button', { name: 'Vetar' }).click();
    await confirm.getByRole('button', { name: 'Vetar el canal' }).click();
    await expect(page.getByText('Canal vetado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vetar' })).toHaveCount(0);
  });
});
