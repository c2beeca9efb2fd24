import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { SurveyPage } from './pages/SurveyPage.ts';

/**
 * Issue 24, the open lab's surveys: an admin builds a survey with the form creator (three kinds of
 * question, one asked only after a given answer), sends it to the viewers, a viewer answers it on the site,
 * and the admin sees the counts and downloads the answers as CSV.
 */
test.describe.configure({ timeout: 240_000 });
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR ?? '/tmp/pw';

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const LIKED = '¿Te gustó la función?';
const IMPROVE = '¿Qué mejorarías?';
const SOUND = 'Puntúa el sonido';

async function signInAdmin(page: Page) {
  const login = new BackofficeLoginPage(page);
  await login.goto('manage');
  await login.signIn(ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The open lab on (the demo has it on; a journey before may have switched it off). */
async function openLabOn(page: Page) {
  await page.goto('/manage/modules');
  const openLab = page.getByRole('switch', { name: 'Laboratorio abierto' });
  await expect(openLab).toBeVisible();
  if (!(await openLab.isChecked())) {
    await openLab.click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Los cambios se han guardado')).toBeVisible();
  }
}

async function viewerAnswers(browser: Browser, id: number) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/login');
  await new LoginPage(page).signIn(VIEWER.email, VIEWER.password);
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await page.goto(`/surveys/${id}`);
  const survey = new SurveyPage(page);
  await survey.choose(LIKED, 'No');
  await survey.fill(IMPROVE, 'El sonido del segundo acto');
  await survey.choose(SOUND, '2');
  await survey.submit.click();
  await expect(survey.thanks).toBeVisible();
  await context.close();
}

test('an admin builds a survey with the form creator, sends it, a viewer answers, the admin sees the counts and the CSV', async ({
  page,
  browser,
}) => {
  const title = `Encuesta del estreno ${Date.now()}`;
  await signInAdmin(page);
  await openLabOn(page);

  await test.step('the form creator: three kinds of question, one shown only after "No"', async () => {
    await page.goto('/manage/open-lab/surveys');
    await page.getByRole('link', { name: 'Nueva encuesta' }).click();
    await expect(page).toHaveURL(/\/manage\/open-lab\/surveys\/create$/);
    await page.getByRole('textbox', { name: /^Título\s*\*?$/ }).fill(title);
    await expect(page.getByRole('checkbox', { name: 'Espectadores' })).toBeChecked();

    // An empty form cannot be saved: the creator says why, in the admin's language.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Añade al menos una pregunta.' })).toBeVisible();

    await page.getByRole('button', { name: 'Añadir una pregunta' }).click();
    const q1 = page.getByRole('group', { name: 'Pregunta 1' });
    await q1.getByRole('textbox', { name: 'Pregunta' }).fill(LIKED);
    // The name follows the question.
    await expect(q1.getByRole('textbox', { name: 'Nombre' })).toHaveValue('te_gusto_la_funcion');
    await q1.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Sí / no' }).click();
    await q1.getByRole('switch', { name: 'Obligatoria' }).check();

    await page.getByRole('button', { name: 'Añadir una pregunta' }).click();
    const q2 = page.getByRole('group', { name: 'Pregunta 2' });
    await q2.getByRole('textbox', { name: 'Pregunta' }).fill(IMPROVE);
    await q2.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Texto largo' }).click();
    await q2.getByRole('switch', { name: 'Mostrar solo si una respuesta anterior coincide' }).check();
    await expect(q2.getByRole('combobox', { name: 'Pregunta anterior' })).toContainText(LIKED);
    await q2.getByRole('combobox', { name: 'Valor' }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();

    // A question written and then dropped: deleting the first of two keeps the second one's text and type
    // in its own card (each question keeps its id while edited).
    await page.getByRole('button', { name: 'Añadir una pregunta' }).click();
    await page
      .getByRole('group', { name: 'Pregunta 3' })
      .getByRole('textbox', { name: 'Pregunta' })
      .fill('Temporal');
    await page.getByRole('button', { name: 'Añadir una pregunta' }).click();
    const q4 = page.getByRole('group', { name: 'Pregunta 4' });
    await q4.getByRole('textbox', { name: 'Pregunta' }).fill(SOUND);
    await q4.getByRole('combobox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Valoración 1–5' }).click();
    await page.getByRole('button', { name: 'Borrar la pregunta 3' }).click();
    await expect(page.getByRole('group', { name: 'Pregunta 4' })).toHaveCount(0);
    const q3 = page.getByRole('group', { name: 'Pregunta 3' });
    await expect(q3.getByRole('textbox', { name: 'Pregunta' })).toHaveValue(SOUND);
    await expect(q3.getByRole('combobox', { name: 'Tipo' })).toContainText('Valoración 1–5');
    await expect(q3.getByRole('textbox', { name: 'Nombre' })).toHaveValue('puntua_el_sonido');

    // The preview follows "show if": the second question appears only after "No".
    const preview = page.getByRole('region', { name: 'Vista previa' });
    await expect(preview.getByRole('textbox', { name: IMPROVE })).toHaveCount(0);
    await preview.getByRole('radio', { name: 'No', exact: true }).check();
    await expect(preview.getByRole('textbox', { name: IMPROVE })).toBeVisible();
    await expect(preview.getByRole('radio', { name: '5', exact: true })).toBeVisible();

    await expectNoSeriousAxeViolation(page);
    await page.screenshot({ path: `${SHOTS}/surveys-creator-es.png`, fullPage: true });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(/\/manage\/open-lab\/surveys\/\d+$/);
    await expect(page.getByText('Encuesta creada')).toBeVisible();
  });

  const id = Number(new URL(page.url()).pathname.split('/').pop());

  await test.step('sent to the viewers, after a confirmation that says who gets it', async () => {
    await page.getByRole('button', { name: 'Enviar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Todos los usuarios de los roles Espectadores reciben una notificación',
    );
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    // The toast (the closing dialog's text speaks of the survey too, so the toast is found by its start).
    await expect(page.getByText(/^Encuesta enviada/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Enviada', { exact: true })).toBeVisible();
  });

  await test.step('a viewer answers on the site', async () => {
    await viewerAnswers(browser, id);
  });

  await test.step('the admin sees the counts, the free text, and the CSV', async () => {
    await page.goto(`/manage/open-lab/surveys/${id}/results`);
    await expect(page.getByRole('status').filter({ hasText: '1 respuesta' })).toBeVisible();
    const liked = page.getByRole('region', { name: `1. ${LIKED}` });
    await liked.getByRole('button', { name: 'Tabla' }).click();
    await expect(liked.getByRole('row', { name: /No 1/ })).toBeVisible();
    await expect(liked.getByRole('row', { name: /Sí 0/ })).toBeVisible();
    const improve = page.getByRole('region', { name: `2. ${IMPROVE}` });
    await expect(improve.getByRole('cell', { name: 'El sonido del segundo acto' })).toBeVisible();
    const sound = page.getByRole('region', { name: `3. ${SOUND}` });
    await expect(sound).toContainText('Media: 2 / 5');
    await expectNoSeriousAxeViolation(page);
    await page.screenshot({ path: `${SHOTS}/surveys-results-es.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Descargar CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const [header, row] = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(header).toContain(`${LIKED},${IMPROVE},${SOUND}`);
    expect(row).toContain(',No,El sonido del segundo acto,2');
  });

  await test.step('"Analizar las respuestas" opens the content analysis with the survey chosen: its written answer summarised', async () => {
    // The demo has cognition on: the results offer to analyse what people wrote.
    await page.goto(`/manage/open-lab/surveys/${id}/results`);
    await page.getByRole('link', { name: 'Analizar las respuestas' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage/cognition\\?survey=${id}$`));
    await expect(page.getByRole('combobox', { name: 'Qué analizar' })).toContainText(`Encuesta: ${title}`);
    await page.getByRole('button', { name: 'Analizar', exact: true }).click();
    await expect(page.getByText(/^Análisis en cola/)).toBeVisible();
    // The job runs in the server's worker; the screen looks again every few seconds.
    const run = page.getByRole('row').filter({ hasText: `Encuesta: ${title}` });
    await expect(run).toContainText('Hecho', { timeout: 90_000 });
    await run.getByRole('button', { name: `Ver el resultado: ${title}` }).click();
    const result = page.getByRole('region', { name: `Resultado: ${title}` });
    await expect(
      result.getByRole('heading', { name: 'Lo que escribieron quienes respondieron' }),
    ).toBeVisible();
    await expect(result).toContainText('Respuestas escritas: 1');
    await expect(result.getByText('El sonido del segundo acto', { exact: true })).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Problemas de idioma' })).toHaveCount(0);
    await expectNoSeriousAxeViolation(page);
    await page.screenshot({ path: `${SHOTS}/surveys-cognition-es.png`, fullPage: true });
  });

  await test.step('the list shows it sent, with its answer', async () => {
    await page.goto('/manage/open-lab/surveys');
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Enviada');
    await expect(row).toContainText('Espectadores');
    await expect(row.getByRole('link', { name: '1', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
});
