import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { watchNetwork } from './helpers/network.ts';
import { CoursePage } from './pages/CoursePage.ts';
import { LessonPage } from './pages/LessonPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * A new viewer buys "Dirección de actores para cine" of the Escuela de Cine Lumbre (the demo's course
 * with modules and lessons), opens a lesson while signed out (sign in, then back to it), watches its
 * video, marks it watched, writes a note and rates it; the course page shows the tabs and the mark.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const SLUG = 'direccion-de-actores-para-cine';
const MASTER = 'master-en-direccion-cinematografica';

interface Outline {
  id: number;
  course: { id: number; modules: { lessons: { id: number; title: string }[] }[] };
}

async function token(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: credentials });
  expect(login.ok()).toBe(true);
  return { Authorization: `Bearer ${(await login.json()).token as string}` };
}

/** The organizer uploads the lesson's video (tus); the server's own workers transcode it. */
async function uploadLessonVideo(request: APIRequestContext, lessonId: number): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'platea-e2e-'));
  try {
    const clip = join(folder, 'leccion.mp4');
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', '10', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', clip],
    ]);
    const tus = { 'Tus-Resumable': '1.0.0', ...(await token(request, PRODUCER)) };
    const bytes = readFileSync(clip);
    const created = await request.post('/api/uploads', {
      headers: {
        ...tus,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `lessonId ${Buffer.from(String(lessonId)).toString('base64')}`,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const done = await request.patch(created.headers().location, {
      headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      data: bytes,
    });
    expect(done.status()).toBe(200);
    const { mediaId } = await done.json();
    await expect
      .poll(
        async () => (await (await request.get(`/api/media/${mediaId}`, { headers: tus })).json()).status,
        {
          timeout: 90_000,
          intervals: [1000],
        },
      )
      .toBe('ready');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Buys the course through the API: checkout with the demo provider, then the demo card page's confirm. */
async function buy(
  request: APIRequestContext,
  credentials: { email: string; password: string },
  productId: number,
) {
  const headers = await token(request, credentials);
  const checkout = await request.post('/api/checkout', {
    headers,
    data: { productId, termsAccepted: true, provider: 'demo' },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const { orderId } = await checkout.json();
  const paid = await request.post(`/api/payments/demo/${orderId}/confirm`, { headers });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The page's address is exactly this path (and query) on the site. */
const at = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function expectAxeClean(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a viewer who bought a course opens a lesson, watches it, marks it watched, takes notes and rates it', async ({
  page,
  request,
}) => {
  // Long on a busy machine: a transcode, a video played, four axe runs.
  test.setTimeout(420_000);
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) cspViolations.push(msg.text());
  });
  const viewer = { email: `alumna-${Date.now()}@platea.test`, password: 'Alumna.2026!' };
  const outline = (await (await request.get(`/api/products/by-slug/${SLUG}`)).json()) as Outline;
  const lessons = outline.course.modules.flatMap((m) => m.lessons);
  const [lesson, second] = lessons;
  const lessonPath = `/courses/${SLUG}/lessons/${lesson.id}`;
  const course = new CoursePage(page);
  const view = new LessonPage(page);

  await test.step('the organizer uploads the first lesson, a new viewer buys the course', async () => {
    await uploadLessonVideo(request, lesson.id);
    await createActiveUser(request, viewer);
    await buy(request, viewer, outline.id);
  });

  await test.step('signed out, the lesson sends to sign in and comes back to it', async () => {
    await page.goto(lessonPath);
    await expect(page).toHaveURL(at(`/login?next=${encodeURIComponent(lessonPath)}`));
    await new LoginPage(page).signIn(viewer.email, viewer.password);
    await expect(page).toHaveURL(at(lessonPath), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).toBeVisible();
  });

  await test.step('the course page has its eight tabs, usable with the keyboard', async () => {
    await course.goto(`/courses/${SLUG}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dirección de actores para cine' }),
    ).toBeVisible();
    for (const name of [
      'Lecciones',
      'Ponentes',
      'Alumnos',
      'Calendario',
      'Preguntas frecuentes',
      'Programa',
      'Comentarios',
      'Preguntas',
    ])
      await expect(course.tab(name)).toHaveCount(1);
    await expect(course.tab('Lecciones')).toHaveAttribute('aria-selected', 'true');
    await expect(course.panel('Lecciones')).toContainText(second.title);
    await expect(page.getByText('0 de 8 lecciones vistas')).toBeVisible();
    // Arrow keys move between tabs, and the panel follows.
    await course.tab('Lecciones').focus();
    await page.keyboard.press('ArrowRight');
    await expect(course.tab('Ponentes')).toBeFocused();
    await expect(course.panel('Ponentes')).toContainText('Clara Montero');
    await expect(course.panel('Lecciones')).toBeHidden();
    await page.keyboard.press('End');
    await expect(course.tab('Preguntas')).toHaveAttribute('aria-selected', 'true');
    await expect(course.panel(/^Preguntas$/).getByText('¿Cómo se adapta la lectura de mesa')).toBeVisible();
    // The students see their classmates by first name, never an email.
    await course.tab('Alumnos').click();
    await expect(page).toHaveURL(/#students$/);
    await expect(course.panel('Alumnos')).toContainText('Vera');
    await expect(course.panel('Alumnos')).not.toContainText('@');
    await expectAxeClean(page);
  });

  await test.step('the lesson opens from the outline and its video plays', async () => {
    await course.tab('Lecciones').click();
    await course.lesson(lesson.title).getByRole('link', { name: lesson.title }).click();
    await expect(page).toHaveURL(at(lessonPath));
    await expect(view.video).toHaveCount(1);
    await page
      .getByRole('button', { name: /Reproducir/ })
      .first()
      .click();
    await expect
      .poll(() => view.video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    await view.video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect(page.getByRole('link', { name: /Lección siguiente/ })).toHaveAttribute(
      'href',
      `/courses/${SLUG}/lessons/${second.id}`,
    );
  });

  await test.step('a failed save says so in the user language and leaves the mark as it was', async () => {
    await view.hydrated(view.watched);
    await page.route(`**/api/lessons/${lesson.id}/progress`, (route) => route.abort());
    await view.watched.click();
    await expect(view.watchedStatus).toHaveAttribute('role', 'alert');
    await expect(view.watchedStatus).toContainText(
      'No se ha podido actualizar el estado de visualización de la lección',
    );
    await expect(view.watched).not.toBeChecked();
    await page.unroute(`**/api/lessons/${lesson.id}/progress`);
  });

  await test.step('marked watched, the mark stays after a reload and shows on the course page', async () => {
    await view.watched.check();
    await expect(view.watchedStatus).toHaveText('Marcada como vista.');
    await page.reload();
    await expect(view.watched).toBeChecked();
    await course.goto(`/courses/${SLUG}`);
    await expect(course.lesson(lesson.title).getByText('Vista', { exact: true })).toBeVisible();
    await expect(course.lesson(second.title).getByText('Vista', { exact: true })).toBeHidden();
    await expect(page.getByText('1 de 8 lecciones vistas')).toBeVisible();
  });

  await test.step('a note is saved and is there after a reload', async () => {
    await page.goto(lessonPath);
    await view.hydrated(view.notes);
    await view.notes.fill('Pedir dos registros distintos en cada prueba.');
    await view.saveNotes();
    await expect(view.notesStatus).toContainText('Guardadas el');
    await page.reload();
    await expect(view.notes).toHaveValue('Pedir dos registros distintos en cada prueba.');
  });

  await test.step('the lesson is rated with four stars and a comment, kept after a reload', async () => {
    // Everything the page loads has arrived ('networkidle' but for the bell's realtime stream, always open).
    const network = watchNetwork(page);
    await page.goto(lessonPath);
    await network.settled();
    network.stop();
    // Below the fold, the rating island loads its code only once scrolled to.
    await expect(page.locator('astro-island[ssr]', { has: view.stars(4) })).toHaveCount(1);
    await view.hydrated(view.stars(4));
    await view.stars(4).check();
    await view.ratingComment.fill('Muy práctica.');
    await view.saveRating();
    await expect(view.ratingStatus).toHaveText('¡Gracias! Tu valoración está guardada.');
    await page.reload();
    await expect(view.stars(4)).toBeChecked();
    await expect(view.ratingComment).toHaveValue('Muy práctica.');
  });

  await test.step('the live tutorial, without a video, shows the way into its session and its date', async () => {
    const live = lessons[lessons.length - 1];
    await page.goto(`/courses/${SLUG}/lessons/${live.id}`);
    await expect(page.getByRole('heading', { level: 1, name: live.title })).toBeVisible();
    await expect(view.video).toHaveCount(0);
    await expect(view.liveSession).toContainText(/Próxima sesión: .+ de \d{4}/);
    await expect(
      view.liveSession.getByRole('link', { name: 'Entrar en la sesión en directo' }),
    ).toHaveAttribute('href', '/meets/encuentro-con-el-elenco-de-hamlet');
    await expectAxeClean(page);
  });

  await test.step('on a phone every course tab is in sight, and opening the page does not scroll it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await course.goto(`/courses/${SLUG}`);
    await expect(course.tab('Preguntas')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('in English, what the school wrote in Spanish is marked as Spanish for screen readers', async () => {
    await page.goto(`/courses/${SLUG}?lang=en`);
    await expect(page.getByRole('tab', { name: 'Lessons', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(course.lesson(lesson.title).getByRole('link', { name: lesson.title })).toHaveAttribute(
      'lang',
      'es',
    );
    await page.goto(`${lessonPath}?lang=es`);
    await expect(page.getByRole('heading', { level: 1, name: lesson.title })).not.toHaveAttribute('lang');
  });

  await test.step('the lesson and the master pages pass axe, and no content security policy is violated', async () => {
    await page.goto(lessonPath);
    await expectAxeClean(page);
    await course.goto(`/masters/${MASTER}`);
    await expect(
      course.panel('Cursos').getByRole('link', { name: 'Dirección de actores para cine' }),
    ).toHaveAttribute('href', `/courses/${SLUG}`);
    await expectAxeClean(page);
    expect(cspViolations).toEqual([]);
  });
});

test('a signed-in viewer without the course reads why instead of a not-found page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const viewer = { email: `curiosa-${Date.now()}@platea.test`, password: 'Curiosa.2026!' };
  await createActiveUser(request, viewer);
  const outline = (await (await request.get(`/api/products/by-slug/${SLUG}`)).json()) as Outline;
  const lesson = outline.course.modules[0].lessons[0];
  await page.goto('/login');
  await new LoginPage(page).signIn(viewer.email, viewer.password);
  await expect(page).toHaveURL(at('/'), { timeout: 30_000 });
  const res = await page.goto(`/courses/${SLUG}/lessons/${lesson.id}`);
  expect(res?.status()).toBe(403);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esta lección no está abierta para ti' }),
  ).toBeVisible();
  await expect(page.getByText('Cómpralo o canjea un código')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar o canjear un código' })).toHaveAttribute(
    'href',
    `/products/${SLUG}`,
  );
  await expectAxeClean(page);
});

test("the course's calendar lists the date of its live lesson", async ({ page, request }) => {
  const outline = (await (await request.get(`/api/products/by-slug/${SLUG}`)).json()) as {
    course: { liveDates: { title: string; startsAt: string }[] };
  };
  // The demo's live tutorial is held at the cast's meet, whose session gives it its date.
  expect(outline.course.liveDates.map((d) => d.title)).toContain('Tutoría en directo: análisis de escenas');
  const course = new CoursePage(page);
  await course.goto(`/courses/${SLUG}`);
  await course.tab('Calendario').click();
  const calendar = course.panel('Calendario');
  await expect(
    calendar.locator('.product-sessions__item', { hasText: 'Tutoría en directo: análisis de escenas' }),
  ).toHaveCount(1);
  await expect(calendar.getByText('No hay fechas fijadas')).toHaveCount(0);
});
