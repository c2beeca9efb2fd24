import { randomBytes } from 'node:crypto';
import type { Migration } from '../migrate.ts';

// Issue 23 (email tracking): per email, delivered / opened / clicked, each with its first and last time.
// - delivered_at: when the mail job handed it to SMTP (or only logged it, without SMTP).
// - Opens (the tracking pixel): opened_at (first), last_opened_at, open_count count people's opens only;
//   machine_open_count counts the fetches of mail privacy proxies and security scanners, which do not set
//   opened_at (api/src/mail/tracking.ts says which are machines). Clicks are the trusted signal.
// - Clicks (the signed redirect /api/mail/click/{trackingId}/{index}/{sig}): clicked_at (first),
//   last_clicked_at, click_count. Counters move in one UPDATE each, so concurrent opens never lose one.
// - channel_id: the channel a mail is about (an order of its product, its publication), so its organizer
//   reads their own mails; a deleted channel leaves the mail in the admin's log.
// The app secret `mail_link` (made here) keys the click links' signatures.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE email_logs
      ADD COLUMN delivered_at timestamptz,
      ADD COLUMN last_opened_at timestamptz,
      ADD COLUMN machine_open_count integer NOT NULL DEFAULT 0 CHECK (machine_open_count >= 0),
      ADD COLUMN clicked_at timestamptz,
      ADD COLUMN last_clicked_at timestamptz,
      ADD COLUMN click_count integer NOT NULL DEFAULT 0 CHECK (click_count >= 0),
      ADD COLUMN channel_id integer REFERENCES channels(id) ON DELETE SET NULL;
    UPDATE email_logs SET delivered_at = coalesce(last_attempt_at, sent_at) WHERE status IN ('sent', 'logged');
    UPDATE email_logs SET last_opened_at = opened_at WHERE opened_at IS NOT NULL;
    CREATE INDEX email_logs_channel_idx ON email_logs (channel_id, sent_at DESC) WHERE channel_id IS NOT NULL;
  `);
  await sequelize.query(
    `INSERT INTO app_secrets (name, value) VALUES ('mail_link', $1) ON CONFLICT (name) DO NOTHING`,
    { bind: [randomBytes(32).toString('base64url')] },
  );
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM app_secrets WHERE name = 'mail_link';
    DROP INDEX email_logs_channel_idx;
    ALTER TABLE email_logs
      DROP COLUMN channel_id,
      DROP COLUMN click_count,
      DROP COLUMN last_clicked_at,
      DROP COLUMN clicked_at,
      DROP COLUMN machine_open_count,
      DROP COLUMN last_opened_at,
      DROP COLUMN delivered_at;
  `);
};
