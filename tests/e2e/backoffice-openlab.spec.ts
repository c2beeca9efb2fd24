import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 24 (modules ideas and openlab, on in the demo): the admin moderates ideas in
 * /manage/open-lab/ideas (publish, reject with a reason, merge with its votes, mark done, the ranking), and
 * an organizer runs a lean test from /account/lean-tests: its public page takes a sign-up with a price, its
 * results show the counts and the prices, and "create the product" opens the product form prefilled.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

async function expectNoSeriousViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

/** A bearer token of a demo account, for the API calls that set the scene. */
async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('the admin publishes, rejects with a reason, merges (votes follow) and marks done ideas; the ranking shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const titles = {
    publish: `Idea ${stamp} uno: un foro por función`,
    reject: `Idea ${stamp} dos: entradas a un euro`,
    merged: `Idea ${stamp} tres: grabaciones más largas`,
    target: `Idea ${stamp} cuatro: grabaciones disponibles un mes`,
  };
  // Submitted by the organizer (a signed-in user), as from the site's form.
  const producer = await tokenOf(request, PRODUCER);
  const admin = await tokenOf(request, ADMIN);
  const ids = {} as Record<keyof typeof titles, number>;
  for (const [key, title] of Object.entries(titles) as [keyof typeof titles, string][]) {
    const sent = await request.post('/api/ideas', {
      data: { title },
      headers: { authorization: `Bearer ${producer}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    ids[key] = ((await sent.json()) as { id: number }).id;
  }
  // Two of them are already published and voted once each (by two people): merging adds the votes up.
  for (const [key, voter] of [
    ['merged', producer],
    ['target', admin],
  ] as const) {
    const published = await request.post(`/api/ideas/${ids[key]}/moderation`, {
      data: { action: 'publish' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const voted = await request.post(`/api/ideas/${ids[key]}/vote`, {
      headers: { authorization: `Bearer ${voter}` },
    });
    expect(voted.status(), await voted.text()).toBe(201);
  }

  await signInThroughApi(page, ADMIN);
  await page.goto('/manage/open-lab/ideas');
  await expect(page.locator('#main-content').getByRole('heading', { level: 1, name: 'Ideas' })).toBeVisible();
  const row = (title: string) => page.getByRole('row').filter({ hasText: title });
  // The pending ones first (the tab it opens on).
  await expect(page.getByRole('tab', { name: 'Pendiente' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(titles.publish)).toBeVisible();
  await expect(row(titles.reject)).toBeVisible();
  await expectNoSeriousViolations(page);

  await test.step('publishing a pending idea', async () => {
    await page.getByRole('button', { name: `Publicar: ${titles.publish}` }).click();
    await expect(page.getByText('Guardado')).toBeVisible();
    await expect(row(titles.publish)).toHaveCount(0);
  });

  await test.step('rejecting asks for a reason, then records it', async () => {
    await page.getByRole('button', { name: `Rechazar: ${titles.reject}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rechazar «${titles.reject}»` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    // Without a reason: the API's message beside the field, the dialog stays.
    await expect(dialog.getByRole('textbox', { name: /Motivo/ })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Ya hay precios reducidos para estudiantes.');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(titles.reject)).toHaveCount(0);
  });

  await page.getByRole('tab', { name: 'Publicada' }).click();
  await expect(row(titles.merged)).toBeVisible();

  await test.step('merging one into another moves its votes', async () => {
    await expect(row(titles.target).getByRole('cell').nth(2)).toHaveText('1');
    await page.getByRole('button', { name: `Fusionar: ${titles.merged}` }).click();
    const dialog = page.getByRole('dialog', { name: `Fusionar «${titles.merged}» con otra idea` });
    await dialog.getByRole('combobox', { name: 'Fusionar con' }).click();
    await page.getByRole('option', { name: `${titles.target} (1)` }).click();
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(titles.merged)).toHaveCount(0);
    await expect(row(titles.target).getByRole('cell').nth(2)).toHaveText('2');
  });

  await test.step('marking one done', async () => {
    await page.getByRole('button', { name: `Marcar hecha: ${titles.publish}` }).click();
    await expect(row(titles.publish)).toHaveCount(0);
  });

  await test.step('after a reload, every state holds and the ranking is by votes', async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Todas' }).click();
    await expect(row(titles.publish).getByRole('cell').nth(4)).toHaveText('Hecha');
    await expect(row(titles.reject).getByRole('cell').nth(4)).toHaveText('Rechazada');
    await expect(row(titles.reject)).toContainText('Ya hay precios reducidos para estudiantes.');
    await expect(row(titles.merged).getByRole('cell').nth(4)).toHaveText('Fusionada');
    await expect(row(titles.target).getByRole('cell').nth(4)).toHaveText('Publicada');
    await expect(row(titles.target).getByRole('cell').nth(2)).toHaveText('2');
    // The ranking: most votes first, numbered.
    const votes = (await page.locator('tbody tr td:nth-child(3)').allInnerTexts()).map(Number);
    expect(votes.length).toBeGreaterThan(3);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const ranks = (await page.locator('tbody tr td:nth-child(1)').allInnerTexts()).map(Number);
    expect(ranks).toEqual(ranks.map((_r, i) => i + 1));
    await expectNoSeriousViolations(page);
  });

  // On a phone each idea is a card with its votes and actions (the menu becomes a drawer there, so the
  // cards are found by their markup).
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator('#main-content li').filter({ hasText: titles.target });
  await expect(card).toContainText('Votos: 2');
  await expect(card.getByText('Marcar hecha')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await test.step('the site’s ranking shows the published and done ideas, not the others', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/ideas');
    const ranking = page.getByRole('list').filter({ hasText: 'Subtítulos en las funciones en directo' });
    const card = (title: string) => ranking.getByRole('listitem').filter({ hasText: title });
    await expect(card(titles.target)).toContainText('2 votos');
    await expect(card(titles.publish)).toContainText('Hecha');
    await expect(card(titles.reject)).toHaveCount(0);
    await expect(card(titles.merged)).toHaveCount(0);
  });
});

test('an organizer runs a lean test: its page takes a sign-up with a price, the results show it, and "create the product" opens the form prefilled', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const title = `Laboratorio de voz ${stamp}`;
  const slug = `laboratorio-de-voz-${stamp}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);
  await page.getByRole('menuitem', { name: 'Pruebas lean' }).click();
  await expect(page).toHaveURL(/\/account\/lean-tests$/);
  await expect(
    page.locator('#main-content').getByRole('heading', { level: 1, name: 'Pruebas lean' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await test.step('creating a published lean test', async () => {
    await page.getByRole('button', { name: 'Nueva prueba lean' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva prueba lean' });
    await dialog.getByRole('combobox', { name: 'Canal' }).click();
    await page.getByRole('option', { name: 'Teatro del Faro' }).click();
    await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Dirección (/lab/…)' }).fill(slug);
    await dialog
      .getByRole('textbox', { name: 'Presentación' })
      .fill('Cuatro sesiones para trabajar la voz en escena, con ejercicios para casa.');
    await dialog.getByRole('textbox', { name: 'Precio considerado (€)' }).fill('25');
    await dialog.getByRole('textbox', { name: /^Precios propuestos/ }).fill('15, 25, 35');
    await dialog.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Publicada' }).click();
    // Axe measures the form once the menu is gone from the page (not a fading option).
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Teatro del Faro');
  });

  await test.step('a visitor finds it at /lab/{slug}, answers a price and signs up with consent', async () => {
    const use = test.info().project.use;
    const visitor = await browser.newContext({
      baseURL: use.baseURL,
      locale: 'es-ES',
      userAgent: use.userAgent,
      viewport: use.viewport,
    });
    const site = await visitor.newPage();
    await site.goto(`/lab/${slug}`);
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await site.getByLabel('Correo electrónico').fill(`voz-${stamp}@platea.test`);
    await site.getByLabel('35,00 €').check();
    await site.getByLabel(/Acepto que Teatro del Faro me escriba/).check();
    await site.getByRole('button', { name: 'Me interesa' }).click();
    await expect(site.getByRole('status').filter({ hasText: '¡Gracias!' })).toBeVisible();
    await visitor.close();
  });

  const row = page.getByRole('row').filter({ hasText: title });
  await test.step('the organizer sees the visit, the sign-up, the conversion and the prices', async () => {
    await page.reload();
    const cells = row.getByRole('cell');
    await expect(cells.nth(3)).toHaveText('1');
    await expect(cells.nth(4)).toHaveText('1');
    await expect(cells.nth(5)).toHaveText(/^100\s%$/);
    await page.getByRole('button', { name: `Resultados: ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Resultados: ${title}` });
    const figures = dialog.locator('dl');
    await expect(figures).toContainText('Visitas1');
    await expect(figures).toContainText('Inscripciones «Me interesa»1');
    await expect(figures).toContainText(/Conversión100\s%/);
    await expect(dialog.getByRole('progressbar', { name: '35,00 €: 1' })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: '15,00 €: 0' })).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Sin precio: 0' })).toBeVisible();
    await expectNoSeriousViolations(page);
    // On a phone (the menu becomes a drawer there, so the dialog is found by its markup).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.MuiDialog-paper').getByText('Distribución de precios')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('"create the product" records the decision and opens the product form prefilled', async () => {
    const dialog = page.getByRole('dialog', { name: `Resultados: ${title}` });
    await dialog.getByRole('textbox', { name: 'Por qué (opcional)' }).fill('El 100 % se apuntó.');
    await dialog.getByRole('button', { name: 'Crear el producto a partir de ella' }).click();
    await expect(page).toHaveURL(/\/account\/products\/new\?/);
    await expect(page.getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
    await expect(page.getByRole('combobox', { name: /^Canal/ })).toContainText('Teatro del Faro');
    await page.goto('/account/lean-tests');
    await expect(row).toContainText('Crear el producto');
  });

  // On a phone each test is a card with its figures and actions.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator('#main-content li').filter({ hasText: title });
  await expect(card).toContainText(/Visitas: 1 · Inscripciones: 1 · Conversión: 100\s%/);
  await expect(card.getByText('Resultados')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
