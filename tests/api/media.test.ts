import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreationAttributes } from 'sequelize';

// Media files of this test go to a folder of its own; set before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-media-'));
process.env.DATA_DIR = dataDir;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { createHttpServer } = await import('../../api/src/http.ts');
const { app, call } = await import('./helpers/client.ts');
const { MediaAsset, MediaUpload, ProductAccess, ProductSession } = await import('../../models/index.ts');
const { connectionOf } = await import('../../models/columns.ts');
const { transcode } = await import('../../api/src/media/transcode.ts');
const { drainQueue } = await import('../../api/src/jobs/index.ts');
const { signPlayback } = await import('../../api/src/media/tokens.ts');
const { assetFromUpload, uploadTargetFor } = await import('../../api/src/media/services/media.ts');
const { mediaStorage } = await import('../../api/src/media/storage/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { makeClip, makeMp3, raw, tusHeaders, tusMetadata, waitFor } = await import('./helpers/media.ts');

let server: Server;
const clip720 = join(dataDir, 'clip720.mp4');
const mp3 = join(dataDir, 'talk.mp3');
const notVideo = join(dataDir, 'notes.mp4');

beforeAll(async () => {
  await Promise.all([makeClip(clip720, { seconds: 10 }), makeMp3(mp3, 6)]);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(notVideo, Buffer.alloc(200_000, 'not a video, only text pretending to be one. '));
  server = createHttpServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
}, 60_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  rmSync(dataDir, { recursive: true, force: true });
});

async function producerProduct(extra: Parameters<typeof createProduct>[1] = {}) {
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const product = await createProduct(channel, extra);
  return { owner, channel, product };
}

/** Creates a tus upload and returns its path (/api/uploads/<id>). */
async function createUpload(token: string, size: number, meta: Record<string, string>, lang = 'es') {
  const res = await raw(server, 'POST', '/api/uploads', {
    headers: tusHeaders(token, {
      'Upload-Length': String(size),
      'Upload-Metadata': tusMetadata(meta),
      'Accept-Language': lang,
    }),
  });
  return res;
}

const patch = (token: string, location: string, offset: number, bytes: Buffer, dropAfter?: number) =>
  raw(server, 'PATCH', location, {
    headers: tusHeaders(token, {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(bytes.length),
    }),
    body: bytes,
    dropAfter,
  });

const offsetOf = async (token: string, location: string) => {
  const res = await raw(server, 'HEAD', location, { headers: tusHeaders(token) });
  expect(res.status).toBe(200);
  return Number(res.headers['upload-offset']);
};

/** Uploads a whole file in PATCHes of `chunk` bytes; answers the last PATCH's response. */
async function uploadFile(token: string, file: string, meta: Record<string, string>, chunk = 1 << 20) {
  const bytes = readFileSync(file);
  const created = await createUpload(token, bytes.length, {
    filename: file.split('/').pop() ?? 'f',
    ...meta,
  });
  expect(created.status, created.body.toString()).toBe(201);
  const location = created.headers.location as string;
  let offset = 0;
  let last = created;
  while (offset < bytes.length) {
    last = await patch(token, location, offset, bytes.subarray(offset, offset + chunk));
    offset = Number(last.headers['upload-offset'] ?? offset);
    if (last.status >= 300) break;
  }
  return { location, last };
}

/** Uploads with bytes in media storage (local here: a folder of chunks each), and this process's spool. */
const uploadEntries = () =>
  ['media/uploads', 'uploads'].map((dir) =>
    existsSync(join(dataDir, dir)) ? readdirSync(join(dataDir, dir)).length : 0,
  );

const assetStatus = async (id: number) => (await MediaAsset.findByPk(id))?.status;

const get = (path: string, headers: Record<string, string> = {}) => raw(server, 'GET', path, { headers });

describe('tus uploads at /api/uploads', () => {
  let ready: { mediaId: number; productId: number; token: string; viewerToken: string };

  it('takes a video in several PATCHes, one dropped midway and resumed, then transcodes the ladder', async () => {
    const { owner, product } = await producerProduct();
    const bytes = readFileSync(clip720);
    const created = await createUpload(owner.token, bytes.length, {
      filename: 'clip720.mp4',
      filetype: 'video/mp4',
      productId: String(product.id),
      kind: 'video',
    });
    expect(created.status, created.body.toString()).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/[a-f0-9]{32}$/);

    const third = Math.floor(bytes.length / 3);
    const first = await patch(owner.token, location, 0, bytes.subarray(0, third));
    expect(first.status).toBe(204);
    expect(Number(first.headers['upload-offset'])).toBe(third);

    // The connection drops halfway through the second PATCH: what arrived is kept.
    await patch(owner.token, location, third, bytes.subarray(third, 2 * third), Math.floor(third / 2));
    const resumeAt = await waitFor(async () => {
      const offset = await offsetOf(owner.token, location);
      return offset > third ? offset : null;
    });
    expect(resumeAt).toBeLessThan(2 * third);

    // A PATCH at a stale offset is refused; the client asks HEAD and carries on from there.
    const stale = await patch(owner.token, location, third, bytes.subarray(third, third + 10));
    expect(stale.status).toBe(409);
    const last = await patch(owner.token, location, resumeAt, bytes.subarray(resumeAt));
    expect(last.status, last.body.toString()).toBe(200);
    const { mediaId } = JSON.parse(last.body.toString());
    expect(mediaId).toBeGreaterThan(0);

    // The copy to storage is a job, enqueued with the asset: nothing is copied inside the request, and
    // a process stopped before a worker took it loses nothing.
    expect(await assetStatus(mediaId)).toBe('uploaded');
    const [ingests] = await connectionOf(MediaAsset).query(
      `SELECT state FROM pgboss.job WHERE name = 'media.ingest' AND data->>'assetId' = '${mediaId}'`,
    );
    expect(ingests).toEqual([{ state: 'created' }]);
    // A worker copies it to storage and queues its transcode; the upload's own bytes are gone.
    await drainQueue(connectionOf(MediaAsset), 'media.ingest');
    await waitFor(async () => (await assetStatus(mediaId)) === 'queued');
    const [jobs] = await connectionOf(MediaAsset).query(
      `SELECT state, EXTRACT(EPOCH FROM expire_in)::int AS expire FROM pgboss.job
        WHERE name = 'media.transcode' AND data->>'assetId' = '${mediaId}'`,
    );
    // A 10 s clip is taken as lost after 15 min + 4 × 10 s, not after the 6 h a feature film may need.
    expect(jobs).toEqual([{ state: 'created', expire: expect.any(Number) }]);
    expect(Math.abs((jobs as { expire: number }[])[0].expire - 940)).toBeLessThanOrEqual(2);
    const uploadId = location.split('/').pop() as string;
    // Its chunks in media storage (local here) and its row.
    await waitFor(async () => !existsSync(join(dataDir, 'media', 'uploads', uploadId)));
    expect(await MediaUpload.count({ where: { id: uploadId } })).toBe(0);

    const listed = await call('GET', `/api/products/${product.id}/media`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toMatchObject({ id: mediaId, kind: 'video', status: 'queued', percent: 0 });

    await transcode(mediaId);
    const one = await call('GET', `/api/media/${mediaId}`, { token: owner.token });
    expect(one.body).toMatchObject({
      status: 'ready',
      percent: 100,
      width: 1280,
      height: 720,
      failure: null,
    });
    // A 720p source gets 720p and below, never an upscaled 1080p.
    expect(one.body.renditions).toEqual(['720p', '540p', '360p']);
    expect(one.body.durationSeconds).toBeCloseTo(10, 0);

    const viewer = await quickUser('USER');
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    ready = { mediaId, productId: product.id, token: owner.token, viewerToken: viewer.token };
  }, 90_000);

  it('answers the playlist and every segment to a valid token only', async () => {
    const { mediaId, productId, viewerToken } = ready;
    const playback = await call('GET', `/api/products/${productId}/playback`, { token: viewerToken });
    expect(playback.status).toBe(200);
    expect(playback.body).toMatchObject({ kind: 'vod', state: 'playing', position: 0 });
    expect(playback.body.src).toMatch(new RegExp(`^/media/[^/]+/${mediaId}/master\\.m3u8$`));
    expect(playback.body.renditions.map((r: { name: string }) => r.name)).toEqual(['720p', '540p', '360p']);

    const master = await get(playback.body.src);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const text = master.body.toString();
    expect(text).toMatch(/BANDWIDTH=\d+,RESOLUTION=1280x720,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    // Spec 1's rule through the declared bandwidths: about 3 Mbps is enough for 720p, not for more.
    const declared = Number(/BANDWIDTH=(\d+),RESOLUTION=1280x720/.exec(text)?.[1]);
    expect(declared).toBeGreaterThan(2_500_000);
    expect(declared).toBeLessThanOrEqual(3_000_000);
    expect(text).toContain('360p/index.m3u8');
    expect(text).not.toContain('1080p');

    const base = playback.body.src.replace('/master.m3u8', '');
    const media = await get(`${base}/720p/index.m3u8`);
    expect(media.status).toBe(200);
    expect(media.body.toString()).toContain('#EXT-X-ENDLIST');
    const segment = await get(`${base}/720p/seg_00000.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.body[0]).toBe(0x47); // an MPEG-TS sync byte
    const ranged = await get(`${base}/720p/seg_00000.ts`, { Range: 'bytes=188-375' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 188-375/${segment.body.length}`);
    expect(ranged.body.equals(segment.body.subarray(188, 376))).toBe(true);
    expect((await get(playback.body.poster)).headers['content-type']).toBe('image/jpeg');

    const seg = `${mediaId}/720p/seg_00000.ts`;
    // No token, a forged one, an expired one, another asset's: 403.
    expect((await get(`/media/${seg}`)).status).toBe(403);
    expect((await get(`/media/nothing/${seg}`)).status).toBe(403);
    const viewerId = (await call('GET', '/api/auth/me', { token: viewerToken })).body.id as number;
    const now = Math.floor(Date.now() / 1000);
    const expired = await signPlayback({
      userId: viewerId,
      assetId: mediaId,
      expires: now - 1,
      liveStart: 0,
    });
    const refused = await get(`/media/${expired}/${seg}`, { 'Accept-Language': 'en' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString()).error.code).toBe('PLAYBACK_TOKEN_EXPIRED');
    const other = await signPlayback({
      userId: viewerId,
      assetId: mediaId + 1,
      expires: now + 60,
      liveStart: 0,
    });
    const forged = await get(`/media/${other}/${seg}`);
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body.toString()).error.code).toBe('PLAYBACK_TOKEN_INVALID');
    // A token for someone without a ticket opens nothing, even though its signature is right.
    const stranger = await quickUser('USER');
    const theirs = await signPlayback({
      userId: stranger.user.id,
      assetId: mediaId,
      expires: now + 60,
      liveStart: 0,
    });
    expect((await get(`/media/${theirs}/${seg}`)).status).toBe(403);
  });

  it('refuses playback to a viewer without the entitlement, with the catalogue error', async () => {
    const stranger = await quickUser('USER');
    const res = await call('GET', `/api/products/${ready.productId}/playback`, {
      token: stranger.token,
      lang: 'en',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: 'PLAYBACK_NO_TICKET',
      message: 'You need a ticket to watch this',
    });
    expect((await call('GET', `/api/products/${ready.productId}/playback`)).status).toBe(401);
  });

  it('saves where the viewer stopped and gives it back', async () => {
    const { productId, viewerToken } = ready;
    const saved = await call('PUT', `/api/products/${productId}/playback/position`, {
      token: viewerToken,
      body: { seconds: 6.5 },
    });
    expect(saved.status).toBe(200);
    const again = await call('GET', `/api/products/${productId}/playback`, { token: viewerToken });
    expect(again.body.position).toBe(6.5);
    const bad = await call('PUT', `/api/products/${productId}/playback/position`, {
      token: viewerToken,
      body: { seconds: -3 },
    });
    expect(bad.status).toBe(422);
  });

  it('refuses a file that is not a video by its content, in the uploader language, and deletes its bytes', async () => {
    const { owner, product } = await producerProduct();
    const { location, last } = await uploadFile(owner.token, notVideo, {
      productId: String(product.id),
      kind: 'video',
    });
    expect(last.status).toBe(415);
    expect(JSON.parse(last.body.toString()).error.code).toBe('MEDIA_NOT_VIDEO');
    expect(JSON.parse(last.body.toString()).error.message).toBe(
      'El archivo no es un vídeo válido: sube un MP4 (hasta 3 GB)',
    );
    const id = location.split('/').pop() as string;
    expect(existsSync(join(dataDir, 'media', 'uploads', id))).toBe(false);
    expect(readdirSync(join(dataDir, 'uploads')).filter((f) => f.startsWith(id))).toEqual([]);
    expect(await MediaUpload.count({ where: { id } })).toBe(0);
    expect(await MediaAsset.count({ where: { productId: product.id } })).toBe(0);
  });

  it('tells a producer whether uploads work here and up to what size, and a viewer nothing', async () => {
    const { owner } = await producerProduct();
    const res = await call('GET', '/api/uploads', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true, maxBytes: 3 * 1024 ** 3, message: null });
    const viewer = await quickUser('USER');
    expect((await call('GET', '/api/uploads', { token: viewer.token })).status).toBe(403);
    expect((await call('GET', '/api/uploads')).status).toBe(401);
  });

  it('refuses a length over 3 GB before storing any byte', async () => {
    const { owner, product } = await producerProduct();
    const before = uploadEntries();
    const res = await createUpload(
      owner.token,
      3 * 1024 ** 3 + 1,
      { productId: String(product.id), kind: 'video' },
      'en',
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body.toString()).error).toEqual({
      code: 'MEDIA_TOO_LARGE',
      message: 'The file is larger than 3 GB',
    });
    expect(uploadEntries()).toEqual(before);
  });

  it('lets only the product manager upload, and only the uploader resume', async () => {
    const { owner, product } = await producerProduct();
    const other = await quickUser('PRODUCER');
    const viewer = await quickUser('USER');
    const meta = { productId: String(product.id), kind: 'video' };
    expect((await createUpload(other.token, 1000, meta)).status).toBe(404);
    expect((await createUpload(viewer.token, 1000, meta)).status).toBe(403);
    expect(
      (
        await raw(server, 'POST', '/api/uploads', {
          headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
        })
      ).status,
    ).toBe(401);
    expect((await createUpload(owner.token, 1000, { kind: 'video' })).status).toBe(422);
    const audioOnVod = await createUpload(
      owner.token,
      1000,
      { productId: String(product.id), kind: 'audio' },
      'en',
    );
    expect(JSON.parse(audioOnVod.body.toString()).error.code).toBe('MEDIA_KIND_NOT_ALLOWED');

    const mine = await createUpload(owner.token, 1000, meta);
    const location = mine.headers.location as string;
    expect((await raw(server, 'HEAD', location, { headers: tusHeaders(other.token) })).status).toBe(404);
    expect((await patch(other.token, location, 0, Buffer.alloc(10))).status).toBe(404);
    expect(await offsetOf(owner.token, location)).toBe(0);
    // The owner may abandon it; then it is gone.
    expect((await raw(server, 'DELETE', location, { headers: tusHeaders(owner.token) })).status).toBe(204);
    expect((await raw(server, 'HEAD', location, { headers: tusHeaders(owner.token) })).status).toBe(404);
  });

  it('takes a chunked PATCH (no Content-Length) as a stream, like any other', async () => {
    const { owner, product } = await producerProduct({ type: 'podcast' });
    const bytes = readFileSync(mp3);
    const created = await createUpload(owner.token, bytes.length, {
      productId: String(product.id),
      kind: 'audio',
    });
    const res = await raw(server, 'PATCH', created.headers.location as string, {
      headers: tusHeaders(owner.token, {
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Transfer-Encoding': 'chunked',
      }),
      body: bytes,
    });
    expect(res.status, res.body.toString()).toBe(200);
    expect(JSON.parse(res.body.toString()).mediaId).toBeGreaterThan(0);
  });

  it('turns a podcast upload into AAC HLS and, when exportable, an MP3', async () => {
    const { owner, product } = await producerProduct({
      type: 'podcast',
      metadata: { exportable: true },
    });
    const { last } = await uploadFile(owner.token, mp3, { productId: String(product.id), kind: 'audio' });
    expect(last.status, last.body.toString()).toBe(200);
    const { mediaId } = JSON.parse(last.body.toString());
    await drainQueue(connectionOf(MediaAsset), 'media.ingest');
    await waitFor(async () => (await assetStatus(mediaId)) === 'queued');
    await transcode(mediaId);
    const playback = await call('GET', `/api/products/${product.id}/playback`, { token: owner.token });
    expect(playback.body).toMatchObject({ kind: 'audio', state: 'playing' });
    expect(playback.body.durationSeconds).toBeCloseTo(6, 0);
    const master = await get(playback.body.src);
    expect(master.body.toString()).toContain('mp4a.40.2');
    const download = await get(playback.body.download);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('audio/mpeg');
  }, 60_000);

  it('still ingests an upload finished before the shared upload store, from DATA_DIR/uploads', async () => {
    const { owner, product } = await producerProduct();
    const uploadId = randomBytes(16).toString('hex');
    const bytes = readFileSync(clip720);
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', uploadId), bytes);
    writeFileSync(join(dataDir, 'uploads', `${uploadId}.json`), '{}');
    const asset = await assetFromUpload({
      uploadId,
      userId: owner.user.id,
      target: await uploadTargetFor(owner.user, { productId: product.id, kind: 'video' }),
      originalName: 'antes.mp4',
      mime: 'video/mp4',
      sizeBytes: bytes.length,
      durationSeconds: 10,
      queueIngest: true,
    });
    await drainQueue(connectionOf(MediaAsset), 'media.ingest');
    await waitFor(async () => (await assetStatus(asset.id)) === 'queued');
    expect((await mediaStorage().stat(asset.storagePath))?.size).toBe(bytes.length);
    expect(readdirSync(join(dataDir, 'uploads')).filter((f) => f.startsWith(uploadId))).toEqual([]);
  });

  it('records an ffmpeg failure with its reason, in the producer language, without retrying', async () => {
    const { owner, product } = await producerProduct();
    const asset = await MediaAsset.create({
      userId: owner.user.id,
      productId: product.id,
      lessonId: null,
      kind: 'video',
      originalName: 'broken.mp4',
      mime: 'video/mp4',
      sizeBytes: 5,
      storagePath: `broken-${product.id}`,
      status: 'queued',
    });
    await mediaStorage().put(`assets/${asset.id}/source`, Buffer.from('bytes'));
    await transcode(asset.id); // resolves: the failure is the file's, nothing to retry
    const res = await call('GET', `/api/media/${asset.id}`, { token: owner.token, lang: 'pt' });
    expect(res.body.status).toBe('failed');
    expect(res.body.failure).toMatchObject({
      code: 'MEDIA_TRANSCODE_FAILED',
      message: 'Não foi possível processar o vídeo',
    });
    expect(res.body.failure.detail).toBeTruthy();
    // Nobody else sees it.
    const other = await quickUser('PRODUCER');
    expect((await call('GET', `/api/media/${asset.id}`, { token: other.token })).status).toBe(404);
  });

  it('plays a fake live on the session clock: a viewer 5 s in gets segments up to about second 5', async () => {
    const { owner, product } = await producerProduct({ type: 'live' });
    const source = await MediaAsset.findByPk(ready.mediaId);
    // The same ladder, attached to the live product (no second encode).
    await MediaAsset.create({
      ...(source?.get({ plain: true }) as CreationAttributes<InstanceType<typeof MediaAsset>>),
      id: undefined,
      productId: product.id,
      uploadId: null,
      storagePath: `live-copy-${product.id}`,
      createdAt: undefined,
      updatedAt: undefined,
    });
    const viewer = await quickUser('USER');
    const session = await ProductSession.create({
      productId: product.id,
      startsAt: new Date(Date.now() - 5_000),
    });
    await ProductAccess.create({
      userId: viewer.user.id,
      productId: product.id,
      sessionId: session.id,
      source: 'admin',
    });
    const playback = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(playback.body).toMatchObject({ kind: 'fake-live', state: 'playing', position: 0 });
    const base = playback.body.src.replace('/master.m3u8', '');
    const live = (await get(`${base}/720p/index.m3u8`)).body.toString();
    // 4-second segments: at ~5 s only the first is complete; no end marker, so players treat it as live.
    expect(live.match(/seg_\d+\.ts/g)).toEqual(['seg_00000.ts']);
    expect(live).not.toContain('#EXT-X-ENDLIST');
    expect((await get(`${base}/720p/seg_00000.ts`)).status).toBe(200);
    // Fetching ahead of the clock is refused.
    expect((await get(`${base}/720p/seg_00002.ts`)).status).toBe(403);

    // Before a session: the date. After it: finished, or the recording when the organizer allows replay.
    const ticket = await ProductAccess.findOne({ where: { userId: viewer.user.id, productId: product.id } });
    const next = await ProductSession.create({
      productId: product.id,
      startsAt: new Date(Date.now() + 3600_000),
    });
    const past = await ProductSession.create({
      productId: product.id,
      startsAt: new Date(Date.now() - 3600_000),
    });
    await ticket?.update({ sessionId: next.id });
    const later = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(later.body).toMatchObject({ state: 'ready-on-date', src: null });
    expect(new Date(later.body.startsAt).getTime()).toBeGreaterThan(Date.now());
    await ticket?.update({ sessionId: past.id });
    expect(
      (await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token })).body.state,
    ).toBe('finished');
    await product.update({ metadata: { replay: true } });
    const replay = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
    expect(replay.body.state).toBe('playing');
    expect((await get(replay.body.src.replace('master', '720p/index'))).body.toString()).toContain(
      '#EXT-X-ENDLIST',
    );
    expect(owner).toBeTruthy();
  });
});

describe('tus extensions we do not offer', () => {
  it('answers Upload-Concat with 501 and a clear error in the caller language, not a server error', async () => {
    const { owner, product } = await producerProduct();
    for (const [lang, message] of [
      ['en', 'Joining partial uploads (Upload-Concat) is not supported: upload the file as one upload'],
      ['es', 'No se admite unir subidas parciales (Upload-Concat): sube el archivo en una sola subida'],
      ['pt', 'Não é possível juntar envios parciais (Upload-Concat): envie o ficheiro num só envio'],
    ]) {
      for (const concat of ['partial', 'final;/api/uploads/a /api/uploads/b']) {
        const res = await raw(server, 'POST', '/api/uploads', {
          headers: tusHeaders(owner.token, {
            'Upload-Length': '100',
            'Upload-Concat': concat,
            'Upload-Metadata': tusMetadata({ productId: String(product.id), kind: 'video' }),
            'Accept-Language': lang,
          }),
        });
        expect(res.status, res.body.toString()).toBe(501);
        expect(JSON.parse(res.body.toString()).error).toEqual({
          code: 'UPLOAD_CONCAT_NOT_SUPPORTED',
          message,
        });
      }
    }
  });
});
