import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { ShopPage } from './pages/ShopPage.ts';
import { SiteHeader } from './pages/SiteHeader.ts';
import { SurveyPage } from './pages/SurveyPage.ts';

/** The signed-in content pages of spec 2: /datasheet, /posts, /meets, /shop and /surveys. */
// Each journey signs in and runs axe on a page or two: on a loaded machine that takes more than a minute.
test.describe.configure({ timeout: 180_000 });
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const ORCHESTRA_PRODUCER = { email: 'orquesta@platea.test', password: 'Producer.2026' };

async function expectNoSeriousAxeViolation(page: Page) {
  const axe = await axeOf(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await new LoginPage(page).signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

/** A fresh viewer (an attendee made through the API), so the journey never changes the demo accounts. */
async function freshViewer(request: APIRequestContext, tag: string) {
  const account = { email: `${tag}-${Date.now()}@platea.test`, password: 'Content.2026' };
  await createActiveUser(request, account);
  return account;
}

test('signed out, the shop asks to sign in first and comes back with its filters', async ({ page }) => {
  await page.goto('/shop?type=physical');
  await expect(page).toHaveURL(/\/login\?next=%2Fshop%3Ftype%3Dphysical$/);
  await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
  await expect(page).toHaveURL(/\/shop\?type=physical$/);
  const shop = new ShopPage(page);
  await expect(shop.heading).toBeVisible();
  await expect(shop.filters.getByLabel('Tipo')).toHaveValue('physical');
});

test('a viewer filters the shop and pages through it', async ({ page }) => {
  await signIn(page, VIEWER);
  const shop = new ShopPage(page);
  await page.getByRole('banner').getByRole('link', { name: 'Tienda' }).click();
  await expect(shop.heading).toBeVisible();
  expect(await shop.cards.count()).toBeGreaterThan(0);
  await expect(shop.pager.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await shop.pager.getByRole('link', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(shop.pager.getByText(/^Página 2 de \d+$/)).toBeVisible();

  await shop.filter({ type: 'Producto físico' });
  await expect(page).toHaveURL(/\/shop\?type=physical/);
  await expect(shop.cards.filter({ hasText: 'Vinilo: Dvořák, Sinfonía del Nuevo Mundo' })).toBeVisible();
  await expect(shop.cards.filter({ hasText: 'Cartel firmado y programa de mano' })).toBeVisible();
  for (const type of await shop.cards.locator('.mystuff-card__type').allTextContents()) {
    expect(type).toBe('Producto físico');
  }
  await expectNoSeriousAxeViolation(page);

  // Free physical products: none in the demo, and the shop says so with a way back.
  await shop.filter({ price: 'Gratis' });
  await expect(page).toHaveURL(/type=physical&price=free/);
  await expect(shop.count).toHaveText('0 artículos');
  await expect(page.getByText('No hay nada a la venta con estos filtros.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Quitar filtros' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('a viewer opens a datasheet and sees every field with its label', async ({ page }) => {
  await signIn(page, VIEWER);
  await page.goto('/datasheet/ficha-didactica-el-plano-secuencia-en-el-aula');
  await expect(page.getByRole('heading', { level: 1, name: /el plano secuencia en el aula/ })).toBeVisible();
  const field = (label: string) =>
    page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(field('Autoría')).toHaveText('Clara Montero, Escuela de Cine Lumbre');
  await expect(field('Duración')).toHaveText('4 sesiones de 50 minutos');
  await expect(field('Modalidad')).toHaveText('Presencial');
  await expect(field('Tiempo de dedicación')).toHaveText('3 horas y 20 minutos');
  await expect(field('Coste')).toHaveText('Sin coste: basta un teléfono móvil por grupo');
  await expect(field('Participantes')).toHaveText('Alumnado de 4.º de ESO y Bachillerato');
  await expect(field('Método pedagógico')).toHaveText('Aprendizaje cooperativo');
  await expect(field('Licencia')).toHaveText('CC BY-SA 4.0');
  await expect(page.getByRole('heading', { name: 'Trabajo en equipo' })).toBeVisible();
  await expect(page.getByText('La proyección final fue la mejor clase del trimestre.')).toBeVisible();
  // A free datasheet: its resources are the signed-in viewer's.
  await expect(page.getByRole('link', { name: 'Plantilla de planificación del plano' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Curso de dirección de actores/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  // No framework JavaScript on a page without interaction.
  await expect(page.locator('astro-island')).toHaveCount(0);

  await page.goto('/datasheet/no-existe-esta-ficha');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

/** A paid article of the orchestra's subscription channel, published through the API; answers its slug. */
async function paidOrchestraPost(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: ORCHESTRA_PRODUCER });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    subscription: { active: boolean };
  }[];
  const subscribed = channels.find((c) => c.subscription.active);
  expect(subscribed).toBeDefined();
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      type: 'post',
      title: `Notas al programa ${Date.now()}`,
      channelId: subscribed?.id,
      status: 'published',
      totalPrice: 300,
      taxRate: 10,
      shortDescription: 'Lo que hay que saber antes del concierto.',
      description: 'Beethoven escribió la Novena ya completamente sordo.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

test('a viewer reads an article, and a paid one through her subscription to its channel', async ({
  page,
  request,
}) => {
  await signIn(page, VIEWER);
  await page.goto('/posts/diario-de-ensayos-asi-montamos-hamlet');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diario de ensayos: así montamos Hamlet' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Teatro del Faro' })).toBeVisible();
  await expect(page.getByText(/Del trabajo de mesa al ensayo general/)).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // The demo viewer subscribes to the orchestra: its paid articles are hers to read.
  const slug = await paidOrchestraPost(request);
  await page.goto(`/posts/${slug}`);
  await expect(page.getByText('Beethoven escribió la Novena ya completamente sordo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Este artículo es para lectores con acceso' })).toHaveCount(
    0,
  );
});

test('a viewer without access to a paid article reads why, and how to get it', async ({ page, request }) => {
  const slug = await paidOrchestraPost(request);
  const reader = await freshViewer(request, 'post-reader');
  await signIn(page, reader);
  await page.goto(`/posts/${slug}`);
  await expect(
    page.getByRole('heading', { name: 'Este artículo es para lectores con acceso' }),
  ).toBeVisible();
  await expect(page.getByText('Lo que hay que saber antes del concierto.')).toBeVisible();
  await expect(page.getByText(/completamente sordo/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cómpralo por 3,00 €' })).toHaveAttribute(
    'href',
    `/products/${slug}`,
  );
  await expect(page.getByRole('link', { name: 'Ver la suscripción' })).toBeVisible();
  await page.getByRole('button', { name: 'Canjear' }).click();
  await expect(page.getByText('Escribe tu código.')).toBeVisible();
  await page.getByLabel('Código').fill('NO-EXISTE-1234');
  await page.getByRole('button', { name: 'Canjear' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No existe ningún cupón con ese código' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test("a viewer sees a meet's state and date in her own time zone", async ({ page, request }) => {
  const viewer = await freshViewer(request, 'meet-viewer');
  await signIn(page, viewer);
  // She lives in Tokyo: the page shows the session at Tokyo's time.
  const saved = await page.request.put('/api/auth/me', {
    headers: { origin: new URL(page.url()).origin },
    data: { timezone: 'Asia/Tokyo' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const product = (await (
    await page.request.get('/api/products/by-slug/encuentro-con-el-elenco-de-hamlet')
  ).json()) as {
    id: number;
  };
  const meet = (await (await page.request.get(`/api/products/${product.id}/meet`)).json()) as {
    session: { startsAt: string };
  };
  // Every time the site writes names its zone (issue 18).
  const tokyo = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: 'Asia/Tokyo',
  });

  await page.goto('/meets/encuentro-con-el-elenco-de-hamlet');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Encuentro con el elenco de Hamlet' }),
  ).toBeVisible();
  await expect(page.locator('[data-state="scheduled"]')).toHaveText('Programado');
  await expect(page.getByText(`Empieza el ${tokyo.format(new Date(meet.session.startsAt))}`)).toBeVisible();
  await expect(page.getByText('Horas en tu zona horaria (Asia/Tokyo).')).toBeVisible();
  await expect(
    page.getByText('El botón para unirte aparece en esta página cuando se abra el encuentro.'),
  ).toBeVisible();
  await expect(page.getByText('Hasta 70 participantes')).toBeVisible();
  // A free meet: every signed-in viewer has a place, so its lobby chat (issue 21) is her one island.
  await expect(page.getByRole('region', { name: 'Chat de la sala de espera' })).toBeVisible();
  await expect(page.locator('astro-island')).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);
});

test('a viewer answers a survey once: required answers first, then thanks, then answered', async ({
  page,
  request,
}) => {
  const viewer = await freshViewer(request, 'survey-viewer');
  await signIn(page, viewer);
  const header = new SiteHeader(page);
  await header.openUserMenu();
  await header.menuLink('Encuestas').click();
  await expect(page).toHaveURL(/\/surveys$/);
  const toAnswer = page.getByRole('region', { name: 'Por responder' });
  await expect(toAnswer.getByRole('link', { name: 'Tu opinión sobre Platea' })).toBeVisible();
  // Sent to organizers only: a viewer never sees it.
  await expect(page.getByText(/Organizadores: ¿qué necesitas/)).toHaveCount(0);
  await toAnswer.getByRole('link', { name: 'Tu opinión sobre Platea' }).click();

  const survey = new SurveyPage(page);
  const frequency = '¿Con qué frecuencia ves contenidos en Platea?';
  // "Show if": the play or concert is asked only of those interested in theatre or classical music.
  const play = '¿Qué obra o concierto te gustaría ver en Platea?';
  await expect(survey.question(play)).toBeHidden();
  await survey.choose('¿Qué contenidos te interesan?', 'Cine');
  await expect(survey.question(play)).toBeHidden();
  await survey.choose('¿Qué contenidos te interesan?', 'Teatro');
  await expect(survey.question(play)).toBeVisible();
  await survey.fill(play, 'La flauta mágica');
  await survey.submit.click();
  await expect(survey.errorSummary).toContainText('Faltan respuestas o alguna no es válida');
  await expect(survey.question(frequency).getByText('campo obligatorio')).toBeVisible();
  // What was answered stays.
  await expect(survey.question('¿Qué contenidos te interesan?').getByLabel('Teatro')).toBeChecked();
  await expectNoSeriousAxeViolation(page);

  await survey.choose(frequency, 'Cada semana');
  // The 0 to 10 question is a scale: eleven radio buttons under their question as legend, not a text box.
  const recommend = 'Del 0 al 10, ¿recomendarías Platea a un amigo?';
  const scale = page.getByRole('group', { name: new RegExp(recommend.replace(/[?¿]/g, '.')) });
  await expect(scale.getByRole('radio')).toHaveCount(11);
  await expect(page.getByRole('textbox', { name: new RegExp(recommend.replace(/[?¿]/g, '.')) })).toHaveCount(
    0,
  );
  // Keyboard operable: from 7, the arrow key moves to 8.
  await scale.getByRole('radio', { name: '7', exact: true }).check();
  await page.keyboard.press('ArrowRight');
  await expect(scale.getByRole('radio', { name: '8', exact: true })).toBeChecked();
  await survey.choose(recommend, '9');
  await survey.fill('¿Qué mejorarías?', 'Más funciones en directo.');
  await survey.choose('¿Aceptas que tus respuestas se usen', 'Sí');
  await survey.submit.click();
  await expect(survey.thanks).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tus respuestas' })).toBeVisible();
  await expect(page.getByText('Más funciones en directo.')).toBeVisible();
  await expect(page.getByText('La flauta mágica')).toBeVisible();

  // Opened again later, it says it was answered and takes no more answers.
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByText(/Respondiste esta encuesta el \d/)).toBeVisible();
  await expect(survey.submit).toHaveCount(0);
  await page.getByRole('link', { name: 'Todas las encuestas' }).click();
  const answered = page.getByRole('region', { name: 'Respondidas' });
  await expect(answered.getByRole('link', { name: 'Tu opinión sobre Platea' })).toBeVisible();
});
