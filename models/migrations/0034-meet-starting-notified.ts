import type { Migration } from '../migrate.ts';

// Issue 21 (a meet starting): when the minute sweep told a meet session's audience that it starts. The
// sweep claims due sessions with UPDATE … WHERE starting_notified_at IS NULL RETURNING, so two workers
// sweeping at once notify once. Not part of the published-session lock (platea_product_sessions_guard
// compares only the session's own fields).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE product_sessions ADD COLUMN starting_notified_at timestamptz');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE product_sessions DROP COLUMN starting_notified_at');
};
