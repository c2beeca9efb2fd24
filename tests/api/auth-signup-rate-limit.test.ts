import { Op } from 'sequelize';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordGate } from '../../api/src/accounts/services/password.ts';
import { EmailLog, User } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { signupBody } from './helpers/users.ts';

// The defaults of api/src/env.ts: the tests run without overriding them.
const PER_IP = 5;
const PER_NETWORK = 20;
const WINDOW_SECONDS = 3600;

const signup = (ip: string, overrides: Record<string, unknown> = {}, lang?: string) => {
  const body = signupBody(overrides);
  return call('POST', '/api/auth/signup', { body, ip, lang }).then((res) => ({ res, email: body.email }));
};

function expectTooMany(res: Awaited<ReturnType<typeof call>>) {
  expectError(res, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 120);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

/** How many of these addresses have an account, and how many activation emails went to them. */
async function created(emails: string[]) {
  const where = { [Op.in]: emails };
  return {
    accounts: await User.count({ where: { email: where } }),
    mails: await EmailLog.count({ where: { toEmail: where, type: 'activation' } }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('sign-up allowance per IP and per network, checked before the password is hashed', () => {
  it(`accepts ${PER_IP} of 60 parallel sign-ups from one IP: ${PER_IP} accounts, ${PER_IP} emails, the rest 429`, async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => signup('203.0.113.7')));
    const accepted = answers.filter((a) => a.res.status === 201);
    expect(accepted).toHaveLength(PER_IP);
    for (const { res } of answers.filter((a) => a.res.status !== 201)) expectTooMany(res);
    expect(await created(answers.map((a) => a.email))).toEqual({ accounts: PER_IP, mails: PER_IP });
  });

  it('says so in the caller’s language, with the minutes to wait and Retry-After', async () => {
    for (let i = 0; i < PER_IP; i++) expect((await signup('203.0.113.20')).res.status).toBe(201);
    const en = (await signup('203.0.113.20', {}, 'en')).res;
    expectTooMany(en);
    expect(en.body.error.message).toMatch(/^Too many attempts\. Please try again in (59|60) minutes$/);
    const es = (await signup('203.0.113.20', {}, 'es')).res;
    expect(es.body.error.message).toMatch(
      /^Demasiados intentos\. Vuelve a intentarlo dentro de (59|60) minutos$/,
    );
    const pt = (await signup('203.0.113.20', {}, 'pt')).res;
    expect(pt.body.error.message).toMatch(
      /^Demasiadas tentativas\. Tente novamente dentro de (59|60) minutos$/,
    );
  });

  it(`accepts ${PER_NETWORK} sign-ups from one IPv4 /24 however many addresses it uses`, async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signup(`198.51.100.${i + 1}`)));
    expect(answers.filter((a) => a.res.status === 201)).toHaveLength(PER_NETWORK);
    for (const { res } of answers.filter((a) => a.res.status !== 201)) expectTooMany(res);
    expect((await created(answers.map((a) => a.email))).accounts).toBe(PER_NETWORK);
    // The next /24 has its own allowance.
    expect((await signup('198.51.101.1')).res.status).toBe(201);
  });

  it('counts an IPv6 /64 as one network (and an IPv4-mapped address as its IPv4)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signup(`2001:db8:aa:1:${(i + 1).toString(16)}::1`)),
    );
    expect(answers.filter((a) => a.res.status === 201)).toHaveLength(PER_NETWORK);
    expect((await signup('2001:db8:aa:2::1')).res.status).toBe(201);
    for (let i = 0; i < PER_IP; i++) expect((await signup('192.0.2.9')).res.status).toBe(201);
    expectTooMany((await signup('::ffff:192.0.2.9')).res);
  });

  it('refuses past the allowance without hashing a password', async () => {
    for (let i = 0; i < PER_IP; i++) expect((await signup('203.0.113.30')).res.status).toBe(201);
    const gate = vi.spyOn(passwordGate, 'run');
    const refused = await Promise.all(Array.from({ length: 10 }, () => signup('203.0.113.30')));
    for (const { res } of refused) expectTooMany(res);
    expect(gate).not.toHaveBeenCalled();
    // An accepted sign-up does hash (the spy sees it).
    expect((await signup('203.0.113.31')).res.status).toBe(201);
    expect(gate).toHaveBeenCalledTimes(1);
  });

  it('does not count a sign-up the form rules refuse', async () => {
    for (let i = 0; i < PER_IP + 3; i++) {
      const { res } = await signup('203.0.113.40', { passwordConfirm: 'Other.Pass1' });
      expectError(res, 422, 'PASSWORDS_DO_NOT_MATCH', 'passwordConfirm');
    }
    expect((await signup('203.0.113.40')).res.status).toBe(201);
  });
});
