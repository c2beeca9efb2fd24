import type { Readable } from 'node:stream';

/** A byte range of an object, both ends included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  /** The bytes asked for, streamed: never loaded whole into memory. */
  body: Readable;
  /** The whole object's size. */
  size: number;
  /** How many bytes `body` carries (the range's length, or the size). */
  length: number;
  contentType: string | null;
}

/**
 * Where media lives (uploads, HLS renditions, posters): local disk or S3-compatible object storage,
 * behind one interface. Keys are relative paths such as `assets/42/720p/seg_00001.ts`; nothing outside
 * this folder knows which storage is in use (api/src/payments is the pattern).
 */
export interface MediaStorage {
  readonly name: 'local' | 's3';
  /** Stores a stream (or bytes) under `key`, replacing what was there. */
  put(key: string, body: Readable | Buffer, contentType?: string): Promise<void>;
  /** The object, or a range of it; null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  delete(key: string): Promise<void>;
  /**
   * The object as a file on this machine, for tools that read files (ffmpeg): local storage gives its
   * own path, object storage downloads a copy that `release` deletes. Null when there is no object.
   */
  asFile(key: string): Promise<{ path: string; release(): Promise<void> } | null>;
  /** Deletes every object whose key starts with `prefix/` (an asset's whole folder). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of plain segments: no `..`, no leading slash, no empty or hidden segment. */
export function assertKey(key: string): void {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** The range clamped to an object of `size` bytes, or null when it cannot be satisfied. */
export function clampRange(
  range: ByteRange | undefined,
  size: number,
): { start: number; end: number } | null {
  if (!range) return size === 0 ? { start: 0, end: -1 } : { start: 0, end: size - 1 };
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (range.start < 0 || range.start > end) return null;
  return { start: range.start, end };
}
