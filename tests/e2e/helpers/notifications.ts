import pg from 'pg';
import { E2E_DATABASE_URL } from '../../db.ts';

/**
 * Notifications for a user, written straight into the journeys' database: nothing in the product sends
 * a user notification yet (the admin sender is another screen), and the global view must show them.
 */
export async function insertNotifications(
  userId: number,
  rows: { subject: string; content: string; type?: string }[],
): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL ?? E2E_DATABASE_URL });
  await client.connect();
  try {
    for (const [i, row] of rows.entries()) {
      // One second apart, in the given order (the last is the newest).
      await client.query(
        `INSERT INTO notifications (user_id, type, subject, content, created_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(secs => $5))`,
        [userId, row.type ?? 'info', row.subject, row.content, rows.length - i],
      );
    }
  } finally {
    await client.end();
  }
}
