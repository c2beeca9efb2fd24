import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// `node --import tsx tests/bench/page-js.ts` (after `npm run build`): the JavaScript each site page makes
// the browser may load, gzipped, following every import of every script, island (client:visible ones too,
// though they load only when scrolled to) and renderer. Never run by
// CI; the e2e test tests/e2e/page-weight.spec.ts holds the rule (no framework JS without an island).
// Pages are rendered in-process by the real server on the bench database (BENCH_DATABASE_URL).

const CLIENT = resolve(import.meta.dirname, '../../site/dist/client');

/** The module URLs a page's HTML loads: module scripts, island components and their renderers. */
export function entryScripts(html: string): string[] {
  const found = new Set<string>();
  const attr = /(?:<script[^>]*\bsrc|component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g;
  for (const m of html.matchAll(attr)) found.add(m[1]);
  // Small scripts are inlined by Astro: their imports count.
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of imports(m[1], '/')) found.add(i);
  }
  return [...found];
}

function imports(code: string, from: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g)) {
    out.push(new URL(m[1], `http://x${from}`).pathname);
  }
  return out;
}

/** Every file a set of entry modules loads, with its raw and gzipped size. */
export function closure(entries: string[]) {
  const seen = new Map<string, { raw: number; gzip: number; react: boolean }>();
  const queue = [...entries];
  while (queue.length) {
    const path = queue.shift() as string;
    if (seen.has(path) || !path.startsWith('/_astro/')) continue;
    const code = readFileSync(resolve(CLIENT, `.${path}`));
    const text = code.toString('utf8');
    seen.set(path, {
      raw: code.length,
      gzip: gzipSync(code).length,
      react: text.includes('Symbol.for("react.'),
    });
    queue.push(...imports(text, path));
  }
  return seen;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/.*\/tests\//, '/tests/'))) {
  process.env.LOG_LEVEL ??= 'warn';
  const { createApp } = await import('../../api/src/app.ts');
  const { mountFrontends } = await import('../../api/src/site.ts');
  const { createSequelize } = await import('../../models/database.ts');
  const { migrate } = await import('../../models/migrate.ts');
  const { seedDemo } = await import('../../seeds/index.ts');
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench';
  const sequelize = createSequelize(url);
  await migrate(sequelize);
  await seedDemo(sequelize);
  const { serve } = await import('@hono/node-server');
  const app = createApp();
  await mountFrontends(app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  const pages = [
    '/',
    '/aviso-legal',
    '/login',
    '/logup',
    '/recovery-password',
    '/channels',
    '/products/la-vida-es-sueno',
    '/search-results?q=orquesta',
    '/schedule',
    '/help',
    '/organizers',
  ];
  console.log(
    `${'page'.padEnd(34)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  react`,
  );
  for (const page of pages) {
    const res = await fetch(`http://localhost:${port}${page}`);
    const files = closure(entryScripts(await res.text()));
    const sum = (k: 'raw' | 'gzip') => [...files.values()].reduce((a, f) => a + f[k], 0) / 1024;
    const react = [...files.values()].some((f) => f.react);
    console.log(
      `${`${page} (${res.status})`.padEnd(34)} ${String(files.size).padStart(5)} ${sum('raw').toFixed(1).padStart(8)} ${sum('gzip').toFixed(1).padStart(8)}  ${react ? 'yes' : 'no'}`,
    );
  }
  server.close();
  await sequelize.close();
}
