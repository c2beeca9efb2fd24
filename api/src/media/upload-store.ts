import { resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import { env } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';
import { UPLOAD_EXPIRY_HOURS } from './services/storage-quota.ts';

/**
 * Where tus keeps upload bytes until they are copied to media storage: DATA_DIR/uploads. The web role
 * writes there and the worker role's ingest and sweep jobs read and delete there, so processes running
 * those roles share DATA_DIR (one machine, or a shared volume).
 */
export const uploadsDirectory = () => resolve(env.DATA_DIR, 'uploads');

let store: FileStore | null = null;

export function uploadStore(): FileStore {
  store ??= new FileStore({
    directory: uploadsDirectory(),
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_HOURS * 3600 * 1000,
  });
  return store;
}

/** An upload's bytes and tus's record of it; gone already is fine. */
export function removeUpload(uploadId: string): Promise<void> {
  return uploadStore()
    .remove(uploadId)
    .catch(() => {});
}

/** Hourly, on one worker: the bytes of uploads left unfinished past their expiry are deleted. */
export const uploadSweepJob = defineJob<Record<string, never>>(
  'media.uploads-sweep',
  { retryLimit: 1, retryDelay: 300, retryBackoff: false, expireInSeconds: 900, cron: '0 * * * *' },
  async () => {
    const expired = await uploadStore().deleteExpired();
    if (expired) logger.info('media.uploads_expired', { count: expired });
  },
);
