import { expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';

/**
 * Issue 24 (module leads, on in the demo): a product whose sale opens later offers "notify me"; the
 * visitor's consent is required, said on its box in their language, and the address becomes a lead of
 * the product's channel, which its organizer reads.
 */
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };

async function expectNoSeriousAxe(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test('a visitor asks to be told when a product goes on sale, and its organizer gets the lead', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/api/auth/login', { data: PRODUCER });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    title: string;
  }[];
  const channel = channels.find((c) => c.title === 'Teatro del Faro');
  expect(channel).toBeDefined();
  const title = `Estreno de otoño ${Date.now()}`;
  const created = await request.post('/api/products', {
    headers: auth,
    data: {
      type: 'vod',
      title,
      channelId: channel?.id,
      status: 'published',
      totalPrice: 800,
      taxRate: 21,
      saleStartAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: number; slug: string };
  const email = `fan-${Date.now()}@example.test`;

  await test.step('before its script has run, the form sends nothing (the address never goes in a URL)', async () => {
    const early = await page.context().newPage();
    await early.route(/\/_astro\/[^?]+\.m?js(\?.*)?$/, (route) => route.abort());
    const sent: string[] = [];
    early.on('request', (req) => sent.push(`${req.method()} ${req.url()}`));
    await early.goto(`/products/${product.slug}`);
    const region = early.getByRole('region', { name: 'Avísame cuando esté a la venta' });
    await expect(region.getByRole('button', { name: 'Avísame' })).toBeDisabled();
    await expect(region.locator('form')).toHaveAttribute('method', 'post');
    await region.getByRole('textbox', { name: /Tu email/ }).fill(email);
    await region.getByRole('textbox', { name: /Tu email/ }).press('Enter');
    await expect(early).toHaveURL(new RegExp(`/products/${product.slug}$`));
    expect(sent.filter((line) => line.includes('fan-'))).toEqual([]);
    await early.close();
  });

  await page.goto(`/products/${product.slug}`);
  const form = page.getByRole('region', { name: 'Avísame cuando esté a la venta' });
  await expect(form).toBeVisible();
  const consent = form.getByRole('checkbox', { name: /Acepto que el organizador/ });

  await test.step('without the consent, the box says why', async () => {
    // Typed once the form's script runs: the island does not yet take over what was typed in the
    // server's HTML before then, and would draw the field empty again.
    await expect(form.getByRole('button', { name: 'Avísame' })).toBeEnabled();
    await form.getByRole('textbox', { name: /Tu email/ }).fill(email);
    await form.getByRole('button', { name: 'Avísame' }).click();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(/Marca la casilla para que podamos escribirte$/);
    await expectNoSeriousAxe(page);
  });

  await test.step('with it, the address is kept and the organizer reads it', async () => {
    await consent.check();
    await form.getByRole('button', { name: 'Avísame' }).click();
    await expect(form.getByRole('status')).toContainText(email);
    const filter = encodeURIComponent(JSON.stringify({ productId: product.id }));
    const leads = (await (await request.get(`/api/leads?filter=${filter}`, { headers: auth })).json()) as {
      email: string;
      source: string;
    }[];
    expect(leads).toEqual([expect.objectContaining({ email, source: 'notify-me' })]);
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${test.info().outputDir}/notify-me-phone.png`, fullPage: true });
});
