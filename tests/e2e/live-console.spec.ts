import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from './helpers/accounts.ts';
import { broadcast, broadcastProduct, expectAxeClean, PRODUCER } from './helpers/live.ts';

/**
 * Issue 20, the organizer's console: on the broadcast step she adds a simulcast destination (its key is
 * never shown back) and deletes it, turns recording on, and once her software sends, watches a muted
 * preview of what viewers see; the product's Dates step has the replay switch of a broadcast. The server
 * of the journeys lets destinations be on this machine (SIMULCAST_ALLOW_PRIVATE_DESTINATIONS).
 */

/** A local port nobody listens on: a destination there is refused, and retried. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Content-Security-Policy violations the browser reports, as they happen. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = Reflect.get(window, '__cspViolation');
      if (typeof report === 'function')
        report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

let sender: ChildProcess | null = null;
test.afterEach(() => {
  sender?.kill('SIGKILL');
  sender = null;
});

test('an organizer simulcasts, records and previews her broadcast from the console', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const product = await broadcastProduct(request, 'Ensayo en consola');
  const violations = await watchCsp(page);
  const destinationKey = `clave-destino-${Date.now()}`;

  await test.step('the broadcast step opens with no destination and recording off', async () => {
    await signInThroughApi(page, PRODUCER);
    await page.goto(`/account/channels/${product.channel}/products/${product.slug}`);
    await page.getByRole('tab', { name: '5. Emisión' }).click();
    await expect(page.getByText('Sin destinos: la emisión solo se ve aquí.')).toBeVisible();
    await expect(page.getByTestId('recording-state')).toHaveText('Desactivada');
    // No broadcast yet: the switch waits for a key.
    await expect(page.getByRole('switch', { name: 'Grabar la emisión' })).toBeDisabled();
  });

  const list = page.getByTestId('broadcast-destination');
  await test.step('a custom destination refused by the API keeps what was typed', async () => {
    await page.getByRole('combobox', { name: 'Servicio' }).click();
    await page.getByRole('option', { name: 'Otro (servidor RTMP)' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Receptor local');
    await page.getByRole('textbox', { name: 'URL del servidor', exact: true }).fill('http://127.0.0.1/live');
    const key = page.getByLabel('Clave del destino');
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill(destinationKey);
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    // The API's own message, in Spanish.
    await expect(page.getByTestId('destination-error')).toContainText('rtmp');
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Receptor local');
    await expect(key).toHaveValue(destinationKey);
    await expect(list).toHaveCount(0);
  });

  await test.step('with an rtmp URL it is listed with its state, never with its key', async () => {
    await page
      .getByRole('textbox', { name: 'URL del servidor', exact: true })
      .fill(`rtmp://127.0.0.1:${await closedPort()}/live`);
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(list).toHaveCount(1);
    await expect(list).toContainText('Receptor local');
    await expect(list).toContainText(/rtmp:\/\/127\.0\.0\.1:\d+\/live/);
    await expect(list.getByTestId('destination-state')).toHaveText('Esperando la emisión');
    await expect(page.getByTestId('destination-error')).toHaveCount(0);
    // The form is empty again, and the key is nowhere on the page.
    await expect(page.getByLabel('Clave del destino')).toHaveValue('');
    expect(await page.content()).not.toContain(destinationKey);
    await expectAxeClean(page);
  });

  await test.step('deleting it asks first', async () => {
    await page.getByRole('button', { name: 'Eliminar Receptor local' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar el destino Receptor local?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(list).toHaveCount(1);
    await page.getByRole('button', { name: 'Eliminar Receptor local' }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(list).toHaveCount(0);
    await expect(page.getByText('Sin destinos: la emisión solo se ve aquí.')).toBeVisible();
  });

  await test.step('a YouTube destination asks only its key', async () => {
    await page.getByRole('combobox', { name: 'Servicio' }).click();
    await page.getByRole('option', { name: 'YouTube' }).click();
    await expect(page.getByRole('textbox', { name: 'URL del servidor', exact: true })).toHaveCount(0);
    // Enter in the key adds it (the step is inside the product's form, which it must not submit).
    await page.getByLabel('Clave del destino').fill(destinationKey);
    await page.getByLabel('Clave del destino').press('Enter');
    await expect(list).toHaveCount(1);
    await expect(list).toContainText('rtmps://a.rtmp.youtube.com/live2');
    await expect(page.getByRole('tab', { name: '5. Emisión' })).toHaveAttribute('aria-selected', 'true');
    expect(await page.content()).not.toContain(destinationKey);
    await page.getByRole('button', { name: 'Eliminar YouTube' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar el destino YouTube?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(list).toHaveCount(0);
  });

  await test.step('with a key, recording is turned on: the broadcast will be recorded', async () => {
    await page.getByRole('button', { name: 'Obtener una clave' }).click();
    const toggle = page.getByRole('switch', { name: 'Grabar la emisión' });
    await expect(toggle).toBeEnabled();
    await toggle.check();
    await expect(page.getByTestId('recording-state')).toHaveText('Se grabará');
    await expect(page.getByTestId('recording-text')).toHaveText(
      'La emisión se grabará: cuando termine, se convertirá en un vídeo.',
    );
    await expect(page.getByTestId('recording-replay')).toContainText('Repetición desactivada');
    await expect(page.getByText('«Fechas y sesiones»')).toBeVisible();
  });

  await test.step('viewers may be shown how many watch (as the server answers), and the peak', async () => {
    const audience = page.getByRole('switch', { name: 'Mostrar a los espectadores cuántos están viendo' });
    await expect(audience).not.toBeChecked();
    await audience.check();
    await expect(page.getByText('Los espectadores ya ven cuántos están viendo')).toBeVisible();
    // Checked by the broadcast the server answered (the switch is enabled again once it has).
    await expect(audience).toBeEnabled();
    await expect(audience).toBeChecked();
    await expect(page.getByTestId('broadcast-peak')).toHaveText('0');
  });

  await test.step('once the software sends, the preview plays, muted', async () => {
    // A destination nobody listens at: tried again, with its attempt, while the broadcast goes on.
    await page.getByRole('combobox', { name: 'Servicio' }).click();
    await page.getByRole('option', { name: 'Otro (servidor RTMP)' }).click();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Receptor apagado');
    await page
      .getByRole('textbox', { name: 'URL del servidor', exact: true })
      .fill(`rtmp://127.0.0.1:${await closedPort()}/live`);
    await page.getByLabel('Clave del destino').fill(destinationKey);
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(list).toHaveCount(1);

    const server = await page.getByLabel('Servidor', { exact: true }).inputValue();
    const key = await page.getByLabel('Clave de retransmisión', { exact: true }).inputValue();
    sender = broadcast(server, key);
    await expect(page.getByTestId('broadcast-state')).toHaveText('En directo', { timeout: 60_000 });
    const video = page.getByTestId('broadcast-preview').locator('video');
    await expect(video).toHaveCount(1, { timeout: 60_000 });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 })
      .toBeGreaterThan(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(page.getByRole('region', { name: 'Vista previa' })).toBeVisible();
    await expect(list.getByTestId('destination-state')).toHaveText(/^Reintentando \(intento \d+\)$/, {
      timeout: 90_000,
    });
    await expect(list).toContainText('Motivo:');
    // video.js drew it without a <style> element of its own.
    expect(await page.locator('style.vjs-styles-defaults, style.vjs-styles-dimensions').count()).toBe(0);
    await expectAxeClean(page);
  });

  await test.step('when the software stops, the broadcast is reconnecting and the relays wait', async () => {
    sender?.kill('SIGKILL');
    sender = null;
    await expect(page.getByTestId('broadcast-state')).toHaveText('Reconectando', { timeout: 60_000 });
    await expect(list.getByTestId('destination-state')).toHaveText('Esperando la emisión');
    // The preview stays while the broadcast may come back.
    await expect(page.getByRole('region', { name: 'Vista previa' })).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('software that sends no picture is refused, and the step says why', async () => {
    const server = await page.getByLabel('Servidor', { exact: true }).inputValue();
    const key = await page.getByLabel('Clave de retransmisión', { exact: true }).inputValue();
    sender = broadcast(server, key, { audioOnly: true });
    await expect(page.getByTestId('broadcast-notice')).toHaveText(
      'La señal se ha rechazado: no lleva vídeo. Añade una fuente de vídeo en tu programa y vuelve a emitir.',
      { timeout: 60_000 },
    );
    await expect(page.getByTestId('broadcast-state')).toHaveText('Reconectando');
    await expectAxeClean(page);
  });

  await test.step('the Dates step has the replay switch of a broadcast', async () => {
    await page.getByRole('link', { name: 'Abrir ese paso' }).click();
    await expect(page.getByRole('tab', { name: '2. Fechas y sesiones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const replay = page.getByRole('switch', { name: 'Repetición tras la emisión' });
    await expect(replay).toBeVisible();
    await expect(replay).not.toBeChecked();
    await expect(
      page.getByText('Al terminar la emisión, quienes compraron pueden ver su grabación'),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  expect(violations).toEqual([]);
});
