import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Notification, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import type { Role } from '../../shared/enums.ts';
import type { NotificationSendAnswer } from '../../shared/realtime.ts';

/**
 * The admin notification sender (spec 2, /manage/notifications; issue 21): a send is kept in
 * notification_sends (the history) and written by a job enqueued with it: one system row for everyone's
 * browsers, or a row per person of the audience (everyone, a role, one user) in one statement. Each
 * insert signals its room, so open pages get it at once.
 */

export interface SendInput {
  audience: 'everyone' | 'role' | 'user';
  role?: Role;
  userId?: number;
  kind: 'system' | 'user';
  type: string;
  subject?: string;
  content?: string;
  payload?: Record<string, unknown>;
}

const sql = () => connectionOf(Notification);

interface SendRow {
  id: number;
  admin_id: number | null;
  audience: NotificationSendAnswer['audience'];
  role: Role | null;
  user_id: number | null;
  kind: NotificationSendAnswer['kind'];
  type: string;
  subject: string | null;
  content: string | null;
  payload: Record<string, unknown>;
  recipients: number | null;
  sent_at: Date | null;
  created_at: Date;
}

const json = (r: SendRow): NotificationSendAnswer => ({
  id: r.id,
  audience: r.audience,
  role: r.role,
  userId: r.user_id,
  kind: r.kind,
  type: r.type,
  subject: r.subject,
  content: r.content,
  payload: r.payload,
  recipients: r.recipients,
  sentAt: r.sent_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
  adminId: r.admin_id,
});

export const sendJob = defineJob<{ sendId: number }>(
  'notifications.send',
  { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  async ({ sendId }) => {
    // One transaction: the rows and the count, or nothing (a retry starts over; sent_at guards).
    await sql().transaction(async (transaction) => {
      const [send] = await sql().query<SendRow>(
        'SELECT * FROM notification_sends WHERE id = $1 AND sent_at IS NULL FOR UPDATE',
        { bind: [sendId], type: QueryTypes.SELECT, transaction },
      );
      if (!send) return;
      const [written] = await sql().query<{ n: number }>(
        `WITH audience AS (
           SELECT NULL::integer AS id WHERE $1 = 'system'
           UNION ALL
           SELECT u.id FROM users u
            WHERE $1 = 'user' AND u.status NOT IN ('blocked', 'deleted')
              AND ($2 = 'everyone' OR ($2 = 'role' AND $3 = ANY (u.roles)) OR ($2 = 'user' AND u.id = $4))
         ), rows AS (
           INSERT INTO notifications (user_id, type, subject, content, payload, created_at)
           SELECT audience.id, $5, $6, $7, $8::jsonb, now() FROM audience
           RETURNING 1
         )
         SELECT count(*)::int AS n FROM rows`,
        {
          bind: [
            send.kind,
            send.audience,
            send.role,
            send.user_id,
            send.type,
            send.subject,
            send.content,
            JSON.stringify(send.payload),
          ],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      await sql().query('UPDATE notification_sends SET recipients = $2, sent_at = now() WHERE id = $1', {
        bind: [sendId, written?.n ?? 0],
        transaction,
      });
      logger.info('notifications.sent', { sendId, kind: send.kind, recipients: written?.n ?? 0 });
    });
  },
);

/** Keeps the send and enqueues its job, together. The audience must say who (and a system one: all). */
export async function sendNotification(admin: User, input: SendInput): Promise<NotificationSendAnswer> {
  const valid =
    (input.audience === 'everyone' || (input.audience === 'role') === Boolean(input.role)) &&
    (input.audience !== 'user' || Boolean(input.userId)) &&
    (input.kind === 'user' || input.audience === 'everyone');
  if (!valid) throw new AppError('NOTIFICATION_AUDIENCE_INVALID', {}, [{ field: 'audience', message: '' }]);
  return sql().transaction(async (transaction) => {
    if (input.audience === 'user') {
      const [found] = await sql().query('SELECT 1 FROM users WHERE id = $1', {
        bind: [input.userId],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (!found) throw new AppError('NOTIFICATION_AUDIENCE_INVALID', {}, [{ field: 'userId', message: '' }]);
    }
    const [row] = await sql().query<SendRow>(
      `INSERT INTO notification_sends (admin_id, audience, role, user_id, kind, type, subject, content, payload)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING *`,
      {
        bind: [
          admin.id,
          input.audience,
          input.audience === 'role' ? (input.role ?? null) : null,
          input.audience === 'user' ? (input.userId ?? null) : null,
          input.kind,
          input.type,
          input.subject ?? null,
          input.content ?? null,
          JSON.stringify(input.payload ?? {}),
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    await sendJob.enqueue({ sendId: row.id }, transaction);
    return json(row);
  });
}

/** The history, newest first. */
export async function sendHistory(limit = 50): Promise<NotificationSendAnswer[]> {
  const rows = await sql().query<SendRow>('SELECT * FROM notification_sends ORDER BY id DESC LIMIT $1', {
    bind: [limit],
    type: QueryTypes.SELECT,
  });
  return rows.map(json);
}
