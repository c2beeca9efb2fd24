import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';

/**
 * Spec 4 through the UI: an organizer whose channel is still under review cannot publish a product of it;
 * the form says why next to the status, and the site does not show it. Once the team approves the channel
 * the product is published and on the site; when the team sends the channel back, the product leaves the
 * site at once and the form says it is off sale.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: who });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

async function post(request: APIRequestContext, path: string, headers: Record<string, string>, data = {}) {
  const res = await request.post(path, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** The site as a visitor sees it: the product page answers 404 or shows the title; search finds it or not. */
async function expectOnSite(page: Page, slug: string, word: string, visible: boolean) {
  const res = await page.goto(`/products/${slug}`);
  expect(res?.status()).toBe(visible ? 200 : 404);
  await page.goto(`/search-results?q=${word}`);
  await expect(page.getByRole('link', { name: new RegExp(`Obra ${word}`) })).toHaveCount(visible ? 1 : 0);
}

test('a product of a channel under review cannot be published, and leaves the site when its channel is sent back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const word = `Resena${Date.now().toString(36)}`;
  const producer = await tokenOf(request, PRODUCER);
  const channel = (await post(request, '/api/channels', producer, { title: `Canal ${word}` })) as {
    id: number;
    slug: string;
  };
  await post(request, `/api/channels/${channel.id}/request-review`, producer);
  const product = (await post(request, '/api/products', producer, {
    type: 'vod',
    title: `Obra ${word}`,
    channelId: channel.id,
    plan: 'free',
  })) as { slug: string };
  const editor = `/account/channels/${channel.slug}/products/${product.slug}`;
  const visitor = await (await browser.newContext({ locale: 'es-ES' })).newPage();

  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('publishing is refused while the channel is under review, with the reason by the status', async () => {
    await page.goto(editor);
    await page.getByRole('tab', { name: '4. Acceso' }).click();
    const warning = `Para publicar se necesita al menos un canal aprobado por el equipo: el canal de este producto, «Canal ${word}», aún no está aprobado.`;
    await expect(page.getByRole('alert').filter({ hasText: warning })).toBeVisible();
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    // The server's refusal, on the status field (the warning above words it differently).
    await expect(
      page.getByText(
        'Para publicar se necesita al menos un canal aprobado por el equipo: el canal de este producto aún no está aprobado',
      ),
    ).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: '4. Acceso' }).click();
    await expect(page.getByRole('radio', { name: 'Borrador' })).toBeChecked();
    await expectOnSite(visitor, product.slug, word, false);
  });

  const admin = await tokenOf(request, ADMIN);
  await test.step('approved by the team, the product is published and on the site', async () => {
    await post(request, `/api/channels/${channel.id}/approve`, admin);
    await page.reload();
    await page.getByRole('tab', { name: '4. Acceso' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Para publicar' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Publicado' }).check();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Producto «Obra ${word}» guardado`)).toBeVisible();
    await expectOnSite(visitor, product.slug, word, true);
  });

  await test.step('sent back by the team, it leaves the site at once and the form says it is off sale', async () => {
    await post(request, `/api/channels/${channel.id}/deactivate`, admin, { reason: 'Revisa la descripción' });
    await expectOnSite(visitor, product.slug, word, false);
    await page.reload();
    await page.getByRole('tab', { name: '4. Acceso' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `Fuera de venta: su canal, «Canal ${word}», no está publicado` }),
    ).toBeVisible();
  });
  await visitor.context().close();
});
