import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { E2E_DATABASE_URL } from '../db.ts';
import { expectAxeClean, PRODUCER } from './helpers/live.ts';
import { tokenOf } from './helpers/meets.ts';
import { AnalyticsPage } from './pages/AnalyticsPage.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Issue 23: the analytics screens. The organizer's own figures at /account/analytics (a range switch, a
 * product's retention curve and its CSV) and the administrator's at /manage/analytics (filtered by channel).
 * The viewing is seeded straight into the journeys' database (no player journey watches a new product),
 * the sales are the demo's.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const SHOTS = '/tmp/shots-ui';
const TITLE = `Analíticas del ensayo ${Date.now()}`;
const HOUR = 3600;

/**
 * A new video of the organizer's "Teatro del Faro", through the API, and its viewing written as the
 * player's heartbeats leave it: four viewers two days ago (two watched it all, two the first half) and one
 * of them again sixty days ago (all of it): a month shows 4 views, a quarter 5, and the retention curve of
 * the quarter is 100 % over the first half and 60 % over the second.
 */
async function seedProduct(page: Page, title = TITLE): Promise<{ id: number }> {
  const owner = await tokenOf(page.request, PRODUCER);
  const channels = (await (await page.request.get('/api/channels', { headers: owner })).json()) as {
    id: number;
    title: string;
  }[];
  const faro = channels.find((c) => c.title === 'Teatro del Faro');
  expect(faro).toBeDefined();
  const created = await page.request.post('/api/products', {
    headers: owner,
    data: { type: 'vod', title, channelId: faro?.id, plan: 'free' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number };

  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL ?? E2E_DATABASE_URL });
  await client.connect();
  try {
    const full = '1'.repeat(100);
    const half = '1'.repeat(50) + '0'.repeat(50);
    const sessions = [
      {
        email: 'viewer@platea.test',
        daysAgo: 2,
        sections: full,
        seconds: HOUR,
        device: 'desktop',
        country: 'ES',
      },
      {
        email: 'ana@platea.test',
        daysAgo: 2,
        sections: full,
        seconds: HOUR,
        device: 'mobile',
        country: 'ES',
      },
      {
        email: 'joao@platea.test',
        daysAgo: 2,
        sections: half,
        seconds: HOUR / 2,
        device: 'mobile',
        country: 'PT',
      },
      {
        email: 'orquesta@platea.test',
        daysAgo: 2,
        sections: half,
        seconds: HOUR / 2,
        device: 'tablet',
        country: null,
      },
      {
        email: 'viewer@platea.test',
        daysAgo: 60,
        sections: full,
        seconds: HOUR,
        device: 'tv',
        country: 'ES',
      },
    ];
    for (const s of sessions) {
      await client.query(
        `INSERT INTO viewing_sessions (user_id, product_id, channel_id, kind, started_at, last_seen_at, open,
           seconds_watched, duration_seconds, max_position, sections, device, country)
         SELECT u.id, p.id, p.channel_id, 'vod', t.at, t.at + make_interval(secs => $3::int), false,
           $3::int, $4::int, $3::int, $5::text::bit(100), $6::text, $7::text
         FROM users u, products p,
           (SELECT date_trunc('hour', now()) - make_interval(days => $8::int) AS at) t
         WHERE u.email = $1::text AND p.id = $2::int`,
        [s.email, product.id, s.seconds, HOUR, s.sections, s.device, s.country, s.daysAgo],
      );
    }
  } finally {
    await client.end();
  }
  return product;
}

/**
 * Page views as the site's counter leaves them (it counts only while switched on, and it is off in the
 * journeys): some days of the month, on three pages.
 */
async function seedPageViews() {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL ?? E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO page_views_daily (day, path, views)
       SELECT (now() AT TIME ZONE 'Europe/Madrid')::date - d, p.path, p.views * d
       FROM generate_series(1, 6) d,
         (VALUES ('/', 40), ('/shop', 25), ('/channels/teatro-del-faro', 10)) AS p(path, views)
       ON CONFLICT (day, path) DO UPDATE SET views = page_views_daily.views + EXCLUDED.views`,
    );
  } finally {
    await client.end();
  }
}

async function signIn(
  page: Page,
  area: 'account' | 'manage',
  credentials: { email: string; password: string },
) {
  const login = new BackofficeLoginPage(page);
  await login.goto(area);
  await login.signIn(credentials.email, credentials.password);
  await expect(page).toHaveURL(area === 'account' ? /\/account\/globalview$/ : /\/manage\/products$/);
}

/** A calendar day in Madrid (the analytics' days), n days from today. */
function madridDay(n = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The filters alone, on a desktop and on a phone (390 px): nothing sideways. */
async function shootFilters(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // Clipped page shots: an element shot taken right after a resize waited forever for its element.
  const shot = async (path: string) => {
    const clip = await page.evaluate(() => {
      const box = (document.querySelector('main section[aria-label]') as HTMLElement).getBoundingClientRect();
      return { x: 0, y: box.y + window.scrollY - 8, width: window.innerWidth, height: box.height + 16 };
    });
    await page.screenshot({ path, clip, fullPage: true });
  };
  await shot(`${SHOTS}/filters-${name}-desktop.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${SHOTS}/filters-${name}-phone.png`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Desktop and phone shots of the whole page; nothing sideways on the phone, no message key anywhere. */
async function shoot(page: Page, name: string, { chart = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  await expect(page.locator('body')).not.toContainText(/ADMIN\.|%\{|\bra\.[a-z]/);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  if (chart) await expect(page.locator('.recharts-wrapper').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an organizer reads her analytics, switches the range, opens a product’s retention curve and downloads it', async ({
  page,
}) => {
  // Three languages, a phone and a desktop: about 30 s on a quiet machine, more on a busy one.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const product = await seedProduct(page);
  await signIn(page, 'account', PRODUCER);
  const analytics = new AnalyticsPage(page);
  await analytics.open();
  await expect(page).toHaveURL(/\/account\/analytics$/);

  await test.step('the global view: headline figures against the previous period, and the charts', async () => {
    const headline = page.getByRole('list', { name: 'Cifras principales' });
    await expect(headline.getByRole('listitem')).toHaveCount(10);
    await expect(headline).toContainText('Espectadores');
    await expect(headline).toContainText(/días anteriores/);
    await expect(analytics.card('Ventas en el tiempo')).toBeVisible();
    await expect(
      analytics.card('Espectadores y tiempo visto en el tiempo').locator('.recharts-wrapper'),
    ).toBeVisible();
    // An organizer has neither the users nor the web section, nor an organizer filter.
    await expect(analytics.tab('Usuarios registrados')).toHaveCount(0);
    await expect(analytics.organizer).toHaveCount(0);
    await expectAxeClean(page);
    await shoot(page, 'account-overview-es');
  });

  await test.step('the products: a month, then a quarter, asked again of the server', async () => {
    await analytics.tab('Productos').click();
    const row = analytics.productRow(TITLE);
    // Views (sessions), unique viewers.
    await expect(row.locator('td').nth(3)).toHaveText('4');
    await expect(row.locator('td').nth(4)).toHaveText('4');
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/analytics/products?') && r.url().includes('range=quarter'),
    );
    await analytics.range('Trimestre').click();
    await answered;
    await expect(page).toHaveURL(/range=quarter/);
    await expect(analytics.range('Trimestre')).toHaveAttribute('aria-pressed', 'true');
    await expect(row.locator('td').nth(3)).toHaveText('5');
    await expect(row.locator('td').nth(4)).toHaveText('4');
    await expectAxeClean(page);
    await shoot(page, 'account-products-es', { chart: false });
  });

  await test.step('a product opens on its retention curve, which downloads as CSV', async () => {
    await page.getByRole('button', { name: `Abrir las cifras de «${TITLE}»` }).click();
    await expect(page).toHaveURL(new RegExp(`product=${product.id}`));
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    const retention = analytics.card('Retención de la audiencia');
    await expect(retention.locator('.recharts-wrapper')).toBeVisible();
    await expect(analytics.card('Dispositivos')).toContainText('Móvil');
    await expectAxeClean(page);
    await shoot(page, 'account-product-es');

    // The table view is the chart's accessible alternative.
    await retention.getByRole('button', { name: 'Tabla' }).click();
    const table = retention.getByRole('region', { name: 'Retención de la audiencia: Tabla' });
    await expect(table.locator('tbody tr')).toHaveCount(100);
    await expect(table.locator('tbody tr').first()).toContainText('100');
    await expect(table.locator('tbody tr').last()).toContainText('60');

    const download = page.waitForEvent('download');
    await retention.getByRole('button', { name: 'Descargar CSV: Retención de la audiencia' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^retencion-de-la-audiencia-analiticas-del-ensayo-\d+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Posición en el vídeo (%),Sesiones que siguen viendo (%)');
    expect(lines).toHaveLength(101);
    expect(lines[1]).toBe('0,100.0');
    expect(lines[50]).toBe('49,100.0');
    expect(lines[51]).toBe('50,60.0');
    expect(lines[100]).toBe('99,60.0');
  });

  await test.step('in English, on a phone and a desktop', async () => {
    await page.context().addCookies([{ name: 'platea_lang', value: 'en', url: page.url() }]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Audience retention', exact: true }).first()).toBeVisible();
    await shoot(page, 'account-product-en');
    await page.getByRole('tab', { name: 'Global view' }).click();
    await expect(page.getByRole('list', { name: 'Headline figures' })).toContainText(/previous 91 days/);
    await shoot(page, 'account-overview-en');
    await page.context().addCookies([{ name: 'platea_lang', value: 'es', url: page.url() }]);
  });
});

test('an organizer chooses her own days: the figures follow, a reload keeps them, impossible days are refused in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const title = `Días a medida ${Date.now()}`;
  await seedProduct(page, title);
  await signIn(page, 'account', PRODUCER);
  const analytics = new AnalyticsPage(page);
  await analytics.open();

  await test.step('a custom period: the days chosen, kept in the address, refused in words when impossible', async () => {
    await analytics.tab('Productos').click();
    const quarter = page.waitForResponse(
      (r) => r.url().includes('/api/analytics/overview?') && r.url().includes('range=quarter'),
    );
    await analytics.range('Trimestre').click();
    await quarter;
    const row = analytics.productRow(title);
    await expect(row.locator('td').nth(3)).toHaveText('5');
    const periodLine = analytics.filters.getByText(/^Del .+ al .+$/);
    const quarterText = await periodLine.innerText();

    await analytics.range('Personalizado').click();
    await expect(analytics.range('Personalizado')).toHaveAttribute('aria-pressed', 'true');
    // The days start as the period on screen (the quarter), and cannot go past today.
    await expect(analytics.to).toHaveValue(madridDay());
    await expect(analytics.from).toHaveValue(madridDay(-90));
    await expect(analytics.to).toHaveAttribute('max', madridDay());
    await expect(analytics.from).toHaveAttribute('max', madridDay());

    // Three weeks around the viewing of sixty days ago: one view instead of the quarter's five.
    const from = madridDay(-70);
    const to = madridDay(-50);
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes('/api/analytics/products?') &&
        r.url().includes(`from=${from}`) &&
        r.url().includes(`to=${to}`) &&
        !r.url().includes('range='),
    );
    await analytics.from.fill(from);
    await analytics.to.fill(to);
    expect((await answered).ok()).toBe(true);
    await expect(page).toHaveURL(new RegExp(`from=${from}`));
    await expect(page).toHaveURL(new RegExp(`to=${to}`));
    await expect(page).not.toHaveURL(/range=/);
    await expect(row.locator('td').nth(3)).toHaveText('1');
    await expect(periodLine).not.toHaveText(quarterText);
    await expect(analytics.to).toHaveAttribute('min', from);
    await shootFilters(page, 'custom-es');

    // A reload keeps the period; the global view compares it with the 21 days before.
    await page.reload();
    await expect(analytics.range('Personalizado')).toHaveAttribute('aria-pressed', 'true');
    await expect(analytics.from).toHaveValue(from);
    await expect(analytics.to).toHaveValue(to);
    await expect(row.locator('td').nth(3)).toHaveText('1');
    await analytics.tab('Vista global').click();
    await expect(page.getByRole('list', { name: 'Cifras principales' })).toContainText('21 días anteriores');

    // Longer than the API allows (typed past the field's minimum): the server's reason, beside the days.
    const refused = page.waitForResponse(
      (r) => r.url().includes('/api/analytics/overview?') && r.url().includes(`from=${madridDay(-450)}`),
    );
    await analytics.from.fill(madridDay(-450));
    expect((await refused).status()).toBe(400);
    await expect(analytics.filters.getByRole('alert')).toHaveText(
      'El periodo puede abarcar como máximo 366 días (este abarca 401)',
    );
    await expect(page.getByText('Estos días no se pueden mostrar: elige otro periodo arriba.')).toBeVisible();
    await expect(periodLine).toHaveCount(0);
    await expectAxeClean(page);
    await shootFilters(page, 'refused-es');

    // Out of order, in English: said in English.
    await page.context().addCookies([{ name: 'platea_lang', value: 'en', url: page.url() }]);
    await page.reload();
    await page.getByLabel('From', { exact: true }).fill(madridDay(-40));
    await expect(page.getByRole('region', { name: 'Period and filters' }).getByRole('alert')).toHaveText(
      `The start of the period (${madridDay(-40)}) must not be after its end (${to})`,
    );
    await shootFilters(page, 'refused-en');
    await page.getByLabel('From', { exact: true }).fill(from);
    await expect(page.getByRole('list', { name: 'Headline figures' })).toContainText('previous 21 days');
    await shootFilters(page, 'custom-en');
    await page.context().addCookies([{ name: 'platea_lang', value: 'es', url: page.url() }]);
    await page.reload();

    // A preset again: the custom days leave the address.
    await analytics.range('Mes').click();
    await expect(page).not.toHaveURL(/from=|to=/);
    await expect(analytics.from).toHaveCount(0);
  });
});

test('an administrator reads every figure and filters them by channel', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'manage', ADMIN);
  const analytics = new AnalyticsPage(page);
  await analytics.open();
  await expect(page).toHaveURL(/\/manage\/analytics$/);
  await expect(analytics.organizer).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cifras principales' })).toBeVisible();

  await analytics.tab('Productos').click();
  await expect(analytics.productRows.filter({ hasText: 'Teatro del Faro' }).first()).toBeVisible();

  // The organizers and the channels are searched on the server as one types (there may be thousands).
  const organizers = page.waitForResponse(
    (r) => r.url().includes('/api/users?') && decodeURIComponent(r.url()).includes('"q":"Produc"'),
  );
  await analytics.organizer.fill('Produc');
  expect((await organizers).ok()).toBe(true);
  await expect(page.getByRole('option', { name: 'Pau Productora' })).toBeVisible();
  await page.keyboard.press('Escape');

  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/channels?') && decodeURIComponent(r.url()).includes('"q":"lumbre"'),
  );
  await analytics.channel.fill('lumbre');
  expect((await searched).ok()).toBe(true);
  await expect(page.getByRole('option', { name: 'Escuela de Cine Lumbre' })).toBeVisible();
  // Only what matches is offered.
  await expect
    .poll(async () => (await page.getByRole('option').allInnerTexts()).every((t) => /lumbre/i.test(t)))
    .toBe(true);
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/analytics/products?') && r.url().includes('channelId='),
  );
  await page.getByRole('option', { name: 'Escuela de Cine Lumbre' }).click();
  expect((await answered).ok()).toBe(true);
  await expect(analytics.channel).toHaveValue('Escuela de Cine Lumbre');
  await expect(page).toHaveURL(/channelId=\d+/);
  // Only that channel's products are left (or none yet, said in words).
  await expect
    .poll(async () => [
      ...new Set(
        (await analytics.productRows.locator('td:nth-child(3)').allInnerTexts()).map((t) => t.trim()),
      ),
    ])
    .not.toContain('Teatro del Faro');
  await expectAxeClean(page);

  await analytics.tab('Usuarios registrados').click();
  await expect(analytics.card('Usuarios por rol')).toContainText('Organizadores');
  // The users and the web are the whole platform's: no channel narrows them.
  await expect(analytics.channel).toHaveCount(0);
  await shoot(page, 'manage-users-es', { chart: false });
  await seedPageViews();
  await analytics.tab('Vista web').click();
  // The counter is off: said, with the way to the switch; what it counted before is still shown.
  await expect(page.getByRole('link', { name: 'Actívalo en la configuración' })).toHaveAttribute(
    'href',
    '/manage/config-admin',
  );
  await expect(analytics.card('Páginas vistas por día').locator('.recharts-wrapper')).toBeVisible();
  const top = analytics.card('Páginas más vistas');
  await top.getByRole('button', { name: 'Tabla' }).click();
  await expect(top.locator('tbody tr').first()).toContainText('/');
  await expect(top.getByRole('cell', { name: '/shop', exact: true })).toBeVisible();
  await expectAxeClean(page);
  await shoot(page, 'manage-web-es');

  await page.context().addCookies([{ name: 'platea_lang', value: 'en', url: page.url() }]);
  await page.getByRole('tab', { name: 'Canales' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Channels', selected: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Channel' })).toHaveValue('Escuela de Cine Lumbre');
  await expectAxeClean(page);
  await shoot(page, 'manage-channels-en', { chart: false });
  await page.context().addCookies([{ name: 'platea_lang', value: 'es', url: page.url() }]);
});
