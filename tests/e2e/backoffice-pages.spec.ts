import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2 /manage/pages (the team's static pages, texts per language) and /manage/store/entity/{slug} (an
 * organizer's own landing page, the one /manage route a producer may open).
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const OTHER_PRODUCER = { email: 'orquesta@platea.test', password: 'Producer.2026' };

async function expectNoSeriousAxe(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** Signs in through the API and creates an entity page owned by that producer. */
async function entityOf(request: APIRequestContext, who: typeof PRODUCER, name: string, slug: string) {
  const login = await request.post('/api/auth/login', { data: who });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/api/entities', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, slug, content: { es: { description: 'Texto inicial.' } } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; slug: string };
}

test('an admin writes a page in Spanish and English; a taken slug is said on its field', async ({ page }) => {
  const tag = Date.now().toString(36);
  const slug = `preguntas-${tag}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);

  await test.step('the Pages menu item opens the pages, with the entity pages one link away', async () => {
    await page.getByRole('menuitem', { name: 'Páginas' }).click();
    await expect(page).toHaveURL(/\/manage\/pages$/);
    await expect(page.getByRole('row', { name: /Sobre Platea/ })).toContainText('Publicada');
    await expect(page.getByRole('row', { name: /Área de prensa/ })).toContainText('Borrador');
    const area = page.getByRole('navigation', { name: 'Páginas y páginas de entidad' });
    await area.getByRole('link', { name: 'Páginas de entidad' }).click();
    await expect(page).toHaveURL(/\/manage\/entities$/);
    await area.getByRole('link', { name: 'Páginas', exact: true }).click();
    await expect(page).toHaveURL(/\/manage\/pages$/);
  });

  await test.step('a new page with its Spanish and English texts', async () => {
    // The pages list's own "Crear": the entity pages' list (just left) has one too.
    await page
      .getByRole('region', { name: 'Páginas', exact: true })
      .getByRole('link', { name: 'Crear' })
      .click();
    await expect(page).toHaveURL(/\/manage\/pages\/create$/);
    await page.getByRole('textbox', { name: 'Contenido' }).fill('Respuestas a las dudas habituales.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    // The title is required in the main language.
    const spanishTitle = page
      .getByRole('tabpanel', { name: /Español/ })
      .getByRole('textbox', { name: 'Título' });
    await expect(spanishTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('tab', { name: /Español.*Este idioma tiene errores/ })).toBeVisible();
    await spanishTitle.fill(`Preguntas frecuentes ${tag}`);
    await page.getByLabel('Dirección (slug)').fill(slug);
    await page.getByLabel('Publicada').check();
    await page.getByRole('tab', { name: 'English' }).click();
    const english = page.getByRole('tabpanel', { name: 'English' });
    await english.getByRole('textbox', { name: 'Título' }).fill(`FAQ ${tag}`);
    await english.getByRole('textbox', { name: 'Contenido' }).fill('Answers to common questions.');
    await expectNoSeriousAxe(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/manage\/pages$/);
    await expect(page.getByRole('row', { name: new RegExp(`Preguntas frecuentes ${tag}`) })).toContainText(
      'Publicada',
    );
    await expectNoSeriousAxe(page);
  });

  await test.step('a second page with the same slug shows the error on the slug field', async () => {
    await page.goto('/manage/pages/create');
    await page.getByRole('textbox', { name: 'Título', exact: true }).fill(`Otra ${tag}`);
    await page.getByLabel('Dirección (slug)').fill(slug);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const field = page.getByLabel('Dirección (slug)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Este slug ya existe: elige otro')).toBeVisible();
    await expect(page).toHaveURL(/\/manage\/pages\/create$/);
  });

  await test.step('editing the page changes what visitors read in English', async () => {
    await page.goto('/manage/pages');
    await page.getByRole('row', { name: new RegExp(`Preguntas frecuentes ${tag}`) }).click();
    await expect(page.getByRole('textbox', { name: 'Título', exact: true })).toHaveValue(
      `Preguntas frecuentes ${tag}`,
    );
    await page.getByRole('tab', { name: 'English' }).click();
    const english = page.getByRole('tabpanel', { name: 'English' });
    await expect(english.getByRole('textbox', { name: 'Contenido' })).toHaveValue(
      'Answers to common questions.',
    );
    await english.getByRole('textbox', { name: 'Título' }).fill(`Frequent questions ${tag}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/manage\/pages$/);
    const published = await page.request.get(`/api/pages/by-slug/${slug}?lang=en`);
    expect(await published.json()).toMatchObject({ name: `Frequent questions ${tag}` });
  });
});

test('an organizer edits their own landing page at /manage/store/entity/{slug}, and no one else’s', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const own = await entityOf(request, PRODUCER, `Teatro del Faro ${tag}`, `faro-${tag}`);
  const other = await entityOf(request, OTHER_PRODUCER, `Orquesta ${tag}`, `orquesta-${tag}`);
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('the landing page opens in /manage for its owner, with texts per language', async () => {
    await page.goto(`/manage/store/entity/${own.slug}`);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
      `Teatro del Faro ${tag}`,
    );
    // Only the owner's menu: no admin screens.
    await expect(page.getByRole('menuitem', { name: 'Productos' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Mi consola' })).toHaveAttribute(
      'href',
      '/account/globalview',
    );
    await expectNoSeriousAxe(page);
  });

  await test.step('saving keeps the Spanish and English texts', async () => {
    const spanish = page.getByRole('tabpanel', { name: /Español/ });
    await spanish.getByRole('textbox', { name: 'Descripción breve' }).fill('Compañía de teatro desde 1990.');
    await spanish.getByRole('textbox', { name: 'Texto de la página' }).fill('Nuestra historia.');
    await page.getByRole('tab', { name: 'English' }).click();
    await page
      .getByRole('tabpanel', { name: 'English' })
      .getByRole('textbox', { name: 'Descripción breve' })
      .fill('Theatre company since 1990.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Página de entidad guardada')).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('tabpanel', { name: /Español/ }).getByRole('textbox', { name: 'Descripción breve' }),
    ).toHaveValue('Compañía de teatro desde 1990.');
    const visitor = await page.request.get(`/api/entities/by-slug/${own.slug}?lang=en`);
    expect(await visitor.json()).toMatchObject({
      description: 'Theatre company since 1990.',
      body: 'Nuestra historia.',
    });
  });

  await test.step('another organizer’s landing page is not found, and the rest of /manage stays closed', async () => {
    await page.goto(`/manage/store/entity/${other.slug}`);
    await expect(page.getByText('Página de entidad no encontrada')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveCount(0);
    await expectNoSeriousAxe(page);
    await page.goto('/manage/pages');
    await expect(page.getByRole('heading', { name: 'Esta zona es para administradores' })).toBeVisible();
  });
});

test('an organizer lists their own landing pages in /account and creates one, which opens in its editor', async ({
  page,
  request,
}) => {
  const tag = Date.now().toString(36);
  const own = await entityOf(request, PRODUCER, `Faro escuela ${tag}`, `faro-escuela-${tag}`);
  const other = await entityOf(request, OTHER_PRODUCER, `Orquesta joven ${tag}`, `orquesta-joven-${tag}`);
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await page.getByRole('menuitem', { name: 'Páginas de entidad' }).click();
  await expect(page).toHaveURL(/\/account\/entities/);
  await expect(page.getByText(own.slug, { exact: true })).toBeVisible();
  await expect(page.getByText(other.slug, { exact: true })).toHaveCount(0);
  await expectNoSeriousAxe(page);

  await page.getByRole('link', { name: 'Crear' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(`Faro gira ${tag}`);
  await page.getByRole('textbox', { name: 'Dirección (slug)' }).fill(`faro-gira-${tag}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(new RegExp(`/manage/store/entity/faro-gira-${tag}$`));
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(`Faro gira ${tag}`);
});
