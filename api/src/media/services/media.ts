import type { Readable } from 'node:stream';
import { Op, QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import {
  Channel,
  MediaAsset,
  MediaUpload,
  Product,
  type UploadKind,
  type User,
} from '../../../../models/index.ts';
import type { Language } from '../../../../models/user.ts';
import { AppError } from '../../errors.ts';
import { type MessageKey, t } from '../../i18n/index.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob, type JobContext } from '../../lib/queue.ts';
import { assertCan, isAdmin } from '../../policy.ts';
import { mediaStorage } from '../storage/index.ts';
import { assetKeys, transcodeJob } from '../transcode.ts';
import { legacyUpload, uploadStore } from '../upload-store.ts';

/**
 * Video and audio assets of products and lessons: what an upload targets, who may upload to it, and
 * the asset's life after the upload (storage, transcoding queue). The tus side is api/src/media/uploads.ts.
 */

export interface UploadTarget {
  productId: number;
  lessonId: number | null;
  kind: UploadKind;
  /** The product's type, which decides what kinds it takes. */
  productType: string;
  /** The owner of the product's channel, whose storage quota the upload counts against. */
  organizerId: number;
}

/** The product (and lesson) an upload names, if `user` manages it; else 404 (never 403: conventions). */
export async function uploadTargetFor(
  user: User,
  meta: { productId?: number; lessonId?: number; kind: UploadKind },
): Promise<UploadTarget> {
  let productId = meta.productId;
  let lessonId: number | null = null;
  if (meta.lessonId !== undefined) {
    const [row] = await connectionOf(Product).query<{ product_id: number }>(
      `SELECT c.product_id FROM lessons l JOIN course_modules m ON m.id = l.module_id
         JOIN courses c ON c.id = m.course_id WHERE l.id = $1`,
      { bind: [meta.lessonId], type: QueryTypes.SELECT },
    );
    if (!row || (productId !== undefined && productId !== row.product_id)) throw new AppError('NOT_FOUND');
    productId = row.product_id;
    lessonId = meta.lessonId;
  }
  if (productId === undefined) throw new AppError('NOT_FOUND');
  const product = await Product.findByPk(productId, {
    include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
  });
  if (!product?.channel) throw new AppError('NOT_FOUND');
  await assertCan(user, 'product.edit', product);
  // Podcasts take audio (and a trailer); everything else takes video (and a trailer); lessons take video.
  const allowed: UploadKind[] =
    lessonId !== null ? ['video'] : product.type === 'podcast' ? ['audio', 'trailer'] : ['video', 'trailer'];
  if (!allowed.includes(meta.kind)) {
    throw new AppError('MEDIA_KIND_NOT_ALLOWED', { kinds: allowed.join(', ') });
  }
  return {
    productId,
    lessonId,
    kind: meta.kind,
    productType: product.type,
    organizerId: product.channel.userId,
  };
}

/**
 * A finished, checked upload becomes an asset (`uploaded`). With `queueIngest` its `media.ingest` job is
 * enqueued in the same transaction: a worker copies the bytes into media storage and queues the transcode.
 * In that transaction too the upload is marked finished: it stops counting against the caps (the asset
 * counts) and its chunks are kept for the ingest. One asset per upload id: a finishing request repeated
 * by a client finds the asset already there.
 */
export async function assetFromUpload(input: {
  uploadId: string;
  userId: number;
  target: UploadTarget;
  originalName: string;
  mime: string;
  sizeBytes: number;
  durationSeconds: number | null;
  queueIngest?: boolean;
}): Promise<MediaAsset> {
  const existing = await MediaAsset.findOne({ where: { uploadId: input.uploadId } });
  if (existing) return existing;
  return connectionOf(MediaAsset).transaction(async (transaction) => {
    const asset = await MediaAsset.create(
      {
        userId: input.userId,
        productId: input.target.productId,
        lessonId: input.target.lessonId,
        kind: input.target.kind,
        originalName: input.originalName.slice(0, 255),
        mime: input.mime.slice(0, 100),
        sizeBytes: input.sizeBytes,
        // The storage key needs the id: a placeholder unique per upload, set right after.
        storagePath: `uploads/${input.uploadId}`,
        uploadId: input.uploadId,
        status: 'uploaded',
        durationSeconds: input.durationSeconds,
        hlsPath: null,
        error: null,
        errorCode: null,
        width: null,
        height: null,
        posterPath: null,
        downloadPath: null,
        startedAt: null,
        finishedAt: null,
      },
      { transaction },
    );
    asset.storagePath = assetKeys(asset.id).source;
    await asset.save({ transaction });
    await MediaUpload.update({ finishedAt: new Date() }, { where: { id: input.uploadId }, transaction });
    if (input.queueIngest) await ingestJob.enqueue({ assetId: asset.id }, transaction);
    return asset;
  });
}

/**
 * How long a transcode may run before it is taken as lost (its worker died) and retried: 15 minutes plus
 * four times the file's duration (a ladder runs at about real time on two cores), at most 6 hours.
 */
export function transcodeExpiry(durationSeconds: number | null): number {
  return Math.min(6 * 3600, Math.ceil(900 + 4 * (durationSeconds ?? 5400)));
}

/**
 * Copies a stream of the asset's source into media storage and queues its transcode; `removeSource` then
 * deletes where it came from. Runs in a worker (the `media.ingest` job of an upload, the demo media job):
 * a 3 GB copy to object storage is not a request's work. Throws on failure, so the job is retried.
 */
export async function ingest(asset: MediaAsset, source: Readable, removeSource: () => Promise<void>) {
  await mediaStorage().put(asset.storagePath, source, asset.mime);
  await connectionOf(MediaAsset).transaction(async (transaction) => {
    const [count] = await MediaAsset.update(
      { status: 'queued' },
      { where: { id: asset.id, status: 'uploaded' }, transaction },
    );
    if (count === 1) {
      await transcodeJob.enqueue({ assetId: asset.id }, transaction, {
        expireInSeconds: transcodeExpiry(asset.durationSeconds),
      });
    }
  });
  await removeSource();
}

/**
 * The ingest of a finished upload, on the queue: enqueued with its asset, so a process stopped between
 * the finishing request and the copy loses nothing (the job is retried after its expiry by any worker).
 * The upload's chunks are in media storage, listed by its row (upload-store.ts): they are streamed in
 * order into the asset's source, then deleted with the row (an upload finished before that store, in
 * DATA_DIR/uploads of a worker that shares it, is copied from there). An asset already past `uploaded`
 * (a job done twice) is left alone.
 */
export const ingestJob = defineJob<{ assetId: number }>(
  'media.ingest',
  { retryLimit: 4, retryDelay: 30, retryBackoff: true, expireInSeconds: 3600 },
  async ({ assetId }, job: JobContext) => {
    const asset = await MediaAsset.findByPk(assetId);
    if (!asset?.uploadId || asset.status !== 'uploaded') return;
    const uploadId = asset.uploadId;
    const upload = await uploadStore().chunks(uploadId);
    const whole = upload && upload.received === upload.size ? upload : null;
    const legacy = whole ? null : await legacyUpload(uploadId);
    if (!whole && !legacy) {
      // Nothing to copy: the upload is gone (swept, or removed by hand) or was never whole.
      const error = `upload ${uploadId} of asset ${assetId} is not in the upload store`;
      if (job.lastAttempt)
        await asset.update({ status: 'failed', errorCode: 'MEDIA_TRANSCODE_FAILED', error });
      throw new Error(error);
    }
    try {
      if (whole) await ingest(asset, uploadStore().read(whole.chunks), () => uploadStore().discard(uploadId));
      else if (legacy) await ingest(asset, legacy.read(), legacy.remove);
    } catch (err) {
      logger.error('media.ingest_failed', { assetId, error: (err as Error).message });
      throw err;
    }
  },
);

/** The failure of an asset in the reader's language: the code's message and ffmpeg's own words. */
function failureOf(asset: MediaAsset, lang: Language) {
  if (asset.status !== 'failed') return null;
  const code = (asset.errorCode ?? 'MEDIA_TRANSCODE_FAILED') as MessageKey & string;
  return { code, message: t(lang, code), detail: asset.error };
}

export function mediaJson(asset: MediaAsset, lang: Language) {
  return {
    id: asset.id,
    productId: asset.productId,
    lessonId: asset.lessonId,
    kind: asset.kind,
    status: asset.status,
    percent: asset.status === 'ready' ? 100 : asset.progress,
    originalName: asset.originalName,
    sizeBytes: Number(asset.sizeBytes),
    durationSeconds: asset.durationSeconds,
    width: asset.width,
    height: asset.height,
    renditions: asset.renditions.map((r) => r.name),
    failure: failureOf(asset, lang),
    createdAt: asset.createdAt,
    updatedAt: asset.updatedAt,
  };
}

/** A product's assets (its own and its lessons'), newest first, for its manager. */
export async function listProductMedia(user: User, productId: number) {
  const product = await Product.findByPk(productId, {
    include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
  });
  if (!product?.channel) throw new AppError('NOT_FOUND');
  await assertCan(user, 'product.edit', product);
  return MediaAsset.findAll({
    // A live broadcast's playlist is the broadcast's (GET …/broadcast), not an uploaded asset.
    where: { productId, kind: { [Op.ne]: 'live' } },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
}

/** One asset, for the manager of its product (or its uploader). */
export async function mediaFor(user: User, id: number) {
  const asset = await MediaAsset.findByPk(id);
  if (!asset) throw new AppError('NOT_FOUND');
  if (asset.userId === user.id || isAdmin(user)) return asset;
  const product = asset.productId
    ? await Product.findByPk(asset.productId, {
        include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
      })
    : null;
  if (!product?.channel) throw new AppError('NOT_FOUND');
  await assertCan(user, 'product.edit', product);
  return asset;
}
