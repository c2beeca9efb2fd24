import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type ByteRange, clampRange, type MediaStorage, type StoredObject } from './types.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/** Media in an S3-compatible bucket (path-style addressing, so any compatible server works). */
export function createS3Storage(s: S3Settings): MediaStorage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  });
  const Bucket = s.bucket;
  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  };
  return {
    name: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      // Multipart for streams of unknown length: parts of 8 MB in flight, never the whole object.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
    },
    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      assertKey(key);
      const meta = await head(key);
      if (!meta) return null;
      const size = Number(meta.ContentLength ?? 0);
      const r = clampRange(range, size);
      if (!r) return null;
      const length = r.end - r.start + 1;
      if (length === 0)
        return { body: Readable.from([]), size, length, contentType: meta.ContentType ?? null };
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${r.start}-${r.end}` : undefined }),
        );
        return { body: res.Body as Readable, size, length, contentType: res.ContentType ?? null };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      assertKey(key);
      const meta = await head(key);
      return meta
        ? { size: Number(meta.ContentLength ?? 0), modifiedAt: meta.LastModified ?? new Date(0) }
        : null;
    },
    async asFile(key) {
      const object = await this.get(key);
      if (!object) return null;
      const dir = await mkdtemp(join(tmpdir(), 'platea-s3-'));
      const release = () => rm(dir, { recursive: true, force: true });
      try {
        const path = join(dir, 'object');
        await pipeline(object.body, createWriteStream(path));
        return { path, release };
      } catch (err) {
        await release();
        throw err;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key as string }));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
