import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../db.ts';

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('stops accepting, finishes all 24 in-flight requests, then exits 0 within the deadline', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: TEST_DATABASE_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        WORKERS: 'inline',
        // Real password hashing: each sign-in takes real time (~0.25 s here at 2^15; the hashes pass one
        // gate, one at a time on two cores), so the requests are still running when the signal arrives,
        // all 24 (~8 s alone) well inside the deadline, also beside another test file's processes.
        SCRYPT_COST: '15',
        SHUTDOWN_TIMEOUT_SECONDS: '60',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
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
    let exitCode: number | null | undefined;
    const exited = new Promise<number | null>((resolve) =>
      server.on('exit', (code) => {
        exitCode = code;
        resolve(code);
      }),
    );
    // A server that could not start says why in the failure (its log), not only that it never got ready.
    await expect
      .poll(
        () =>
          log.includes('Platea is ready at')
            ? 'ready'
            : exitCode === undefined
              ? 'starting'
              : `exited ${exitCode}: ${log}`,
        { timeout: 60_000, interval: 100 },
      )
      .toBe('ready');

    const base = `http://127.0.0.1:${port}`;
    const inFlight = Array.from({ length: 24 }, (_, i) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i + 1}` },
        body: JSON.stringify({ email: `nobody-${i}-${Date.now()}@platea.test`, password: 'Wrong.Pass1' }),
      }).then(
        (res) => res.status,
        (err: Error) => `failed: ${(err.cause as Error | undefined)?.message ?? err.message}`,
      ),
    );
    // Long enough for every connection to be accepted, far shorter than the hashing they wait for.
    await new Promise((r) => setTimeout(r, 400));
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    // While it drains it says it is stopping, so a load balancer takes it out.
    await expect
      .poll(async () => (await fetch(`${base}/api/health`).then((r) => r.json())).reason, {
        timeout: 900,
        interval: 50,
      })
      .toBe('stopping');

    // Every request already received gets its whole answer (a wrong password is a complete 401).
    expect(await Promise.all(inFlight)).toEqual(Array(24).fill(401));
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(60_000);
    expect(log).toMatch(/server\.stopping/);
    expect(log).toMatch(/server\.stopped/);
    expect(log).not.toMatch(/ERR_HTTP_HEADERS_SENT|ECONNRESET/);
    // ...and nothing new is accepted once it has gone.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 120_000);
});
