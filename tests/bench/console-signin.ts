import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findBrowser } from '../e2e/browser.ts';

// `node --import tsx tests/bench/console-signin.ts` (after `npm run build`): how long a cold load of each
// console's sign-in page takes until its form is on screen, median of 5 loads in a fresh browser context
// (no cache), printed next to a bare static HTML form served by the same server in the same run — the
// ratio is what compares across machines and loads (issue 19: the form in under 1 s, where it waited for
// the whole react-admin bundle). Also prints the gzipped JS+CSS each page fetched until then. Never run by CI.
// Pages are served by the real server on the bench database (BENCH_DATABASE_URL).

const RUNS = 5;
const BARE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Platea</title></head><body>
<main><h1>Inicia sesión en Platea</h1><form><label for="e">Correo electrónico</label><input id="e" type="email">
<label for="p">Contraseña</label><input id="p" type="password"><button>Entrar</button></form></main></body></html>`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

process.env.LOG_LEVEL ??= 'warn';
const { createApp } = await import('../../api/src/app.ts');
const { mountFrontends } = await import('../../api/src/site.ts');
const { createSequelize } = await import('../../models/database.ts');
const { migrate } = await import('../../models/migrate.ts');
const { seedDemo } = await import('../../seeds/index.ts');
const { recreateDatabase } = await import('../db.ts');
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench';
await recreateDatabase(url);
const sequelize = createSequelize(url);
await migrate(sequelize);
await seedDemo(sequelize);
const { serve } = await import('@hono/node-server');
const app = createApp();
app.get('/bench-bare-form', (c) => c.html(BARE));
await mountFrontends(app);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const { port } = server.address() as { port: number };
const browser = await chromium.launch({
  executablePath: findBrowser().path ?? undefined,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function coldLoad(path: string): Promise<{ ms: number; kb: number }> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, locale: 'es-ES' });
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(res.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  const started = performance.now();
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByLabel('Correo electrónico').waitFor({ state: 'visible' });
  const ms = performance.now() - started;
  const bytes = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ms, kb: bytes / 1024 };
}

console.log(
  `${'page'.padEnd(24)} ${'median ms'.padStart(10)} ${'× bare'.padStart(8)} ${'gzip KB'.padStart(8)}`,
);
const rows: [string, number, number][] = [];
for (const path of ['/bench-bare-form', '/account/login', '/manage/login', '/account']) {
  const loads = [];
  for (let i = 0; i < RUNS; i++) loads.push(await coldLoad(path));
  rows.push([path, median(loads.map((l) => l.ms)), median(loads.map((l) => l.kb))]);
}
const bare = rows[0][1];
for (const [path, ms, kb] of rows) {
  console.log(
    `${path.padEnd(24)} ${ms.toFixed(0).padStart(10)} ${(ms / bare).toFixed(2).padStart(8)} ${kb.toFixed(1).padStart(8)}`,
  );
}
await browser.close();
server.close();
await sequelize.close();
