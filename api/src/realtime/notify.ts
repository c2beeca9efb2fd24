import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { type Language, Notification, User } from '../../../models/index.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';

/**
 * Notifications of the spec's events (issue 21): enqueued in the transaction that caused the event, as a
 * job (never written inside the request, and never a NOTIFY inside a payment transaction), written by a
 * worker in each recipient's language; the insert's trigger pushes each to its user's subscriptions.
 */

/** The events that notify, with their subject in each language ({placeholders} from `values`). */
const SUBJECTS = {
  'order.paid': {
    en: 'Your order {order} is confirmed',
    es: 'Tu pedido {order} está confirmado',
    pt: 'A sua encomenda {order} está confirmada',
  },
  'channel.published': {
    en: 'Your channel {channel} is published',
    es: 'Tu canal {channel} está publicado',
    pt: 'O seu canal {channel} está publicado',
  },
  'channel.returned': {
    en: 'Your channel {channel} needs changes',
    es: 'Tu canal {channel} necesita cambios',
    pt: 'O seu canal {channel} precisa de alterações',
  },
  'product.published': {
    en: 'New in {channel}: {title}',
    es: 'Novedad en {channel}: {title}',
    pt: 'Novidade em {channel}: {title}',
  },
  'broadcast.live': {
    en: '{title} is live now',
    es: '{title} está en directo',
    pt: '{title} está em direto',
  },
} as const satisfies Record<string, Record<Language, string>>;
export type NotificationType = keyof typeof SUBJECTS;

export type NotifyJob =
  /** One user. `content`: free text shown under the subject (a reason), as written. */
  | {
      to: 'user';
      userId: number;
      type: NotificationType;
      values: Record<string, string>;
      content?: string | null;
      payload: Record<string, unknown>;
    }
  /**
   * audience: everyone with a ticket for the product, and the subscribers of its channel (once each);
   * subscribers: the subscribers of the product's channel only (something new in it).
   */
  | {
      to: 'audience' | 'subscribers';
      productId: number;
      type: NotificationType;
      values: Record<string, string>;
      payload: Record<string, unknown>;
    };

/** The users a product's event reaches, as SQL over the product id ($1). */
const AUDIENCES = {
  audience: `SELECT a.user_id FROM product_accesses a
          WHERE a.product_id = $1 AND a.revoked_at IS NULL AND (a.expires_at IS NULL OR a.expires_at > now())
         UNION
         SELECT s.user_id FROM subscriptions s JOIN products p ON p.channel_id = s.channel_id
          WHERE p.id = $1 AND (s.status = 'subscribed' OR s.valid_until > now())`,
  subscribers: `SELECT DISTINCT s.user_id FROM subscriptions s JOIN products p ON p.channel_id = s.channel_id
          WHERE p.id = $1 AND (s.status = 'subscribed' OR s.valid_until > now())`,
} as const;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);

export const notifyJob = defineJob<NotifyJob>(
  'notifications.write',
  { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 },
  async (job) => {
    const subjects: Record<Language, string> = SUBJECTS[job.type];
    if (job.to === 'user') {
      const user = await User.findByPk(job.userId, { attributes: ['id', 'language'] });
      if (!user) return;
      const language: Language = user.language;
      await Notification.create({
        userId: user.id,
        type: job.type,
        subject: fill(subjects[language], job.values),
        content: job.content ?? null,
        payload: job.payload,
        readOn: null,
      });
      return;
    }
    // One statement for the whole audience, each row in its reader's language.
    const rows = await connectionOf(Notification).query<{ n: number }>(
      `WITH audience AS (${AUDIENCES[job.to]}), written AS (
         INSERT INTO notifications (user_id, type, subject, content, payload, created_at)
         SELECT u.id, $2, CASE u.language WHEN 'en' THEN $3 WHEN 'pt' THEN $5 ELSE $4 END, NULL, $6::jsonb, now()
           FROM audience JOIN users u ON u.id = audience.user_id
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM written`,
      {
        bind: [
          job.productId,
          job.type,
          fill(subjects.en, job.values),
          fill(subjects.es, job.values),
          fill(subjects.pt, job.values),
          JSON.stringify(job.payload),
        ],
        type: QueryTypes.SELECT,
      },
    );
    logger.info('notifications.written', { type: job.type, productId: job.productId, count: rows[0]?.n });
  },
);

/** Enqueues a notification in `transaction`: it exists exactly when the event commits. */
export function notify(job: NotifyJob, transaction: Transaction) {
  return notifyJob.enqueue(job, transaction);
}
