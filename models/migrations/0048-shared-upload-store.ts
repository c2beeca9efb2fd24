import type { Migration } from '../migrate.ts';

// Issue 25: tus uploads are held in media storage (local disk or S3), not in one process's DATA_DIR, so
// their PATCHes may land on any web process. The upload's state lives on its reservation row:
// - received_bytes: the tus offset, advanced by one guarded UPDATE per PATCH (WHERE received_bytes = the
//   PATCH's start), so two PATCHes at one offset on two processes cannot both count;
// - chunks: the names of the objects holding its bytes (uploads/{id}/{name}), in order;
// - metadata: tus's Upload-Metadata (with the uploader's id written in);
// - finished_at: set with the asset it became; the row (and its chunks) stay until the worker's ingest
//   has copied them into the asset, and no longer count against the caps.
// Uploads in flight in the old file store (DATA_DIR/uploads) resume from byte 0.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE media_uploads
      ADD COLUMN received_bytes bigint NOT NULL DEFAULT 0,
      ADD COLUMN chunks text[] NOT NULL DEFAULT '{}',
      ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}',
      ADD COLUMN finished_at timestamptz,
      ADD CONSTRAINT media_uploads_received_check CHECK (received_bytes >= 0 AND received_bytes <= size_bytes);
    CREATE INDEX media_uploads_expiry_idx ON media_uploads (expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX media_uploads_expiry_idx;
    ALTER TABLE media_uploads DROP COLUMN received_bytes, DROP COLUMN chunks, DROP COLUMN metadata,
      DROP COLUMN finished_at;
  `);
};
