import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeOf } from './helpers/axe.ts';
import { BackofficeLoginPage } from './pages/BackofficeLoginPage.ts';
import { ContactForm, ENGLISH } from './pages/ContactForm.ts';
import { GlobalViewPage } from './pages/GlobalViewPage.ts';
import { HelpCentrePage } from './pages/HelpCentrePage.ts';

/**
 * Issue 11, the site's information pages: the help centre (spec 2 /help/...), the organizer landing page
 * with its fee table and contact form, /page/{slug} and /store/{slug}, and what search engines read
 * (canonical, hreflang, sitemap.xml, robots.txt).
 */
const ADMIN = { email: 'admin@platea.test', password: 'Admin.2026' };
const PRODUCER = { email: 'producer@platea.test', password: 'Producer.2026' };

async function expectNoSeriousAxe(page: Page) {
  const results = await axeOf(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: who });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

test('the legal notice leads to the help centre; a topic and an article open with breadcrumbs', async ({
  page,
}) => {
  // Several pages, each checked by axe, on a machine the other journeys share.
  test.setTimeout(180_000);
  const help = new HelpCentrePage(page);

  await test.step('the help link of the legal notice lands on the help centre', async () => {
    await page.goto('/aviso-legal');
    await page.getByRole('article').getByRole('link', { name: 'centro de ayuda', exact: true }).click();
    await expect(page).toHaveURL(/\/help\/contact$/);
    await expect(help.heading).toHaveText('Contacto');
    await help.breadcrumbs.getByRole('link', { name: 'Centro de ayuda' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(help.heading).toHaveText('Centro de ayuda');
    await expectNoSeriousAxe(page);
  });

  await test.step('a topic lists its articles, marked in the topics beside it', async () => {
    await page.getByRole('link', { name: 'El reproductor', exact: true }).click();
    await expect(page).toHaveURL(/\/help\/player$/);
    await expect(help.heading).toHaveText('El reproductor');
    await expect(help.currentCrumb).toHaveText('El reproductor');
    await expect(help.topics.getByRole('link', { name: 'El reproductor', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxe(page);
  });

  await test.step('an article says what spec 1 says about qualities, and leads to the next one', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Calidad del vídeo' }).first().click();
    await expect(page).toHaveURL(/\/help\/player\/quality$/);
    await expect(help.heading).toHaveText('Calidad del vídeo');
    const article = page.getByRole('article');
    await expect(article.getByRole('listitem')).toHaveText([
      '1080p: con unos 5 Mbps o más.',
      '720p: por debajo de unos 3 Mbps, elige 720p.',
      '540p y 360p: para conexiones lentas o móviles con poca cobertura.',
    ]);
    await expect(help.breadcrumbs.getByRole('link')).toHaveText(['Centro de ayuda', 'El reproductor']);
    await expect(help.currentCrumb).toHaveText('Calidad del vídeo');
    await expect(help.topics.getByRole('link', { name: 'Calidad del vídeo' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxe(page);
    await page.getByRole('link', { name: /Siguiente\s*Mensajes del reproductor/ }).click();
    await expect(page).toHaveURL(/\/help\/player\/player-messages$/);
  });

  await test.step('the same article in English and Portuguese', async () => {
    await page.goto('/help/legal/refunds?lang=en');
    await expect(help.heading).toHaveText('Refunds');
    await expect(page.getByRole('article')).toContainText('within 20 business days');
    await page.goto('/help/legal/refunds?lang=pt');
    await expect(help.heading).toHaveText('Reembolsos');
    await expect(page.getByRole('article')).toContainText('no prazo de 20 dias úteis');
    await page.goto('/help?lang=es');
  });

  await test.step('an unknown topic or article is a not-found page', async () => {
    for (const path of ['/help/nope', '/help/player/nope', '/help/contact/anything']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    }
  });
});

test('every help address the back office links to exists: a tutorial opens its help topic', async ({
  page,
}) => {
  // The console's first screen is heavy for a machine the other journeys share.
  test.setTimeout(180_000);
  const login = new BackofficeLoginPage(page);
  await login.goto('account');
  await login.signIn(PRODUCER.email, PRODUCER.password);
  const view = new GlobalViewPage(page);
  const links = view.tutorials.getByRole('link');
  // The console loads its screens lazily: give the first one time on a busy machine.
  await expect(links).toHaveCount(5, { timeout: 60_000 });
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href).toMatch(/^\/help\//);
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
  await view.tutorials.getByRole('link', { name: /Para organizadores/ }).click();
  await expect(page).toHaveURL(/\/help\/organizers$/);
  await expect(new HelpCentrePage(page).heading).toHaveText('Para organizadores');
});

test('the home’s call to action opens the organizer page: plans, terms and the fee rules', async ({
  page,
}) => {
  // A long page checked by axe, on a machine the other journeys share.
  test.setTimeout(180_000);
  await test.step('from the home', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Empezar como organizador' }).click();
    await expect(page).toHaveURL(/\/organizers$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('desde tu propio canal');
    await expect(page.getByRole('heading', { name: 'Planes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Condiciones para organizadores' })).toBeVisible();
    await expectNoSeriousAxe(page);
  });

  await test.step('the fee table and a worked example follow spec 9: 91 % to the organizer, 9 % + 0,45 €', async () => {
    const table = page.getByRole('table', { name: 'Tabla de comisiones' });
    await expect(table.getByRole('row', { name: /Tu parte de cada venta/ })).toContainText('91 %');
    await expect(table.getByRole('row', { name: /Comisión de la plataforma/ })).toContainText('9 % + 0,45 €');
    const examples = page.getByRole('table', { name: 'Lo que te deja cada venta' });
    // The demo's media-pay setting: the buyer pays the 0,45 € on top, so 91 % of the ticket stays true.
    const ticket = examples.getByRole('row', { name: /^Entrada de 10,00 €/ }).first();
    await expect(ticket.getByRole('cell')).toHaveText(['10,45 €', /1,35\s€/, '9,10 €']);
    const support = examples.getByRole('row', { name: /con 5,00 € de apoyo/ });
    // 91 % of 15 € = 13,65 €; the platform keeps 9 % (1,35 €) + 0,45 €.
    await expect(support.getByRole('cell')).toHaveText(['15,45 €', /1,80\s€/, '13,65 €']);
    const subscription = examples.getByRole('row', { name: /Suscripción mensual de 9,90 €/ });
    // A subscription is not a ticket: 9 % only (0,89 €).
    await expect(subscription.getByRole('cell')).toHaveText(['9,90 €', /0,89\s€/, '9,01 €']);
  });
});

test('the organizer page’s contact form says mistakes in the visitor’s language and sends to the team', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/organizers#contact');
  const form = new ContactForm(page);
  const words = `Queremos emitir nuestra temporada en directo ${Date.now()}.`;
  await test.step('an invalid email is said on its field, in Spanish', async () => {
    await form.ready();
    await form.name.fill('Compañía del Sur');
    await form.email.fill('programacion@');
    await form.message.fill(words);
    await form.privacy.check();
    await form.submit.click();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAccessibleDescription(/Introduce un correo electrónico válido$/);
    await expectNoSeriousAxe(page);
  });

  await test.step('a valid message is sent, and reaches the team by email', async () => {
    await form.email.fill('programacion@compania-del-sur.test');
    await expect(form.topic).toHaveValue('organizer');
    await form.submit.click();
    await expect(form.sent).toBeVisible();
    await expect(page.getByRole('status').filter({ has: form.sent })).toContainText(
      'programacion@compania-del-sur.test',
    );
    const auth = { authorization: `Bearer ${await tokenOf(request, ADMIN)}` };
    const filter = encodeURIComponent(JSON.stringify({ to: ADMIN.email, type: 'contact' }));
    const list = (await (
      await request.get(`/api/email-logs?filter=${filter}`, { headers: auth })
    ).json()) as {
      id: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    const mail = (await (await request.get(`/api/email-logs/${list[0].id}`, { headers: auth })).json()) as {
      bodyText: string;
      links: string[];
    };
    expect(mail.bodyText).toContain(words);
    expect(mail.bodyText).toContain('Compañía del Sur <programacion@compania-del-sur.test>');
    expect(mail.links[0]).toMatch(/^mailto:programacion@compania-del-sur\.test\?/);
  });

  await test.step('in English, the same mistake is said in English', async () => {
    await page.goto('/help/contact?lang=en');
    const english = new ContactForm(page, ENGLISH);
    await english.ready();
    await english.name.fill('Ana');
    await english.email.fill('ana@');
    await english.submit.click();
    await expect(english.email).toHaveAccessibleDescription(/Enter a valid email address$/);
    await expect(english.message).toHaveAccessibleDescription(/This field is required/);
  });
});

test('a team page and an organization’s landing page open in the viewer’s language; unknown ones are not found', async ({
  page,
  request,
}) => {
  // Several pages, each checked by axe, on a machine the other journeys share.
  test.setTimeout(180_000);
  await test.step('/page/{slug}: the seeded page in Spanish and English, a draft is not found', async () => {
    await page.goto('/page/sobre-platea');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre Platea');
    await expect(page.getByRole('main')).toContainText('reciben el 91% de cada venta');
    await expectNoSeriousAxe(page);
    await page.goto('/page/sobre-platea?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Platea');
    await page.goto('/?lang=es');
    expect((await page.goto('/page/prensa'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  });

  await test.step('/store/{slug}: an entity made by an organizer, in each language', async () => {
    const auth = { authorization: `Bearer ${await tokenOf(request, PRODUCER)}` };
    const tag = Date.now().toString(36);
    const created = await request.post('/api/entities', {
      headers: auth,
      data: {
        name: `Fundación Faro ${tag}`,
        slug: `fundacion-faro-${tag}`,
        content: {
          es: { description: 'Teatro para todos los públicos.', body: 'Nacimos en 1998.\n\nHacemos giras.' },
          en: { description: 'Theatre for all audiences.', body: 'We were born in 1998.' },
        },
      },
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await page.goto(`/store/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Fundación Faro ${tag}`);
    await expect(page.getByText('Teatro para todos los públicos.')).toBeVisible();
    await expect(
      page.getByRole('region', { name: `Sobre Fundación Faro ${tag}` }).getByRole('paragraph'),
    ).toHaveText(['Nacimos en 1998.', 'Hacemos giras.']);
    await expectNoSeriousAxe(page);
    await page.goto(`/store/${slug}?lang=en`);
    await expect(page.getByText('Theatre for all audiences.')).toBeVisible();
    await expect(page.getByText('We were born in 1998.')).toBeVisible();
    await page.goto('/?lang=es');
    expect((await page.goto(`/store/no-such-entity-${tag}`))?.status()).toBe(404);
  });
});

test('search engines: the sitemap lists public products only, robots.txt points to it, pages carry hreflang', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // Several pages, each checked by axe, on a machine the other journeys share.
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? '').origin;
  const auth = { authorization: `Bearer ${await tokenOf(request, PRODUCER)}` };
  const channels = (await (await request.get('/api/channels', { headers: auth })).json()) as {
    id: number;
    status: string;
  }[];
  const channel = channels.find((c) => c.status === 'published');
  expect(channel).toBeDefined();
  const tag = Date.now().toString(36);
  const create = async (title: string, status: string) => {
    const res = await request.post('/api/products', {
      headers: auth,
      data: {
        channelId: channel?.id,
        type: 'vod',
        plan: 'paid',
        totalPrice: 1100,
        taxRate: 10,
        title,
        status,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { slug: string }).slug;
  };
  const published = await create(`Estreno público ${tag}`, 'published');
  const draft = await create(`Borrador secreto ${tag}`, 'draft');

  await test.step('sitemap.xml', async () => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${origin}/products/${published}?hl=es</loc>`);
    expect(xml).toContain(`<loc>${origin}/products/${published}?hl=pt</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${origin}/products/${published}"`);
    expect(xml).not.toContain(`/products/${draft}`);
    expect(xml).toContain(`<loc>${origin}/help/player/quality?hl=en</loc>`);
    expect(xml).toContain(`<loc>${origin}/page/sobre-platea?hl=es</loc>`);
    expect(xml).not.toContain('/page/prensa');
  });

  await test.step('robots.txt', async () => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /manage');
    expect(text).toContain('Disallow: /mystuff');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  await test.step('a product page: canonical, hreflang alternates and Open Graph, each language at its own address', async () => {
    await page.goto(`/products/${published}?hl=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/products/${published}?hl=en`,
    );
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual([
      `es ${origin}/products/${published}?hl=es`,
      `en ${origin}/products/${published}?hl=en`,
      `pt ${origin}/products/${published}?hl=pt`,
      `x-default ${origin}/products/${published}`,
    ]);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin}/products/${published}?hl=en`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `Estreno público ${tag} · Platea`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');

    // A crawler has no cookie: the Portuguese address serves Portuguese to it.
    const crawler = await browser.newContext();
    const fresh = await crawler.newPage();
    await fresh.goto(`${origin}/products/${published}?hl=pt`);
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(fresh.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/products/${published}?hl=pt`,
    );
    await crawler.close();

    // The language switch still wins over the pinned address, and comes back without either parameter.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(`${origin}/products/${published}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
