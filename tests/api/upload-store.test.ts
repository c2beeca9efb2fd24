import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver } from './helpers/s3.ts';

const { ERRORS, Upload } = await import('@tus/utils');
const { createLocalStorage } = await import('../../api/src/media/storage/local.ts');
const { createS3Storage } = await import('../../api/src/media/storage/s3.ts');
const { PROBE_WINDOW_BYTES, StorageUploadStore } = await import('../../api/src/media/upload-store.ts');
const { checkContent, probe } = await import('../../api/src/media/probe.ts');
const { MediaAsset, MediaUpload } = await import('../../models/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { makeClip } = await import('./helpers/media.ts');
type MediaStorage = import('../../api/src/media/storage/types.ts').MediaStorage;
type Store = InstanceType<typeof StorageUploadStore>;

/**
 * The tus upload store (api/src/media/upload-store.ts) against both media storages, local disk and a real
 * S3 server (s3rver): the same contract, as tests/api/storage.test.ts holds for the storages themselves.
 * Two store instances with their own spool folders stand for two web processes sharing the database and
 * the storage.
 */
const folder = mkdtempSync(join(tmpdir(), 'platea-upload-store-'));
let s3server: S3rver;
let s3: MediaStorage;
const local = createLocalStorage(join(folder, 'local'));
const clip = join(folder, 'clip.mp4');

beforeAll(async () => {
  const started = await startS3rver(join(folder, 's3'));
  s3server = started.server;
  s3 = createS3Storage(started.settings);
  await makeClip(clip, { width: 640, height: 360, seconds: 3 });
}, 60_000);
afterAll(async () => {
  await s3server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * The real storage with every put and delete noted (a spy, not a fake): how a test sees a chunk that
 * the store wrote and then had to delete, which no storage can list.
 */
function recorded(storage: MediaStorage) {
  const puts: string[] = [];
  const spy: MediaStorage = {
    ...storage,
    put: (key, body, type) => {
      puts.push(key);
      return storage.put(key, body, type);
    },
  };
  return { spy, puts };
}

/** A reserved upload (the row the creation hook writes), created in the store. */
async function reserved(store: Store, size: number, metadata: Record<string, string> = {}) {
  const owner = await quickUser('PRODUCER');
  const product = await createProduct(await createChannel(owner.user));
  const id = randomBytes(16).toString('hex');
  await MediaUpload.create({
    id,
    userId: owner.user.id,
    organizerId: owner.user.id,
    productId: product.id,
    sizeBytes: size,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  await store.create(
    new Upload({ id, size, offset: 0, metadata: { userId: String(owner.user.id), ...metadata } }),
  );
  return { id, owner, product };
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err) => err,
  );

describe.each([
  ['local disk', () => local],
  ['S3 (s3rver)', () => s3],
])('the shared tus upload store on %s', (_name, storage) => {
  const stores = (...names: string[]) => {
    const { spy, puts } = recorded(storage());
    const made = names.map(
      (name) =>
        new StorageUploadStore({
          storage: () => spy,
          spoolDirectory: join(folder, `spool-${storage().name}-${name}`),
          expirationMs: 3600_000,
        }),
    );
    return { made, puts };
  };

  it('takes an upload in PATCHes on two processes, resumes where the other left it, and reads it back whole', async () => {
    const {
      made: [a, b],
    } = stores('a', 'b');
    const bytes = randomBytes(300_000);
    const { id } = await reserved(a, bytes.length, { filename: 'talk.mp4' });
    const created = await b.getUpload(id);
    expect([created.size, created.offset, created.metadata?.filename]).toEqual([bytes.length, 0, 'talk.mp4']);
    expect(created.creation_date).toBeTruthy();

    expect(await a.write(Readable.from([bytes.subarray(0, 100_000)]), id, 0)).toBe(100_000);
    // The other process sees the offset at once: it is in the database, not on a's disk.
    expect((await b.getUpload(id)).offset).toBe(100_000);
    // A connection that fails midway keeps what arrived.
    const cut = new PassThrough();
    const failed = errorOf(b.write(cut, id, 100_000));
    cut.write(bytes.subarray(100_000, 150_000));
    await new Promise((r) => setTimeout(r, 100));
    cut.destroy(new Error('connection reset'));
    expect(await failed).toBe(ERRORS.FILE_WRITE_ERROR);
    expect((await a.getUpload(id)).offset).toBe(150_000);
    expect(await a.write(Readable.from([bytes.subarray(150_000)]), id, 150_000)).toBe(bytes.length);

    const upload = await b.chunks(id);
    expect(upload?.chunks.map((c) => [c.start, c.size])).toEqual([
      [0, 100_000],
      [100_000, 50_000],
      [150_000, 150_000],
    ]);
    expect((await buffer(a.read(upload?.chunks ?? []))).equals(bytes)).toBe(true);
    // Nothing is left in either process's spool folder.
    for (const name of ['a', 'b']) {
      expect(readdirSync(join(folder, `spool-${storage().name}-${name}`))).toEqual([]);
    }
  });

  it('counts one of two PATCHes at the same offset on two processes; the other is a conflict and its chunk is deleted', async () => {
    const {
      made: [a, b],
      puts,
    } = stores('a', 'b');
    const { id } = await reserved(a, 1000);
    const [onA, onB] = [new PassThrough(), new PassThrough()];
    const writes = [errorOf(a.write(onA, id, 0)), errorOf(b.write(onB, id, 0))];
    // Both are under way before either ends: each has passed tus's offset check.
    onA.write(Buffer.alloc(300, 'a'));
    onB.write(Buffer.alloc(400, 'b'));
    await new Promise((r) => setTimeout(r, 50));
    onA.end();
    onB.end();
    const outcomes = await Promise.all(writes);
    expect(outcomes.filter((e) => e === null)).toHaveLength(1);
    expect(outcomes.filter((e) => e === ERRORS.INVALID_OFFSET)).toHaveLength(1);
    const upload = await a.chunks(id);
    const winner = outcomes[0] === null ? 300 : 400;
    expect(upload?.received).toBe(winner);
    expect(upload?.chunks).toHaveLength(1);
    // Both chunks were stored; the loser's is gone, the winner's holds the winner's bytes.
    expect(puts).toHaveLength(2);
    const loser = puts.find((key) => key !== upload?.chunks[0].key) as string;
    expect(await storage().stat(loser)).toBeNull();
    const kept = await buffer(a.read(upload?.chunks ?? []));
    expect(kept.equals(Buffer.alloc(winner, winner === 300 ? 'a' : 'b'))).toBe(true);
    // The loser asks again at the new offset, and goes on.
    expect(await b.write(Readable.from([Buffer.alloc(1000 - winner, 'c')]), id, winner)).toBe(1000);
  });

  it('refuses bytes past the declared length and at a stale offset, storing nothing of them', async () => {
    const {
      made: [a],
      puts,
    } = stores('a');
    const { id } = await reserved(a, 100);
    await a.write(Readable.from([Buffer.alloc(60)]), id, 0);
    expect(await errorOf(a.write(Readable.from([Buffer.alloc(10)]), id, 0))).toBe(ERRORS.INVALID_OFFSET);
    expect(await errorOf(a.write(Readable.from([Buffer.alloc(50)]), id, 60))).toBe(ERRORS.INVALID_OFFSET);
    expect((await a.getUpload(id)).offset).toBe(60);
    for (const key of puts.slice(1)) expect(await storage().stat(key)).toBeNull();
  });

  it('gives ffprobe a bounded copy: the whole of a small file, the head and tail of a large one', async () => {
    const {
      made: [a],
    } = stores('a');
    const video = readFileSync(clip);
    const small = await reserved(a, video.length);
    const third = Math.ceil(video.length / 3);
    for (let at = 0; at < video.length; at += third) {
      await a.write(Readable.from([video.subarray(at, at + third)]), small.id, at);
    }
    const copy = await a.probeCopy(small.id);
    expect(readFileSync(copy.path).equals(video)).toBe(true);
    expect(checkContent('video', await probe(copy.path))).toBe('ok');
    await copy.release();

    // 2 windows and 1 MB: three chunks, the windows' edges inside the first and last.
    const big = Buffer.alloc(2 * PROBE_WINDOW_BYTES + 1024 * 1024);
    randomBytes(PROBE_WINDOW_BYTES).copy(big, 0);
    randomBytes(PROBE_WINDOW_BYTES).copy(big, big.length - PROBE_WINDOW_BYTES);
    const large = await reserved(a, big.length);
    const chunk = Math.ceil(big.length / 3);
    for (let at = 0; at < big.length; at += chunk) {
      await a.write(Readable.from([big.subarray(at, at + chunk)]), large.id, at);
    }
    const partial = await a.probeCopy(large.id);
    const copied = readFileSync(partial.path);
    expect(copied.length).toBe(big.length);
    expect(copied.subarray(0, PROBE_WINDOW_BYTES).equals(big.subarray(0, PROBE_WINDOW_BYTES))).toBe(true);
    expect(copied.subarray(-PROBE_WINDOW_BYTES).equals(big.subarray(-PROBE_WINDOW_BYTES))).toBe(true);
    await partial.release();
    expect(readdirSync(join(folder, `spool-${storage().name}-a`))).toEqual([]);
  });

  it('removes an upload with its chunks; a PATCH still running then stores nothing', async () => {
    const {
      made: [a, b],
      puts,
    } = stores('a', 'b');
    const { id } = await reserved(a, 1000);
    await a.write(Readable.from([Buffer.alloc(100)]), id, 0);
    const late = new PassThrough();
    const running = errorOf(b.write(late, id, 100));
    late.write(Buffer.alloc(50));
    await new Promise((r) => setTimeout(r, 50));
    await a.remove(id);
    late.end();
    expect(await running).toBe(ERRORS.FILE_NOT_FOUND);
    expect(await errorOf(a.getUpload(id))).toBe(ERRORS.FILE_NOT_FOUND);
    for (const key of puts) expect(await storage().stat(key)).toBeNull();
    expect(await errorOf(a.remove(id))).toBe(ERRORS.FILE_NOT_FOUND);
  });

  it('sweeps expired uploads by their rows, keeping a finished one whose asset waits for its ingest', async () => {
    const {
      made: [a],
      puts,
    } = stores('a');
    const expired = await reserved(a, 10);
    const open = await reserved(a, 10);
    const waiting = await reserved(a, 10);
    const orphan = await reserved(a, 10);
    for (const u of [expired, open, waiting, orphan])
      await a.write(Readable.from([Buffer.alloc(10)]), u.id, 0);
    await MediaAsset.create({
      userId: waiting.owner.user.id,
      productId: waiting.product.id,
      lessonId: null,
      kind: 'video',
      originalName: 'a.mp4',
      mime: 'video/mp4',
      sizeBytes: 10,
      storagePath: `assets/upload-store-${waiting.id}`,
      uploadId: waiting.id,
      status: 'uploaded',
    });
    const past = new Date(Date.now() - 1000);
    await MediaUpload.update({ expiresAt: past }, { where: { id: expired.id } });
    await MediaUpload.update(
      { expiresAt: past, finishedAt: past },
      { where: { id: [waiting.id, orphan.id] } },
    );
    const before = await MediaUpload.count();
    expect(await a.deleteExpired()).toBeGreaterThanOrEqual(2);
    const left = (
      await MediaUpload.findAll({ where: { id: [expired.id, open.id, waiting.id, orphan.id] } })
    ).map((u) => u.id);
    expect(left.sort()).toEqual([open.id, waiting.id].sort());
    expect(await MediaUpload.count()).toBeLessThanOrEqual(before - 2);
    const [expiredKey, openKey, waitingKey, orphanKey] = puts;
    expect(await storage().stat(expiredKey)).toBeNull();
    expect(await storage().stat(orphanKey)).toBeNull();
    expect((await storage().stat(openKey))?.size).toBe(10);
    expect((await storage().stat(waitingKey))?.size).toBe(10);
  });

  it('needs the reservation row: an upload the creation hook did not hold cannot be created', async () => {
    const {
      made: [a],
    } = stores('a');
    const id = randomBytes(16).toString('hex');
    expect(await errorOf(a.create(new Upload({ id, size: 10, offset: 0 })))).toBe(ERRORS.FILE_NOT_FOUND);
    expect(await errorOf(a.getUpload(id))).toBe(ERRORS.FILE_NOT_FOUND);
  });
});
