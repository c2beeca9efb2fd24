import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';

/** Spec 2 /account/sales: the organizer's sales, filtered on the server, the buyer, and the CSV. */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

test('an organizer reads her sales, filters them by product, sees a buyer and downloads the CSV', async ({
  page,
}) => {
  await signInThroughApi(page, PRODUCER);
  await page.goto('/account/sales');

  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  expect(total).toBeGreaterThan(0);
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  await test.step('a filter by product asks the server and keeps only that product', async () => {
    const product = (await rows.first().locator('td').nth(2).innerText()).trim();
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/sales') && r.url().includes('productId'),
    );
    await page.getByRole('combobox', { name: 'Producto' }).fill(product.slice(0, 12));
    await page.getByRole('option', { name: product }).first().click();
    await answered;
    // The first row had that product already: the list is the filtered one once every row has it.
    await expect
      .poll(async () => [
        ...new Set((await rows.locator('td:nth-child(3)').allInnerTexts()).map((c) => c.trim())),
      ])
      .toEqual([product]);
  });

  await test.step('opening a row shows the buyer', async () => {
    const email = (await rows.first().locator('td').nth(3).innerText()).trim();
    await rows.first().click();
    await expect(page.getByText('Cliente')).toBeVisible();
    await expect(page.getByText(new RegExp(email.replace(/[.+]/g, '\\$&'))).nth(1)).toBeVisible();
  });

  await test.step('the CSV holds the filtered sales', async () => {
    const product = (await rows.first().locator('td').nth(2).innerText()).trim();
    const shown = await page.locator('tbody tr td:nth-child(3)').count();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar CSV' }).click();
    const lines = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    // A header, then one line per sale of that product (all of them: the CSV is not paged).
    expect(lines.length - 1).toBe(shown);
    for (const line of lines.slice(1)) expect(line).toContain(product);
  });

  await test.step('on a phone each sale shows its buyer and when it was paid, with no row to open', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Other journeys add sales to the shared database (a code redeemed by a buyer named like a formula,
    // with no country): the newest sale shows its buyer's name and email and when it was paid, whatever
    // they are; the buyer's country when it is known.
    const first = page.locator('#main-content li').first();
    await expect(first).toContainText(/\S[^·]* · \S+@\S+/u);
    await expect(first).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test('an admin reads every sale with its split, on a 1366 px screen without sideways scrolling', async ({
  page,
}) => {
  await signInThroughApi(page, ADMIN);
  await page.goto('/manage/sales');

  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Organizador' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Plataforma' })).toBeVisible();
  // The split columns push the event date and the country into the opened row: the table fits.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expect(page.getByRole('columnheader', { name: 'Fecha del evento' })).toHaveCount(0);

  const hamlet = rows.filter({ hasText: 'Hamlet, en directo desde el Faro' }).first();
  await hamlet.click();
  const opened = page.locator('tbody tr').filter({ hasText: 'Fecha del evento' });
  await expect(opened).toContainText('Cliente');
  await expect(opened).toContainText(/Fecha del evento\s*\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}/);
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});
