import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../embedded-db.ts';

// Media storage is a real S3 server (s3rver): the ingest writes to a scratch folder and mirrors to it.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-live-s3-'));
const s3Port = await freePort();
const rtmpPort = await freePort();
Object.assign(process.env, {
  DATA_DIR: dataDir,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: 'platea-media',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  RTMP_PORT: String(rtmpPort),
  LIVE_IDLE_SECONDS: '600',
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { call } = await import('./helpers/client.ts');
const { ProductAccess } = await import('../../models/index.ts');
const { connectionOf } = await import('../../models/columns.ts');
const { drainQueue } = await import('../../api/src/jobs/index.ts');
const { localMediaDirectory, mediaStorage } = await import('../../api/src/media/storage/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { broadcastOf, ingestForFile, until, viewerPlaylist } = await import('./helpers/live.ts');

const s3 = new S3rver({
  port: s3Port,
  address: '127.0.0.1',
  silent: true,
  directory: join(dataDir, 's3'),
  configureBuckets: [{ name: 'platea-media', configs: [] }],
});
beforeAll(() => s3.run(), 30_000);
// Hooks run in reverse after the tests: the ingest and its publishers stop first, then the S3 server.
afterAll(() => s3.close());
const { publishTo } = ingestForFile(rtmpPort, dataDir);

describe('live broadcasting on S3-compatible storage', () => {
  it('each segment is in storage before the playlist that names it; a resumed publish continues there; the recording is made from it', async () => {
    expect(mediaStorage().name).toBe('s3');
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), {
      type: 'broadcast',
      metadata: { replay: true },
    });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const key: string = started.body.streamKey;
    await call('PUT', `/api/products/${product.id}/broadcast/recording`, {
      token: owner.token,
      body: { enabled: true },
    });

    const first = publishTo(key);
    // Every time the viewer's player gets the playlist from storage, each segment it names is there.
    let checks = 0;
    const before = await until('several playlists, every segment present', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      if (!p) return null;
      for (const segment of p.segments) {
        expect((await call('GET', `${p.base}/${segment}`)).status, segment).toBe(200);
      }
      checks += p.segments.length >= 3 ? 1 : 0;
      return checks >= 3 ? p : null;
    });

    // Dropped and back: the playlist in storage goes on after a discontinuity, numbering continued.
    await first.drop();
    await until('reconnecting', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'reconnecting' ? true : null,
    );
    // As if it came back through another ingest machine: nothing of the first publish on this disk.
    rmSync(join(localMediaDirectory(), 'live', String(product.id)), { recursive: true, force: true });
    publishTo(key);
    const resumed = await until('the discontinuity', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      if (!p?.text.includes('#EXT-X-DISCONTINUITY')) return null;
      return p.text.slice(p.text.lastIndexOf('#EXT-X-DISCONTINUITY')).includes('.ts') ? p : null;
    });
    const numberOf = (segment: string) => Number(/\d+/.exec(segment)?.[0]);
    const after = resumed.text.slice(resumed.text.lastIndexOf('#EXT-X-DISCONTINUITY')).split('\n');
    const firstAfter = after.find((l) => l.endsWith('.ts')) as string;
    expect(numberOf(firstAfter)).toBeGreaterThan(numberOf(before.segments.at(-1) as string));
    for (const segment of resumed.segments) {
      expect((await call('GET', `${resumed.base}/${segment}`)).status, segment).toBe(200);
    }

    const stopped = await call('POST', `/api/products/${product.id}/broadcast/stop`, { token: owner.token });
    expect(stopped.body.recording.state).toBe('processing');
    await until('the end marker in storage', async () => {
      const res = await call('GET', resumed.src);
      return String(res.body).includes('#EXT-X-ENDLIST') ? true : null;
    });
    // The scratch copy goes once everything is in storage (right after the end marker).
    await until('the scratch copy to go', async () =>
      existsSync(join(localMediaDirectory(), 'live', String(product.id), 'src')) ? null : true,
    );

    const done = await until(
      'the recording',
      async () => {
        await drainQueue(connectionOf(ProductAccess), 'live.record');
        const b = await broadcastOf(owner.token, product.id);
        return b.recording.state === 'processing' ? null : b;
      },
      120_000,
    );
    expect(done.recording).toMatchObject({ state: 'ready' });
    expect(done.recording.durationSeconds).toBeGreaterThan(6);
    const mp4 = await call('GET', done.recording.download);
    expect(mp4.status).toBe(200);
    expect(String(mp4.body).slice(4, 8)).toBe('ftyp');
  }, 240_000);
});
