import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../embedded-db.ts';

// Media storage is a real S3 server (s3rver) here, for the test and its worker processes alike; a
// transcode job whose worker dies is taken as lost after 45 s and retried at once. (pg-boss also gives
// up on a handler that runs past its expiry and retries it beside the running one: 45 s is more than
// this clip's whole encode takes on a loaded CI machine, so the surviving worker's run is not cut.)
const dataDir = mkdtempSync(join(tmpdir(), 'platea-media-s3-'));
const s3Port = await freePort();
Object.assign(process.env, {
  DATA_DIR: dataDir,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: 'platea-media',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  JOBS_EXPIRE_SECONDS: '45',
  JOBS_RETRY_DELAY_SECONDS: '0',
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWorker } from './helpers/workers.ts';

const { createHttpServer } = await import('../../api/src/http.ts');
const { app, call } = await import('./helpers/client.ts');
const { MediaAsset, ProductAccess } = await import('../../models/index.ts');
const { connectionOf } = await import('../../models/columns.ts');
const { drainQueue } = await import('../../api/src/jobs/index.ts');
const { mediaStorage } = await import('../../api/src/media/storage/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { makeClip, raw, tusHeaders, tusMetadata, waitFor } = await import('./helpers/media.ts');
const { readFileSync } = await import('node:fs');

const s3 = new S3rver({
  port: s3Port,
  address: '127.0.0.1',
  silent: true,
  directory: join(dataDir, 's3'),
  configureBuckets: [{ name: 'platea-media', configs: [] }],
});
let server: Server;
const clip = join(dataDir, 'clip.mp4');
const workers: ChildProcess[] = [];

const startWorker = () => {
  const child = spawnWorker(['ignore', 'ignore', 'inherit']);
  workers.push(child);
  return child;
};

beforeAll(async () => {
  await s3.run();
  // Long enough that a worker is surely mid-encode when it is killed.
  await makeClip(clip, { width: 1280, height: 720, seconds: 24 });
  server = createHttpServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
}, 60_000);

afterAll(async () => {
  for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
  await new Promise((r) => server?.close(r));
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('transcoding in worker processes, with S3-compatible storage', () => {
  it('stores the upload in S3, retries the job of a killed worker, and serves the ladder from S3', async () => {
    expect(mediaStorage().name).toBe('s3');
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user));
    const bytes = readFileSync(clip);
    const created = await raw(server, 'POST', '/api/uploads', {
      headers: tusHeaders(owner.token, {
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': tusMetadata({
          productId: String(product.id),
          kind: 'video',
          filename: 'clip.mp4',
        }),
      }),
    });
    expect(created.status).toBe(201);
    const done = await raw(server, 'PATCH', created.headers.location as string, {
      headers: tusHeaders(owner.token, {
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: bytes,
    });
    expect(done.status, done.body.toString()).toBe(200);
    const { mediaId } = JSON.parse(done.body.toString());
    await drainQueue(connectionOf(MediaAsset), 'media.ingest');
    await waitFor(async () => (await MediaAsset.findByPk(mediaId))?.status === 'queued');
    expect((await mediaStorage().stat(`assets/${mediaId}/source`))?.size).toBe(bytes.length);

    // The first worker takes the job and is killed halfway through the encode.
    const first = startWorker();
    await waitFor(async () => ((await MediaAsset.findByPk(mediaId))?.progress ?? 0) >= 10, 60_000);
    first.kill('SIGKILL');
    const stuck = await MediaAsset.findByPk(mediaId);
    expect(stuck?.status).toBe('transcoding');

    // Another worker picks it up once the job is taken as lost, and finishes it.
    startWorker();
    await waitFor(async () => (await MediaAsset.findByPk(mediaId))?.status === 'ready', 180_000);
    const jobOf = async () =>
      (
        (await connectionOf(MediaAsset).query(
          `SELECT state, retry_count FROM pgboss.job WHERE name = 'media.transcode' AND data->>'assetId' = '${mediaId}'`,
        )) as [Array<{ state: string; retry_count: number }>, unknown]
      )[0][0];
    // The asset is ready before the worker reports the job done: wait for that report too.
    await waitFor(async () => (await jobOf()).state === 'completed', 60_000);
    // Retried once at least: the killed worker's attempt was lost.
    expect((await jobOf()).retry_count).toBeGreaterThanOrEqual(1);

    // Played from S3 through the token-authorised path.
    const viewer = await quickUser('USER');
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const playback = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(playback.body.renditions.map((r: { name: string }) => r.name)).toEqual(['720p', '540p', '360p']);
    const segment = await raw(server, 'GET', playback.body.src.replace('master.m3u8', '360p/seg_00001.ts'), {
      headers: { Range: 'bytes=0-187' },
    });
    expect(segment.status).toBe(206);
    expect(segment.body.length).toBe(188);
    expect(segment.body[0]).toBe(0x47);
  }, 300_000);
});
