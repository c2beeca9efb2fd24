import { connectionOf } from '../../../../models/columns.ts';
import { AuthToken, User } from '../../../../models/index.ts';
import { publicUrl } from '../../env.ts';
import { defineJob } from '../../lib/queue.ts';
import { sendActionMail } from '../../mail/mailer.ts';
import { ACTIVATION_TTL_MS, type AuthTokenKindForLink, newToken, RESET_TTL_MS } from './tokens.ts';

/**
 * "Email me a reset link" and "send my activation link again" look the address up in this job, never in
 * the request: the request does the same work for every address (its rate limits and this job's row, in
 * one short transaction), so neither its answer nor its time tells who has an account. The worker then
 * emails the accounts that qualify and no one else.
 */
export const linkMailJob = defineJob<{ kind: AuthTokenKindForLink; email: string }>(
  'auth.link-mail',
  { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  async ({ kind, email }) => {
    const user = await User.findByEmail(email);
    if (!user || user.status === 'deleted' || user.status === 'blocked') return;
    if (kind === 'activation' && user.activatedAt) return;
    await sendLinkMail(user, kind);
  },
);

/** Queues the lookup of `email` and, when it has an account that qualifies, its link email. */
export async function queueLinkMail(kind: AuthTokenKindForLink, email: string): Promise<void> {
  await connectionOf(User).transaction((transaction) => linkMailJob.enqueue({ kind, email }, transaction));
}

/** Creates a single-use token of the kind and emails its link. */
export async function sendLinkMail(user: User, kind: AuthTokenKindForLink) {
  const { token, hash } = newToken();
  // The token and its email commit together: no email without a usable token, no token without its email.
  await connectionOf(AuthToken).transaction(async (transaction) => {
    await AuthToken.create(
      {
        userId: user.id,
        kind,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + (kind === 'activation' ? ACTIVATION_TTL_MS : RESET_TTL_MS)),
        usedAt: null,
        lastUsedAt: null,
        userAgent: null,
        ip: null,
      },
      { transaction },
    );
    const path = kind === 'activation' ? 'activate' : 'reset-password';
    await sendActionMail(
      {
        type: kind === 'activation' ? 'activation' : 'reset',
        to: user.email,
        userId: user.id,
        lang: user.language,
        name: user.name,
        link: `${publicUrl}/${path}/${token}`,
      },
      transaction,
    );
  });
}
