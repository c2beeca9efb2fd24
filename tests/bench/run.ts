import { QueryTypes } from 'sequelize';
import { hashToken } from '../../api/src/accounts/services/tokens.ts';
import { createApp } from '../../api/src/app.ts';
import { prepareQueues } from '../../api/src/jobs/index.ts';
import { listenForChanges } from '../../api/src/lib/db-changes.ts';
import { createSequelize } from '../../models/database.ts';
import { migrate } from '../../models/migrate.ts';
import { seedDemo } from '../../seeds/index.ts';
import { recreateDatabase } from '../db.ts';
import { benchCommerce } from './checkout.ts';
import { benchHttp } from './http.ts';

// `npm run bench`: each API path is timed next to the bare SQL it needs, in the same process, and the
// ratio is printed. Ratios, not absolute numbers, are what compare across machines. Never run by CI.
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench';
await recreateDatabase(url);
const sequelize = createSequelize(url, { pool: 20 });
await migrate(sequelize);
await prepareQueues(url);
await seedDemo(sequelize);
const stopSettingsCache = await listenForChanges(url);
const app = createApp();

async function rate(label: string, fn: () => Promise<unknown>, ms = 3000, concurrency = 10): Promise<number> {
  for (let i = 0; i < 50; i++) await fn(); // warm-up
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await fn();
        done++;
      }
    }),
  );
  const perSecond = done / (ms / 1000);
  console.log(`${label.padEnd(48)} ${perSecond.toFixed(0).padStart(8)} /s`);
  return perSecond;
}

const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'viewer@platea.test', password: 'Viewer.2026' }),
});
const { token, user: viewer } = (await login.json()) as { token: string; user: { id: number } };

const rows: [string, number, number][] = [];
{
  const api = await rate('GET /api/config', async () => (await app.request('/api/config')).text());
  const bare = await rate('  bare: SELECT settings row', () =>
    sequelize.query(`SELECT value FROM settings WHERE key = 'site'`, { type: QueryTypes.SELECT }),
  );
  rows.push(['GET /api/config', api, bare]);
}
{
  const headers = { authorization: `Bearer ${token}` };
  const api = await rate('GET /api/auth/me (bearer)', async () =>
    (await app.request('/api/auth/me', { headers })).text(),
  );
  const hash = hashToken(token);
  const bare = await rate('  bare: token + user join', () =>
    sequelize.query(
      `SELECT u.* FROM auth_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = :hash AND t.kind = 'session' AND t.expires_at > now()`,
      { replacements: { hash }, type: QueryTypes.SELECT },
    ),
  );
  rows.push(['GET /api/auth/me', api, bare]);
}
// Commerce: checkout orders per minute, the catalogue list and my stuff (tests/bench/checkout.ts).
rows.push(...(await benchCommerce(app, sequelize)));
// Over HTTP: the real server (API routes) against a bare Hono + pg server, 50 connections.
rows.push(...(await benchHttp(app.fetch, url, { token, userId: viewer.id })));
console.log('\nAPI throughput as a share of the bare query (1.00 = no overhead):');
for (const [label, api, bare] of rows) console.log(`  ${label.padEnd(24)} ${(api / bare).toFixed(2)}`);
await stopSettingsCache();
await sequelize.close();
