/**
 * GET /api/me/storage as the back office reads it (types only, no runtime): how much of the organizer's
 * media quota is used, and the caps that hold uploads in flight. Bytes are whole bytes; "GB" in the
 * console is 1024³ bytes, as MEDIA_MAX_UPLOAD_BYTES' "3 GB".
 */
export interface StorageUse {
  /** Stored media of the organizer's channels: uploaded sources and what transcoding made of them. */
  usedBytes: number;
  /** Declared lengths of the organizer's unfinished uploads (held against the quota until they end). */
  pendingBytes: number;
  /** The organizer's quota. */
  limitBytes: number;
  /** The caller's unfinished uploads and the most they may have open at once. */
  openUploads: number;
  maxOpenUploads: number;
  /** The most the caller's unfinished uploads may declare together. */
  maxInFlightBytes: number;
}
