import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { type Language, Notification, User } from '../../../models/index.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';
import type { Role } from '../shared/enums.ts';
import { SITE_TIME_ZONE } from '../shared/time-zone.ts';

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
  /** {time}: the session's start in each reader's time zone, written by the statement (SQL). */
  'meet.starting': {
    en: '«{title}» starts at {time}',
    es: '«{title}» empieza a las {time}',
    pt: '«{title}» começa às {time}',
  },
  'survey.sent': {
    en: 'New survey: {title}',
    es: 'Nueva encuesta: {title}',
    pt: 'Novo inquérito: {title}',
  },
} as const satisfies Record<string, Record<Language, string>>;
export type NotificationType = keyof typeof SUBJECTS;

/** What every notification of many readers carries. */
interface ManyReaders {
  type: NotificationType;
  values: Record<string, string>;
  /** Values in a reader's language over `values` (a title translated by its organizer). */
  localized?: Partial<Record<Language, Record<string, string>>>;
  payload: Record<string, unknown>;
}

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
  | ({ to: 'audience' | 'subscribers'; productId: number } & ManyReaders)
  /**
   * session: whoever may enter one session of a product: a ticket for the product or for that session, a
   * ticket for a bundle listing the product, a subscription to its channel. `startsAt` fills {time}.
   */
  | ({ to: 'session'; sessionId: number; startsAt: string } & ManyReaders)
  /** roles: every user (not blocked nor deleted) having one of the roles. */
  | ({ to: 'roles'; roles: Role[] } & ManyReaders);

type Audience = Exclude<NotifyJob['to'], 'user'>;

/** A ticket that still opens its product: not revoked, not expired (alias a). */
const VALID_TICKET = 'a.revoked_at IS NULL AND (a.expires_at IS NULL OR a.expires_at > now())';
const SUBSCRIBED = "(s.status = 'subscribed' OR s.valid_until > now())";

/** The users an event reaches, as SQL over the job's subject ($1: a product, a session, roles). */
const AUDIENCES: Record<Audience, string> = {
  audience: `SELECT a.user_id FROM product_accesses a
          WHERE a.product_id = $1::integer AND ${VALID_TICKET}
         UNION
         SELECT s.user_id FROM subscriptions s JOIN products p ON p.channel_id = s.channel_id
          WHERE p.id = $1::integer AND ${SUBSCRIBED}`,
  subscribers: `SELECT DISTINCT s.user_id FROM subscriptions s JOIN products p ON p.channel_id = s.channel_id
          WHERE p.id = $1::integer AND ${SUBSCRIBED}`,
  session: `SELECT a.user_id FROM product_sessions ps JOIN product_accesses a ON a.product_id = ps.product_id
          WHERE ps.id = $1::integer AND (a.session_id IS NULL OR a.session_id = ps.id) AND ${VALID_TICKET}
         UNION
         SELECT a.user_id FROM product_sessions ps
           JOIN products b ON b.bundle_product_ids @> ARRAY[ps.product_id] AND b.status <> 'draft'
           JOIN product_accesses a ON a.product_id = b.id
          WHERE ps.id = $1::integer AND ${VALID_TICKET}
         UNION
         SELECT s.user_id FROM product_sessions ps JOIN products p ON p.id = ps.product_id
           JOIN subscriptions s ON s.channel_id = p.channel_id
          WHERE ps.id = $1::integer AND ${SUBSCRIBED}`,
  roles: `SELECT u.id AS user_id FROM users u
          WHERE u.roles && $1::text[] AND u.status NOT IN ('blocked', 'deleted')`,
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);

/**
 * A subject in one language as the text before {time} and the text after it (null: no {time}); each
 * filled on its own, so a title that happens to contain "{time}" stays as written.
 */
function subjectParts(template: string, values: Record<string, string>): [string, string | null] {
  const [head, ...rest] = template.split('{time}');
  return [fill(head, values), rest.length > 0 ? fill(rest.join('{time}'), values) : null];
}

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
    await writeForAudience(job);
  },
);

/**
 * One statement for the whole audience, each row in its reader's language; {time} is the moment in the
 * reader's own time zone (an unknown zone name reads as the site's), 6:30 PM in English, 18:30 elsewhere.
 */
async function writeForAudience(job: Exclude<NotifyJob, { to: 'user' }>) {
  const partsIn = (lang: Language) =>
    subjectParts(SUBJECTS[job.type][lang], { ...job.values, ...job.localized?.[lang] });
  const parts = { en: partsIn('en'), es: partsIn('es'), pt: partsIn('pt') };
  const subject = job.to === 'roles' ? job.roles : job.to === 'session' ? job.sessionId : job.productId;
  const at = job.to === 'session' ? job.startsAt : null;
  const rows = await connectionOf(Notification).query<{ n: number }>(
    `WITH audience AS (${AUDIENCES[job.to]}),
       zones AS (SELECT name FROM pg_timezone_names WHERE $6::timestamptz IS NOT NULL),
       written AS (
         INSERT INTO notifications (user_id, type, subject, content, payload, created_at)
         SELECT u.id, $2,
                CASE u.language WHEN 'en' THEN $3 WHEN 'pt' THEN $5 ELSE $4 END
                || coalesce(
                     to_char($6::timestamptz AT TIME ZONE coalesce(z.name, $11),
                             CASE u.language WHEN 'en' THEN 'FMHH12:MI AM' ELSE 'HH24:MI' END)
                     || CASE u.language WHEN 'en' THEN $8 WHEN 'pt' THEN $10 ELSE $9 END,
                     ''),
                NULL, $7::jsonb, now()
           FROM audience JOIN users u ON u.id = audience.user_id
           LEFT JOIN zones z ON z.name = u.timezone
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM written`,
    {
      bind: [
        subject,
        job.type,
        parts.en[0],
        parts.es[0],
        parts.pt[0],
        at,
        JSON.stringify(job.payload),
        parts.en[1],
        parts.es[1],
        parts.pt[1],
        SITE_TIME_ZONE,
      ],
      type: QueryTypes.SELECT,
    },
  );
  logger.info('notifications.written', { type: job.type, to: job.to, subject, count: rows[0]?.n });
}

/** Enqueues a notification in `transaction`: it exists exactly when the event commits. */
export function notify(job: NotifyJob, transaction: Transaction) {
  return notifyJob.enqueue(job, transaction);
}
