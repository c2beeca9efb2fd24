import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2 /manage/notifications (issue 21): the admin writes a message to the administrators, sees what
 * they will get as it is typed, sends it, sees it in the history with how many it reached, and their own
 * console's bell counts it at once (no reload: the console's event stream); opening the bell and clicking
 * it marks it read.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR ?? '/tmp/pw';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** The bell's button: "Notificaciones", or "Notificaciones, 3 sin leer". */
const bellName = (unread: number) => (unread > 0 ? `Notificaciones, ${unread} sin leer` : 'Notificaciones');

test('an admin sends a message to the administrators, sees it reach them, and their own bell counts it live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const subject = `Mantenimiento ${Date.now()}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  // The bell has read the count and the newest notifications once it answers: from then on only the
  // event stream can change its count.
  const bellRead = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/graphql' &&
      (res.request().postData() ?? '').includes('BellFirst'),
  );
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/manage\/products$/);
  const first = (await (await bellRead).json()) as { data: { unreadNotificationCount: number } };
  const unread = first.data.unreadNotificationCount;
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName(bellName(unread));

  await page.getByRole('menuitem', { name: 'Notificaciones' }).click();
  await expect(page).toHaveURL(/\/manage\/notifications$/);
  const form = page.getByRole('region', { name: 'Nueva notificación' });
  await expect(form.getByRole('radiogroup', { name: 'Tipo de envío' })).toBeVisible();
  // A message in the bell, to a role: the role is asked for before anything is sent.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Elige el rol.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Administrador' }).click();
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await expect(form.getByText('Elige el rol.')).toBeHidden();

  // The preview follows what is typed.
  const preview = page.getByTestId('notification-preview');
  await expect(preview).toContainText('(escribe un asunto o un mensaje)');
  await form.getByRole('textbox', { name: 'Asunto' }).fill(subject);
  await expect(preview).toContainText(subject);
  await form
    .getByRole('textbox', { name: 'Mensaje' })
    .fill('Esta noche a las 23:00 la plataforma se detiene 10 minutos.');
  await expect(preview).toContainText('la plataforma se detiene 10 minutos');
  // A system toast instead: everyone's open pages, shown as it will look (the message, in its colour).
  await form.getByRole('radio', { name: 'Del sistema (cada página abierta)' }).check();
  await expect(form.getByRole('radiogroup', { name: 'Quién lo recibe' })).toBeHidden();
  await form.getByRole('combobox', { name: 'Color del aviso' }).click();
  await page.getByRole('option', { name: 'Advertencia (naranja)' }).click();
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await expect(preview).toHaveText(/la plataforma se detiene 10 minutos/);
  await expect(preview).not.toContainText(subject);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'es-toast');
  await form.getByRole('radio', { name: 'Personal (en la campana de cada persona)' }).check();
  // One person: found among the users as their email is typed, and asked for before sending.
  await form.getByRole('radio', { name: 'Una persona' }).check();
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Elige la persona.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Persona' }).fill('admin@platea');
  await page.getByRole('option', { name: /admin@platea\.test/ }).click();
  await expect(form.getByRole('combobox', { name: 'Persona' })).toHaveValue(/admin@platea\.test/);
  await expect(form.getByText('Elige la persona.')).toBeHidden();
  await form.getByRole('radio', { name: 'Un rol' }).check();
  await form.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Administrador' }).click();
  await expect(page.locator('[role="option"]')).toHaveCount(0);
  await expect(preview).toContainText(subject);
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'es-form');

  // The API's refusal is shown in the admin's language beside its field (here answered once for it: the
  // form itself keeps every field within what the API takes).
  await page.route(
    '**/api/notifications/sends',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: {
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Revisa los datos: subject: formato no válido',
                fields: [{ field: 'subject', message: 'Formato no válido' }],
              },
            },
          })
        : route.fallback(),
    { times: 1 },
  );
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Formato no válido', { exact: true })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Revisa los campos marcados.');
  await expect(form.getByRole('textbox', { name: 'Asunto' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Enviada. Llega a sus destinatarios en un momento.')).toBeVisible();
  // The form is ready for the next one.
  await expect(form.getByRole('textbox', { name: 'Asunto' })).toHaveValue('');

  // The history shows it, then how many it reached once the job has written them.
  const history = page.getByRole('region', { name: 'Enviadas' });
  const row = history.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Administrador');
  await expect(row).toContainText('Personal');
  await expect(row).toContainText('Mensaje');
  await expect(row.getByRole('cell').last()).toHaveText(/^\d+$/, { timeout: 20_000 });
  expect(Number(await row.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(1);

  // The admin is an administrator: their bell counts it, without a reload.
  await expect(bell).toHaveAccessibleName(bellName(unread + 1));
  // Screen readers hear of it once, politely.
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(`Nueva notificación: ${subject}`);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel).toBeVisible();
  const item = panel.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('la plataforma se detiene 10 minutos');
  await expectNoSeriousAxeViolations(page);
  await shoot(page, 'es-bell');
  await item.click();
  await expect(bell).toHaveAccessibleName(bellName(unread));
  // Read, it is no longer a button to press; it stays in the list.
  await expect(panel.getByRole('button', { name: new RegExp(subject) })).toHaveCount(0);
  await expect(panel.getByText(subject)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // The screen in the other languages and on a phone, for a look (PLAYWRIGHT_OUTPUT_DIR).
  for (const [language, name, heading, config] of [
    ['en', 'English', 'New notification', 'Configuration'],
    ['pt', 'Português', 'Nova notificação', 'Configuração'],
    ['es', 'Español', 'Nueva notificación', 'Configuración'],
  ] as const) {
    await page.getByRole('button', { name: /^(Idioma|Language):/ }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect(page.getByRole('menuitem', { name })).toBeHidden();
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: config })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^(Notificaciones|Notifications|Notificações)/ }),
    ).toBeVisible();
    await shoot(page, `${language}-desktop`);
    // A phone loads the console afresh (a desktop layout narrowed keeps its drawer's modal state).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('region', { name: heading })).toBeVisible();
    await expect(page.getByRole('cell', { name: subject })).toBeVisible();
    const phoneBell = page
      .getByRole('banner')
      .getByRole('button', { name: /^(Notificaciones|Notifications|Notificações)/ });
    await expect(phoneBell).toBeVisible();
    await shoot(page, `${language}-phone`);
    await phoneBell.click();
    await expect(page.getByRole('dialog')).toContainText(subject);
    await shoot(page, `${language}-phone-bell`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.reload();
  }
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/manage-notifications-${name}.png`, fullPage: true });
}
