import { type ChildProcess, spawn } from 'node:child_process';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../db.ts';
import { freePort } from '../embedded-db.ts';

const { connectionOf } = await import('../../models/columns.ts');
const { User } = await import('../../models/index.ts');
const { sweepJob } = await import('../../api/src/jobs/maintenance.ts');

const sequelize = () => connectionOf(User);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** `npm start` (api/src/server.ts) with PLATEA_ROLES, on the test database, and its log. */
function start(roles: string, port: number, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: TEST_DATABASE_URL,
    PLATEA_ROLES: roles,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    WORKER_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    ...extra,
  };
  delete env.WORKERS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { log: '' };
  child.stdout?.on('data', (d) => {
    out.log += d;
  });
  child.stderr?.on('data', (d) => {
    out.log += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, exited };
}

const jobState = async (id: string) => {
  const [rows] = await sequelize().query(`SELECT state FROM pgboss.job WHERE id = '${id}'`);
  return (rows as { state: string }[])[0]?.state;
};

/** Whether a TCP connection to the port on loopback is accepted. */
const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const answers = (url: string) =>
  fetch(url).then(
    (r) => r.status,
    () => 'refused',
  );

describe('process roles (PLATEA_ROLES) against one database', () => {
  it('a web-only process serves HTTP and runs no job; a worker-only one runs it and opens no port', async () => {
    const [webPort, workerPort] = [await freePort(), await freePort()];
    const web = start('web', webPort);
    await expect.poll(() => web.out.log.includes('Platea is ready at'), { timeout: 90_000 }).toBe(true);
    expect(await answers(`http://127.0.0.1:${webPort}/api/health`)).toBe(200);

    // A job waits in the queue: the web process never takes it (its workers would within a second).
    const id = await sequelize().transaction((transaction) => sweepJob.enqueue({}, transaction));
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await jobState(id)).toBe('created');
    expect(web.out.log).not.toMatch(/jobs\.workers_started|maintenance\.swept/);

    const worker = start('worker', workerPort);
    await expect.poll(() => jobState(id), { timeout: 60_000, interval: 250 }).toBe('completed');
    expect(worker.out.log).toMatch(/Platea worker ready/);
    expect(worker.out.log).not.toMatch(/Platea is ready at/);
    // The worker's PORT stays closed: only the web role listens.
    expect(await answers(`http://127.0.0.1:${workerPort}/api/health`)).toBe('refused');

    // Both stop cleanly on SIGTERM.
    web.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await web.exited).toBe(0);
    expect(await worker.exited).toBe(0);
  }, 300_000);

  it('an ingest-only process takes RTMP on RTMP_PORT, opens no HTTP port and stops cleanly', async () => {
    const [port, rtmpPort] = [await freePort(), await freePort()];
    const ingest = start('ingest', port, { RTMP_PORT: String(rtmpPort) });
    await expect.poll(() => ingest.out.log.includes('server.ready'), { timeout: 90_000 }).toBe(true);
    expect(ingest.out.log).toContain(`Platea ingest ready on rtmp://127.0.0.1:${rtmpPort}/live`);
    expect(ingest.out.log).not.toMatch(/jobs\.workers_started|Platea is ready at/);
    expect(await answers(`http://127.0.0.1:${port}/api/health`)).toBe('refused');
    expect(await connects(rtmpPort)).toBe(true);
    ingest.child.kill('SIGTERM');
    expect(await ingest.exited).toBe(0);
  }, 120_000);

  it('refuses an unknown role with a clear message', async () => {
    const wrong = start('web,streaming', await freePort());
    expect(await wrong.exited).toBe(1);
    expect(wrong.out.log).toMatch(/Invalid environment variable PLATEA_ROLES/);
  }, 60_000);
});
