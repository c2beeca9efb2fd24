import type { Migration } from '../migrate.ts';

// Issue 21 (live status and audience): whether the broadcast's viewers see how many watch (the organizer
// always does), and the most that watched at once during the current broadcast, with when (analytics).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE broadcasts
      ADD COLUMN show_viewers boolean NOT NULL DEFAULT false,
      ADD COLUMN peak_viewers integer NOT NULL DEFAULT 0 CHECK (peak_viewers >= 0),
      ADD COLUMN peak_at timestamptz;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE broadcasts DROP COLUMN show_viewers, DROP COLUMN peak_viewers, DROP COLUMN peak_at;
  `);
};
