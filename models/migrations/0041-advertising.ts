import { randomBytes } from 'node:crypto';
import type { Migration } from '../migrate.ts';

// Issue 24 (advertising module): banners of 1 to 6 columns (spec 3), each column an uploaded image with
// its link and alt text, shown in one display area between optional dates.
// - ad_banners: `images` holds the columns ({url, link, alt, width, height}); `columns` is their count,
//   held equal to it here (spec 7: at most 6, the CHECK of 0002); the display area is one of the site's.
//   Both new checks are NOT VALID: they hold every row written from now on without refusing old data.
// - channels.ad_banner_id: a channel's own banner (products have had theirs since 0002).
// - ad_banner_days: impressions and clicks per banner and Madrid day, each moved by one upsert
//   (INSERT ... ON CONFLICT DO UPDATE), so concurrent clicks never lose one.
// - The app secret `ad_link` (made here) keys the signatures of the click redirect
//   /api/ads/click/{banner}/{index}/{sig} (api/src/advertising/tracking.ts).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE ad_banners ALTER COLUMN format SET DEFAULT 'columns';
    ALTER TABLE ad_banners
      ADD CONSTRAINT ad_banners_columns_match CHECK (jsonb_array_length(images) = columns) NOT VALID,
      ADD CONSTRAINT ad_banners_display_area
        CHECK (display_area IN ('home', 'product', 'channel', 'player', 'course')) NOT VALID;

    ALTER TABLE channels ADD COLUMN ad_banner_id integer REFERENCES ad_banners(id) ON DELETE SET NULL;
    CREATE INDEX channels_ad_banner_idx ON channels (ad_banner_id) WHERE ad_banner_id IS NOT NULL;

    CREATE TABLE ad_banner_days (
      banner_id integer NOT NULL REFERENCES ad_banners(id) ON DELETE CASCADE,
      day date NOT NULL,
      impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
      clicks bigint NOT NULL DEFAULT 0 CHECK (clicks >= 0),
      PRIMARY KEY (banner_id, day)
    );
  `);
  await sequelize.query(
    `INSERT INTO app_secrets (name, value) VALUES ('ad_link', $1) ON CONFLICT (name) DO NOTHING`,
    { bind: [randomBytes(32).toString('base64url')] },
  );
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM app_secrets WHERE name = 'ad_link';
    DROP TABLE ad_banner_days;
    DROP INDEX channels_ad_banner_idx;
    ALTER TABLE channels DROP COLUMN ad_banner_id;
    ALTER TABLE ad_banners
      DROP CONSTRAINT ad_banners_display_area,
      DROP CONSTRAINT ad_banners_columns_match,
      ALTER COLUMN format DROP DEFAULT;
  `);
};
