import { freePort } from '../embedded-db.ts';

// This file talks to a real SMTP server (smtp-server, nodemailer's own), so SMTP_URL must be set before
// the app's environment is read: the imports below come after it on purpose.
// A port of its own: other test files run side by side with their own SMTP catchers.
const port = await freePort();
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;

import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Loaded once SMTP_URL is set (static imports would be evaluated before the line above).
const { connectionOf } = await import('../../models/columns.ts');
const { EmailLog } = await import('../../models/index.ts');
const { drainQueue } = await import('../../api/src/jobs/index.ts');
const { call } = await import('./helpers/client.ts');
const { signedIn, signUp } = await import('./helpers/users.ts');

interface Received {
  from: string;
  to: string[];
  data: string;
}
const received: Received[] = [];

/** A real SMTP server; a closed one refuses for good (421), so each phase starts a new one. */
function smtpServer() {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
}
let server = smtpServer();
const smtpUp = () =>
  new Promise<void>((resolve) => {
    server = smtpServer();
    server.listen(port, '127.0.0.1', resolve);
  });
const smtpDown = () => new Promise<void>((resolve) => server.close(() => resolve()));

const sequelize = () => connectionOf(EmailLog);
const drain = () => drainQueue(sequelize(), 'mail.send');
/** Makes the mail job waiting for its retry due now (instead of in 30 s, 60 s, ...). */
const retryNow = (extra = '') =>
  sequelize().query(
    `UPDATE pgboss.job SET start_after = now() ${extra} WHERE name = 'mail.send' AND state = 'retry'`,
  );

beforeAll(smtpUp);
afterAll(smtpDown);

describe('email through the job queue and SMTP when SMTP_URL is set', () => {
  it('queues the activation email with the sign-up, then a worker delivers it and logs it as sent', async () => {
    const { email } = await signUp({ language: 'en' });
    const queued = await EmailLog.findOne({ where: { toEmail: email } });
    expect(queued).toMatchObject({ transport: 'smtp', status: 'queued', attempts: 0 });
    expect(received.some((m) => m.to.includes(email))).toBe(false);

    expect(await drain()).toBeGreaterThanOrEqual(1);
    const mail = received.find((m) => m.to.includes(email)) as Received;
    expect(mail.from).toBe('no-reply@platea.local');
    expect(mail.data).toContain('Subject: Activate your Platea account');
    // Quoted-printable breaks long lines with a trailing "=": joined, the message reads as written.
    const body = mail.data.replace(/=\r?\n/g, '');
    expect(body).toMatch(/http:\/\/platea\.test\/activate\/[A-Za-z0-9_-]{43}/);
    // The button and the plain text lead there through the click redirect (email tracking).
    expect(body).toMatch(/http:\/\/platea\.test\/api\/mail\/click\/[A-Za-z0-9_-]{22}\/0\/[A-Za-z0-9_-]{22}/);
    const log = await EmailLog.findOne({ where: { toEmail: email } });
    expect(log).toMatchObject({
      status: 'sent',
      type: 'activation',
      language: 'en',
      error: null,
      attempts: 1,
    });
    expect(log?.deliveredAt).toBeInstanceOf(Date);

    // A job run again (a retry after the send) never sends twice.
    await sequelize().query(
      `INSERT INTO pgboss.job (name, data) VALUES ('mail.send', jsonb_build_object('emailLogId', ${log?.id}))`,
    );
    await drain();
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('keeps the sign-up when the SMTP server is down, retries with backoff, shows it, and fails at the end', async () => {
    await smtpDown();
    const { email, id } = await signUp();
    expect(id).toBeGreaterThan(0);
    await drain();
    const log = await EmailLog.findOne({ where: { toEmail: email } });
    expect(log).toMatchObject({ transport: 'smtp', status: 'retrying', attempts: 1 });
    expect(log?.error).toBeTruthy();
    const [[job]] = (await sequelize().query(
      `SELECT state, start_after > now() + interval '20 seconds' AS later FROM pgboss.job
        WHERE name = 'mail.send' AND data->>'emailLogId' = '${log?.id}'`,
    )) as [Array<{ state: string; later: boolean }>, unknown];
    expect(job).toEqual({ state: 'retry', later: true });

    // The admin sees it in /manage/track-emails.
    const admin = await signedIn('ADMIN');
    const filter = encodeURIComponent(JSON.stringify({ to: email, status: 'retrying' }));
    const listed = await call('GET', `/api/email-logs?filter=${filter}`, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(listed.body[0].error).toBeTruthy();

    // The last attempt fails for good.
    await retryNow(', retry_count = retry_limit');
    await drain();
    expect(await EmailLog.findOne({ where: { toEmail: email } })).toMatchObject({
      status: 'failed',
      attempts: 2,
    });

    await smtpUp();
  });

  it('delivers on a retry once the SMTP server is back', async () => {
    await smtpDown();
    const { email } = await signUp();
    await drain();
    expect((await EmailLog.findOne({ where: { toEmail: email } }))?.status).toBe('retrying');
    await smtpUp();
    await retryNow();
    await drain();
    expect(await EmailLog.findOne({ where: { toEmail: email } })).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
