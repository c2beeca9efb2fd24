import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// This file talks to a real SMTP server (smtp-server, nodemailer's own), so SMTP_URL must be set before
// the app's environment is read: vi.hoisted runs before the imports below.
const port = vi.hoisted(() => {
  const p = 41000 + Math.floor(Math.random() * 2000);
  process.env.SMTP_URL = `smtp://127.0.0.1:${p}`;
  return p;
});

import { SMTPServer } from 'smtp-server';
import { EmailLog } from '../../models/index.ts';
import { signUp } from './helpers/users.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
const server = new SMTPServer({
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

beforeAll(() => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('email through SMTP when SMTP_URL is set', () => {
  it('delivers the activation email in the user language and logs it as sent', async () => {
    const { email } = await signUp({ language: 'en' });
    await vi.waitFor(() => expect(received.some((m) => m.to.includes(email))).toBe(true));
    const mail = received.find((m) => m.to.includes(email)) as Received;
    expect(mail.from).toBe('no-reply@platea.local');
    expect(mail.data).toContain('Subject: Activate your Platea account');
    expect(mail.data).toMatch(/http:\/\/platea\.test\/activate\/[A-Za-z0-9_-]{43}/);
    const log = await EmailLog.findOne({ where: { toEmail: email } });
    expect(log).toMatchObject({
      transport: 'smtp',
      status: 'sent',
      type: 'activation',
      language: 'en',
      error: null,
    });
  });

  it('keeps the sign-up and logs the failure when the SMTP server is down', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const { email, id } = await signUp();
    expect(id).toBeGreaterThan(0);
    const log = await EmailLog.findOne({ where: { toEmail: email } });
    expect(log?.transport).toBe('smtp');
    expect(log?.status).toBe('failed');
    expect(log?.error).toBeTruthy();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
});
