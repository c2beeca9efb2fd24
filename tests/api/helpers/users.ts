import { linkMailJob } from '../../../api/src/accounts/services/auth-links.ts';
import { hashPassword } from '../../../api/src/accounts/services/password.ts';
import { drainQueue } from '../../../api/src/lib/queue.ts';
import type { MailType } from '../../../api/src/mail/templates.ts';
import { connectionOf } from '../../../models/columns.ts';
import { EmailLog, type Role, User, type UserStatus } from '../../../models/index.ts';
import { call, STRONG_PASSWORD, uniqueEmail } from './client.ts';

/** A user created straight in the database (activated and approved unless told otherwise). */
export async function createUser(
  opts: {
    roles?: Role[];
    status?: UserStatus;
    activated?: boolean;
    password?: string;
    email?: string;
    language?: 'es' | 'en' | 'pt';
  } = {},
) {
  const password = opts.password ?? STRONG_PASSWORD;
  const user = await User.create({
    email: opts.email ?? uniqueEmail(opts.roles?.[0]?.toLowerCase() ?? 'user'),
    passwordHash: await hashPassword(password),
    roles: opts.roles ?? ['USER'],
    status: opts.status ?? 'approved',
    activatedAt: opts.activated === false ? null : new Date(),
    language: opts.language ?? 'es',
  });
  return { user, password };
}

export async function login(email: string, password: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`login failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A signed-in user of the role, with their token. */
export async function signedIn(role: Role = 'USER') {
  const { user, password } = await createUser({ roles: [role] });
  return { user, password, token: await login(user.email, password) };
}

/**
 * Recovery and activation-resend emails are written by a job (api/src/accounts/services/auth-links.ts): does the
 * waiting ones now, as a worker would. The email readers below call it first.
 */
export const linkMailsDone = () => drainQueue(connectionOf(EmailLog), linkMailJob.name);

/** The token inside the newest emailed link of that type (activation or reset) sent to the address. */
export async function lastMailToken(email: string, type: 'activation' | 'reset'): Promise<string> {
  await linkMailsDone();
  const mail = await EmailLog.findOne({ where: { toEmail: email, type }, order: [['id', 'DESC']] });
  if (!mail) throw new Error(`no ${type} email for ${email}`);
  return mail.links[0].split('/').pop() as string;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('signup');
  return {
    role: 'attendee',
    email,
    emailConfirm: email,
    password: STRONG_PASSWORD,
    passwordConfirm: STRONG_PASSWORD,
    privacyAccepted: true,
    ...overrides,
  };
}

/** Every email logged for the address (of one type when given), oldest first. */
export async function mailsTo(email: string, type?: MailType) {
  await linkMailsDone();
  return EmailLog.findAll({ where: { toEmail: email, ...(type ? { type } : {}) }, order: [['id', 'ASC']] });
}

/** Signs up through the API (not activated yet) and answers the credentials. */
export async function signUp(overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const res = await call('POST', '/api/auth/signup', { body });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const user = await User.findByEmail(body.email as string);
  if (!user) throw new Error('signup created no user');
  return { email: body.email as string, password: body.password as string, id: user.id };
}
