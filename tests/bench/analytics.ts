import { QueryTypes, type Sequelize } from 'sequelize';
import { newToken, SESSION_TTL_MS } from '../../api/src/accounts/services/tokens.ts';
import { madridToday } from '../../api/src/analytics/services/period.ts';
import { rollViewing } from '../../api/src/analytics/services/rollup.ts';
import { createApp } from '../../api/src/app.ts';
import { createSequelize } from '../../models/database.ts';
import { AuthToken, Channel, User } from '../../models/index.ts';
import { migrate } from '../../models/migrate.ts';
import { seedAnalytics } from './analytics-seed.ts';

// `node --import tsx tests/bench/analytics.ts`: issue 23's speed check. Over a year of data (seeded by
// analytics-seed.ts into BENCH_DATABASE_URL when it holds none: 1M viewing sessions, 200k orders, 50
// channels) each analytics screen is called through the app as an organizer and as an administrator,
// for a month and a year (after the viewing rollup has caught up, as its job keeps it); the statements it
// ran are then replayed under EXPLAIN ANALYZE, beside a bare count of the same viewing sessions. The goal: every screen under 300 ms. Never run by CI.
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/platea_bench_analytics';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const sequelize: Sequelize = createSequelize(url, { pool: 10 });
await migrate(sequelize);
const [{ n }] = await sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM viewing_sessions`, {
  type: QueryTypes.SELECT,
});
if (n < 900_000) {
  console.log('seeding a year of analytics data…');
  await seedAnalytics(sequelize);
}
// What the job analytics.roll-viewing does every ten minutes (twenty seconds at a time), all at once.
{
  const t = performance.now();
  const units = await rollViewing(new Date(), Number.POSITIVE_INFINITY);
  if (units)
    console.log(`rolled ${units} days, weeks and months in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

// Every statement the app runs while `recording` is set, with its bind values.
let recording: { sql: string; bind: unknown[] }[] | null = null;
const query = sequelize.query.bind(sequelize);
(sequelize as unknown as { query: unknown }).query = (sql: string, options?: { bind?: unknown[] }) => {
  if (
    recording &&
    typeof sql === 'string' &&
    /^\s*(WITH|SELECT)/i.test(sql) &&
    /viewing_sessions|sales_daily|page_views_daily|FROM users/.test(sql)
  ) {
    recording.push({ sql, bind: options?.bind ?? [] });
  }
  return query(sql, options as never);
};

async function tokenFor(user: User) {
  const { token, hash } = newToken();
  await AuthToken.create({
    userId: user.id,
    kind: 'session',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    usedAt: null,
    lastUsedAt: new Date(),
    userAgent: null,
    ip: null,
  });
  return token;
}
const admin =
  (await User.findOne({ where: { email: 'bench-admin@example.test' } })) ??
  (await User.create({
    email: 'bench-admin@example.test',
    passwordHash: 'x',
    roles: ['ADMIN', 'USER'],
    status: 'approved',
    activatedAt: new Date(),
    language: 'en',
  } as never));
const channel = (await Channel.findOne({ where: { slug: 'bench-canal-0' } })) as Channel;
const organizer = (await User.findByPk(channel.userId)) as User;
const [{ id: productId }] = await sequelize.query<{ id: number }>(
  `SELECT product_id AS id FROM viewing_sessions WHERE channel_id = $1 AND duration_seconds IS NOT NULL
    GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  { bind: [channel.id], type: QueryTypes.SELECT },
);
const tokens = { organizer: await tokenFor(organizer), admin: await tokenFor(admin) };
const app = createApp();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A bare count of the viewing sessions the screen reads (same range and channels), timed. */
async function bareCount(range: 'month' | 'year', scope: number[] | null): Promise<[number, number]> {
  const days = range === 'month' ? 30 : 365;
  const from = new Date(Date.now() - days * 86_400_000);
  const sql = `SELECT count(*)::int AS n FROM viewing_sessions WHERE started_at >= $1
    ${scope ? 'AND channel_id = ANY($2::integer[])' : ''}`;
  const t = performance.now();
  const [row] = await query(sql, { bind: scope ? [from, scope] : [from], type: QueryTypes.SELECT });
  return [performance.now() - t, (row as { n: number }).n];
}

/** The slowest statement of a call, replayed under EXPLAIN ANALYZE, and the scans it used on the big tables. */
async function explain(statements: { sql: string; bind: unknown[] }[]) {
  let slowest = 0;
  const scans = new Set<string>();
  for (const s of statements) {
    // As the app runs it (api/src/analytics/services/sql.ts: selectViewing's work_mem).
    const [row] = await sequelize.transaction(async (transaction) => {
      await query(`SET LOCAL work_mem = '64MB'`, { transaction });
      return query(`EXPLAIN (ANALYZE, FORMAT JSON) ${s.sql}`, {
        bind: s.bind,
        type: QueryTypes.SELECT,
        transaction,
      });
    });
    const plan = (row as { 'QUERY PLAN': { 'Execution Time': number; Plan: Node }[] })['QUERY PLAN'][0];
    slowest = Math.max(slowest, plan['Execution Time']);
    walk(plan.Plan, (node) => {
      if (node['Relation Name'] === 'viewing_sessions' || node['Relation Name'] === 'sales_daily') {
        scans.add(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`);
      }
    });
  }
  return { slowest, scans: [...scans].join('; ') };
}
interface Node {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: Node[];
}
function walk(node: Node, visit: (n: Node) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

console.log(
  `analytics bench: ${n} viewing sessions; organizer channel ${channel.id}, product ${productId}; today ${madridToday()}`,
);
console.log(
  `${'screen'.padEnd(34)} ${'who'.padEnd(9)} ${'range'.padEnd(5)} ${'API ms'.padStart(7)} ${'SQL ms'.padStart(7)} ${'bare'.padStart(6)} ${'rows'.padStart(8)}  scans`,
);
const screens: [string, 'organizer' | 'admin'][] = [
  ['/overview', 'organizer'],
  ['/products', 'organizer'],
  [`/products/${productId}`, 'organizer'],
  ['/channels', 'organizer'],
  ['/overview', 'admin'],
  ['/products', 'admin'],
  [`/products/${productId}`, 'admin'],
  ['/channels', 'admin'],
  ['/users', 'admin'],
  ['/web', 'admin'],
];
let worst = 0;
for (const range of ['month', 'year'] as const) {
  for (const [path, who] of screens) {
    const target = `/api/analytics${path}?range=${range}`;
    const headers = { authorization: `Bearer ${tokens[who]}` };
    const first = await app.request(target, { headers });
    if (first.status !== 200) throw new Error(`${target}: ${first.status} ${await first.text()}`);
    await first.text();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await (await app.request(target, { headers })).text();
      times.push(performance.now() - t);
    }
    recording = [];
    await (await app.request(target, { headers })).text();
    const statements = recording;
    recording = null;
    const { slowest, scans } = await explain(statements);
    const [bare, rows] = await bareCount(range, who === 'organizer' ? [channel.id] : null);
    const ms = median(times);
    worst = Math.max(worst, ms);
    console.log(
      `${path.replace(String(productId), ':id').padEnd(34)} ${who.padEnd(9)} ${range.padEnd(5)} ${ms.toFixed(0).padStart(7)} ${slowest.toFixed(0).padStart(7)} ${bare.toFixed(0).padStart(6)} ${String(rows).padStart(8)}  ${scans}`,
    );
  }
}
console.log(`slowest screen: ${worst.toFixed(0)} ms (goal: under 300 ms)`);
await sequelize.close();
process.exit(0);
