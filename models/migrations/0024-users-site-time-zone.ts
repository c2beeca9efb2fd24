import type { Migration } from '../migrate.ts';

// Issue 18: accounts created without a zone got GMT, so a 20:00 Madrid show read 19:00 at checkout.
// They now get the site's zone (api/src/shared/time-zone.ts); the browser's, when sign-up sends it,
// is set by the service. Existing rows keep what they hold: GMT may have been chosen.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE users ALTER COLUMN timezone SET DEFAULT 'Europe/Madrid'`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE users ALTER COLUMN timezone SET DEFAULT 'GMT'`);
};
