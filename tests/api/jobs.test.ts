import type { ChildProcess } from 'node:child_process';
import { freePort } from '../embedded-db.ts';

// Jobs enqueued here expire after 3 s when their worker dies, and are retried at once: a worker killed
// mid-job is replaced within seconds. Set before the app's modules load (they read it once).
// A port of its own: other test files run side by side with their own SMTP catchers.
const port = await freePort();
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.JOBS_EXPIRE_SECONDS = '3';
process.env.JOBS_RETRY_DELAY_SECONDS = '0';

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnWorker } from './helpers/workers.ts';

const { connectionOf } = await import('../../models/columns.ts');
const { EmailLog } = await import('../../models/index.ts');
const { sendActionMail } = await import('../../api/src/mail/mailer.ts');
const { uniqueEmail } = await import('./helpers/client.ts');

const sequelize = () => connectionOf(EmailLog);
const mail = (to: string) =>
  ({ type: 'activation', to, userId: null, lang: 'en', name: null, link: 'http://platea.test/x' }) as const;
const jobsFor = async (emailLogId: number) => {
  const [rows] = await sequelize().query(
    `SELECT state FROM pgboss.job WHERE name = 'mail.send' AND data->>'emailLogId' = '${emailLogId}'`,
  );
  return rows as Array<{ state: string }>;
};

describe('jobs are enqueued with the transaction that causes them', () => {
  it('a rolled-back transaction leaves no email and no job', async () => {
    const to = uniqueEmail('rollback');
    let id = 0;
    await expect(
      sequelize().transaction(async (transaction) => {
        id = (await sendActionMail(mail(to), transaction)).id;
        throw new Error('the request failed after queueing its email');
      }),
    ).rejects.toThrow('the request failed');
    expect(id).toBeGreaterThan(0);
    expect(await EmailLog.count({ where: { toEmail: to } })).toBe(0);
    expect(await jobsFor(id)).toEqual([]);
  });

  it('a committed transaction has its email queued and its job', async () => {
    const to = uniqueEmail('commit');
    const row = await sequelize().transaction((transaction) => sendActionMail(mail(to), transaction));
    expect(await EmailLog.findByPk(row.id)).toMatchObject({ status: 'queued' });
    expect(await jobsFor(row.id)).toEqual([{ state: 'created' }]);
  });
});

describe('npm run worker', () => {
  /** An SMTP server that hangs on the first message (a worker is busy with it) and takes the others. */
  let hang = true;
  let hungConnections = 0;
  const delivered: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      if (hang) {
        hungConnections++;
        return; // never answers: the worker is mid-job
      }
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  const workers: ChildProcess[] = [];
  const startWorker = () => {
    const child = spawnWorker(['ignore', 'pipe', 'pipe']);
    workers.push(child);
    return child;
  };
  const exitOf = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );

  beforeAll(() => new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve)));
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('retries the job of a worker killed mid-job in another worker, and sends it once', async () => {
    // Only this test's job waits in the queue, so the worker that hangs is busy with it.
    await sequelize().query(
      `UPDATE pgboss.job SET state = 'cancelled' WHERE name = 'mail.send' AND state IN ('created', 'retry')`,
    );
    const to = uniqueEmail('killed');
    const row = await sequelize().transaction((transaction) => sendActionMail(mail(to), transaction));

    const first = startWorker();
    await vi.waitFor(() => expect(hungConnections).toBe(1), { timeout: 30_000, interval: 100 });
    const firstExit = exitOf(first);
    first.kill('SIGKILL');
    expect((await firstExit).signal).toBe('SIGKILL');
    expect(await EmailLog.findByPk(row.id)).toMatchObject({ status: 'queued', attempts: 0 });

    hang = false;
    const second = startWorker();
    await vi.waitFor(async () => expect((await EmailLog.findByPk(row.id))?.status).toBe('sent'), {
      timeout: 40_000,
      interval: 250,
    });
    expect(delivered.filter((a) => a === to)).toHaveLength(1);
    expect(await EmailLog.findByPk(row.id)).toMatchObject({ attempts: 1, error: null });
    const [[job]] = (await sequelize().query(
      `SELECT state, retry_count FROM pgboss.job WHERE name = 'mail.send' AND data->>'emailLogId' = '${row.id}'`,
    )) as [Array<{ state: string; retry_count: number }>, unknown];
    expect(job).toEqual({ state: 'completed', retry_count: 1 });
    // Workers also keep the maintenance schedule, stored once for all of them.
    const [schedules] = await sequelize().query(`SELECT name, cron FROM pgboss.schedule`);
    expect(schedules).toContainEqual({ name: 'maintenance.sweep', cron: '*/15 * * * *' });
    expect(schedules).toContainEqual({ name: 'live.sweep', cron: '* * * * *' });
    expect(schedules).toContainEqual({ name: 'meets.starting', cron: '* * * * *' });
    // Viewing sessions silent for over a minute are closed every minute (issue 23).
    expect(schedules).toContainEqual({ name: 'analytics.close-viewing-sessions', cron: '* * * * *' });

    // SIGTERM: the worker stops taking jobs and exits cleanly.
    const secondExit = exitOf(second);
    second.kill('SIGTERM');
    expect(await secondExit).toEqual({ code: 0, signal: null });
  }, 90_000);
});
