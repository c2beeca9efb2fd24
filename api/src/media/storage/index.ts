import { resolve } from 'node:path';
import { env } from '../../env.ts';
import { createLocalStorage } from './local.ts';
import type { S3Settings } from './s3.ts';
import type { MediaStorage } from './types.ts';

export type { ByteRange, MediaStorage, StoredObject } from './types.ts';

let current: MediaStorage | null = null;

/** The folder of local media storage (DATA_DIR/media): where tools that write files (the live ffmpeg) write. */
export const localMediaDirectory = () => resolve(env.DATA_DIR, 'media');

/**
 * The media storage of this deployment: S3-compatible object storage when S3_ENDPOINT and S3_BUCKET are
 * set (with their keys), else local disk under DATA_DIR/media.
 */
export function mediaStorage(): MediaStorage {
  current ??=
    env.S3_ENDPOINT && env.S3_BUCKET
      ? lazyS3({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        })
      : createLocalStorage(localMediaDirectory());
  return current;
}

/**
 * S3 storage whose SDK is loaded at its first use: the AWS SDK is a second of module loading that a
 * deployment on local disk (and every test file) need not pay.
 */
function lazyS3(settings: S3Settings): MediaStorage {
  let real: Promise<MediaStorage> | null = null;
  const load = () => {
    real ??= import('./s3.ts').then((m) => m.createS3Storage(settings));
    return real;
  };
  return {
    name: 's3',
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key, range) => (await load()).get(key, range),
    stat: async (key) => (await load()).stat(key),
    delete: async (key) => (await load()).delete(key),
    asFile: async (key) => (await load()).asFile(key),
    deletePrefix: async (prefix) => (await load()).deletePrefix(prefix),
  };
}
