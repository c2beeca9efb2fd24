import { QueryTypes } from 'sequelize';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordGate } from '../../api/src/accounts/services/password.ts';
import { connectionOf } from '../../models/columns.ts';
import { AuthToken, EmailLog, User } from '../../models/index.ts';
import { call, uniqueEmail } from './helpers/client.ts';
import { createUser, linkMailsDone, mailsTo, signUp } from './helpers/users.ts';

/**
 * Whether an address has an account must show neither in the answer nor in the work a request does (its
 * time follows its work): the same statements for a known and an unknown address, the same hashing.
 * No clocks here: the work itself is compared.
 */

const sequelize = () => connectionOf(User);

/** The SQL statements one call runs (Sequelize's own hook sees every query, transactions included). */
async function statementsOf(run: () => Promise<{ status: number }>) {
  const seen: string[] = [];
  const name = `count-${Math.random()}`;
  sequelize().addHook('afterQuery', name, (_options, query) => {
    seen.push(String((query as { sql?: string }).sql ?? ''));
  });
  try {
    const res = await run();
    return { status: res.status, statements: seen };
  } finally {
    sequelize().removeHook('afterQuery', name);
  }
}

/** Statements with their data left out: what a request did, not with which address. */
const shapes = (statements: string[]) =>
  statements.map((sql) =>
    sql
      .replace(/'[^']*'/g, "'…'")
      .replace(/\$\d+/g, '$n')
      .replace(/\d+/g, 'n'),
  );

const linkJobs = (email: string) =>
  sequelize().query<{ kind: string }>(
    "SELECT data->>'kind' AS kind FROM pgboss.job WHERE name = 'auth.link-mail' AND data->>'email' = :email",
    { replacements: { email }, type: QueryTypes.SELECT },
  );

afterEach(() => vi.restoreAllMocks());

describe('recovery does the same work for every address', () => {
  it('runs the same statements for a known and an unknown address, writing only the job that looks it up', async () => {
    const { user } = await createUser();
    const unknown = uniqueEmail('nobody');
    const known = await statementsOf(() =>
      call('POST', '/api/auth/recovery', { body: { email: user.email } }),
    );
    const none = await statementsOf(() => call('POST', '/api/auth/recovery', { body: { email: unknown } }));
    expect([known.status, none.status]).toEqual([202, 202]);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(shapes(none.statements)).toEqual(shapes(known.statements));
    // Nothing about the account is read or written in the request: no token, no email yet, one job each.
    expect(known.statements.some((sql) => /\busers\b/.test(sql))).toBe(false);
    expect(await AuthToken.count({ where: { userId: user.id, kind: 'reset' } })).toBe(0);
    expect(await EmailLog.count({ where: { toEmail: user.email } })).toBe(0);
    expect(await linkJobs(user.email)).toEqual([{ kind: 'reset' }]);
    expect(await linkJobs(unknown)).toEqual([{ kind: 'reset' }]);
    // The worker emails the account, and no one else.
    await linkMailsDone();
    expect(await mailsTo(user.email, 'reset')).toHaveLength(1);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });

  it('and so does resending an activation link, for a waiting, an activated and an unknown address', async () => {
    const waiting = await signUp();
    const { user: active } = await createUser();
    const unknown = uniqueEmail('nobody');
    const resend = (email: string) => () => call('POST', '/api/auth/activate/resend', { body: { email } });
    const runs = [
      await statementsOf(resend(waiting.email)),
      await statementsOf(resend(active.email)),
      await statementsOf(resend(unknown)),
    ];
    for (const run of runs) expect(run.status).toBe(202);
    expect(shapes(runs[1].statements)).toEqual(shapes(runs[0].statements));
    expect(shapes(runs[2].statements)).toEqual(shapes(runs[0].statements));
    await linkMailsDone();
    expect(await mailsTo(waiting.email, 'activation')).toHaveLength(2);
    expect(await mailsTo(active.email)).toHaveLength(0);
    expect(await mailsTo(unknown)).toHaveLength(0);
  });
});

describe('sign-in and sign-up hash a password whether or not the address has an account', () => {
  it('checks a password against a stand-in hash for an unknown address', async () => {
    const { user } = await createUser();
    const gate = vi.spyOn(passwordGate, 'run');
    const wrong = await call('POST', '/api/auth/login', {
      body: { email: user.email, password: 'Wrong.Pass1' },
    });
    const unknown = await call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'Wrong.Pass1' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(unknown.body).toEqual(wrong.body);
    expect(gate).toHaveBeenCalledTimes(2);
  });

  it('hashes once for a new address and once for one that already has an account', async () => {
    const { user } = await createUser();
    const gate = vi.spyOn(passwordGate, 'run');
    const body = (email: string) => ({
      role: 'attendee',
      email,
      emailConfirm: email,
      password: 'Str0ng.Pass',
      passwordConfirm: 'Str0ng.Pass',
      privacyAccepted: true,
    });
    const taken = await call('POST', '/api/auth/signup', { body: body(user.email) });
    expect(gate).toHaveBeenCalledTimes(1);
    const fresh = await call('POST', '/api/auth/signup', { body: body(uniqueEmail('new')) });
    expect(gate).toHaveBeenCalledTimes(2);
    expect([taken.status, taken.body]).toEqual([fresh.status, fresh.body]);
  });
});
