import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Media of this test go to a folder of its own, and the reconnect window is 3 seconds (default 1800):
// set before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-live-'));
process.env.DATA_DIR = dataDir;
process.env.LIVE_IDLE_SECONDS = '3';

import { describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

// This file's own RTMP port (files run side by side).
const rtmpPort = await freePort();
process.env.RTMP_PORT = String(rtmpPort);

const { call } = await import('./helpers/client.ts');
const { Broadcast, ProductAccess } = await import('../../models/index.ts');
const { localMediaDirectory } = await import('../../api/src/media/storage/index.ts');
const { connectionOf } = await import('../../models/columns.ts');
const { sweepJob } = await import('../../api/src/live/services/broadcasts.ts');
const { drainQueue } = await import('../../api/src/jobs/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { broadcastOf, exitWithin, ingestForFile, segmentsOf, until, viewerPlaylist } = await import(
  './helpers/live.ts'
);

const { publishTo, stop: stopIngest } = ingestForFile(rtmpPort, dataDir);

const sequenceOf = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? -1);
const numberOf = (segment: string) => Number(/\d+/.exec(segment)?.[0]);

describe('live broadcasting: a dropped publisher and the reconnect window', () => {
  it('a republish within the window continues the same playlist after a discontinuity; idle past it ends the broadcast', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const key: string = started.body.streamKey;

    const obs = publishTo(key);
    const before = await until('the first segments', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      return p && p.segments.length >= 2 ? p : null;
    });
    expect(before.text).not.toContain('#EXT-X-DISCONTINUITY');
    const lastBefore = numberOf(before.segments.at(-1) as string);

    // The connection drops: the broadcast waits for its publisher, the playlist stays open.
    await obs.drop();
    const waiting = await until('reconnecting', async () => {
      const b = await broadcastOf(owner.token, product.id);
      return b.state === 'reconnecting' ? b : null;
    });
    expect(waiting.endedAt).toBeNull();
    const playback = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(playback.body).toMatchObject({ kind: 'live', liveState: 'reconnecting', state: 'playing' });

    // Back within the window, same key: live again, the SAME playlist goes on after a discontinuity.
    const back = publishTo(key);
    await until('live again', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'live' ? true : null,
    );
    const after = await until('segments after the discontinuity', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      if (!p?.text.includes('#EXT-X-DISCONTINUITY')) return null;
      const tail = p.text.slice(p.text.lastIndexOf('#EXT-X-DISCONTINUITY'));
      return segmentsOf(tail).length >= 1 ? p : null;
    });
    const pathOf = (src: string) => src.split('/').slice(3).join('/');
    expect(pathOf(after.src)).toBe(pathOf(before.src));
    expect(after.text).not.toContain('#EXT-X-ENDLIST');
    const tail = after.text.slice(after.text.lastIndexOf('#EXT-X-DISCONTINUITY'));
    // One discontinuity, between the two publishes.
    expect(after.text.split('#EXT-X-DISCONTINUITY\n').length).toBe(2);
    // Numbering goes on from the first publish (one playlist, not a new video).
    expect(numberOf(segmentsOf(tail)[0])).toBeGreaterThan(lastBefore);
    expect(sequenceOf(after.text)).toBeGreaterThanOrEqual(sequenceOf(before.text));

    // Dropped again, and nobody comes back: the delayed job ends the broadcast after the window.
    await back.drop();
    await until('reconnecting again', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'reconnecting' ? true : null,
    );
    const [waitingJobs] = await connectionOf(ProductAccess).query(
      `SELECT id FROM pgboss.job WHERE name = 'live.idle' AND state = 'created' AND start_after > now()`,
    );
    expect(waitingJobs.length).toBeGreaterThanOrEqual(1);
    const ended = await until(
      'the idle window to end the broadcast',
      async () => {
        await drainQueue(connectionOf(ProductAccess), 'live.idle');
        const b = await broadcastOf(owner.token, product.id);
        return b.state === 'ended' ? b : null;
      },
      60_000,
    );
    expect(ended.endedAt).toBeTruthy();
    const last = await call('GET', after.src);
    expect(String(last.body).trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    // The key died with the broadcast.
    const late = publishTo(key);
    expect(await exitWithin(late, 30_000)).not.toBe(0);
  }, 300_000);

  it('a stopping ingest finishes its outputs within the deadline and leaves the broadcast reconnecting', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    const obs = publishTo(started.body.streamKey);
    await until('live', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'live' ? true : null,
    );
    const t0 = Date.now();
    await stopIngest(15_000);
    expect(Date.now() - t0).toBeLessThan(20_000);
    expect((await broadcastOf(owner.token, product.id)).state).toBe('reconnecting');
    expect(await exitWithin(obs, 30_000)).not.toBeNull();
    // The same process starts an ingest again (a role restarted, or the next test file in this worker): it
    // hears its own publishers. node-media-server keeps its listeners process-wide, so without the stopped
    // ingest taking its own away, that one would still answer every publish, refusing it as 'stopping'.
    const { startIngest } = await import('../../api/src/live/ingest.ts');
    const again = await startIngest(rtmpPort);
    try {
      const next = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
      const restarted = await call('POST', `/api/products/${next.id}/broadcast/start`, {
        token: owner.token,
      });
      publishTo(restarted.body.streamKey);
      await until(
        'live on the ingest started again',
        async () => ((await broadcastOf(owner.token, next.id)).state === 'live' ? true : null),
        30_000,
      );
    } finally {
      await again.stop(15_000);
    }
  }, 120_000);

  it('a broadcast left live by a dead ingest: the minute sweep makes it wait for its publisher; a stop ends its playlist itself', async () => {
    const owner = await quickUser('PRODUCER');
    const channel = await createChannel(owner.user);
    const lost = await createProduct(channel, { type: 'broadcast' });
    const stopped = await createProduct(channel, { type: 'broadcast' });
    for (const product of [lost, stopped]) {
      await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
      // What an ingest killed mid-broadcast leaves: live, its publisher silent for two minutes.
      await Broadcast.update(
        {
          state: 'live',
          publisher: 'gone-host:1:abcdef:1',
          publishingSince: new Date(Date.now() - 180_000),
          startedAt: new Date(Date.now() - 180_000),
          lastMediaAt: new Date(Date.now() - 120_000),
        },
        { where: { productId: product.id } },
      );
    }
    const folder = join(localMediaDirectory(), 'live', String(stopped.id), 'src');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, 'index.m3u8'),
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_00000.ts\n',
    );

    // Stopped by its organizer: no ingest will write the end marker, so the stop does.
    const stop = await call('POST', `/api/products/${stopped.id}/broadcast/stop`, { token: owner.token });
    expect(stop.body.state).toBe('ended');
    expect(readFileSync(join(folder, 'index.m3u8'), 'utf8').trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);

    // The other one: the sweep gives it the reconnect window, its minutes counted up to its last media.
    await connectionOf(ProductAccess).transaction((transaction) => sweepJob.enqueue({}, transaction));
    expect(await drainQueue(connectionOf(ProductAccess), 'live.sweep')).toBe(1);
    const waiting = await broadcastOf(owner.token, lost.id);
    expect(waiting).toMatchObject({ state: 'reconnecting', minutesUsed: 1 });
    const [jobs] = await connectionOf(ProductAccess).query(
      `SELECT id FROM pgboss.job WHERE name = 'live.idle' AND state = 'created' AND data->>'broadcastId' = $1`,
      { bind: [String((await Broadcast.findOne({ where: { productId: lost.id } }))?.id)] },
    );
    expect(jobs.length).toBe(1);
  }, 60_000);
});
