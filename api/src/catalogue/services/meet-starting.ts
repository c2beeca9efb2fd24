import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, ProductSession, type Translations } from '../../../../models/index.ts';
import { localize } from '../../lib/localize.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import { notify } from '../../realtime/notify.ts';

/**
 * A meet starting (issue 21): about ten minutes before a session of a meet starts, whoever may enter it
 * (notify.ts's `session` audience: its tickets, bundles and channel subscribers) gets one notification,
 * "«title» starts at 18:30" in their language and time zone, linking /meets/{slug}.
 *
 * A sweep every minute claims the due sessions with one UPDATE … WHERE starting_notified_at IS NULL
 * RETURNING and enqueues their notifications in the same transaction: a second worker sweeping at the same
 * moment waits for the first one's row locks, then finds the sessions claimed, so each is told once. A
 * session that started while no worker ran is still told up to LATE_MINUTES after its start (people may
 * still join); later than that it is left alone, as a notice about a meet long under way would only confuse.
 */

/** How long before its start a session is announced. */
export const NOTICE_MINUTES = 10;
/** How long after its start a session not yet announced (workers were down) still is. */
export const LATE_MINUTES = 30;

interface DueRow {
  id: number;
  product_id: number;
  starts_at: Date;
  slug: string;
  title: string;
  language: Language;
  translations: Translations;
}

/** Claims the sessions due now and enqueues their notifications; answers how many it claimed. */
export async function sweepStartingMeets(): Promise<number> {
  const sql = connectionOf(ProductSession);
  const due = await sql.transaction(async (transaction) => {
    const rows = await sql.query<DueRow>(
      `UPDATE product_sessions ps SET starting_notified_at = now()
         FROM products p
        WHERE p.id = ps.product_id AND p.type = 'meet' AND p.status <> 'draft'
          AND ps.starting_notified_at IS NULL
          AND ps.starts_at <= now() + make_interval(mins => $1)
          AND ps.starts_at > now() - make_interval(mins => $2)
        RETURNING ps.id, ps.product_id, ps.starts_at, p.slug, p.title, p.language, p.translations`,
      { bind: [NOTICE_MINUTES, LATE_MINUTES], type: QueryTypes.SELECT, transaction },
    );
    for (const row of rows) {
      const titleIn = (lang: Language) => ({
        title: localize(row, lang, { title: row.title }).title ?? row.title,
      });
      await notify(
        {
          to: 'session',
          sessionId: row.id,
          startsAt: row.starts_at.toISOString(),
          type: 'meet.starting',
          values: { title: row.title },
          localized: { en: titleIn('en'), es: titleIn('es'), pt: titleIn('pt') },
          payload: {
            kind: 'meet',
            productId: row.product_id,
            sessionId: row.id,
            slug: row.slug,
            startsAt: row.starts_at.toISOString(),
          },
        },
        transaction,
      );
    }
    return rows;
  });
  if (due.length > 0) logger.info('meets.starting', { sessionIds: due.map((r) => r.id) });
  return due.length;
}

/** Every minute, once across the worker processes (pg-boss keeps the schedule). */
export const meetStartingJob = defineJob<Record<string, never>>(
  'meets.starting',
  { retryLimit: 1, retryDelay: 30, retryBackoff: false, expireInSeconds: 60, cron: '* * * * *' },
  async () => {
    await sweepStartingMeets();
  },
);
