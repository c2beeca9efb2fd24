import type { Migration } from '../migrate.ts';

// Issue 23 (analytics speed): a year of every channel's viewing must not be read session by session.
// Closed Madrid days, weeks (Monday first) and months are rolled up from viewing_sessions by the job
// `analytics.roll-viewing` (api/src/analytics/services/rollup.ts):
//  - viewing_rollups: per unit and product (product 0 = the whole platform, channel 0) the sessions,
//    the distinct viewers inside the unit, the seconds watched, the completion's sum and count, the most
//    sessions open at once and when, and its viewers: a sketch for weeks and months, the registers
//    they reached for days;
//  - viewing_rollup_units: which units are rolled and when (a unit whose sessions moved after that is
//    rolled again).
// Distinct viewers over several units are not a sum: each week or month keeps a HyperLogLog sketch of
// 512 registers written as 16 "at least this level" bitmaps of 512 bits (bit k*512+j is set when
// register j reached level k+1). Two sketches merge with bit_or, and the estimate needs only each
// level's bit_count (api/src/analytics/services/sketch.ts). viewer_sketch(user_id) is one viewer's sketch;
// viewer_register and viewer_level say where a viewer lands without building it (the days read from the
// sessions are merged as registers in the service, far cheaper than a kilobyte per viewer).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    -- A viewer's register (0..511) and level (1..16): the low 9 bits of PostgreSQL's own integer hash,
    -- and the position of the first 1 in the next 23 (HyperLogLog's rank), 16 at most (a ladder of integer
    -- comparisons: most viewers stop at the first rungs).
    CREATE FUNCTION viewer_register(viewer integer) RETURNS integer
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT hashint4(viewer) & 511 $$;
    CREATE FUNCTION viewer_level(viewer integer) RETURNS integer
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT CASE
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 4194304 THEN 1
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 2097152 THEN 2
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 1048576 THEN 3
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 524288 THEN 4
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 262144 THEN 5
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 131072 THEN 6
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 65536 THEN 7
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 32768 THEN 8
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 16384 THEN 9
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 8192 THEN 10
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 4096 THEN 11
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 2048 THEN 12
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 1024 THEN 13
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 512 THEN 14
                    WHEN (hashint4(viewer) >> 9) & 8388607 >= 256 THEN 15
                    ELSE 16 END
      $$;
    -- One viewer's sketch: the bits (k*512 + register) for every level k below theirs, made from constants
    -- by a mask and a shift (the function is inlined and its constants folded once per statement).
    CREATE FUNCTION viewer_sketch(viewer integer) RETURNS bit(8192)
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
        SELECT (repeat('1' || repeat('0', 511), 16)::bit(8192)
                & ~(repeat('1', 8192)::bit(8192) >> (512 * viewer_level(viewer)))) >> viewer_register(viewer)
      $$;

    CREATE TABLE viewing_rollup_units (
      grain text NOT NULL CHECK (grain IN ('day', 'week', 'month')),
      starts date NOT NULL,
      rolled_at timestamptz NOT NULL,
      PRIMARY KEY (grain, starts)
    );

    -- No foreign keys: a rollup is history (a deleted product's viewing stays in the platform's figures).
    CREATE TABLE viewing_rollups (
      grain text NOT NULL CHECK (grain IN ('day', 'week', 'month')),
      starts date NOT NULL,
      product_id integer NOT NULL,
      channel_id integer NOT NULL,
      sessions integer NOT NULL,
      viewers integer NOT NULL,
      seconds bigint NOT NULL,
      completion_sum float8 NOT NULL,
      completion_n integer NOT NULL,
      peak integer NOT NULL,
      peak_at timestamptz,
      sketch bit(8192),
      -- Days: the registers their viewers reached, as register << 5 | level (a sketch in a few integers).
      registers integer[],
      PRIMARY KEY (grain, starts, product_id),
      FOREIGN KEY (grain, starts) REFERENCES viewing_rollup_units (grain, starts) ON DELETE CASCADE
    );
    -- Sketches of small audiences are mostly zeros: compressed in the row instead of taking 1 KB each.
    ALTER TABLE viewing_rollups SET (toast_tuple_target = 128);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE viewing_rollups;
    DROP TABLE viewing_rollup_units;
    DROP FUNCTION viewer_sketch(integer);
    DROP FUNCTION viewer_level(integer);
    DROP FUNCTION viewer_register(integer);
  `);
};
