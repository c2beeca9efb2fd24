import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Media of this test go to a folder of its own, and the reconnect window is 3 seconds (default 1800):
// set before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-rec-'));
process.env.DATA_DIR = dataDir;
process.env.LIVE_IDLE_SECONDS = '3';

import { describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

const rtmpPort = await freePort();
process.env.RTMP_PORT = String(rtmpPort);

const { call } = await import('./helpers/client.ts');
const { ProductAccess } = await import('../../models/index.ts');
const { connectionOf } = await import('../../models/columns.ts');
const { drainQueue } = await import('../../api/src/jobs/index.ts');
const { localMediaDirectory } = await import('../../api/src/media/storage/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { broadcastOf, ingestForFile, until, viewerPlaylist } = await import('./helpers/live.ts');

const { publishTo } = ingestForFile(rtmpPort, dataDir);

const db = () => connectionOf(ProductAccess);

/** Runs the recording jobs due now until the broadcast's recording is past `processing`. */
const recordingDone = (token: string, productId: number) =>
  until(
    'the recording job',
    async () => {
      await drainQueue(db(), 'live.record');
      const b = await broadcastOf(token, productId);
      return b.recording.state === 'processing' ? null : b;
    },
    120_000,
  );

/** The run folders of kept segments of a product (live/{id}/rec-…). */
const keptFolders = (productId: number) => {
  const dir = join(localMediaDirectory(), 'live', String(productId));
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.startsWith('rec-')) : [];
};

const segmentsIn = (playlist: string) => playlist.split('\n').filter((l) => /\.ts$/.test(l)).length;

describe('live broadcasting: the recording', () => {
  it('recorded across a reconnect, stopped while live: one video with an MP4 for the organizer, the replay for ticket holders', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), {
      type: 'broadcast',
      metadata: { replay: true },
    });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });

    // The switch needs a broadcast to belong to.
    const early = await call('PUT', `/api/products/${product.id}/broadcast/recording`, {
      token: owner.token,
      body: { enabled: true },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('BROADCAST_NOT_STARTED');

    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const key: string = started.body.streamKey;
    // Another user's product is not theirs to record.
    const stranger = await quickUser('PRODUCER');
    const theirs = await call('PUT', `/api/products/${product.id}/broadcast/recording`, {
      token: stranger.token,
      body: { enabled: true },
    });
    expect(theirs.status).toBe(404);

    // First publish, switch still off: the segments are kept anyway (turning it on late loses nothing).
    const first = publishTo(key);
    await until('the first segments', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      return p && p.segments.length >= 2 ? p : null;
    });
    await first.drop();
    await until('reconnecting', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'reconnecting' ? true : null,
    );
    const on = await call('PUT', `/api/products/${product.id}/broadcast/recording`, {
      token: owner.token,
      body: { enabled: true },
    });
    expect(on.status).toBe(200);
    expect(on.body.recording).toMatchObject({ enabled: true, state: 'recording', replay: true });

    // Back within the window: the same recording goes on.
    publishTo(key);
    await until('live again with segments', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      return p?.text.includes('#EXT-X-DISCONTINUITY') && p.segments.length >= 4 ? p : null;
    });
    const [folder] = keptFolders(product.id);
    expect(folder).toBeDefined();

    // Stopped while the publisher is on air: the job waits for the ingest to finish the playlist.
    const stopped = await call('POST', `/api/products/${product.id}/broadcast/stop`, { token: owner.token });
    expect(stopped.body.state).toBe('ended');
    expect(stopped.body.recording.state).toBe('processing');
    const done = await recordingDone(owner.token, product.id);
    expect(done.recording).toMatchObject({ enabled: true, state: 'ready', replay: true, reason: null });
    // Both publishes are in it (each gave at least 2 segments of 2 s).
    expect(done.recording.durationSeconds).toBeGreaterThan(6);
    // The kept segments went once the video was made.
    expect(keptFolders(product.id)).toEqual([]);

    // The organizer downloads the MP4 (a signed path), with both tracks.
    const mp4 = await call('GET', done.recording.download);
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get('content-type')).toBe('video/mp4');
    expect(String(mp4.body).slice(4, 8)).toBe('ftyp');
    const file = join(localMediaDirectory(), 'assets', String(done.recording.mediaId), 'hls', 'video.mp4');
    const streams = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type',
      '-of',
      'csv=p=0',
      file,
    ])
      .toString()
      .trim()
      .split('\n')
      .sort();
    expect(streams).toEqual(['audio', 'video']);
    // Nobody else may use the organizer's signed path.
    const forged = done.recording.download.replace(/\/media\/\d+\./, `/media/${viewer.user.id}.`);
    expect((await call('GET', forged)).status).toBe(403);

    // A ticket holder now gets the replay: an on-demand video, seekable, with its end.
    const playback = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(playback.body).toMatchObject({
      kind: 'vod',
      liveState: 'ended',
      state: 'playing',
      download: null,
    });
    expect(playback.body.durationSeconds).toBeGreaterThan(6);
    const master = await call('GET', playback.body.src);
    expect(master.status).toBe(200);
    const rendition = String(master.body)
      .split('\n')
      .find((l) => l.endsWith('index.m3u8')) as string;
    const base = playback.body.src.slice(0, playback.body.src.lastIndexOf('/'));
    const media = await call('GET', `${base}/${rendition}`);
    expect(String(media.body)).toContain('#EXT-X-ENDLIST');
    expect(segmentsIn(String(media.body))).toBeGreaterThanOrEqual(1);
    const segment = String(media.body)
      .split('\n')
      .find((l) => l.endsWith('.ts')) as string;
    const dir = rendition.slice(0, rendition.lastIndexOf('/'));
    expect((await call('GET', `${base}/${dir}/${segment}`)).status).toBe(200);

    // Replay off: the ended broadcast is just finished for viewers.
    await product.update({ metadata: { replay: false } });
    const off = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(off.body).toMatchObject({ kind: 'live', liveState: 'ended', state: 'finished', src: null });

    // The switch of an ended broadcast is history.
    const late = await call('PUT', `/api/products/${product.id}/broadcast/recording`, {
      token: owner.token,
      body: { enabled: false },
      lang: 'es',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/ha terminado/);
  }, 300_000);

  it('with the switch off, a broadcast ended by the idle window leaves no recording and no kept segments', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const obs = publishTo(started.body.streamKey);
    await until('kept segments', async () => {
      const [folder] = keptFolders(product.id);
      if (!folder) return null;
      const kept = join(localMediaDirectory(), 'live', String(product.id), folder);
      return readdirSync(kept).filter((f) => f.endsWith('.ts')).length >= 2 ? true : null;
    });
    await obs.drop();
    const ended = await until(
      'the idle window to end the broadcast',
      async () => {
        await drainQueue(db(), 'live.idle');
        const b = await broadcastOf(owner.token, product.id);
        return b.state === 'ended' ? b : null;
      },
      60_000,
    );
    expect(ended.recording).toMatchObject({ enabled: false, state: 'off', mediaId: null });
    await until('the kept segments to go', async () => {
      await drainQueue(db(), 'live.record');
      return keptFolders(product.id).length === 0 ? true : null;
    });
    const [{ count }] = (
      await db().query(
        'SELECT count(*)::int AS count FROM media_assets WHERE product_id = $1 AND kind = $2',
        {
          bind: [product.id, 'video'],
        },
      )
    )[0] as { count: number }[];
    expect(count).toBe(0);
  }, 300_000);
});
