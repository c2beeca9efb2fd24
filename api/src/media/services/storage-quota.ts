import { QueryTypes, type Transaction } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { MediaUpload } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { getSetting } from '../../settings/services/config.ts';
import type { StorageUse } from '../../shared/storage.ts';

/**
 * What an organizer's media may hold (issue 18). An upload is held against the caps from its creation,
 * by its declared length: at most `maxOpenUploads` unfinished uploads per user, declaring at most
 * `maxInFlightGb` together, and the organizer's stored media plus every unfinished upload on their
 * channels within `quotaGb`. The checks and the row that holds the upload are one transaction under an
 * advisory lock on the uploader and on the organizer, so parallel creations are counted one at a time.
 * Stored media: each asset's source (`size_bytes`) and what transcoding stored beside it (`output_bytes`)
 * on products of the organizer's channels, whoever uploaded it.
 */

export const GB = 1024 ** 3;
/** The advisory-lock class of storage accounting (two-key form: its own space, beside migrate.ts's one key). */
const LOCK_CLASS = 18;

/** How long an unfinished upload is held: as long as the upload store keeps its bytes. */
export const UPLOAD_EXPIRY_HOURS = 24;

export async function storageLimits() {
  const s = await getSetting('media.storage');
  return {
    quotaBytes: Math.floor(s.quotaGb * GB),
    maxOpenUploads: s.maxOpenUploads,
    maxInFlightBytes: Math.floor(s.maxInFlightGb * GB),
  };
}

const gb = (bytes: number) => Math.round((bytes / GB) * 10) / 10;

async function storedBytes(organizerId: number, transaction?: Transaction): Promise<number> {
  const [row] = await connectionOf(MediaUpload).query<{ bytes: string }>(
    `SELECT COALESCE(SUM(a.size_bytes + a.output_bytes), 0) AS bytes FROM media_assets a
       JOIN products p ON p.id = a.product_id JOIN channels c ON c.id = p.channel_id
      WHERE c.user_id = $1`,
    { bind: [organizerId], type: QueryTypes.SELECT, transaction },
  );
  return Number(row.bytes);
}

async function openUploads(column: 'user_id' | 'organizer_id', id: number, transaction?: Transaction) {
  const [row] = await connectionOf(MediaUpload).query<{ count: string; bytes: string }>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(size_bytes), 0) AS bytes FROM media_uploads
      WHERE ${column} = $1 AND expires_at > now() AND finished_at IS NULL`,
    { bind: [id], type: QueryTypes.SELECT, transaction },
  );
  return { count: Number(row.count), bytes: Number(row.bytes) };
}

/**
 * Holds a new upload against the caps, or refuses it: UPLOAD_TOO_MANY_OPEN (429), UPLOAD_IN_FLIGHT_TOO_LARGE
 * or STORAGE_QUOTA_EXCEEDED (413), each saying how much is left in the caller's language.
 */
export async function reserveUpload(input: {
  uploadId: string;
  userId: number;
  organizerId: number;
  productId: number;
  sizeBytes: number;
}): Promise<void> {
  const limits = await storageLimits();
  await connectionOf(MediaUpload).transaction(async (transaction) => {
    for (const id of [...new Set([input.userId, input.organizerId])].sort((a, b) => a - b)) {
      await connectionOf(MediaUpload).query('SELECT pg_advisory_xact_lock($1, $2)', {
        bind: [LOCK_CLASS, id],
        transaction,
      });
    }
    const mine = await openUploads('user_id', input.userId, transaction);
    if (mine.count >= limits.maxOpenUploads) {
      throw new AppError('UPLOAD_TOO_MANY_OPEN', { max: limits.maxOpenUploads });
    }
    if (mine.bytes + input.sizeBytes > limits.maxInFlightBytes) {
      throw new AppError('UPLOAD_IN_FLIGHT_TOO_LARGE', {
        max: gb(limits.maxInFlightBytes),
        free: gb(Math.max(0, limits.maxInFlightBytes - mine.bytes)),
      });
    }
    const pending = await openUploads('organizer_id', input.organizerId, transaction);
    const used = (await storedBytes(input.organizerId, transaction)) + pending.bytes;
    if (used + input.sizeBytes > limits.quotaBytes) {
      throw new AppError('STORAGE_QUOTA_EXCEEDED', {
        used: gb(used),
        max: gb(limits.quotaBytes),
        free: gb(Math.max(0, limits.quotaBytes - used)),
      });
    }
    await MediaUpload.create(
      {
        id: input.uploadId,
        userId: input.userId,
        organizerId: input.organizerId,
        productId: input.productId,
        sizeBytes: input.sizeBytes,
        expiresAt: new Date(Date.now() + UPLOAD_EXPIRY_HOURS * 3600_000),
      },
      { transaction },
    );
  });
}

/** The organizer's storage as GET /api/me/storage answers it. */
export async function storageUseOf(userId: number): Promise<StorageUse> {
  const [limits, usedBytes, pending, mine] = await Promise.all([
    storageLimits(),
    storedBytes(userId),
    openUploads('organizer_id', userId),
    openUploads('user_id', userId),
  ]);
  return {
    usedBytes,
    pendingBytes: pending.bytes,
    limitBytes: limits.quotaBytes,
    openUploads: mine.count,
    maxOpenUploads: limits.maxOpenUploads,
    maxInFlightBytes: limits.maxInFlightBytes,
  };
}
