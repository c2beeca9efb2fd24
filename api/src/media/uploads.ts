import { Server, type Upload } from '@tus/server';
import { z } from 'zod';
import { type MediaAsset, UPLOAD_KINDS, type User } from '../../../models/index.ts';
import type { Language } from '../../../models/user.ts';
import { env } from '../env.ts';
import { AppError, type ErrorCode } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { logger } from '../lib/logger.ts';
import { isDatabaseUnavailable } from '../lib/outage.ts';
import { mediaTools } from './ffmpeg.ts';
import { checkContent, probe } from './probe.ts';
import { assetFromUpload, type UploadTarget, uploadTargetFor } from './services/media.ts';
import { reserveUpload, UPLOAD_EXPIRY_HOURS } from './services/storage-quota.ts';
import { uploadStore } from './upload-store.ts';

/**
 * Resumable uploads (tus 1.0, @tus/server with our store: upload-store.ts) at /api/uploads. Each PATCH's
 * bytes become a chunk in media storage and its offset is counted in PostgreSQL, so an upload's PATCHes
 * may land on any web process (memory stays flat whatever the size); a dropped connection or a
 * reloaded page resumes from the last stored byte (HEAD, then PATCH at Upload-Offset).
 *  - POST names the target in Upload-Metadata: productId and kind (video | trailer | audio), or lessonId.
 *    Only the product's manager (or an admin) may; a length over the maximum (3 GB) is refused before
 *    any byte is stored, and so is one the storage caps refuse (services/storage-quota.ts: open uploads
 *    and bytes in flight per user, the organizer's quota). The uploader's id is written into the
 *    upload's metadata.
 *  - HEAD, PATCH and DELETE are answered only to that uploader.
 *  - The last PATCH: ffprobe checks the bytes (MP4/MOV with a video stream, or an audio stream for a
 *    podcast), on a local copy of the file's first and last 16 MB; anything else is refused with the
 *    spec's message and its bytes deleted. A good file becomes a MediaAsset and, in the same
 *    transaction, a `media.ingest` job: a worker joins the chunks into the asset's source in media
 *    storage and queues its transcode (services/media.ts).
 * Unfinished uploads are deleted after UPLOAD_EXPIRY_HOURS by the hourly `media.uploads-sweep` job
 * (upload-store.ts); until then their
 * declared length counts against the caps, and a DELETE (the console's cancel) frees it at once.
 */
export const UPLOADS_PATH = '/api/uploads';
export { UPLOAD_EXPIRY_HOURS };

/** Who sent each request (the route's guard resolved the session): read by the hooks below. */
const callers = new WeakMap<Request, { user: User; lang: Language }>();

const metadataSchema = z.union([
  z.object({ productId: z.coerce.number().int().positive(), kind: z.enum(UPLOAD_KINDS) }),
  z.object({ lessonId: z.coerce.number().int().positive(), kind: z.literal('video').default('video') }),
]);

/** A tus error answer carrying our JSON error in the caller's language. */
function refuse(code: ErrorCode, lang: Language, params: Record<string, string | number> = {}) {
  // Sizes such as 1.5 GB read "1,5 GB" in Spanish and Portuguese.
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false });
  const shown = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? number.format(v) : v]),
  );
  return {
    status_code: new AppError(code).status,
    body: JSON.stringify({ error: { code, message: t(lang, code, shown) } }),
  };
}

function callerOf(req: Request) {
  const caller = callers.get(req);
  if (!caller) throw refuse('AUTH_REQUIRED', 'es');
  return caller;
}

let server: Server | null = null;

const maxMb = () => Math.round(env.MEDIA_MAX_UPLOAD_BYTES / 1024 ** 2);
const maxGb = () => Math.round((env.MEDIA_MAX_UPLOAD_BYTES / 1024 ** 3) * 10) / 10;

function tusServer(): Server {
  server ??= new Server({
    path: UPLOADS_PATH,
    datastore: uploadStore(),
    relativeLocation: true,
    maxSize: env.MEDIA_MAX_UPLOAD_BYTES,
    disableTerminationForFinishedUploads: true,
    // Same origin only: the back office is served by this process.
    allowedOrigins: [],
    async onUploadCreate(req, upload) {
      const { user, lang } = callerOf(req as unknown as Request);
      const tools = await mediaTools();
      if (!tools.ffmpeg || !tools.ffprobe) throw refuse('MEDIA_TOOLS_MISSING', lang);
      const parsed = metadataSchema.safeParse(upload.metadata ?? {});
      if (!parsed.success) throw refuse('MEDIA_TARGET_REQUIRED', lang);
      // A deferred length would let bytes arrive that no cap has counted.
      if (upload.size === undefined) throw refuse('UPLOAD_LENGTH_REQUIRED', lang);
      try {
        const meta = parsed.data;
        const target = await uploadTargetFor(user, meta);
        await reserveUpload({
          uploadId: upload.id,
          userId: user.id,
          organizerId: target.organizerId,
          productId: target.productId,
          sizeBytes: upload.size,
        });
        return {
          metadata: {
            ...upload.metadata,
            userId: String(user.id),
            productId: String(target.productId),
            lessonId: target.lessonId === null ? null : String(target.lessonId),
            kind: target.kind,
          },
        };
      } catch (err) {
        throw asTusError(err, lang);
      }
    },
    async onIncomingRequest(req, id) {
      const { user, lang } = callerOf(req as unknown as Request);
      if (req.method === 'POST') return;
      let upload: Upload;
      try {
        upload = await uploadStore().getUpload(id);
      } catch {
        throw refuse('NOT_FOUND', lang);
      }
      // Someone else's upload does not exist, as far as this caller can tell.
      if (upload.metadata?.userId !== String(user.id)) throw refuse('NOT_FOUND', lang);
    },
    async onUploadFinish(req, upload) {
      const { user, lang } = callerOf(req as unknown as Request);
      try {
        const asset = await finish(user, upload, lang);
        return {
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ mediaId: asset.id, status: asset.status }),
          status_code: 200,
        };
      } catch (err) {
        throw asTusError(err, lang);
      }
    },
    onResponseError(req, err) {
      const caller = callers.get(req as unknown as Request);
      const lang = caller?.lang ?? 'es';
      // A chunked body cut at the route's limit (lib/body-limit.ts) fails the read with our error.
      const ours = err instanceof AppError ? err : (err as { cause?: unknown }).cause;
      if (ours instanceof AppError) {
        return refuse(
          ours.code,
          lang,
          ours.code === 'MEDIA_TOO_LARGE' ? { max: maxGb(), mb: maxMb() } : ours.params,
        );
      }
      const status = 'status_code' in err ? err.status_code : 500;
      if ('body' in err && err.body.startsWith('{')) return undefined;
      if (status === 413) return refuse('MEDIA_TOO_LARGE', lang, { max: maxGb(), mb: maxMb() });
      if (status === 404 || status === 410) return refuse('NOT_FOUND', lang);
      if (status === 409) return refuse('UPLOAD_OFFSET_MISMATCH', lang);
      // The concatenation extension is not offered (tus answers 501): the client asked for it anyway.
      if (status === 501) return refuse('UPLOAD_CONCAT_NOT_SUPPORTED', lang);
      if (status >= 500) {
        if (isDatabaseUnavailable(err)) return refuse('SERVICE_UNAVAILABLE', lang);
        logger.error('uploads.failed', { error: (err as Error).message });
        return refuse('SERVER_ERROR', lang);
      }
      return undefined;
    },
  });
  return server;
}

function asTusError(err: unknown, lang: Language) {
  if (err instanceof AppError) return refuse(err.code, lang, err.params);
  if (err && typeof err === 'object' && 'status_code' in err) return err;
  if (isDatabaseUnavailable(err)) return refuse('SERVICE_UNAVAILABLE', lang);
  logger.error('uploads.failed', { error: (err as Error)?.message });
  return refuse('SERVER_ERROR', lang);
}

/** The bytes are all here: check them by content, then make the asset and its ingest job. */
async function finish(user: User, upload: Upload, lang: Language): Promise<MediaAsset> {
  const meta = upload.metadata ?? {};
  const kind = metadataSchema.parse(meta).kind;
  const copy = await uploadStore().probeCopy(upload.id);
  const probed = await probe(copy.path).finally(() => copy.release());
  const verdict = checkContent(kind, probed);
  if (verdict !== 'ok') {
    await uploadStore().remove(upload.id);
    throw refuse(verdict === 'not-audio' ? 'MEDIA_NOT_AUDIO' : 'MEDIA_NOT_VIDEO', lang, { max: maxGb() });
  }
  // The target is checked again: the product may have changed hands since the upload began.
  const target: UploadTarget = await uploadTargetFor(user, {
    productId: Number(meta.productId),
    lessonId: meta.lessonId ? Number(meta.lessonId) : undefined,
    kind,
  });
  const asset = await assetFromUpload({
    uploadId: upload.id,
    userId: user.id,
    target,
    // Without a file name (an API client's upload) the console shows none rather than the upload id.
    originalName: meta.filename ?? meta.name ?? '',
    mime: meta.filetype ?? meta.type ?? (kind === 'audio' ? 'audio/mpeg' : 'video/mp4'),
    sizeBytes: upload.size ?? upload.offset,
    durationSeconds: probed?.durationSeconds ?? null,
    queueIngest: true,
  });
  return asset;
}

/** Hands a request to tus, for the caller the route's guard resolved. */
export async function handleUpload(req: Request, user: User, lang: Language): Promise<Response> {
  callers.set(req, { user, lang });
  // An abandoned upload (DELETE) goes with its row, so it no longer counts against the caps.
  const res = await tusServer().handleWeb(req);
  if (res.status >= 400 && !res.headers.has('Content-Type')) {
    res.headers.set('Content-Type', 'application/json; charset=utf-8');
  }
  return res;
}
