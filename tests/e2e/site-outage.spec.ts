import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, Socket as NetSocket, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { LANG_COOKIE } from '../../api/src/shared/locale.ts';
import { E2E_DATABASE_URL } from '../db.ts';
import { freePort } from '../embedded-db.ts';

/**
 * A database outage seen from the site: pages answer 503 with Retry-After (like the API), showing the
 * site's error page in the visitor's language, for signed-out and signed-in visitors alike.
 *
 * The journeys' server must keep its database, so this one starts a second server of its own on the same
 * database, through a TCP proxy the test can cut: the database "goes away" for that server only.
 */
const VIEWER = { email: 'viewer@platea.test', password: 'Viewer.2026' };
const target = new URL(E2E_DATABASE_URL);
const sockets = new Set<Socket>();
let proxy: Server | null = null;
let proxyPort = 0;
let server: ChildProcess | null = null;

function startProxy(): Promise<void> {
  return new Promise((resolve) => {
    proxy = createServer((client) => {
      const upstream = new NetSocket();
      sockets.add(client).add(upstream);
      upstream.connect(Number(target.port || 5432), target.hostname);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    proxy.listen(proxyPort, '127.0.0.1', () => {
      const address = proxy?.address();
      if (address && typeof address === 'object') proxyPort = address.port;
      resolve();
    });
  });
}

function cutProxy(): Promise<void> {
  for (const s of sockets) s.destroy();
  sockets.clear();
  return new Promise((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
}

test.afterAll(async () => {
  server?.kill('SIGKILL');
  await cutProxy();
});

test('during a database outage pages answer 503 with Retry-After and the error page in the visitor language', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await startProxy();
  const port = await freePort();
  const db = new URL(E2E_DATABASE_URL);
  db.host = `127.0.0.1:${proxyPort}`;
  const base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: db.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      SEED_DEMO_MEDIA: 'false',
      WORKERS: 'off',
      RTMP_PORT: String(await freePort()),
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SMTP_URL: '',
      SCRYPT_COST: '12',
      DATA_DIR: join(tmpdir(), `platea-e2e-outage-${port}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (d) => {
    log += d;
  });
  server.stderr?.on('data', (d) => {
    log += d;
  });
  await expect.poll(() => log.includes('Platea is ready at'), { timeout: 90_000 }).toBe(true);

  // The site speaks the language chosen in its selector (a cookie), else Spanish.
  const spanish = await browser.newContext({ baseURL: base });
  const english = await browser.newContext({ baseURL: base });
  await english.addCookies([{ name: LANG_COOKIE, value: 'en', url: base }]);
  const signedIn = await browser.newContext({ baseURL: base });
  await signedIn.addCookies([{ name: LANG_COOKIE, value: 'pt', url: base }]);
  const login = await signedIn.request.post('/api/auth/login', { data: VIEWER });
  expect(login.status(), await login.text()).toBe(200);
  const page = await spanish.newPage();
  expect((await page.goto('/shop'))?.status()).toBe(200);
  // While the database is up the error page has no address of its own (signed out: home, like any unknown path).
  await page.goto('/500');
  await expect(page).toHaveURL(`${base}/`);

  await cutProxy();
  await test.step('a signed-out visitor, in Spanish and in English', async () => {
    for (const [context, title, lang] of [
      [spanish, 'El servicio no está disponible en este momento', 'es'],
      [english, 'The service is briefly unavailable', 'en'],
    ] as const) {
      const visitor = await context.newPage();
      for (const path of ['/', '/shop', '/products/any-product']) {
        const res = await visitor.goto(path);
        expect(res?.status(), path).toBe(503);
        expect(res?.headers()['retry-after'], path).toBe('5');
        expect(res?.headers()['content-type'], path).toMatch(/^text\/html/);
      }
      await visitor.goto('/mystuff');
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
      await visitor.screenshot({ path: join(tmpdir(), `site-outage-${lang}.png`) });
    }
  });

  await test.step('a signed-in visitor sees the error page in their language, not JSON or the login', async () => {
    const visitor = await signedIn.newPage();
    const res = await visitor.goto('/mystuff');
    expect(res?.status()).toBe(503);
    expect(res?.headers()['retry-after']).toBe('5');
    await expect(visitor).toHaveURL(`${base}/mystuff`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'O serviço está momentaneamente indisponível',
    );
    await expect(visitor.getByText('Tente novamente dentro de alguns segundos.')).toBeVisible();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.screenshot({ path: join(tmpdir(), 'site-outage-phone.png'), fullPage: true });
  });
});
