import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { MediaUpload } from '../../../models/index.ts';
import { env } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';
import { UPLOAD_EXPIRY_HOURS } from './services/storage-quota.ts';
import { type MediaStorage, mediaStorage } from './storage/index.ts';

/**
 * The tus upload store, shared by every process through PostgreSQL and media storage (issue 25): a PATCH
 * may land on any web process, and the worker that ingests the upload may run anywhere.
 *  - An upload's state is its `media_uploads` row (models/media-upload.ts): length, offset
 *    (`received_bytes`), metadata and the names of its chunks. The row is the reservation that
 *    services/storage-quota.ts writes when the upload is created, so `create` only fills it in.
 *  - Each PATCH's bytes are spooled to a local temp file (so a connection dropped midway keeps what
 *    arrived), stored as one chunk object `uploads/{id}/{start offset}-{random}` and counted by one
 *    guarded UPDATE (`WHERE received_bytes = start`): of two PATCHes at one offset on two processes only
 *    one counts; the other answers 409 and deletes its chunk. tus's in-process lock only orders
 *    requests within one process.
 *  - The chunks are read back in order as one stream (`read`: the worker's ingest), or as a bounded
 *    local copy of the file's head and tail for ffprobe (`probeCopy`), and deleted with the row
 *    (`remove`, `discard`, the hourly sweep of expired uploads, found by their rows, never by listing).
 * Works on any MediaStorage (local disk or S3): one store, two backends, one contract test
 * (tests/api/upload-store.test.ts). DATA_DIR/uploads holds only this process's spool files.
 */

const CHUNK_NAME = /^(\d{15})-[a-f0-9]{8}$/;
/** ffprobe reads a file's header and first packets (and an MP4's index, at either end): 16 MB of each end. */
export const PROBE_WINDOW_BYTES = 16 * 1024 * 1024;

export interface UploadChunk {
  key: string;
  start: number;
  size: number;
}

interface UploadRow {
  id: string;
  size_bytes: string;
  received_bytes: string;
  chunks: string[];
  metadata: Record<string, string | null>;
  created_at: Date;
  finished_at: Date | null;
}

const sql = () => connectionOf(MediaUpload);

export class StorageUploadStore extends DataStore {
  constructor(
    private readonly options: {
      storage: () => MediaStorage;
      /** Where this process spools a PATCH's bytes before they are stored. */
      spoolDirectory: string;
      expirationMs: number;
    },
  ) {
    super();
    // As @tus/file-store offered: a deferred length reaches our creation hook, which refuses it in words.
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  private spoolSwept: Promise<void> | undefined;

  private storage() {
    return this.options.storage();
  }

  private async row(id: string): Promise<UploadRow | null> {
    const [row] = await sql().query<UploadRow>(
      `SELECT id, size_bytes, received_bytes, chunks, metadata, created_at, finished_at
         FROM media_uploads WHERE id = $1`,
      { bind: [id], type: QueryTypes.SELECT },
    );
    return row ?? null;
  }

  /** Fills in the upload's reservation row (written by the creation hook): it must exist. */
  override async create(upload: Upload): Promise<Upload> {
    const [row] = await sql().query<{ created_at: Date }>(
      `UPDATE media_uploads SET metadata = $2 WHERE id = $1 AND received_bytes = 0 AND size_bytes = $3
       RETURNING created_at`,
      {
        bind: [upload.id, JSON.stringify(upload.metadata ?? {}), upload.size ?? -1],
        type: QueryTypes.SELECT,
      },
    );
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    upload.creation_date = new Date(row.created_at).toISOString();
    upload.storage = { type: 'media-storage', path: `uploads/${upload.id}` };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.row(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: Number(row.size_bytes),
      offset: Number(row.received_bytes),
      metadata: row.metadata,
      creation_date: new Date(row.created_at).toISOString(),
      storage: { type: 'media-storage', path: `uploads/${id}` },
    });
  }

  /** One PATCH: its bytes become one chunk, counted only if the upload is still at `offset`. */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    await mkdir(this.options.spoolDirectory, { recursive: true });
    this.spoolSwept ??= this.sweepSpool().catch(() => {});
    const tag = randomBytes(4).toString('hex');
    const spool = join(this.options.spoolDirectory, `${id}-${offset}-${process.pid}-${tag}.part`);
    let failure: unknown = null;
    try {
      const file = createWriteStream(spool);
      try {
        await pipeline(readable, file);
      } catch (err) {
        // What arrived before the failure is kept, as a dropped connection's bytes are: once the file is
        // closed, its size is what was written.
        failure = err;
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
      }
      const received = (await stat(spool).catch(() => null))?.size ?? 0;
      if (received === 0) {
        if (failure) throw ERRORS.FILE_WRITE_ERROR;
        return offset;
      }
      const name = `${String(offset).padStart(15, '0')}-${tag}`;
      const key = `uploads/${id}/${name}`;
      await this.storage().put(key, createReadStream(spool));
      const [counted] = await sql()
        .query<{ received_bytes: string }>(
          `UPDATE media_uploads SET received_bytes = received_bytes + $3, chunks = array_append(chunks, $4)
            WHERE id = $1 AND received_bytes = $2 AND finished_at IS NULL AND received_bytes + $3 <= size_bytes
            RETURNING received_bytes`,
          { bind: [id, offset, received, name], type: QueryTypes.SELECT },
        )
        .catch(async (err) => {
          // Not counted (the database is out of reach): the chunk would be no upload's.
          await this.storage()
            .delete(key)
            .catch(() => {});
          throw err;
        });
      if (!counted) {
        // Another PATCH (maybe on another process) got there first, or the upload is gone.
        await this.storage().delete(key);
        throw (await this.row(id)) ? ERRORS.INVALID_OFFSET : ERRORS.FILE_NOT_FOUND;
      }
      if (failure) throw ERRORS.FILE_WRITE_ERROR;
      return Number(counted.received_bytes);
    } finally {
      await rm(spool, { force: true });
    }
  }

  /** Abandoned (DELETE, or refused by content): the row goes first, so no PATCH counts after it. */
  override async remove(id: string): Promise<void> {
    const [gone] = await sql().query<{ id: string }>('DELETE FROM media_uploads WHERE id = $1 RETURNING id', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    if (!gone) throw ERRORS.FILE_NOT_FOUND;
    await this.storage().deletePrefix(`uploads/${id}`);
  }

  override async declareUploadLength(): Promise<void> {
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  /**
   * Uploads past their expiry, found by their rows: unfinished ones, and finished ones whose asset no
   * longer waits for them (deleted, or its ingest gave up). Chunks first, then the row: a failure
   * leaves the row for the next sweep.
   */
  override async deleteExpired(): Promise<number> {
    const rows = await sql().query<{ id: string }>(
      `SELECT u.id FROM media_uploads u WHERE u.expires_at <= now() AND (u.finished_at IS NULL OR NOT EXISTS
         (SELECT 1 FROM media_assets a WHERE a.upload_id = u.id AND a.status = 'uploaded'))`,
      { type: QueryTypes.SELECT },
    );
    for (const { id } of rows) await this.discard(id);
    return rows.length;
  }

  override getExpiration(): number {
    return this.options.expirationMs;
  }

  /** The upload's chunks in byte order, with their sizes; null when there is no such upload. */
  async chunks(id: string): Promise<{ size: number; received: number; chunks: UploadChunk[] } | null> {
    const row = await this.row(id);
    if (!row) return null;
    const received = Number(row.received_bytes);
    const starts = row.chunks.map((name) => Number(CHUNK_NAME.exec(name)?.[1] ?? Number.NaN));
    const chunks = row.chunks.map((name, i) => ({
      key: `uploads/${id}/${name}`,
      start: starts[i],
      size: (i + 1 < starts.length ? starts[i + 1] : received) - starts[i],
    }));
    return { size: Number(row.size_bytes), received, chunks };
  }

  /** The upload's bytes as one stream, chunk after chunk (never a whole chunk in memory). */
  read(chunks: UploadChunk[]): Readable {
    const storage = this.storage();
    async function* bytes() {
      for (const chunk of chunks) {
        const object = await storage.get(chunk.key);
        if (!object || object.size !== chunk.size) {
          object?.body.destroy();
          throw new Error(`upload chunk ${chunk.key} is missing or not ${chunk.size} bytes`);
        }
        yield* object.body;
      }
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  /**
   * A local file of the upload's length holding its first and last PROBE_WINDOW_BYTES (the whole file
   * when it is no longer than both; the middle is a hole), for ffprobe: at most 32 MB is fetched, on any
   * storage. `release` deletes it.
   */
  async probeCopy(id: string): Promise<{ path: string; release(): Promise<void> }> {
    const upload = await this.chunks(id);
    if (!upload) throw ERRORS.FILE_NOT_FOUND;
    await mkdir(this.options.spoolDirectory, { recursive: true });
    const dir = await mkdtemp(join(this.options.spoolDirectory, 'probe-'));
    const release = () => rm(dir, { recursive: true, force: true });
    const path = join(dir, 'upload');
    try {
      const file = await open(path, 'w');
      await file.truncate(upload.received);
      await file.close();
      const total = upload.received;
      const windows: Array<[number, number]> =
        total <= 2 * PROBE_WINDOW_BYTES
          ? [[0, total]]
          : [
              [0, PROBE_WINDOW_BYTES],
              [total - PROBE_WINDOW_BYTES, total],
            ];
      for (const [from, to] of windows) {
        for (const chunk of upload.chunks) {
          const start = Math.max(from, chunk.start);
          const end = Math.min(to, chunk.start + chunk.size);
          if (start >= end) continue;
          const object = await this.storage().get(chunk.key, {
            start: start - chunk.start,
            end: end - chunk.start - 1,
          });
          if (!object) throw new Error(`upload chunk ${chunk.key} is missing`);
          await pipeline(object.body, createWriteStream(path, { flags: 'r+', start }));
        }
      }
      return { path, release };
    } catch (err) {
      await release();
      throw err;
    }
  }

  /** The upload's chunks and row, once copied into its asset (or swept): gone already is fine. */
  async discard(id: string): Promise<void> {
    await this.storage().deletePrefix(`uploads/${id}`);
    await sql().query('DELETE FROM media_uploads WHERE id = $1', { bind: [id] });
  }

  /**
   * Once per process, at its first PATCH: spool files a killed process left behind (a live PATCH's file
   * is younger than the expiry).
   */
  private async sweepSpool() {
    const dir = this.options.spoolDirectory;
    const names = await readdir(dir).catch(() => [] as string[]);
    const before = Date.now() - this.options.expirationMs;
    for (const name of names) {
      const s = await stat(join(dir, name)).catch(() => null);
      if (s && s.mtimeMs < before) await rm(join(dir, name), { recursive: true, force: true });
    }
  }
}

/** Where this process spools PATCH bytes before storing them: DATA_DIR/uploads. */
export const uploadsDirectory = () => resolve(env.DATA_DIR, 'uploads');

/**
 * An upload finished before the shared store (migration 0048), whose asset waits for its ingest: its bytes
 * in the old file store's DATA_DIR/uploads/{id} on this machine, or null.
 */
export async function legacyUpload(id: string) {
  const path = join(uploadsDirectory(), id);
  if (!/^[a-f0-9]{32}$/.test(id) || !(await stat(path).catch(() => null))?.isFile()) return null;
  return {
    read: () => createReadStream(path),
    remove: async () => {
      await rm(path, { force: true });
      await rm(`${path}.json`, { force: true });
    },
  };
}

let store: StorageUploadStore | null = null;

export function uploadStore(): StorageUploadStore {
  store ??= new StorageUploadStore({
    storage: mediaStorage,
    spoolDirectory: uploadsDirectory(),
    expirationMs: UPLOAD_EXPIRY_HOURS * 3600 * 1000,
  });
  return store;
}

/** Deletes expired uploads' chunks and rows; answers how many. */
export function sweepExpiredUploads(): Promise<number> {
  return uploadStore().deleteExpired();
}

/** Hourly, on one worker: uploads left unfinished past their expiry are deleted, chunks and rows. */
export const uploadSweepJob = defineJob<Record<string, never>>(
  'media.uploads-sweep',
  { retryLimit: 1, retryDelay: 300, retryBackoff: false, expireInSeconds: 900, cron: '0 * * * *' },
  async () => {
    const expired = await sweepExpiredUploads();
    if (expired) logger.info('media.uploads_expired', { count: expired });
  },
);
