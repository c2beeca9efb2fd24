import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

// Issue 19 §4: `npm start` on its default embedded PostgreSQL, SIGTERM while 48 requests are in flight.
// The database must be the last thing to stop: nothing lost, nothing cut, exit 0.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-sigterm-'));
chmodSync(dataDir, 0o755);
let child: ChildProcess | null = null;

beforeAll(() => {
  // The home page is rendered by the built site (incremental: a no-op when it is up to date).
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the site and back office did not build');
}, 600_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 500));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = { kind: string; ok: boolean; detail: string };

/** Sends one request and reads its whole body: a reset, a 5xx or a body cut mid-stream is a loss. */
async function whole(
  kind: string,
  url: string,
  init: RequestInit,
  check: (status: number, body: string) => boolean,
): Promise<Outcome> {
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    return { kind, ok: check(res.status, body), detail: `${res.status} ${body.slice(-80)}` };
  } catch (err) {
    const cause = (err as Error & { cause?: Error }).cause;
    return { kind, ok: false, detail: `failed: ${cause?.message ?? (err as Error).message}` };
  }
}

describe('SIGTERM on the embedded database of npm start', () => {
  it('answers all 48 in-flight requests whole, stops PostgreSQL last and exits 0', async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      SEED_DEMO_MEDIA: 'false',
      TRUST_PROXY: 'true',
      SCRYPT_COST: '12',
      SHUTDOWN_TIMEOUT_SECONDS: '60',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    };
    delete env.DATABASE_URL;
    delete env.PLATEA_ROLES;
    delete env.WORKERS;
    const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let log = '';
    server.stdout?.on('data', (d) => {
      log += d;
    });
    server.stderr?.on('data', (d) => {
      log += d;
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    await expect
      .poll(() => log.includes('Platea is ready at'), { timeout: 180_000, interval: 200 })
      .toBe(true);
    const base = `http://127.0.0.1:${port}`;

    // The admin signs in before the burst: the exports run under that session.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({ email: 'admin@platea.test', password: 'Admin.2026' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^platea_session=/);
    const total = Number(
      (await fetch(`${base}/api/products?range=[0,0]`)).headers.get('content-range')?.split('/')[1],
    );
    expect(total).toBeGreaterThan(0);
    const listed = Math.min(100, total);

    const accounts = [
      ['admin@platea.test', 'Admin.2026'],
      ['producer@platea.test', 'Producer.2026'],
      ['viewer@platea.test', 'Viewer.2026'],
      ['orquesta@platea.test', 'Producer.2026'],
    ];
    const inFlight: Promise<Outcome>[] = [
      ...Array.from({ length: 12 }, (_, i) =>
        whole(
          'sign-in',
          `${base}/api/auth/login`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 10}` },
            body: JSON.stringify({ email: accounts[i % 4][0], password: accounts[i % 4][1] }),
          },
          (status, body) => status === 200 && body.includes('"email"'),
        ),
      ),
      ...Array.from({ length: 6 }, () =>
        whole('sales csv', `${base}/api/sales/export.csv`, { headers: { cookie } }, (status, body) => {
          const lines = body.split('\r\n').filter(Boolean);
          return status === 200 && body.endsWith('\r\n') && lines.length >= 1;
        }),
      ),
      ...Array.from({ length: 6 }, () =>
        whole(
          'home page',
          `${base}/`,
          { headers: { accept: 'text/html' } },
          (status, body) => status === 200 && body.trimEnd().endsWith('</html>'),
        ),
      ),
      ...Array.from({ length: 24 }, () =>
        whole('product list', `${base}/api/products?range=[0,99]`, {}, (status, body) => {
          if (status !== 200) return false;
          try {
            return (JSON.parse(body) as unknown[]).length === listed;
          } catch {
            return false;
          }
        }),
      ),
    ];
    expect(inFlight).toHaveLength(48);
    await new Promise((r) => setTimeout(r, 300));
    server.kill('SIGTERM');

    const outcomes = await Promise.all(inFlight);
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r('still running'), 90_000)),
    ]);
    const lost = outcomes.filter((o) => !o.ok);
    expect(lost, `lost: ${JSON.stringify(lost, null, 1)}\n${log}`).toEqual([]);
    expect(code).toBe(0);
    expect(log).toMatch(/server\.stopped/);
    expect(log).not.toMatch(/terminating connection/);
    expect(log).not.toMatch(/stopped unexpectedly/);
    // PostgreSQL went down with the process, cleanly: nothing answers on its port any more.
    await expect(fetch(`http://127.0.0.1:${pgPort}`)).rejects.toThrow();
  }, 400_000);
});
