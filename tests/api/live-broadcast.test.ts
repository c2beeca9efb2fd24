import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Media of this test go to a folder of its own; set before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-live-'));
process.env.DATA_DIR = dataDir;

import { describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

// This file's own RTMP port (files run side by side).
const rtmpPort = await freePort();
process.env.RTMP_PORT = String(rtmpPort);

const { call } = await import('./helpers/client.ts');
const { Broadcast, ProductAccess } = await import('../../models/index.ts');
const { signPlayback } = await import('../../api/src/media/tokens.ts');
const { createChannel, createProduct, createSession, quickUser } = await import('./helpers/commerce.ts');
const { broadcastOf, exitWithin, ingestForFile, until, viewerPlaylist } = await import('./helpers/live.ts');

const { publishTo } = ingestForFile(rtmpPort, dataDir);

async function broadcastProduct() {
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const product = await createProduct(channel, { type: 'broadcast' });
  const viewer = await quickUser();
  await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
  return { owner, product, viewer };
}

const liveFolder = (productId: number) => join(dataDir, 'media', 'live', String(productId));

describe('live broadcasting: RTMP ingest to HLS on the token path', () => {
  it('only the owner (or an admin) manages a broadcast, only of a broadcast product', async () => {
    const { owner, product, viewer } = await broadcastProduct();
    const stranger = await call('POST', `/api/products/${product.id}/broadcast/start`, {
      token: viewer.token,
    });
    expect(stranger.status).toBe(404);
    expect((await call('GET', `/api/products/${product.id}/broadcast`, { token: viewer.token })).status).toBe(
      404,
    );
    const vod = await createProduct(await createChannel(owner.user), { type: 'vod' });
    const wrong = await call('POST', `/api/products/${vod.id}/broadcast/start`, {
      token: owner.token,
      lang: 'en',
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatchObject({ code: 'BROADCAST_NOT_BROADCAST' });
    // Before its session opens, the viewer's player shows the session's date (and counts down to it).
    const announced = await broadcastProduct();
    const session = await createSession(announced.product, {
      startsAt: new Date(Date.now() + 2 * 86400_000),
    });
    const waiting = await call('GET', `/api/products/${announced.product.id}/playback`, {
      token: announced.viewer.token,
    });
    expect(waiting.body).toMatchObject({ kind: 'live', state: 'ready-on-date', src: null });
    expect(waiting.body.startsAt).toBe(session.startsAt.toISOString());
    const before = await call('GET', `/api/products/${product.id}/broadcast`, { token: owner.token });
    expect(before.body).toMatchObject({
      state: 'idle',
      viewers: 0,
      recording: { enabled: false, state: 'off', mediaId: null },
      destinations: [],
    });
  });

  it('start → publish → the playlist plays through the token path; wrong keys, second publishers and viewers without a ticket are refused; regenerate revokes; stop ends', async () => {
    const { owner, product, viewer } = await broadcastProduct();
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      state: 'idle',
      ingestUrl: expect.stringMatching(/^rtmp:\/\/.+:\d+\/live$/),
    });
    expect(started.body.ingestUrl).toMatch(new RegExp(`:${rtmpPort}/live$`));
    const key: string = started.body.streamKey;
    // Only the key's hash is kept.
    const row = await Broadcast.findOne({ where: { productId: product.id } });
    expect(row?.keyHash).toBeTruthy();
    expect(row?.keyHash).not.toContain(key);

    // A wrong key is refused at once: the pusher is cut, nothing is written, the broadcast stays idle.
    const wrong = publishTo(`${key.slice(0, -4)}AAAA`);
    expect(await exitWithin(wrong, 30_000)).not.toBe(0);
    expect(existsSync(join(liveFolder(product.id), 'src', 'index.m3u8'))).toBe(false);
    expect((await broadcastOf(owner.token, product.id)).state).toBe('idle');

    // The right key: live, and the viewer's player gets the playlist and its segments by token.
    const obs = publishTo(key);
    const first = await until('the first segments', async () => {
      const p = await viewerPlaylist(viewer.token, product.id);
      return p && p.segments.length >= 2 ? p : null;
    });
    expect(first.text).toMatch(/^#EXTM3U/);
    expect(first.text).not.toContain('#EXT-X-ENDLIST');
    for (const segment of first.segments.slice(0, 2)) {
      const res = await call('GET', `${first.base}/${segment}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/mp2t');
    }
    const playlistRes = await call('GET', first.src);
    expect(playlistRes.headers.get('cache-control')).toBe('no-store');
    const status = await until('the input to be known', async () => {
      const b = await broadcastOf(owner.token, product.id);
      return b.input.width ? b : null;
    });
    expect(status).toMatchObject({ state: 'live', input: { width: 320, height: 180 } });
    // The viewer whose player fetched the playlist is watching now; the owner's own preview is not an
    // audience.
    expect(status.viewers).toBe(1);
    const ownerPlayback = await call('GET', `/api/products/${product.id}/playback`, { token: owner.token });
    expect((await call('GET', ownerPlayback.body.src)).status).toBe(200);
    expect((await broadcastOf(owner.token, product.id)).viewers).toBe(1);
    expect(status.input.bitrate).toBeGreaterThan(0);
    expect(status.startedAt).toBeTruthy();

    // A second publisher on the live key is refused; the first one goes on.
    const second = publishTo(key);
    expect(await exitWithin(second, 30_000)).not.toBe(0);
    expect(obs.child.exitCode).toBeNull();
    // The broadcaster is told someone else tried with their key.
    expect((await broadcastOf(owner.token, product.id)).notice).toMatchObject({ code: 'second_publisher' });

    // A viewer without a ticket: no playback, and a token made for them opens no segment either.
    const stranger = await quickUser();
    const refused = await call('GET', `/api/products/${product.id}/playback`, { token: stranger.token });
    expect(refused.status).toBe(403);
    const assetId = Number(first.src.split('/')[3]);
    const token = await signPlayback({
      userId: stranger.user.id,
      assetId,
      expires: Math.floor(Date.now() / 1000) + 60,
      liveStart: 0,
    });
    const forged = await call('GET', `/media/${token}/${assetId}/src/${first.segments[0]}`);
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('PLAYBACK_NO_TICKET');

    // Regenerating the key revokes the old one: its publisher is cut and cannot come back with it.
    const again = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    expect(again.status).toBe(200);
    const newKey: string = again.body.streamKey;
    expect(newKey).not.toBe(key);
    expect(await exitWithin(obs, 60_000)).not.toBeNull();
    await until('reconnecting after the key changed', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'reconnecting' ? true : null,
    );
    const stale = publishTo(key);
    expect(await exitWithin(stale, 30_000)).not.toBe(0);
    const obs2 = publishTo(newKey);
    await until('live with the new key', async () =>
      (await broadcastOf(owner.token, product.id)).state === 'live' ? true : null,
    );

    // Stop: state ended, the publisher cut, the end marker on the playlist, the key revoked.
    const stopped = await call('POST', `/api/products/${product.id}/broadcast/stop`, { token: owner.token });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ state: 'ended' });
    expect(stopped.body.endedAt).toBeTruthy();
    expect(stopped.body.minutesUsed).toBeGreaterThanOrEqual(1);
    expect(await exitWithin(obs2, 60_000)).not.toBeNull();
    const ended = await until('the end marker', async () => {
      const res = await call('GET', first.src.replace(/\/media\/[^/]+\//, `/media/${await viewerToken()}/`));
      return res.status === 200 && String(res.body).includes('#EXT-X-ENDLIST') ? String(res.body) : null;
    });
    expect(ended.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const afterStop = publishTo(newKey);
    expect(await exitWithin(afterStop, 30_000)).not.toBe(0);
    const playback = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(playback.body).toMatchObject({ kind: 'live', liveState: 'ended', state: 'finished' });
    expect(readdirSync(join(liveFolder(product.id), 'src')).some((f) => f.endsWith('.ts'))).toBe(true);

    async function viewerToken() {
      return signPlayback({
        userId: viewer.user.id,
        assetId,
        expires: Math.floor(Date.now() / 1000) + 60,
        liveStart: 0,
      });
    }
  }, 300_000);
});
