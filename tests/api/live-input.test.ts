import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A tiny bitrate cap (the test pattern sends a few hundred kbit/s) and a short grace, before the app's
// modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-input-'));
process.env.DATA_DIR = dataDir;
process.env.LIVE_MAX_BITRATE_KBPS = '100';
process.env.LIVE_BITRATE_GRACE_SECONDS = '3';

import { describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

const rtmpPort = await freePort();
process.env.RTMP_PORT = String(rtmpPort);

const { call } = await import('./helpers/client.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { broadcastOf, exitWithin, ingestForFile, until } = await import('./helpers/live.ts');

const { publishTo } = ingestForFile(rtmpPort, dataDir);

async function started() {
  const owner = await quickUser('PRODUCER');
  const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
  const res = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
  return { owner, product, key: res.body.streamKey as string };
}

describe('live broadcasting: what the ingest refuses, and says why on the broadcast screen', () => {
  it('a bitrate over the cap is warned, then cut with its reason; the broadcast waits for a better one', async () => {
    const { owner, product, key } = await started();
    const obs = publishTo(key);
    const warned = await until('the warning', async () => {
      const b = await broadcastOf(owner.token, product.id);
      return b.notice?.code === 'bitrate_high' ? b : null;
    });
    expect(warned).toMatchObject({ state: 'live', bitrateCap: 100, notice: { detail: '100' } });
    expect(warned.input.bitrate).toBeGreaterThan(100_000);
    // Still over it after the grace: cut.
    expect(await exitWithin(obs, 30_000)).not.toBeNull();
    const cut = await until('the cut', async () => {
      const b = await broadcastOf(owner.token, product.id);
      return b.state === 'reconnecting' ? b : null;
    });
    expect(cut.notice).toMatchObject({ code: 'bitrate_cut', detail: '100' });
  }, 120_000);

  it('a stream with no video, or with a codec the live HLS cannot carry, is refused with the reason', async () => {
    const silent = await started();
    const radio = publishTo(silent.key, { video: 'none' });
    expect(await exitWithin(radio, 30_000)).not.toBeNull();
    const noVideo = await until('the refusal', async () => {
      const b = await broadcastOf(silent.owner.token, silent.product.id);
      return b.notice ? b : null;
    });
    expect(noVideo.notice).toMatchObject({ code: 'no_video', detail: null });

    const old = await started();
    const flash = publishTo(old.key, { video: 'flv1' });
    expect(await exitWithin(flash, 30_000)).not.toBeNull();
    const codec = await until('the refusal', async () => {
      const b = await broadcastOf(old.owner.token, old.product.id);
      return b.notice ? b : null;
    });
    expect(codec.notice).toMatchObject({ code: 'codec_unsupported', detail: 'flv1' });

    // After a good publish, a reconnect that sends no picture is caught too (the ingest still holds the
    // first publisher's video header): it writes no frame, and is cut.
    const scene = await started();
    const good = publishTo(scene.key);
    await until('live', async () =>
      (await broadcastOf(scene.owner.token, scene.product.id)).state === 'live' ? true : null,
    );
    await good.drop();
    await until('reconnecting', async () =>
      (await broadcastOf(scene.owner.token, scene.product.id)).state === 'reconnecting' ? true : null,
    );
    const blind = publishTo(scene.key, { video: 'none' });
    expect(await exitWithin(blind, 40_000)).not.toBeNull();
    const cut = await until('the refusal', async () => {
      const b = await broadcastOf(scene.owner.token, scene.product.id);
      return b.notice ? b : null;
    });
    expect(cut.notice).toMatchObject({ code: 'no_video', detail: null });
  }, 120_000);
});
