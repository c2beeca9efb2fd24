import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { insertNotifications } from './helpers/notifications.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { GlobalViewPage } from './pages/GlobalViewPage.ts';

/**
 * Spec 2 /account/globalview: a new organizer is guided to her first channel and product, then sees her
 * activity counted (each count opening its list), her products and channels, removes a notification by
 * clicking it and copies her profile link. She is made here, so the counts start from zero.
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const PASSWORD = 'Organiza.2026';

async function tokenOf(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: credentials });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new activated account made an organizer by the admin (spec 6: the team validates organizers). */
async function freshOrganizer(request: APIRequestContext, email: string) {
  const { id } = await createActiveUser(request, { email, password: PASSWORD });
  const admin = await tokenOf(request, ADMIN);
  const promoted = await request.put(`/api/users/${id}`, {
    headers: bearer(admin),
    data: { roles: ['PRODUCER', 'USER'] },
  });
  expect(promoted.ok(), await promoted.text()).toBe(true);
  return { id, admin, token: await tokenOf(request, { email, password: PASSWORD }) };
}

async function post(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const res = await request.post(path, { headers: bearer(token), data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a new organizer is guided, then sees her activity counted and linked, her notifications and her profile link', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `organiza-${stamp}@example.test`;
  const organizer = await freshOrganizer(request, email);
  const view = new GlobalViewPage(page);

  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('without a channel: the channel tour, zero counts and empty states', async () => {
    const tour = view.tour('Crea tu primer canal');
    await expect(tour).toBeVisible();
    await expect(tour.getByText('Describe tu canal')).toBeVisible();
    await tour.getByRole('button', { name: 'Siguiente' }).click();
    await expect(tour.getByText(/El IBAN donde cobras tus ventas/i)).toBeVisible();
    await expect(tour.getByRole('link', { name: 'Crear mi canal' })).toHaveAttribute(
      'href',
      '/account/channels/create',
    );
    await expect(view.count('Canales nuevos')).toHaveAccessibleName(/^0 Canales nuevos/);
    await expect(view.count('Entradas vendidas')).toHaveAccessibleName(/^0 Entradas vendidas/);
    await expect(view.notifications).toContainText('No hay notificaciones');
    await expect(view.meets).toContainText('Aún no tienes reuniones');
    await expect(view.channels).toContainText('Aún no tienes canales.');
    await expect(view.tutorials.getByRole('link', { name: /Para organizadores/ })).toHaveAttribute(
      'href',
      '/help/organizers',
    );
    await expectNoSeriousAxeViolations(page);
  });

  await test.step('the dismissed tour stays away on the next visit', async () => {
    await view.tour('Crea tu primer canal').getByRole('button', { name: 'Ocultar esta guía' }).click();
    await expect(view.tour('Crea tu primer canal')).toHaveCount(0);
    await page.reload();
    await expect(view.count('Canales nuevos')).toBeVisible();
    await expect(view.tour('Crea tu primer canal')).toHaveCount(0);
  });

  const channelTitle = `Sala Norte ${stamp}`;
  let channel: { id: number; slug: string };
  await test.step('with a channel and no product: the product tour', async () => {
    channel = await post(request, organizer.token, '/api/channels', { title: channelTitle });
    await post(request, organizer.token, `/api/channels/${channel.id}/request-review`);
    await post(request, organizer.admin, `/api/channels/${channel.id}/approve`);
    await page.reload();
    const tour = view.tour('Crea tu primer producto');
    await expect(tour).toBeVisible();
    await expect(tour.getByRole('link', { name: 'Crear mi primer producto' })).toHaveAttribute(
      'href',
      '/account/products/new',
    );
    await expect(view.count('Canales nuevos')).toHaveAccessibleName(/^1 Canales nuevos/);
    await expect(view.channels.getByRole('link', { name: channelTitle })).toHaveAttribute(
      'href',
      `/account/channels/${channel.id}`,
    );
  });

  const showTitle = `Concierto de otoño ${stamp}`;
  const buyer = { email: `compra-${stamp}@example.test`, password: 'Compra.2026' };
  await test.step('a sale, an unpaid checkout and three codes are counted', async () => {
    const show = await post(request, organizer.token, '/api/products', {
      channelId: channel.id,
      type: 'vod',
      title: showTitle,
      status: 'published',
      totalPrice: 1100,
      taxRate: 10,
    });
    const school = await post(request, organizer.token, '/api/products', {
      channelId: channel.id,
      type: 'vod',
      title: `Función escolar ${stamp}`,
      status: 'private',
      totalPrice: 500,
      taxRate: 10,
    });
    await post(request, organizer.token, '/api/coupons/generate', { productId: school.id, count: 3 });
    await createActiveUser(request, buyer);
    const buyerToken = await tokenOf(request, buyer);
    const order = await post(request, buyerToken, '/api/checkout', {
      productId: show.id,
      termsAccepted: true,
      provider: 'demo',
    });
    await post(request, buyerToken, `/api/payments/demo/${order.orderId}/confirm`);
    const leaver = { email: `deja-${stamp}@example.test`, password: 'Compra.2026' };
    await createActiveUser(request, leaver);
    await post(request, await tokenOf(request, leaver), '/api/checkout', {
      productId: show.id,
      termsAccepted: true,
      provider: 'demo',
    });
    await insertNotifications(organizer.id, [
      { subject: 'Canal publicado', content: `${channelTitle} ya es público.` },
      { subject: 'Nueva venta', content: `${buyer.email} compró ${showTitle}.` },
    ]);

    await page.reload();
    await expect(view.activity).toContainText('Últimos 30 días, desde el');
    await expect(view.count('Productos nuevos')).toHaveAccessibleName(/^2 Productos nuevos/);
    await expect(view.count('Entradas vendidas')).toHaveAccessibleName(/^1 Entradas vendidas/);
    await expect(view.count('Códigos de acceso creados')).toHaveAccessibleName(/^3 Códigos/);
    await expect(view.count('Oportunidades')).toHaveAccessibleName(/^1 Oportunidades/);
    // With a product, the product tour has done its job.
    await expect(view.tour('Crea tu primer producto')).toHaveCount(0);
    await expect(view.products.getByRole('link', { name: showTitle })).toHaveAttribute(
      'href',
      `/account/channels/${channel.slug}/products/${show.slug}`,
    );
  });

  await test.step('each count opens its list', async () => {
    await view.count('Entradas vendidas').click();
    await expect(page).toHaveURL(/\/account\/sales\?filter=/);
    await expect(view.activity).toHaveCount(0);
    await expect(
      page.getByRole('row', { name: new RegExp(buyer.email.replace(/[.+]/g, '\\$&')) }),
    ).toBeVisible();
    await page.goBack();
    await view.count('Códigos de acceso creados').click();
    await expect(page).toHaveURL(/\/account\/salescode\?filter=/);
    await expect(view.activity).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(3);
    await page.goBack();
    await view.count('Oportunidades').click();
    await expect(page).toHaveURL(/\/account\/salesopportunity\?filter=/);
    await expect(view.activity).toHaveCount(0);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr').first()).toContainText(showTitle);
    await page.goBack();
    await view.count('Canales nuevos').click();
    await expect(page).toHaveURL(/\/account\/channels$/);
    await expect(view.activity).toHaveCount(0);
    await expect(page.getByRole('row', { name: new RegExp(channelTitle) })).toBeVisible();
    await page.goBack();
    await view.count('Productos nuevos').click();
    await expect(page).toHaveURL(/\/account\/globalview#globalview-products$/);
    await expect(view.products).toBeInViewport();
  });

  await test.step('a notification is removed by clicking it, for good', async () => {
    const sale = view.notifications.getByRole('button', { name: /Nueva venta/ });
    await expect(sale).toBeVisible();
    await expect(view.notifications.getByRole('button', { name: /Canal publicado/ })).toBeVisible();
    await sale.click();
    await expect(sale).toHaveCount(0);
    await expect(view.notifications.getByRole('status')).toHaveText('Notificación quitada');
    await page.reload();
    await expect(view.notifications.getByRole('button', { name: /Canal publicado/ })).toBeVisible();
    await expect(view.notifications.getByRole('button', { name: /Nueva venta/ })).toHaveCount(0);
  });

  await test.step('a notification that comes while the view is open shows in the card and the bell at once', async () => {
    // Issue 21: the app bar's bell follows the console's one event stream, and the card follows the bell.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
    const asked = await request.post('/api/graphql', {
      headers: bearer(organizer.token),
      data: { query: '{ unreadNotificationCount }' },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const unread = ((await asked.json()) as { data: { unreadNotificationCount: number } }).data
      .unreadNotificationCount;
    const bellName = (n: number) => (n > 0 ? `Notificaciones, ${n} sin leer` : 'Notificaciones');
    await expect(bell).toHaveAccessibleName(bellName(unread));
    await insertNotifications(organizer.id, [
      { subject: 'Mensaje del equipo', content: 'Bienvenida a Platea.' },
    ]);
    await expect(view.notifications.getByRole('button', { name: /Mensaje del equipo/ })).toBeVisible();
    await expect(bell).toHaveAccessibleName(bellName(unread + 1));
    // Removed from the card, it no longer counts in the bell.
    await view.notifications.getByRole('button', { name: /Mensaje del equipo/ }).click();
    await expect(bell).toHaveAccessibleName(bellName(unread));
  });

  await test.step('the profile link is copied, and offered to the networks', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const profileUrl = new URL(`/users/${organizer.id}`, page.url()).toString();
    await expect(view.share.getByRole('textbox', { name: 'Enlace' })).toHaveValue(profileUrl);
    await view.share.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(view.share.getByRole('status')).toHaveText('Enlace copiado al portapapeles');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profileUrl);
    await expect(view.share.getByRole('link', { name: /Compartir en Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(profileUrl)}`,
    );
    // Her published channel can be chosen instead.
    await view.share.getByRole('combobox', { name: 'Qué compartir' }).click();
    await page.getByRole('option', { name: `Canal: ${channelTitle}` }).click();
    await expect(view.share.getByRole('textbox', { name: 'Enlace' })).toHaveValue(
      new URL(`/channels/${channel.slug}`, page.url()).toString(),
    );
    await expectNoSeriousAxeViolations(page);
  });
});

test('an organizer sees her media storage against her quota, unfinished uploads included', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const email = `almacena-${stamp}@example.test`;
  const organizer = await freshOrganizer(request, email);
  const channel = await post(request, organizer.token, '/api/channels', { title: `Sala Sur ${stamp}` });
  const product = await post(request, organizer.token, '/api/products', {
    channelId: channel.id,
    type: 'vod',
    title: `Ensayo general ${stamp}`,
    totalPrice: 900,
    taxRate: 10,
  });
  const view = new GlobalViewPage(page);
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/globalview$/);

  await test.step('nothing stored yet: the quota and the upload cap', async () => {
    await expect(view.storage).toContainText('Almacenamiento: 0 B de 50 GB');
    await expect(view.storage).toContainText('Hasta 3 subidas a la vez.');
    await expect(view.storage.getByRole('progressbar', { name: 'Almacenamiento usado' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  await test.step('an upload in progress is held against the quota by its declared size', async () => {
    const meta = `productId ${Buffer.from(String(product.id)).toString('base64')},kind ${Buffer.from('video').toString('base64')}`;
    const tus = { 'Tus-Resumable': '1.0.0', ...bearer(organizer.token) };
    const created = await request.post('/api/uploads', {
      headers: { ...tus, 'Upload-Length': String(Math.round(1.2 * 1024 ** 3)), 'Upload-Metadata': meta },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();
    await expect(view.storage).toContainText('Almacenamiento: 1,2 GB de 50 GB');
    await expect(view.storage).toContainText('Incluye 1,2 GB reservados por subidas en curso.');
    await expectNoSeriousAxeViolations(page);
    // Cancelled, it is no longer held.
    const location = created.headers().location;
    expect((await request.delete(location, { headers: tus })).status()).toBe(204);
    await page.reload();
    await expect(view.storage).toContainText('Almacenamiento: 0 B de 50 GB');
  });
});
