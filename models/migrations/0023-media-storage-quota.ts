import type { Migration } from '../migrate.ts';

// What an organizer's media holds, so uploads cannot fill the disk (issue 18):
// - media_uploads: one row per unfinished tus upload with its declared length (Upload-Length), written
//   under a per-user advisory lock when the upload is created, so the caps on open uploads, bytes in
//   flight and the organizer's quota hold however many creations arrive at once. The row goes when the
//   upload finishes or is abandoned; past expires_at it no longer counts (its bytes are swept).
// - media_assets.output_bytes: what transcoding stored beside the source (renditions, poster, MP3), so
//   the quota counts every stored byte, not only the uploaded file.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE media_uploads (
      id text PRIMARY KEY CHECK (id ~ '^[a-f0-9]{32}$'),
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      organizer_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX media_uploads_user_idx ON media_uploads (user_id, expires_at);
    CREATE INDEX media_uploads_organizer_idx ON media_uploads (organizer_id, expires_at);
    ALTER TABLE media_assets ADD COLUMN output_bytes bigint NOT NULL DEFAULT 0 CHECK (output_bytes >= 0);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE media_uploads; ALTER TABLE media_assets DROP COLUMN output_bytes');
};
