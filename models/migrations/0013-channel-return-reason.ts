import type { Migration } from '../migrate.ts';

// An admin who sends a channel back to draft says why (spec 4: the organizer fixes it and asks again).
// The reason stays on the channel for its owner to read until the channel moves on; the email log
// keeps every one sent. Both or neither are set.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE channels
      ADD COLUMN return_reason text CHECK (char_length(return_reason) BETWEEN 1 AND 1000),
      ADD COLUMN returned_at timestamptz,
      ADD CONSTRAINT channels_return_reason_dated CHECK ((return_reason IS NULL) = (returned_at IS NULL));
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE channels DROP CONSTRAINT channels_return_reason_dated,
      DROP COLUMN return_reason, DROP COLUMN returned_at
  `);
};
