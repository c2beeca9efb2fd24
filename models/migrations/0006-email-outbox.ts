import type { Migration } from '../migrate.ts';

// Emails are delivered by the job queue: a row is `queued` in the transaction that caused it, then
// `sent`, `logged` (no SMTP server), `retrying` after a failed attempt, or `failed` after the last one.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE email_logs DROP CONSTRAINT email_logs_status_check;
    ALTER TABLE email_logs ADD CONSTRAINT email_logs_status_check
      CHECK (status IN ('queued','retrying','sent','logged','failed'));
    ALTER TABLE email_logs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
    ALTER TABLE email_logs ADD COLUMN last_attempt_at timestamptz;
    CREATE INDEX email_logs_pending_idx ON email_logs (id) WHERE status IN ('queued','retrying');
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX email_logs_pending_idx;
    ALTER TABLE email_logs DROP COLUMN last_attempt_at;
    ALTER TABLE email_logs DROP COLUMN attempts;
    ALTER TABLE email_logs DROP CONSTRAINT email_logs_status_check;
    UPDATE email_logs SET status = 'failed' WHERE status IN ('queued','retrying');
    ALTER TABLE email_logs ADD CONSTRAINT email_logs_status_check CHECK (status IN ('sent','logged','failed'));
  `);
};
