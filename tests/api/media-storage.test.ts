import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Upload files of this test go to a folder of its own; set before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-storage-'));
process.env.DATA_DIR = dataDir;

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const { createHttpServer } = await import('../../api/src/http.ts');
const { app, call } = await import('./helpers/client.ts');
const { MediaAsset, MediaUpload } = await import('../../models/index.ts');
const { sweepExpiredUploads } = await import('../../api/src/media/upload-store.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { makeMp3, raw, tusHeaders, tusMetadata } = await import('./helpers/media.ts');
const { putSetting, restore } = await import('./helpers/settings.ts');

/**
 * Issue 18: a self-registered organizer could open 20 uploads of 3 GB on a draft and leave them for 24 h.
 * Every tus creation is now held against the uploader's open uploads (3) and bytes in flight (6 GB), and
 * against the organizer's storage quota (50 GB, stored media and unfinished uploads together), under a
 * database lock; GET /api/me/storage tells the organizer where they stand.
 */
const GB = 1024 ** 3;
let server: Server;

beforeAll(async () => {
  server = createHttpServer(app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
});

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  rmSync(dataDir, { recursive: true, force: true });
});

async function organizer() {
  const owner = await quickUser('PRODUCER');
  const channel = await createChannel(owner.user);
  const product = await createProduct(channel, { status: 'draft' });
  return { ...owner, channel, product };
}

type Org = Awaited<ReturnType<typeof organizer>>;

/** A tus creation declaring `size` bytes for the product's video; answers status and parsed error. */
async function create(token: string, productId: number, size: number, lang = 'es') {
  const res = await raw(server, 'POST', '/api/uploads', {
    headers: tusHeaders(token, {
      'Upload-Length': String(size),
      'Upload-Metadata': tusMetadata({ productId: String(productId), kind: 'video' }),
      'Accept-Language': lang,
    }),
  });
  const text = res.body.toString();
  return {
    status: res.status,
    location: res.headers.location as string | undefined,
    error: text.startsWith('{') ? (JSON.parse(text).error as { code: string; message: string }) : null,
  };
}

/** What uploads hold in media storage (local here): one folder of chunks per upload that has bytes. */
const uploadFiles = () => {
  const dir = join(dataDir, 'media', 'uploads');
  return existsSync(dir) ? readdirSync(dir, { recursive: true }) : [];
};

/** Media already stored for the organizer's product: a source and what transcoding made of it. */
async function stored(org: Org, sizeBytes: number, outputBytes = 0) {
  await MediaAsset.create({
    userId: org.user.id,
    productId: org.product.id,
    lessonId: null,
    kind: 'video',
    originalName: 'archivo.mp4',
    mime: 'video/mp4',
    sizeBytes,
    outputBytes,
    storagePath: `quota-test-${org.product.id}-${sizeBytes}-${Math.random()}`,
    status: 'ready',
  });
}

const storageOf = async (token: string) => (await call('GET', '/api/me/storage', { token })).body;

describe('GET /api/me/storage: params and permissions', () => {
  it('answers organizers only', async () => {
    const viewer = await quickUser('USER');
    expect((await call('GET', '/api/me/storage', { token: viewer.token })).status).toBe(403);
    expect((await call('GET', '/api/me/storage')).status).toBe(401);
    const org = await organizer();
    const res = await call('GET', '/api/me/storage', { token: org.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      usedBytes: 0,
      pendingBytes: 0,
      limitBytes: 50 * GB,
      openUploads: 0,
      maxOpenUploads: 3,
      maxInFlightBytes: 6 * GB,
    });
  });

  it('lets only an administrator read and change the caps', async () => {
    const org = await organizer();
    expect((await call('GET', '/api/config/media/storage', { token: org.token })).status).toBe(403);
    const refused = await call('PUT', '/api/config/media/storage', {
      token: org.token,
      body: { quotaGb: 5000 },
    });
    expect(refused.status).toBe(403);
    const admin = await quickUser('ADMIN');
    const bad = await call('PUT', '/api/config/media/storage', {
      token: admin.token,
      body: { maxOpenUploads: 0 },
    });
    expect(bad.status).toBe(422);
  });
});

describe('tus creations held against the caps', () => {
  afterEach(() => restore('/api/config/media/storage'));

  it('refuses a fourth open upload with 429 in the caller language, and takes one again once one is cancelled', async () => {
    const org = await organizer();
    const open = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(org.token, org.product.id, 1000);
      expect(res.status, JSON.stringify(res.error)).toBe(201);
      open.push(res.location as string);
    }
    const before = uploadFiles().length;
    const fourth = await create(org.token, org.product.id, 1000, 'en');
    expect(fourth.status).toBe(429);
    expect(fourth.error).toEqual({
      code: 'UPLOAD_TOO_MANY_OPEN',
      message: 'You already have 3 uploads in progress: finish or cancel one before starting another',
    });
    expect(uploadFiles().length).toBe(before);
    expect(await MediaUpload.count({ where: { userId: org.user.id } })).toBe(3);
    expect(await storageOf(org.token)).toMatchObject({ openUploads: 3, pendingBytes: 3000 });

    // Cancelling one (the console's DELETE) frees its place at once.
    const cancelled = await raw(server, 'DELETE', open[0], { headers: tusHeaders(org.token) });
    expect(cancelled.status).toBe(204);
    expect((await create(org.token, org.product.id, 1000)).status).toBe(201);
  });

  it('refuses a creation whose declared bytes would pass the 6 GB in flight, saying what is left', async () => {
    const org = await organizer();
    expect((await create(org.token, org.product.id, 2.5 * GB)).status).toBe(201);
    expect((await create(org.token, org.product.id, 3 * GB)).status).toBe(201);
    const third = await create(org.token, org.product.id, 1 * GB);
    expect(third.status).toBe(413);
    expect(third.error).toEqual({
      code: 'UPLOAD_IN_FLIGHT_TOO_LARGE',
      message:
        'Tus subidas en curso pueden sumar como mucho 6 GB a la vez (quedan 0,5 GB): termina o cancela una primero',
    });
    // What fits still goes.
    expect((await create(org.token, org.product.id, 0.5 * GB)).status).toBe(201);
  });

  it("refuses what would pass the organizer's quota, stored media and unfinished uploads together", async () => {
    const org = await organizer();
    await stored(org, 48 * GB, 1.5 * GB);
    const res = await create(org.token, org.product.id, 1 * GB, 'pt');
    expect(res.status).toBe(413);
    expect(res.error).toEqual({
      code: 'STORAGE_QUOTA_EXCEEDED',
      message:
        'Não há espaço suficiente: está a usar 49,5 GB de 50 GB (restam 0,5 GB). Apague conteúdos ou peça mais a um administrador',
    });
    expect((await create(org.token, org.product.id, 0.25 * GB)).status).toBe(201);
    // The unfinished upload is held too: the next quarter fits, one more byte does not.
    expect((await create(org.token, org.product.id, 0.25 * GB)).status).toBe(201);
    expect((await create(org.token, org.product.id, 1)).error?.code).toBe('STORAGE_QUOTA_EXCEEDED');
    expect(await storageOf(org.token)).toEqual({
      usedBytes: 49.5 * GB,
      pendingBytes: 0.5 * GB,
      limitBytes: 50 * GB,
      openUploads: 2,
      maxOpenUploads: 3,
      maxInFlightBytes: 6 * GB,
    });

    // An administrator uploading to the organizer's product is held against the organizer's quota.
    const admin = await quickUser('ADMIN');
    expect((await create(admin.token, org.product.id, 1)).error?.code).toBe('STORAGE_QUOTA_EXCEEDED');
  });

  it('takes the caps an administrator sets', async () => {
    const org = await organizer();
    await putSetting('/api/config/media/storage', { maxOpenUploads: 1, quotaGb: 100 });
    await stored(org, 60 * GB);
    expect((await create(org.token, org.product.id, 1000)).status).toBe(201);
    expect((await create(org.token, org.product.id, 1000)).error?.code).toBe('UPLOAD_TOO_MANY_OPEN');
    expect(await storageOf(org.token)).toMatchObject({ limitBytes: 100 * GB, maxOpenUploads: 1 });
  });

  it('refuses an upload that does not say its length (deferred), which no cap could count', async () => {
    const org = await organizer();
    const res = await raw(server, 'POST', '/api/uploads', {
      headers: tusHeaders(org.token, {
        'Upload-Defer-Length': '1',
        'Upload-Metadata': tusMetadata({ productId: String(org.product.id), kind: 'video' }),
        'Accept-Language': 'en',
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString()).error.code).toBe('UPLOAD_LENGTH_REQUIRED');
  });

  it('stops counting an upload past its expiry, and the sweep forgets it', async () => {
    const org = await organizer();
    for (let i = 0; i < 3; i++) expect((await create(org.token, org.product.id, 1000)).status).toBe(201);
    expect((await create(org.token, org.product.id, 1000)).status).toBe(429);
    await MediaUpload.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId: org.user.id } });
    expect((await create(org.token, org.product.id, 1000)).status).toBe(201);
    expect(await sweepExpiredUploads()).toBeGreaterThanOrEqual(3);
    expect(await MediaUpload.count({ where: { userId: org.user.id } })).toBe(1);
  });

  it('moves a finished upload from held to stored', async () => {
    const owner = await quickUser('PRODUCER');
    const channel = await createChannel(owner.user);
    const podcast = await createProduct(channel, { type: 'podcast', status: 'draft' });
    const mp3 = join(dataDir, 'talk.mp3');
    await makeMp3(mp3, 2);
    const bytes = readFileSync(mp3);
    const created = await raw(server, 'POST', '/api/uploads', {
      headers: tusHeaders(owner.token, {
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': tusMetadata({ productId: String(podcast.id), kind: 'audio' }),
      }),
    });
    expect(created.status).toBe(201);
    expect(await storageOf(owner.token)).toMatchObject({ usedBytes: 0, pendingBytes: bytes.length });
    const done = await raw(server, 'PATCH', created.headers.location as string, {
      headers: tusHeaders(owner.token, {
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      }),
      body: bytes,
    });
    expect(done.status, done.body.toString()).toBe(200);
    expect(await storageOf(owner.token)).toMatchObject({
      usedBytes: bytes.length,
      pendingBytes: 0,
      openUploads: 0,
    });
  });
});

describe('the caps hold under concurrency', () => {
  it('lets exactly 3 of 20 parallel creations through, and no more bytes than the cap in flight', async () => {
    const org = await organizer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(org.token, org.product.id, 1 * GB)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    expect(await MediaUpload.count({ where: { userId: org.user.id } })).toBe(3);

    const other = await organizer();
    const big = await Promise.all(
      Array.from({ length: 20 }, () => create(other.token, other.product.id, 2.5 * GB)),
    );
    // 2 × 2.5 GB fit in 6 GB; a third would not.
    expect(big.filter((r) => r.status === 201)).toHaveLength(2);
    expect(big.every((r) => r.status === 201 || r.error?.code === 'UPLOAD_IN_FLIGHT_TOO_LARGE')).toBe(true);
  });

  it("lets one of many parallel creations by different uploaders into the organizer's last gigabyte", async () => {
    const org = await organizer();
    await stored(org, 48.5 * GB);
    const admins = await Promise.all([quickUser('ADMIN'), quickUser('ADMIN')]);
    const tokens = [org.token, ...admins.map((a) => a.token)];
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => create(tokens[i % 3], org.product.id, 1 * GB)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await storageOf(org.token)).toMatchObject({ usedBytes: 48.5 * GB, pendingBytes: 1 * GB });
  });
});
