import { type DetailedError, defaultOptions, type PreviousUpload, Upload } from 'tus-js-client';
import type { UploadKind } from '../dataProvider';

/**
 * The tus side of the upload step. tus-js-client remembers every unfinished upload in localStorage
 * (keyed by the file's fingerprint), which is what lets an upload survive a reload: the screen lists
 * the interrupted ones for its target, and choosing the same file again resumes at the server's offset.
 */
export const UPLOAD_ENDPOINT = '/api/uploads';
/** One PATCH per 16 MB: a dropped connection costs at most one chunk, and proxies see small bodies. */
export const CHUNK_BYTES = 16 * 1024 * 1024;
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

/** What an upload is for: a product's video, trailer or audio, or a lesson's video. */
export type UploadTarget = { productId: number; kind: UploadKind } | { lessonId: number; kind: 'video' };

export function targetMetadata(target: UploadTarget): Record<string, string> {
  return 'lessonId' in target
    ? { lessonId: String(target.lessonId), kind: 'video' }
    : { productId: String(target.productId), kind: target.kind };
}

export function targetKey(target: UploadTarget): string {
  return 'lessonId' in target ? `lesson-${target.lessonId}` : `product-${target.productId}-${target.kind}`;
}

function isFor(meta: Record<string, string>, target: UploadTarget): boolean {
  const want = targetMetadata(target);
  return Object.entries(want).every(([k, v]) => meta[k] === v) && ('lessonId' in target || !meta.lessonId);
}

export interface Interrupted {
  previous: PreviousUpload;
  name: string;
  size: number;
  offset: number;
}

/** The unfinished uploads of this browser for `target`, with how far the server got (HEAD). */
export async function interruptedUploads(target: UploadTarget): Promise<Interrupted[]> {
  const all = await defaultOptions.urlStorage.findAllUploads().catch(() => [] as PreviousUpload[]);
  const mine = all.filter((p) => p.uploadUrl && isFor(p.metadata ?? {}, target));
  const found = await Promise.all(
    mine.map(async (previous): Promise<Interrupted | null> => {
      try {
        const res = await fetch(previous.uploadUrl as string, {
          method: 'HEAD',
          credentials: 'same-origin',
          headers: { 'Tus-Resumable': '1.0.0' },
        });
        if (res.status === 404 || res.status === 410 || res.status === 403) {
          // Expired on the server (24 h) or not ours any more: forget it.
          await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
          return null;
        }
        if (!res.ok) return null;
        return {
          previous,
          name: previous.metadata?.filename ?? '',
          size: previous.size ?? Number(res.headers.get('Upload-Length') ?? 0),
          offset: Number(res.headers.get('Upload-Offset') ?? 0),
        };
      } catch {
        return null;
      }
    }),
  );
  return found.filter((f): f is Interrupted => f !== null);
}

/** Abandons an unfinished upload: the server deletes its bytes and this browser forgets it. */
export async function discardUpload(previous: PreviousUpload): Promise<void> {
  if (previous.uploadUrl) {
    await fetch(previous.uploadUrl, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'Tus-Resumable': '1.0.0' },
    }).catch(() => undefined);
  }
  await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
}

/** The API's error of a failed tus request: {code, message} (already in the user's language), if any. */
export function apiErrorOf(err: Error): { status: number; code?: string; message?: string } {
  const response = (err as DetailedError).originalResponse;
  if (!response) return { status: 0 };
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody() || '{}') as { error?: { code?: string; message?: string } };
    return { status, code: body.error?.code, message: body.error?.message };
  } catch {
    return { status };
  }
}

export interface UploadCallbacks {
  onProgress(sent: number, total: number): void;
  onRetry(): void;
  onSuccess(mediaId: number | null): void;
  onError(err: Error): void;
}

/**
 * Starts (or resumes, when this browser has an unfinished upload of the same file for the same target)
 * a tus upload. Network failures and server hiccups are retried; refusals (4xx, missing ffmpeg) are not.
 */
export async function startUpload(
  file: File,
  target: UploadTarget,
  locale: string,
  callbacks: UploadCallbacks,
): Promise<Upload> {
  const upload = new Upload(file, {
    endpoint: UPLOAD_ENDPOINT,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: {
      ...targetMetadata(target),
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
    },
    headers: { 'Accept-Language': locale },
    removeFingerprintOnSuccess: true,
    onProgress: callbacks.onProgress,
    onShouldRetry(err) {
      const { status, code } = apiErrorOf(err);
      const retry =
        status === 0 ||
        status === 409 ||
        status === 423 ||
        status === 429 ||
        (status >= 500 && code !== 'MEDIA_TOOLS_MISSING');
      if (retry) callbacks.onRetry();
      return retry;
    },
    onSuccess({ lastResponse }) {
      let mediaId: number | null = null;
      try {
        mediaId = (JSON.parse(lastResponse.getBody() || '{}') as { mediaId?: number }).mediaId ?? null;
      } catch {
        // A resumed upload that was already complete answers HEAD without a body.
      }
      callbacks.onSuccess(mediaId);
    },
    onError: callbacks.onError,
  });
  // The same file may have been started for another slot: resume only this slot's.
  const previous = (await upload.findPreviousUploads()).find((p) => isFor(p.metadata ?? {}, target));
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return upload;
}
