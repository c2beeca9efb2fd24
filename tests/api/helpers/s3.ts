import S3rver from 's3rver';
import type { S3Settings } from '../../../api/src/media/storage/s3.ts';
import { freePort } from '../../embedded-db.ts';

export const S3_BUCKET = 'platea-media';

/**
 * A real S3 server (s3rver) on loopback with the media bucket, keeping its objects under `directory`,
 * and the settings that reach it (S3_* variables of a process, or createS3Storage).
 */
export async function startS3rver(directory: string, port?: number) {
  const listen = port ?? (await freePort());
  const server = new S3rver({
    port: listen,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [] }],
  });
  await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${listen}`,
    bucket: S3_BUCKET,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return { server, settings };
}
