import type { Migration } from '../migrate.ts';

// Issue 22 (meetings): the same rooms serve three things.
// - `meet`: a meet product's meeting (one running room per product, as before);
// - `lesson`: a course lesson held as a meeting (one running room per lesson; the course's owner hosts,
//   its students join). A lesson says it is a meeting (`lessons.meeting`) and may give its date
//   (`lessons.meet_starts_at`, for the waiting screen's countdown);
// - `rehearsal`: the organizer's private rehearsal room on any of their products (one running per
//   product), priced by the minute when it ends (spec 9: the first hour free on a live broadcast
//   product, else 5 euro an hour): `billed_minutes` and `charge_cents` are written when it ends.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE meet_rooms
      ADD COLUMN kind text NOT NULL DEFAULT 'meet' CHECK (kind IN ('meet','lesson','rehearsal')),
      ADD COLUMN lesson_id integer REFERENCES lessons(id) ON DELETE CASCADE,
      ADD COLUMN started_by integer REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN billed_minutes integer CHECK (billed_minutes >= 0),
      ADD COLUMN charge_cents integer CHECK (charge_cents >= 0),
      ADD CONSTRAINT meet_rooms_lesson_kind CHECK ((kind = 'lesson') = (lesson_id IS NOT NULL));
    DROP INDEX meet_rooms_one_running;
    CREATE UNIQUE INDEX meet_rooms_one_running ON meet_rooms (product_id, kind, coalesce(lesson_id, 0))
      WHERE status <> 'ended';
    DROP INDEX meet_rooms_product_idx;
    CREATE INDEX meet_rooms_product_idx ON meet_rooms (product_id, kind, lesson_id, created_at DESC);
    ALTER TABLE lessons
      ADD COLUMN meeting boolean NOT NULL DEFAULT false,
      ADD COLUMN meet_starts_at timestamptz;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE lessons DROP COLUMN meet_starts_at, DROP COLUMN meeting;
    DELETE FROM meet_rooms WHERE kind <> 'meet';
    DROP INDEX meet_rooms_product_idx;
    CREATE INDEX meet_rooms_product_idx ON meet_rooms (product_id, created_at DESC);
    DROP INDEX meet_rooms_one_running;
    CREATE UNIQUE INDEX meet_rooms_one_running ON meet_rooms (product_id) WHERE status <> 'ended';
    ALTER TABLE meet_rooms DROP CONSTRAINT meet_rooms_lesson_kind,
      DROP COLUMN charge_cents, DROP COLUMN billed_minutes, DROP COLUMN started_by,
      DROP COLUMN lesson_id, DROP COLUMN kind;
  `);
};
