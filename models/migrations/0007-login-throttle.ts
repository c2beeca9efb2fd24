import type { Migration } from '../migrate.ts';

// Failed sign-ins, per IP and account and per IP: a claim counts and decides in one statement
// (api/src/accounts/services/login-throttle.ts), so parallel guesses each count. `allowed` holds the outcome of
// the latest claim for RETURNING to read; `blocked_until` is when the next attempt may start.
// UNLOGGED like rate_limits: losing it in a crash only forgets failures.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE UNLOGGED TABLE login_throttle (
      key text PRIMARY KEY,
      failures integer NOT NULL CHECK (failures >= 0),
      last_failure_at timestamptz NOT NULL,
      blocked_until timestamptz NOT NULL,
      allowed boolean NOT NULL
    );
    CREATE INDEX login_throttle_last_failure_idx ON login_throttle (last_failure_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE login_throttle');
};
