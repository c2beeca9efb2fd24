import { type ChildProcess, spawn } from 'node:child_process';
import { findBrowser, NO_BROWSER_MESSAGE } from '../tests/e2e/browser.ts';
import { freePort, startTestDatabaseServer, type TestDatabaseServer } from '../tests/embedded-db.ts';

/**
 * `npm test` (all), `npm run test:api` (api), `npm run test:e2e` (e2e). When TEST_DATABASE_URL and
 * E2E_DATABASE_URL are unset, the run brings its own PostgreSQL (embedded, free port, temporary folder)
 * and removes it afterwards, also when the run fails or is interrupted. Arguments after the mode go to
 * Vitest or Playwright.
 */
const [mode = 'all', ...extra] = process.argv.slice(2);
if (!['all', 'api', 'e2e'].includes(mode)) {
  console.error(`usage: scripts/test.ts [all|api|e2e] [args for vitest/playwright]`);
  process.exit(2);
}

let server: TestDatabaseServer | null = null;
const children = new Set<ChildProcess>();
let interrupted = false;

async function cleanup() {
  if (server) {
    const s = server;
    server = null;
    await s.stop().catch((e) => console.error(`test: could not stop the test database: ${e}`));
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\ntest: ${signal}, stopping`);
    for (const child of children) child.kill(signal);
    void cleanup().finally(() => process.exit(130));
  });
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, { stdio: 'inherit', env });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (err) => {
      console.error(`test: ${command}: ${err.message}`);
      resolve(1);
    });
  });
}

/**
 * Commands side by side, each one's output held and printed whole when it ends, in the order given: the
 * checks (three type checkers and the linter) took 66 s one after another and leave a core idle while
 * each of them reads its files.
 */
async function runTogether(commands: Array<[string, string[]]>): Promise<number> {
  const runs = commands.map(
    ([command, args]) =>
      new Promise<{ code: number; output: string }>((resolve) => {
        const chunks: Buffer[] = [];
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        children.add(child);
        child.stdout?.on('data', (d: Buffer) => chunks.push(d));
        child.stderr?.on('data', (d: Buffer) => chunks.push(d));
        const output = () => Buffer.concat(chunks).toString();
        child.on('close', (code, signal) => {
          children.delete(child);
          resolve({ code: code ?? (signal ? 1 : 0), output: output() });
        });
        child.on('error', (err) => resolve({ code: 1, output: `test: ${command}: ${err.message}\n` }));
      }),
  );
  let failed = 0;
  for (const [i, done] of runs.entries()) {
    const { code, output } = await done;
    console.log(`\n$ ${commands[i].flat().join(' ')}${code === 0 ? '' : ` (exit ${code})`}`);
    if (output) process.stdout.write(output);
    if (code !== 0) failed = code;
  }
  return failed;
}

async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
  const env = { ...process.env };
  if (env.TEST_DATABASE_URL && env.E2E_DATABASE_URL) return env;
  const started = Date.now();
  server = await startTestDatabaseServer();
  const base = new URL(server.url);
  const at = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  env.TEST_DATABASE_URL ??= at('platea_test');
  env.E2E_DATABASE_URL ??= at('platea_e2e');
  console.log(
    `test: embedded PostgreSQL on ${base.host} (${server.dataDir}), ready in ${Date.now() - started} ms`,
  );
  return env;
}

async function main(): Promise<number> {
  const steps: Array<() => Promise<number>> = [];
  if (mode === 'all') {
    // `npm run typecheck` and `npm run lint`, side by side.
    steps.push(() =>
      runTogether([
        ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
        ['npm', ['run', '--silent', 'typecheck', '-w', 'site']],
        ['npm', ['run', '--silent', 'typecheck', '-w', 'backoffice']],
        ['npm', ['run', '--silent', 'lint']],
      ]),
    );
  }
  if (mode === 'e2e' || mode === 'all') {
    // Say what to install before anything slow runs.
    if (!findBrowser().path) {
      if (process.env.CHROMIUM_PATH)
        console.error(`test: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
      console.error(NO_BROWSER_MESSAGE);
      return 1;
    }
  }
  let env: NodeJS.ProcessEnv | null = null;
  const withDb = async () => {
    env ??= await databaseEnv();
    return env;
  };
  // The build before the API files: one of them starts `npm start` as a user would (it builds what is out of
  // date), and a build running beside the files that start web processes would remove the site under them.
  if (mode === 'all') steps.push(() => run('npm', ['run', '--silent', 'build']));
  if (mode === 'api' || mode === 'all') {
    steps.push(async () => run('npx', ['vitest', 'run', ...(mode === 'api' ? extra : [])], await withDb()));
  }
  if (mode === 'e2e' || mode === 'all') {
    steps.push(async () => {
      const e2eEnv = { ...(await withDb()) };
      e2eEnv.E2E_PORT ??= String(await freePort());
      // The live journeys broadcast to the server's RTMP ingest: a free port too.
      e2eEnv.E2E_RTMP_PORT ??= String(await freePort());
      // Named journeys run by themselves: without --no-deps, naming one of the site-wide journeys
      // (playwright.config.ts) would run every other journey first, as their project's dependency.
      const args = mode === 'e2e' ? extra : [];
      const named = args.some((a) => !a.startsWith('-'));
      if (named) return run('npx', ['playwright', 'test', '--no-deps', ...args], e2eEnv);
      // The whole suite in two runs (each on a fresh database): the journeys that share nothing, then the
      // site-wide ones one at a time. Both always run, so one failure cannot hide the other run's results.
      const isolated = await run('npx', ['playwright', 'test', '--project=desktop', ...args], e2eEnv);
      if (interrupted) return 130;
      const siteWide = await run(
        'npx',
        ['playwright', 'test', '--project=site-wide', '--no-deps', ...args],
        e2eEnv,
      );
      return isolated || siteWide;
    });
  }
  for (const step of steps) {
    const code = await step();
    if (code !== 0 || interrupted) return code || 130;
  }
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`test: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await cleanup();
}
process.exit(code);
