import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveUser } from './helpers/accounts.ts';
import { axeOf } from './helpers/axe.ts';
import { CheckoutPage } from './pages/CheckoutPage.ts';
import { DemoPaymentPage } from './pages/DemoPaymentPage.ts';
import { LoginPage } from './pages/LoginPage.ts';

const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const ORCHESTRA = { slug: 'orquesta-sinfonica-del-atlantico', title: 'Orquesta Sinfónica del Atlántico' };
const ORCHESTRA_PRODUCER = { email: 'orquesta@platea.test', password: 'Producer.2026' };
const euros = (cents: number) =>
  new Intl.NumberFormat('es', { style: 'currency', currency: 'EUR' }).format(cents / 100);

interface ListedProduct {
  id: number;
  slug: string;
  status: string;
  type: string;
  currentPrice: { total: number };
  localized: { title: string };
  saleStartAt: string | null;
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A fresh, signed-in viewer (the demo ones own too much to buy anything). */
async function newViewer(page: Page, request: APIRequestContext, tag: string) {
  const email = `${tag}-${Date.now()}@platea.test`;
  const password = 'Viewer.2026!';
  await createActiveUser(request, { email, password });
  await page.goto('/login');
  await new LoginPage(page).signIn(email, password);
  // Password hashing (scrypt) takes its time on a busy machine.
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  return { email, password };
}

/**
 * A recording the orchestra publishes with no file yet (the e2e server makes no demo media): its own
 * title, so the journey finds it whatever else the shared database holds. Answers its title and slug.
 */
async function orchestraRecordingWithoutMedia(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ORCHESTRA_PRODUCER });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    slug: string;
  }[];
  const channel = channels.find((c) => c.slug === ORCHESTRA.slug);
  expect(channel).toBeDefined();
  const title = `Ensayo abierto ${Date.now()}`;
  const created = await request.post('/api/products', {
    headers: auth,
    data: { type: 'vod', title, channelId: channel?.id, status: 'published', totalPrice: 800, taxRate: 21 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { title, slug: ((await created.json()) as { slug: string }).slug };
}

/** Whether the product has something to play for the signed-in viewer (GET /api/products/:id/access). */
async function mediaReady(page: Page, productId: number): Promise<boolean> {
  const answer = await page.request.get(`/api/products/${productId}/access`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { media: { ready: boolean } }).media.ready;
}

async function publishedProduct(request: APIRequestContext, filter: object) {
  const query = encodeURIComponent(JSON.stringify(filter));
  const list = await request.get(`/api/products?filter=${query}`, { headers: { 'accept-language': 'es' } });
  expect(list.ok()).toBe(true);
  // On sale now: another journey's product may be published with its sale a week ahead (notify-me).
  const products = ((await list.json()) as ListedProduct[]).filter(
    (p) => p.status === 'published' && (!p.saleStartAt || Date.parse(p.saleStartAt) <= Date.now()),
  );
  const [product] = products;
  expect(product?.slug).toBeTruthy();
  return product as ListedProduct;
}

// Four journeys with sign-ups, payments and axe runs: more than the default minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

const seriousViolations = async (page: Page) =>
  (await axeOf(page).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);

test('a viewer buys through the checkout page: fee and total first, the coupon says why not, then my stuff', async ({
  page,
  request,
}) => {
  const product = await publishedProduct(request, { plan: 'paid', type: 'vod' });
  const price = product.currentPrice.total;
  const checkout = new CheckoutPage(page);
  await newViewer(page, request, 'checkout');

  await test.step('the product page leads to the checkout page', async () => {
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('link', { name: 'Comprar', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}/checkout$`));
    await checkout.ready();
    await expect(page.getByText(product.localized.title).first()).toBeVisible();
  });

  await test.step('before paying it shows the price, the €0.45 service fee and the total', async () => {
    await expect(checkout.row('Precio')).toHaveText(euros(price));
    await expect(checkout.row('Gastos de gestión')).toHaveText(euros(45));
    await expect(checkout.row('Total')).toHaveText(euros(price + 45));
    await expect(checkout.payButton).toHaveText(`Pagar ${euros(price + 45)}`);
    await expect(page.getByText('Medio de pago: Pago de prueba (sin dinero real)')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Modo de prueba');
  });

  await test.step("a wrong coupon shows the API's own message in Spanish and changes nothing", async () => {
    await checkout.couponField.fill('NOEXISTE');
    await checkout.applyCoupon.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'No existe ningún cupón con ese código' }),
    ).toBeVisible();
    await expect(page.getByText('Error fetching data from server')).toHaveCount(0);
    await expect(checkout.row('Total')).toHaveText(euros(price + 45));
    await checkout.couponField.fill('');
  });

  await test.step('the checkout page passes axe', async () => {
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('paying needs the terms, then goes through the demo card page to my stuff', async () => {
    await checkout.payButton.click();
    await expect(page.getByRole('alert').filter({ hasText: /condiciones de venta/ })).toBeVisible();
    await checkout.terms.check();
    await checkout.payButton.click();
    await expect(page).toHaveURL(/\/payments\/demo\/\d+$/);
    await expect(page.locator('tfoot')).toContainText(euros(price + 45));
    await new DemoPaymentPage(page).pay();
    await expect(page).toHaveURL(/\/mystuff\/products$/);
    await expect(page.getByRole('status').getByText('Pago recibido')).toBeVisible();
    await expect(page.locator('.mystuff-card', { hasText: product.localized.title })).toBeVisible();
  });

  await test.step('the product page then says "you have it" instead of the buy form', async () => {
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByText('Ya lo tienes.')).toBeVisible();
    // "Ver ahora" only when there is a recording to play (another journey may have uploaded one).
    if (await mediaReady(page, product.id)) {
      await expect(page.getByRole('link', { name: 'Ver ahora' })).toHaveAttribute(
        'href',
        `/player/${product.slug}`,
      );
    } else {
      await expect(page.getByText('Estará disponible pronto.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver ahora' })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Comprar', exact: true })).toHaveCount(0);
    await expect(page.locator('.buy-box__price')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The checkout page itself sends an owner back to the product page.
    await page.goto(`/products/${product.slug}/checkout`);
    await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  });
});

test('a viewer redeems an invitation code for a private product from the home', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const filter = encodeURIComponent(JSON.stringify({ status: 'private' }));
  const privates = (await (
    await request.get(`/api/products?filter=${filter}`, { headers })
  ).json()) as ListedProduct[];
  const rehearsal = privates.find((p) => p.slug.startsWith('ensayo-general')) ?? privates[0];
  expect(rehearsal).toBeTruthy();
  const generated = await request.post('/api/coupons/generate', {
    headers,
    data: { productId: rehearsal.id, count: 1 },
  });
  expect(generated.status(), await generated.text()).toBe(201);
  const [code] = ((await generated.json()) as { codes: string[] }).codes;

  const email = `redeem-${Date.now()}@platea.test`;
  const password = 'Viewer.2026!';
  await createActiveUser(request, { email, password });

  await test.step('signed out, the home asks to sign in and comes back to the box', async () => {
    await page.goto('/');
    const box = page.getByRole('region', { name: '¿Tienes un código?' });
    await box.getByRole('link', { name: 'Inicia sesión para canjear un código' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2F%23redeem$/);
    await new LoginPage(page).signIn(email, password);
    await expect(page).toHaveURL(/\/#redeem$/);
  });

  const box = page.getByRole('region', { name: '¿Tienes un código?' });
  await test.step('a wrong code says why', async () => {
    await box.getByRole('textbox', { name: 'Cupón o código' }).fill('NOEXISTE');
    await box.getByRole('button', { name: 'Canjear' }).click();
    await expect(box.getByRole('alert')).toHaveText('No existe ningún cupón con ese código');
  });

  await test.step('the invitation code gives the private product at once', async () => {
    await box.getByRole('textbox', { name: 'Cupón o código' }).fill(code.toLowerCase());
    await box.getByRole('button', { name: 'Canjear' }).click();
    await expect(box.getByRole('status')).toContainText(`«${rehearsal.localized.title}» ya es tuyo`);
    await box.getByRole('link', { name: 'Ábrelo' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${rehearsal.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: rehearsal.localized.title })).toBeVisible();
    await expect(page.getByText('Ya lo tienes.')).toBeVisible();
  });

  await test.step('before its script runs, the box cannot be sent (the browser would reload the home and lose the code)', async () => {
    const slow = await page.context().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await slow.route(/\/_astro\/[^?]+\.m?js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await slow.goto('/', { waitUntil: 'commit' });
    const early = slow.getByRole('region', { name: '¿Tienes un código?' });
    await early.getByRole('textbox', { name: 'Cupón o código' }).fill('TEMPRANO');
    await expect(early.getByRole('button', { name: 'Canjear' })).toBeDisabled();
    release();
    await early.getByRole('button', { name: 'Canjear' }).click();
    await expect(early.getByRole('alert')).toHaveText('No existe ningún cupón con ese código');
    await slow.close();
  });

  await test.step('the home passes axe with the box', async () => {
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('with the coupons switch off, the checkout has no coupon field', async ({ page, request }) => {
  const product = await publishedProduct(request, { plan: 'paid', type: 'live' });
  const headers = await adminHeaders(request);
  await newViewer(page, request, 'nocoupons');
  const checkout = new CheckoutPage(page);
  await page.goto(`/products/${product.slug}/checkout`);
  await checkout.ready();
  await expect(checkout.couponField).toBeVisible();

  const off = await request.put('/api/config', { headers, data: { coupons: false } });
  expect(off.ok()).toBe(true);
  try {
    await page.reload();
    await checkout.ready();
    await expect(checkout.heading).toBeVisible();
    await expect(checkout.couponField).toHaveCount(0);
    await expect(checkout.applyCoupon).toHaveCount(0);
    // The home's box stays for invitation codes only (the API still honours them).
    await page.goto('/');
    await expect(page.getByRole('textbox', { name: 'Código de invitación' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Cupón o código' })).toHaveCount(0);
  } finally {
    const on = await request.put('/api/config', { headers, data: { coupons: true } });
    expect(on.ok()).toBe(true);
  }
});

test('subscribing to a paid channel goes through a confirmation and the payment page; my stuff shows what it includes, cancels and resumes it', async ({
  page,
  request,
}) => {
  const included = await orchestraRecordingWithoutMedia(request);
  await newViewer(page, request, 'subscriber');
  await page.goto(`/channels/${ORCHESTRA.slug}`);
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
  const dialog = page.getByRole('dialog', { name: `Suscribirte a ${ORCHESTRA.title}` });

  await test.step('the confirmation shows the price, the terms and the payment provider', async () => {
    await expect(
      page.getByText('Suscríbete para disfrutar del contenido de este canal cada mes.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${euros(550)} al mes`);
    await expect(dialog).toContainText('Medio de pago: Pago de prueba (sin dinero real)');
    await expect(dialog.getByRole('link', { name: 'condiciones de venta' })).toHaveAttribute(
      'href',
      '/aviso-legal',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar y suscribirme' }).click();
    await expect(dialog.getByText('Acepta las condiciones de venta para continuar')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Acepto las condiciones de venta/ }).check();
    await dialog.getByRole('button', { name: 'Confirmar y suscribirme' }).click();
  });

  await test.step('confirming charges nothing yet: the month is paid on the payment page, like a purchase', async () => {
    await expect(page).toHaveURL(/\/payments\/demo\/\d+$/);
    await expect(
      page.getByRole('row', { name: new RegExp(`Suscripción mensual a ${ORCHESTRA.title}`) }),
    ).toBeVisible();
    await expect(page.locator('tfoot')).toContainText(euros(550));
    await new DemoPaymentPage(page).pay();
    await expect(page).toHaveURL(/\/mystuff\/subscriptions(\?payment=ok)?$/);
  });

  await test.step('the channel then says the viewer is subscribed, and until when, not to subscribe', async () => {
    await page.goto(`/channels/${ORCHESTRA.slug}`);
    await expect(page.getByText(/Estás suscrito a este canal\. · Se renueva el \d/)).toBeVisible();
    await expect(
      page.getByText('Suscríbete para disfrutar del contenido de este canal cada mes.'),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Suscribirme' })).toHaveCount(0);
  });

  await test.step("my stuff lists what the subscription includes, and a recording without its file offers no 'Ver ahora'", async () => {
    await page.goto('/mystuff/products');
    const card = page.locator('.mystuff-card', { hasText: included.title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Por suscripción')).toBeVisible();
    await expect(card.getByText('Disponible pronto')).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', `/products/${included.slug}`);
    await page.goto(`/products/${included.slug}`);
    await expect(page.getByText('Está incluido en tu suscripción a este canal.')).toBeVisible();
    await expect(page.getByText('Estará disponible pronto.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver ahora' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Comprar', exact: true })).toHaveCount(0);
    await page.goto('/mystuff/subscriptions');
  });

  const row = page.locator('.mystuff-sub', { hasText: ORCHESTRA.title });
  await test.step('my stuff links to the channel and cancels after a confirmation', async () => {
    await expect(row.getByText('Suscrito', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: ORCHESTRA.title })).toHaveAttribute(
      'href',
      `/channels/${ORCHESTRA.slug}`,
    );
    await row.getByRole('button', { name: 'Darme de baja' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Cancelar tu suscripción?' });
    await confirm.getByRole('button', { name: 'Sí, darme de baja' }).click();
    await expect(row.getByText('Cancelada', { exact: true })).toBeVisible();
  });

  await test.step('and resumes it while the month is paid, charging nothing', async () => {
    await row.getByRole('button', { name: 'Reanudar mi suscripción' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Reanudar tu suscripción?' });
    await expect(confirm).toContainText('Ahora no se cobra nada');
    await confirm.getByRole('button', { name: 'Reanudar mi suscripción' }).click();
    await expect(row.getByText('Suscrito', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Darme de baja' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
