import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 2's course and master forms: an organizer builds a course's modules and lessons (reordered, a
 * lesson with its links and resources; leaving a lesson edit unsaved asks first), then a bundle of
 * courses whose repeated course is warned about.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };

async function expectAxeClean(page: Page) {
  // A notice still fading in is half transparent, and axe would measure its contrast mid-fade: wait
  // until every notice on screen is fully drawn.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiSnackbarContent-root')].every(
      (el) => getComputedStyle(el).opacity === '1' && getComputedStyle(el).transform === 'none',
    ),
  );
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('an organizer builds a course with modules and lessons, and a bundle of courses', async ({ page }) => {
  test.setTimeout(180_000);
  const course = `Iluminación escénica ${Date.now()}`;
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('a course is created and has the course steps', async () => {
    await page.goto('/account/courses/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo curso' })).toBeVisible();
    await page.getByLabel('Canal *').click();
    await page.getByRole('option', { name: 'Escuela de Cine Lumbre' }).click();
    await page.getByLabel('Título *').fill(course);
    await page.getByRole('radio', { name: 'Gratis' }).check();
    await page.getByRole('button', { name: 'Crear borrador' }).click();
    await expect(page).toHaveURL(/\/account\/channels\/[a-z0-9-]+\/courses\/iluminacion-escenica-\d+$/);
    await expect(page.getByRole('tab')).toHaveText([
      '1. Información',
      '2. Requisitos',
      '3. Multimedia',
      '4. Módulos y lecciones',
      '5. Precios',
      '6. Acceso',
      '7. SEO',
      '8. Sala de ensayo',
    ]);
    // A paid product needs its price: its step is marked until it has one.
    await page.getByRole('tab', { name: '2. Requisitos' }).click();
    await page.getByLabel('Requisitos', { exact: true }).fill('Ganas de aprender y un foco.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Curso «${course}» guardado`)).toBeVisible();
  });

  await test.step('modules and lessons are added and reordered', async () => {
    await page.getByRole('tab', { name: '4. Módulos y lecciones' }).click();
    await expect(page.getByText('Aún no hay módulos: añade el primero abajo.')).toBeVisible();
    for (const title of ['La luz', 'El color']) {
      await page.getByLabel('Título del nuevo módulo').fill(title);
      await page.getByRole('button', { name: 'Añadir módulo' }).click();
      await expect(page.getByRole('heading', { level: 3, name: new RegExp(`: ${title}$`) })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Subir «El color»' }).click();
    await expect(page.getByRole('heading', { level: 3, name: /^Módulo \d/ })).toHaveText([
      'Módulo 1: El color',
      'Módulo 2: La luz',
    ]);
    // A title typed with its own "Módulo 3:" is numbered once.
    await page.getByLabel('Título del nuevo módulo').fill('Módulo 3: Sombras');
    await page.getByRole('button', { name: 'Añadir módulo' }).click();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Módulo 3: Sombras', exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/Módulo \d+: Módulo/)).toHaveCount(0);
    const light = page.getByRole('region', { name: 'La luz' });
    for (const lesson of ['Fuentes de luz', 'Temperatura de color']) {
      await light.getByLabel('Título de la nueva lección').fill(lesson);
      await light.getByRole('button', { name: 'Añadir lección' }).click();
      await expect(light.getByRole('listitem').filter({ hasText: lesson })).toBeVisible();
    }
    await light.getByRole('button', { name: 'Subir «Temperatura de color»' }).click();
    await expect(light.getByRole('list').getByRole('listitem')).toHaveText([
      /Temperatura de color/,
      /Fuentes de luz/,
    ]);
    await expectAxeClean(page);
  });

  await test.step('a lesson is edited; leaving it unsaved asks first, then it is saved', async () => {
    const light = page.getByRole('region', { name: 'La luz' });
    await light.getByRole('button', { name: 'Editar «Fuentes de luz»' }).click();
    const editor = page.getByRole('group', { name: 'Editar «Fuentes de luz»' });
    await editor.getByLabel('Enlace de la reunión').fill('https://meet.example.org/luz');
    await expect(editor.getByText('Esta lección tiene cambios sin guardar.')).toBeVisible();
    await light.getByRole('button', { name: 'Editar «Temperatura de color»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambios de la lección sin guardar' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await editor.getByRole('button', { name: 'Añadir recurso' }).click();
    await editor.getByLabel('Título', { exact: true }).last().fill('Guía de focos');
    await editor.getByLabel('Dirección (https://…)').fill('no es una dirección');
    await editor.getByRole('button', { name: 'Guardar lección' }).click();
    // The server's field error shows on the field; nothing is lost.
    await expect(editor.getByLabel('Dirección (https://…)')).toHaveAttribute('aria-invalid', 'true');
    await editor.getByLabel('Dirección (https://…)').fill('https://example.org/focos.pdf');
    await editor.getByRole('button', { name: 'Guardar lección' }).click();
    await expect(page.getByText('Lección guardada')).toBeVisible();
    await expect(light.getByRole('listitem').filter({ hasText: 'Fuentes de luz' })).toContainText(
      'reunión · 1 recurso',
    );
  });

  await test.step('a bundle of courses warns about a repeated course', async () => {
    await page.goto('/account/masters/new');
    await page.getByLabel('Canal *').click();
    await page.getByRole('option', { name: 'Escuela de Cine Lumbre' }).click();
    await page.getByLabel('Título *').fill(`Itinerario de luz ${Date.now()}`);
    await page.getByRole('radio', { name: 'Gratis' }).check();
    await page.getByRole('button', { name: 'Crear borrador' }).click();
    await expect(page).toHaveURL(/\/account\/channels\/[a-z0-9-]+\/masters\/itinerario-de-luz-\d+$/);
    await page.getByRole('tab', { name: '4. Cursos' }).click();
    for (let i = 0; i < 2; i++) {
      await page.getByRole('button', { name: 'Añadir' }).click();
      await page
        .getByRole('combobox', { name: /^Curso/ })
        .nth(i)
        .fill('Iluminación');
      await page.getByRole('option', { name: course }).click();
    }
    await expect(
      page.getByRole('alert').filter({ hasText: 'Un curso aparece más de una vez' }),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('while courses load, the progress indicators have a name', async () => {
    const courseList = (url: URL) => url.pathname === '/api/courses';
    await page.route(courseList, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page
      .getByRole('combobox', { name: /^Curso/ })
      .nth(2)
      .fill('Ilumin');
    // axe: aria-progressbar-name (serious) for react-admin's own, unnamed, spinner and bars.
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expectAxeClean(page);
    // The held request is let through before the test ends (else its late continue() meets a closed page).
    await page.unrouteAll({ behavior: 'wait' });
  });
});
