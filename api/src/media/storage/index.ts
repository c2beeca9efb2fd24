import { resolve } from 'node:path';
import { env } from '../../env.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';
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
      ? createS3Storage({
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        })
      : createLocalStorage(localMediaDirectory());
  return current;
}
