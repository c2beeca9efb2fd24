import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Builds the site and the back office, each only when its sources changed since its last build, so that
// a restart of `npm start` takes seconds. `--force` rebuilds everything.
const root = resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');

const targets = [
  {
    workspace: 'site',
    inputs: ['site/src', 'site/public', 'site/astro.config.mjs', 'site/package.json'],
    out: 'site/dist',
  },
  {
    workspace: 'backoffice',
    inputs: [
      'backoffice/src',
      'backoffice/index.html',
      'backoffice/vite.config.ts',
      'backoffice/package.json',
    ],
    out: 'backoffice/dist',
  },
];

function newest(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

const lockTime = newest('package-lock.json');
let failed = false;
for (const t of targets) {
  const stamp = join(root, t.out, '.build-stamp');
  const sourceTime = Math.max(lockTime, ...t.inputs.map(newest));
  const built = existsSync(stamp) ? Number(readFileSync(stamp, 'utf8')) : 0;
  if (!force && built >= sourceTime) {
    console.log(`${t.workspace}: up to date`);
    continue;
  }
  console.log(`${t.workspace}: building...`);
  const started = Date.now();
  // Always the production build (React's development build is twice the weight): a caller running
  // under NODE_ENV=test (a test that builds before it starts a server) must not leave a dev build behind.
  const r = spawnSync('npm', ['run', 'build', '-w', t.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) {
    failed = true;
    console.error(`${t.workspace}: build failed`);
    continue;
  }
  writeFileSync(stamp, String(sourceTime));
  console.log(`${t.workspace}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
