import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { expectAxeClean, PRODUCER } from './helpers/live.ts';
import { tokenOf } from './helpers/meets.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

/**
 * Issue 22: a course lesson held as a meeting. The course's owner marks the lesson as a meeting in the
 * console, then opens and closes its room from the lesson's page; an enrolled student waits on that page,
 * enters when it opens and sees it end, without a reload. The video provider is 100ms's LOCAL STAND-IN
 * (tests/e2e/start-server.ts): the room's media is NOT tested, only that the page opens the provider's
 * room on the guest's room code and follows the lesson's meeting from scheduled to open to ended.
 */
const SHOTS = join(process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results', 'site-lesson-meeting');

/** A paid course of the demo organizer with one module and two lessons, and a student (a 100 % code). */
async function courseWithStudent(request: APIRequestContext, student: { email: string; password: string }) {
  const owner = await tokenOf(request, PRODUCER);
  const channels = (await (await request.get('/api/channels', { headers: owner })).json()) as {
    id: number;
    title: string;
    slug: string;
  }[];
  const school = channels.find((c) => c.title === 'Escuela de Cine Lumbre');
  expect(school).toBeDefined();
  const stamp = Date.now();
  const post = async (path: string, data: Record<string, unknown>) => {
    const res = await request.post(path, { headers: owner, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; productId: number; slug: string };
  };
  const course = await post('/api/courses', {
    title: `Taller de guion en directo ${stamp}`,
    channelId: school?.id,
    status: 'published',
    plan: 'paid',
    totalPrice: 4500,
    taxRate: 10,
  });
  const module = await post(`/api/courses/${course.id}/modules`, { title: 'Primeras escenas' });
  const lesson = await post(`/api/courses/${course.id}/modules/${module.id}/lessons`, {
    title: 'Lectura de guiones en grupo',
  });
  await post(`/api/courses/${course.id}/modules/${module.id}/lessons`, { title: 'Reescritura' });
  const code = `GUION${stamp.toString(36).toUpperCase()}`;
  await post('/api/coupons', { productId: course.productId, code, discountPercent: 100, quantity: 1 });
  const redeemed = await request.post('/api/coupons/redeem', {
    headers: await tokenOf(request, student),
    data: { code },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  return { ...course, lessonId: lesson.id, channel: school?.slug ?? '' };
}

/** "2026-12-01T18:05" on Madrid's clock, `ms` from now (the console's dates are Madrid's). */
function madridLocal(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() + ms))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  await page.screenshot({ path: join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(size);
}

/** The student's page in European Portuguese (a context of its own), for its screenshots. */
async function inPortuguese(
  context: BrowserContext,
  path: string,
  student: { email: string; password: string },
) {
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await new LoginPage(page).signIn(student.email, student.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await context.addCookies([{ name: 'platea_lang', value: 'pt', url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
  return page;
}

test('a course owner holds a lesson as a meeting: the student waits, enters as guest and sees it end (media not tested)', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const student = { email: `clase-${Date.now()}@platea.test`, password: 'Clase.Reunion.2026' };
  await createActiveUser(request, student);
  const course = await courseWithStudent(request, student);
  const lessonPath = `/courses/${course.slug}/lessons/${course.lessonId}`;

  const consoleContext = await browser.newContext({ locale: 'es-ES' });
  const owner = await consoleContext.newPage();
  await test.step('the owner marks the lesson as a meeting in the console, ten minutes from now', async () => {
    const login = new BackofficeLoginPage(owner);
    await login.goto('account');
    await login.signIn(PRODUCER.email, PRODUCER.password);
    await expect(owner).toHaveURL(/\/account\/globalview$/);
    await owner.goto(`/account/channels/${course.channel}/courses/${course.slug}`);
    await owner.getByRole('tab', { name: '4. Módulos y lecciones' }).click();
    const mod = owner.getByRole('region', { name: 'Primeras escenas' });
    await mod.getByRole('button', { name: 'Editar «Lectura de guiones en grupo»' }).click();
    const editor = owner.getByRole('group', { name: 'Editar «Lectura de guiones en grupo»' });
    await expect(editor.getByLabel('Fecha de la reunión (opcional)')).toHaveCount(0);
    await editor.getByLabel('Clase en reunión').check();
    await editor.getByLabel('Fecha de la reunión (opcional)').fill(madridLocal(10 * 60_000));
    await expectAxeClean(owner);
    await editor.getByRole('button', { name: 'Guardar lección' }).click();
    await expect(owner.getByText('Lección guardada')).toBeVisible();
    const saved = mod.getByRole('listitem').filter({ hasText: 'Lectura de guiones en grupo' });
    await expect(saved.getByText('Reunión', { exact: true })).toBeVisible();
    await expect(
      mod.getByRole('listitem').filter({ hasText: 'Reescritura' }).getByText('Reunión', { exact: true }),
    ).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    await owner.screenshot({ path: join(SHOTS, 'console-es-desktop.png'), fullPage: true });
  });

  const studentContext = await browser.newContext({ locale: 'es-ES' });
  const viewer = await studentContext.newPage();
  const badge = viewer.locator('.meet__badge');
  const enter = viewer.getByRole('button', { name: 'Entrar en la reunión' });
  await test.step('the student opens the lesson and sees it waiting, with its countdown', async () => {
    await viewer.goto(`/login?next=${encodeURIComponent(lessonPath)}`);
    await new LoginPage(viewer).signIn(student.email, student.password);
    await expect(viewer).toHaveURL(new RegExp(`${lessonPath}$`));
    await expect(viewer.getByRole('heading', { name: 'Esta lección es una reunión' })).toBeVisible();
    await expect(badge).toHaveText('Programado');
    await expect(viewer.locator('[data-meet-when]')).toHaveText(
      /^Prevista para el .+\. Se abre cuando el profesor abra la sala\.$/,
    );
    await expect(viewer.locator('[data-meet-countdown]')).toHaveText(/^Empieza en \d+ min \d+ s$/);
    await expect(enter).toBeHidden();
    // No player in a meeting's place, and no host's controls for a student.
    await expect(viewer.getByRole('button', { name: 'Abrir la sala' })).toHaveCount(0);
    await viewer.waitForLoadState('load');
    await viewer.evaluate(() => {
      document.documentElement.dataset.journey = 'same page';
    });
    await expectAxeClean(viewer);
    await shoot(viewer, 'waiting-es');
  });

  const ptContext = await browser.newContext({ locale: 'pt-PT' });
  const ptPage = await inPortuguese(ptContext, lessonPath, student);
  await expect(ptPage.getByRole('heading', { name: 'Esta lição é uma reunião' })).toBeVisible();
  await shoot(ptPage, 'waiting-pt');

  const siteContext = await browser.newContext({ locale: 'es-ES' });
  const host = await siteContext.newPage();
  await test.step('the owner opens the room from the lesson page', async () => {
    await host.goto(`/login?next=${encodeURIComponent(lessonPath)}`);
    await new LoginPage(host).signIn(PRODUCER.email, PRODUCER.password);
    await expect(host).toHaveURL(new RegExp(`${lessonPath}$`));
    await expect(host.locator('[data-meet-when]')).toHaveText(
      /^Prevista para el .+\. Tus alumnos podrán entrar cuando abras la sala\.$/,
    );
    await expectAxeClean(host);
    await host.getByRole('button', { name: 'Abrir la sala' }).click();
    await expect(host.locator('.meet__badge')).toHaveText('Abierto ahora');
    await expect(host.locator('[data-meet-when]')).toHaveText('La sala está abierta.');
    await expect(host.getByText('0 de 70 plazas ocupadas')).toBeVisible();
    await expect(host.getByRole('button', { name: 'Cerrar la sala' })).toBeVisible();
    await expect(host.getByRole('button', { name: 'Abrir la sala' })).toBeHidden();
  });

  await test.step('the student’s page offers the way in, without a reload, and opens the guest’s room', async () => {
    await expect(badge).toHaveText('Abierto ahora', { timeout: 30_000 });
    await expect(viewer.locator('[data-meet-when]')).toHaveText('La sala está abierta.');
    await expect(viewer.locator('[data-meet-countdown]')).toBeHidden();
    await enter.click();
    const room = viewer.locator('[data-meet-frame] iframe');
    await expect(room).toHaveAttribute('data-role', 'guest');
    await expect(enter).toBeHidden();
    await expect(room).toHaveAttribute('allow', /camera; microphone; display-capture/);
    await expect(room).toHaveAttribute('title', 'Sala de reunión de la lección');
    await expect(viewer.getByRole('button', { name: 'Salir de la reunión' })).toBeVisible();
    const again = await request.post(`/api/lessons/${course.lessonId}/meet/join`, {
      headers: await tokenOf(request, student),
    });
    expect(again.status(), await again.text()).toBe(200);
    const credential = (await again.json()) as { roomCode: string; role: string; roomUrl: string };
    expect(credential.role).toBe('guest');
    await expect(room).toHaveAttribute('data-room-code', credential.roomCode);
    await expect(room).toHaveAttribute('src', credential.roomUrl);
    expect(credential.roomUrl).toBe(`https://platea-standin.app.100ms.live/meeting/${credential.roomCode}`);
    // The host's page counts the place taken (its own poll).
    await expect(host.getByText('1 de 70 plazas ocupadas')).toBeVisible({ timeout: 20_000 });
    await expectAxeClean(viewer);
    await expectAxeClean(host);
    await shoot(viewer, 'open-es');
    await shoot(host, 'host-open-es');
    await ptPage.reload();
    await expect(ptPage.getByRole('button', { name: 'Entrar na reunião' })).toBeVisible();
    await shoot(ptPage, 'open-pt');
  });

  await test.step('the owner closes it, confirmed first: the student’s room goes and the page says it ended', async () => {
    await host.getByRole('button', { name: 'Cerrar la sala' }).click();
    const confirm = host.getByRole('dialog', { name: '¿Cerrar la sala para todos?' });
    await expect(confirm).toBeVisible();
    await expectAxeClean(host);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(host.locator('.meet__badge')).toHaveText('Abierto ahora');
    await host.getByRole('button', { name: 'Cerrar la sala' }).click();
    await confirm.getByRole('button', { name: 'Cerrar la sala' }).click();
    await expect(host.locator('.meet__badge')).toHaveText('Finalizado');
    await expect(host.locator('[data-meet-when]')).toHaveText('Esta reunión ha terminado.');

    await expect(badge).toHaveText('Finalizado', { timeout: 30_000 });
    await expect(viewer.locator('[data-meet-frame] iframe')).toHaveCount(0);
    await expect(viewer.locator('[data-meet-when]')).toHaveText('Esta reunión ha terminado.');
    await expect(enter).toBeHidden();
    await expect(viewer.locator('html')).toHaveAttribute('data-journey', 'same page');
    const late = await request.post(`/api/lessons/${course.lessonId}/meet/join`, {
      headers: await tokenOf(request, student),
    });
    expect(late.status()).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe('MEET_ENDED');
    await expectAxeClean(viewer);
  });
  for (const c of [consoleContext, studentContext, ptContext, siteContext]) await c.close();
});
