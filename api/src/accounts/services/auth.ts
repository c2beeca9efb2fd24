import { type InferAttributes, Op, QueryTypes, UniqueConstraintError } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { AuthToken, type Language, type Role, User } from '../../../../models/index.ts';
import { onPrimary } from '../../../../models/replicas.ts';
import { env, publicUrl } from '../../env.ts';
import { AppError, fieldError } from '../../errors.ts';
import { captureLead } from '../../leads/services/capture.ts';
import { ipNetwork } from '../../lib/client.ts';
import { isListening, onChange } from '../../lib/db-changes.ts';
import { sendActionMail } from '../../mail/mailer.ts';
import { REGISTER_FIELDS, type RegisterFieldName } from '../../settings/schemas/config.ts';
import { getSetting } from '../../settings/services/config.ts';
import { knownTimeZone, SITE_TIME_ZONE } from '../../shared/time-zone.ts';
import { queueLinkMail, sendLinkMail } from './auth-links.ts';
import { claim, forget, forgetAccount, giveBack } from './login-throttle.ts';
import { DUMMY_HASH, hashPassword, isStrongPassword, verifyPassword } from './password.ts';
import { hit } from './rate-limit.ts';
import { hashToken, newToken, SESSION_TTL_MS } from './tokens.ts';

export interface SignupInput {
  role: 'attendee' | 'organizer';
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
  privacyAccepted: boolean;
  promoConsent?: boolean;
  name?: string;
  surname?: string;
  language?: Language;
  timezone?: string;
  extra?: Partial<Record<RegisterFieldName, string>>;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Signs up, answering the same whether or not the email has an account (sign-up must not tell who is
 * registered): a new address gets its activation email; an address that already has an account gets an
 * email saying so, with a sign-in link, at most 5 per window. The password is hashed either way, so the
 * time taken does not tell them apart either.
 *
 * Everything cheap comes before the hash: the rules of the form, then the sign-up allowance of the
 * caller's IP and network (each attempt counted atomically in PostgreSQL, so parallel sign-ups count
 * one by one), and only then scrypt, behind the password gate (auth/password.ts).
 */
export async function signup(input: SignupInput, lang: Language, ip: string): Promise<void> {
  const email = normalizeEmail(input.email);
  if (email !== normalizeEmail(input.emailConfirm)) throw fieldError('EMAILS_DO_NOT_MATCH', 'emailConfirm');
  if (input.password !== input.passwordConfirm) throw fieldError('PASSWORDS_DO_NOT_MATCH', 'passwordConfirm');
  if (!isStrongPassword(input.password)) throw fieldError('PASSWORD_TOO_WEAK', 'password');
  if (input.privacyAccepted !== true) throw fieldError('PRIVACY_NOT_ACCEPTED', 'privacyAccepted');
  await checkDomain(email);
  const extra = await checkExtraFields(input.extra ?? {});
  const window = env.RATE_LIMIT_SIGNUP_WINDOW_SECONDS;
  await limit(`signup:ip:${ip}`, env.RATE_LIMIT_SIGNUP_PER_IP, window);
  await limit(`signup:net:${ipNetwork(ip)}`, env.RATE_LIMIT_SIGNUP_PER_NETWORK, window);

  const passwordHash = await hashPassword(input.password);
  const roles: Role[] = input.role === 'organizer' ? ['PRODUCER'] : ['USER'];
  let user: User;
  try {
    // The promotional consent makes the new account a lead (issue 24, while the leads module is on), in
    // the sign-up's transaction: both or neither.
    user = await connectionOf(User).transaction(async (transaction) => {
      const created = await User.create(
        {
          email,
          passwordHash,
          roles,
          status: 'pending',
          activatedAt: null,
          language: input.language ?? lang,
          timezone: knownTimeZone(input.timezone) ?? SITE_TIME_ZONE,
          name: input.name?.trim() || null,
          surname: input.surname?.trim() || null,
          promoConsent: input.promoConsent === true,
          newsletter: input.promoConsent === true,
          privacyAcceptedAt: new Date(),
          extra,
          ...nullProfile,
        },
        { transaction },
      );
      await captureLead({
        email,
        name: [created.name, created.surname].filter(Boolean).join(' ') || null,
        source: 'signup',
        consent: input.promoConsent === true,
        transaction,
      });
      return created;
    });
  } catch (e) {
    // The unique index on users.email holds under concurrent sign-ups, not a prior SELECT.
    if (e instanceof UniqueConstraintError) return tellExistingAccount(email);
    throw e;
  }
  await sendLinkMail(user, 'activation');
}

/** "Someone tried to sign up with your address": to live accounts, a few per window, never an error. */
async function tellExistingAccount(email: string): Promise<void> {
  const user = await User.findByEmail(email);
  if (!user || user.status === 'deleted' || user.status === 'blocked') return;
  const { hits } = await hit(`signup-exists:${email}`, env.RATE_LIMIT_WINDOW_SECONDS);
  if (hits > 5) return;
  await sendActionMail({
    type: 'accountExists',
    to: user.email,
    userId: user.id,
    lang: user.language,
    name: user.name,
    link: `${publicUrl}/login`,
  });
}

const nullProfile = {
  country: null,
  avatar: null,
  description: null,
  youtube: null,
  twitter: null,
  facebook: null,
  instagram: null,
  linkedin: null,
  web: null,
  billingCompany: null,
  billingNif: null,
  billingAddress: null,
  billingCity: null,
  billingPostalCode: null,
  billingCountry: null,
  billingPrefix: null,
  billingPhone: null,
  recommendedBy: null,
  company: null,
  job: null,
  organizerRequestedAt: null,
};

async function checkDomain(email: string) {
  const { mode, domains } = await getSetting('register.domains');
  if (mode === 'any') return;
  const domain = email.split('@')[1] ?? '';
  const listed = domains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`));
  if ((mode === 'allow' && !listed) || (mode === 'deny' && listed)) {
    throw fieldError('EMAIL_DOMAIN_NOT_ALLOWED', 'email');
  }
}

async function checkExtraFields(extra: Partial<Record<RegisterFieldName, string>>) {
  const options = await getSetting('register.fields');
  const kept: Record<string, string> = {};
  for (const name of Object.keys(REGISTER_FIELDS) as RegisterFieldName[]) {
    const value = extra[name]?.trim();
    if (!options[name].enabled) continue;
    if (!value) {
      if (options[name].required) {
        throw new AppError('VALIDATION_ERROR', { details: `extra.${name}` }, [
          { field: `extra.${name}`, message: '' },
        ]);
      }
      continue;
    }
    kept[name] = value;
  }
  return kept;
}

/** Uses a single-use token atomically: of many concurrent requests exactly one gets the user id. */
async function consumeToken(kind: 'activation' | 'reset', token: string): Promise<number | null> {
  const [count, rows] = await AuthToken.update(
    { usedAt: new Date() },
    {
      where: { tokenHash: hashToken(token), kind, usedAt: null, expiresAt: { [Op.gt]: new Date() } },
      returning: true,
    },
  );
  return count === 1 ? rows[0].userId : null;
}

/**
 * Is an emailed link still usable? Only reads: the page of the link asks before showing its form, and
 * opening it must spend nothing (mail scanners fetch links). The same rules as using it.
 */
export async function checkLinkToken(kind: 'activation' | 'reset', token: string): Promise<void> {
  const row = await AuthToken.findOne({
    where: { tokenHash: hashToken(token), kind, usedAt: null, expiresAt: { [Op.gt]: new Date() } },
  });
  const user = row ? await User.findByPk(row.userId) : null;
  if (!user || user.status === 'deleted' || user.status === 'blocked') {
    throw new AppError(kind === 'activation' ? 'ACTIVATION_INVALID' : 'RESET_TOKEN_INVALID');
  }
}

export async function activate(token: string): Promise<{ user: User; approvalRequired: boolean }> {
  const userId = await consumeToken('activation', token);
  const user = userId ? await User.findByPk(userId) : null;
  if (!user || user.status === 'deleted' || user.status === 'blocked')
    throw new AppError('ACTIVATION_INVALID');
  const { approveUsers } = await getSetting('site');
  user.activatedAt = user.activatedAt ?? new Date();
  if (!approveUsers && user.status === 'pending') user.status = 'approved';
  await user.save();
  // The other activation links of this user are now pointless.
  await AuthToken.destroy({ where: { userId: user.id, kind: 'activation' } });
  return { user, approvalRequired: user.status !== 'approved' };
}

export async function resendActivation(emailRaw: string, ip: string): Promise<void> {
  const email = normalizeEmail(emailRaw);
  await limit(`resend:ip:${ip}`, env.RATE_LIMIT_LOGIN_PER_IP);
  await limit(`resend:acct:${email}`, 5);
  // Same answer, and the same work, whether the account exists or not (services/auth-links.ts).
  await queueLinkMail('activation', email);
}

async function limit(key: string, max: number, windowSeconds = env.RATE_LIMIT_WINDOW_SECONDS) {
  const { hits, resetIn } = await hit(key, windowSeconds);
  if (hits > max) throw tooMany(resetIn);
}

function tooMany(resetIn: number) {
  return new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(resetIn / 60) }, undefined, {
    'Retry-After': String(resetIn),
  });
}

/** May this user sign in now? Activated, not blocked or deleted, and approved when approval is on. */
export async function canSignIn(user: User): Promise<boolean> {
  if (!user.activatedAt) return false;
  if (user.status === 'approved') return true;
  if (user.status !== 'pending') return false;
  return !(await getSetting('site')).approveUsers;
}

const ADDRESS_KEY_PREFIX = 'ip-acct:';

/** The sign-in throttle's settings (README, "Security"). */
const throttle = {
  perAddress: () => ({
    free: env.LOGIN_FREE_FAILURES,
    baseSeconds: env.LOGIN_DELAY_BASE_SECONDS,
    maxSeconds: env.LOGIN_DELAY_MAX_SECONDS,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  }),
  perIp: () => ({
    free: env.RATE_LIMIT_LOGIN_PER_IP,
    baseSeconds: env.LOGIN_DELAY_BASE_SECONDS,
    maxSeconds: env.LOGIN_DELAY_MAX_SECONDS,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  }),
};

/** 429 with Retry-After: in seconds while the wait is short, in minutes after. */
function throttled(retryAfter: number) {
  const headers = { 'Retry-After': String(retryAfter) };
  return retryAfter < 120
    ? new AppError('LOGIN_THROTTLED', { seconds: retryAfter }, undefined, headers)
    : new AppError('TOO_MANY_REQUESTS', { minutes: Math.ceil(retryAfter / 60) }, undefined, headers);
}

export async function login(
  input: { email: string; password: string },
  client: { ip: string; userAgent: string | null },
): Promise<{ token: string; user: User }> {
  const email = normalizeEmail(input.email);
  // Two keys (services/login-throttle.ts): this address guessing this account, and this address
  // guessing any account. Both are claimed before the password is checked, so parallel guesses count.
  const addressKey = `${ADDRESS_KEY_PREFIX}${client.ip}:${email}`;
  const ipKey = `ip:${client.ip}`;
  const byIp = await claim(ipKey, throttle.perIp());
  if (!byIp.allowed) throw throttled(byIp.retryAfter);
  const byAddress = await claim(addressKey, throttle.perAddress());
  if (!byAddress.allowed) {
    await giveBack(ipKey, throttle.perIp());
    throw throttled(byAddress.retryAfter);
  }

  const user = await User.findByEmail(email);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk) throw new AppError('LOGIN_FAILED');
  // Only someone who knows the password learns that the account is blocked, and why they cannot sign in.
  if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
  // Likewise that the account still waits for its emailed link (the sign-in form then offers to resend it).
  if (!user.activatedAt && (user.status === 'pending' || user.status === 'approved')) {
    throw new AppError('ACCOUNT_NOT_ACTIVATED');
  }
  if (!(await canSignIn(user))) {
    // And that an activated account waits for the team's approval (a wrong password still hears LOGIN_FAILED).
    throw new AppError(user.status === 'pending' ? 'ACCOUNT_AWAITING_APPROVAL' : 'LOGIN_FAILED');
  }
  // A success is not a failure: this address and account start again, and the shared IP gets its
  // attempt back (an office behind one address is never slowed by its own sign-ins).
  await Promise.all([forget(addressKey), giveBack(ipKey, throttle.perIp())]);
  const { token, hash } = newToken();
  await AuthToken.create({
    userId: user.id,
    kind: 'session',
    tokenHash: hash,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    usedAt: null,
    lastUsedAt: new Date(),
    userAgent: client.userAgent?.slice(0, 400) ?? null,
    ip: client.ip,
  });
  return { token, user };
}

/** `u."column" AS "attribute"` for every User attribute, built once the models are initialised. */
let userSelect: string | undefined;
const userColumns = () =>
  (userSelect ??= Object.entries(User.getAttributes())
    .map(([name, a]) => `u."${a.field ?? name}" AS "${name}"`)
    .join(', '));

// Sessions seen by this process, by token hash, while it LISTENs to `sessions_changed` (migration 0005:
// any change to a user's row or to their tokens, from any connection, drops that user's entries; writes
// through this process's models drop them at once, without waiting for the NOTIFY). A fresh User is
// built from the cached values on every request, so a handler's changes never leak into the cache.
interface CachedSession {
  userId: number;
  tokenId: number;
  expiresAt: Date;
  lastUsedAt: Date | null;
  /** The user's row as read (every attribute of the model, selected by name). */
  attributes: InferAttributes<User>;
}
const MAX_CACHED_SESSIONS = 10_000;
const sessions = new Map<string, CachedSession>();
let sessionGeneration = 0;

function forgetSessions(userId: number | '*') {
  sessionGeneration++;
  if (userId === '*') sessions.clear();
  else for (const [hash, s] of sessions) if (s.userId === userId) sessions.delete(hash);
}
onChange('sessions_changed', {
  changed: (payload) => forgetSessions(payload === '*' ? '*' : Number(payload)),
  reset: () => forgetSessions('*'),
});

/** Only the once-a-minute touch of last_used_at leaves a session as it was. */
const onlyTouched = (fields: readonly string[] | undefined) =>
  !!fields && fields.length > 0 && fields.every((f) => f === 'lastUsedAt' || f === 'updatedAt');

let hooked = false;
function hookModelWrites() {
  if (hooked) return;
  hooked = true;
  User.addHook('afterSave', (user: User) => forgetSessions(user.id));
  User.addHook('afterDestroy', (user: User) => forgetSessions(user.id));
  User.addHook('afterBulkUpdate', () => forgetSessions('*'));
  User.addHook('afterBulkDestroy', () => forgetSessions('*'));
  AuthToken.addHook('afterSave', (token: AuthToken, options: { fields?: string[] }) => {
    if (!onlyTouched(options.fields)) forgetSessions(token.userId);
  });
  AuthToken.addHook('afterDestroy', (token: AuthToken) => forgetSessions(token.userId));
  AuthToken.addHook('afterBulkUpdate', (options) => {
    const { attributes } = options as unknown as { attributes?: Record<string, unknown> };
    if (!onlyTouched(Object.keys(attributes ?? {}))) forgetSessions('*');
  });
  AuthToken.addHook('afterBulkDestroy', () => forgetSessions('*'));
}

/** A session, from memory when this process is listening, else (and then cached) from the database. */
async function findSession(hash: string): Promise<CachedSession | null> {
  hookModelWrites();
  const cached = isListening() ? sessions.get(hash) : undefined;
  if (cached) return cached.expiresAt.getTime() > Date.now() ? cached : null;
  const seen = sessionGeneration;
  const sequelize = User.sequelize as NonNullable<typeof User.sequelize>;
  // From the primary, as every cached read (models/replicas.ts).
  const [row] = await onPrimary(() =>
    sequelize.query<Record<string, unknown>>(
      `SELECT t.id AS "__tokenId", t.expires_at AS "__expiresAt", t.last_used_at AS "__lastUsedAt", ${userColumns()}
       FROM auth_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = :hash AND t.kind = 'session' AND t.expires_at > now()`,
      // A replacement (escaped by Sequelize), not a bind: the simple protocol is one message, not four.
      { replacements: { hash }, type: QueryTypes.SELECT },
    ),
  );
  if (!row) return null;
  const { __tokenId, __expiresAt, __lastUsedAt, ...attributes } = row as InferAttributes<User> & {
    __tokenId: number;
    __expiresAt: Date;
    __lastUsedAt: Date | null;
  };
  const session: CachedSession = {
    userId: attributes.id,
    tokenId: __tokenId,
    expiresAt: __expiresAt,
    lastUsedAt: __lastUsedAt,
    attributes,
  };
  if (isListening() && seen === sessionGeneration) {
    if (sessions.size >= MAX_CACHED_SESSIONS) sessions.clear();
    sessions.set(hash, session);
  }
  return session;
}

/**
 * Resolves a session token to its user, or null when unknown, expired, revoked or the user may not sign
 * in: one indexed join read raw (no include machinery), or no query at all when the session is cached.
 */
export async function authenticate(token: string): Promise<{ user: User; tokenId: number } | null> {
  if (!token || token.length > 200) return null;
  const session = await findSession(hashToken(token));
  if (!session) return null;
  const user = User.build(structuredClone(session.attributes), { raw: true, isNewRecord: false });
  if (user.status === 'blocked' || user.status === 'deleted' || user.status === 'disapproved') {
    return null;
  }
  // Touch at most once a minute: a write per request would make every read a write.
  const now = new Date();
  if (!session.lastUsedAt || now.getTime() - session.lastUsedAt.getTime() > 60_000) {
    session.lastUsedAt = now;
    await AuthToken.update({ lastUsedAt: now }, { where: { id: session.tokenId } });
  }
  return { user, tokenId: session.tokenId };
}

/**
 * Revokes the session that signs out: the token that authenticated the request, else the cookie's own
 * (a session the request could not use, e.g. of a blocked account, must not outlive its cookie either).
 */
export async function logout(session: { tokenId: number | null; token: string | null }): Promise<void> {
  if (session.tokenId) await AuthToken.destroy({ where: { id: session.tokenId } });
  else if (session.token && session.token.length <= 200) {
    await AuthToken.destroy({ where: { tokenHash: hashToken(session.token), kind: 'session' } });
  }
}

export async function revokeSessions(userId: number, exceptTokenId?: number): Promise<void> {
  await AuthToken.destroy({
    where: { userId, kind: 'session', ...(exceptTokenId ? { id: { [Op.ne]: exceptTokenId } } : {}) },
  });
}

export async function requestRecovery(emailRaw: string, ip: string): Promise<void> {
  const email = normalizeEmail(emailRaw);
  await limit(`recovery:ip:${ip}`, env.RATE_LIMIT_LOGIN_PER_IP);
  await limit(`recovery:acct:${email}`, 5);
  // Same answer, and the same work, whether the account exists or not (services/auth-links.ts).
  await queueLinkMail('reset', email);
}

export async function resetPassword(input: { token: string; password: string; passwordConfirm: string }) {
  if (input.password !== input.passwordConfirm) throw fieldError('PASSWORDS_DO_NOT_MATCH', 'passwordConfirm');
  if (!isStrongPassword(input.password)) throw fieldError('PASSWORD_TOO_WEAK', 'password');
  const userId = await consumeToken('reset', input.token);
  const user = userId ? await User.findByPk(userId) : null;
  if (!user || user.status === 'deleted' || user.status === 'blocked')
    throw new AppError('RESET_TOKEN_INVALID');
  user.passwordHash = await hashPassword(input.password);
  // Following the emailed link proves the address: an unactivated account becomes activated.
  if (!user.activatedAt) user.activatedAt = new Date();
  await user.save();
  await AuthToken.destroy({ where: { userId: user.id, kind: { [Op.in]: ['session', 'reset'] } } });
  await forgetAccount(ADDRESS_KEY_PREFIX, user.email);
}

export async function changePassword(
  user: User,
  input: { currentPassword: string; newPassword: string; newPasswordConfirm: string },
  keepTokenId: number | null,
) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw fieldError('CURRENT_PASSWORD_WRONG', 'currentPassword');
  }
  if (input.newPassword !== input.newPasswordConfirm) {
    throw fieldError('PASSWORDS_DO_NOT_MATCH', 'newPasswordConfirm');
  }
  if (!isStrongPassword(input.newPassword)) throw fieldError('PASSWORD_TOO_WEAK', 'newPassword');
  user.passwordHash = await hashPassword(input.newPassword);
  await user.save();
  await revokeSessions(user.id, keepTokenId ?? undefined);
}
