import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type S3rver from 's3rver';
import { TEST_DATABASE_URL } from '../db.ts';
import { freePort } from '../embedded-db.ts';
import { S3_BUCKET, startS3rver } from './helpers/s3.ts';
import { logOf } from './helpers/workers.ts';

// One S3 server (s3rver) and one database shared by two web processes and a worker, each with a DATA_DIR
// of its own: nothing of an upload may live on one process's disk.
const folder = mkdtempSync(join(tmpdir(), 'platea-uploads-processes-'));
const s3Port = await freePort();
const BUCKET = S3_BUCKET;
const s3env = {
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
Object.assign(process.env, s3env);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { MediaAsset, MediaUpload, ProductAccess } = await import('../../models/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { makeClip, raw, tusHeaders, tusMetadata, waitFor } = await import('./helpers/media.ts');

/**
 * Issue 25: a tus upload whose PATCHes land on different web processes completes and resumes, is
 * transcoded by a worker process, and plays through any web process with the path token. Two PATCHes at
 * one offset on two processes: exactly one counts.
 */
const client = new S3Client({
  endpoint: s3env.S3_ENDPOINT,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
let s3: S3rver;
const children: ChildProcess[] = [];
const clip = join(folder, 'clip.mp4');

/** `npm start` with PLATEA_ROLES, its own DATA_DIR, the shared database and bucket; ready when it says so. */
async function start(roles: 'web' | 'worker', name: string) {
  const port = await freePort();
  const dataDir = join(folder, name);
  mkdirSync(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...s3env,
    DATABASE_URL: TEST_DATABASE_URL,
    DATA_DIR: dataDir,
    PLATEA_ROLES: roles,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    WORKER_CONCURRENCY: '1',
    JOBS_MAINTENANCE_SECONDS: '1',
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
  };
  delete env.WORKERS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const log = logOf(child);
  const ready = roles === 'web' ? 'Platea is ready at' : 'Platea worker ready';
  await waitFor(async () => log().includes(ready) || child.exitCode !== null, 120_000);
  if (child.exitCode !== null) throw new Error(`${name} exited: ${log()}`);
  // What raw() needs of a server: where it listens.
  const server = { address: () => ({ port, address: '127.0.0.1', family: 'IPv4' }) };
  return { port, dataDir, server, child, log };
}

type Proc = Awaited<ReturnType<typeof start>>;
let a: Proc;
let b: Proc;

beforeAll(async () => {
  s3 = (await startS3rver(join(folder, 's3'), s3Port)).server;
  await makeClip(clip, { width: 640, height: 360, seconds: 4 });
  [a, b] = await Promise.all([start('web', 'web-a'), start('web', 'web-b')]);
}, 240_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The keys under uploads/{id}/ in the bucket. */
async function chunkKeys(id: string) {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `uploads/${id}/` }));
  return (page.Contents ?? []).map((o) => o.Key as string);
}

const patchHeaders = (token: string, offset: number, length: number) =>
  tusHeaders(token, {
    'Upload-Offset': String(offset),
    'Content-Type': 'application/offset+octet-stream',
    'Content-Length': String(length),
  });

const offsetOn = async (p: Proc, token: string, location: string) => {
  const res = await raw(p.server, 'HEAD', location, { headers: tusHeaders(token) });
  expect(res.status).toBe(200);
  return Number(res.headers['upload-offset']);
};

/** A PATCH whose body comes in two halves `pause` ms apart: two of them are surely in flight together. */
function slowPatch(
  p: Proc,
  location: string,
  headers: Record<string, string>,
  body: Buffer,
  pause: Promise<void>,
) {
  return new Promise<number>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: p.port, method: 'PATCH', path: location, headers },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(body.subarray(0, body.length / 2));
    void pause.then(() => req.end(body.subarray(body.length / 2)));
  });
}

async function producer() {
  const owner = await quickUser('PRODUCER');
  const product = await createProduct(await createChannel(owner.user));
  return { owner, product };
}

async function create(p: Proc, token: string, productId: number, size: number) {
  const res = await raw(p.server, 'POST', '/api/uploads', {
    headers: tusHeaders(token, {
      'Upload-Length': String(size),
      'Upload-Metadata': tusMetadata({ productId: String(productId), kind: 'video', filename: 'clip.mp4' }),
    }),
  });
  expect(res.status, res.body.toString()).toBe(201);
  return res.headers.location as string;
}

describe('one tus upload across web processes, transcoded by a worker process', () => {
  it('counts exactly one of two PATCHes sent at the same offset to two processes', async () => {
    const { owner, product } = await producer();
    const location = await create(b, owner.token, product.id, 200_000);
    const id = location.split('/').pop() as string;
    const body = Buffer.alloc(100_000, 7);
    const pause = new Promise<void>((r) => setTimeout(r, 500));
    const statuses = await Promise.all(
      [a, b].map((p) => slowPatch(p, location, patchHeaders(owner.token, 0, body.length), body, pause)),
    );
    expect(statuses.sort()).toEqual([204, 409]);
    expect(await offsetOn(a, owner.token, location)).toBe(100_000);
    expect(await offsetOn(b, owner.token, location)).toBe(100_000);
    // The loser's chunk was deleted: one object in the bucket.
    expect(await chunkKeys(id)).toHaveLength(1);

    // Cancelled on one process: gone for both, bytes and all.
    expect((await raw(a.server, 'DELETE', location, { headers: tusHeaders(owner.token) })).status).toBe(204);
    expect((await raw(b.server, 'HEAD', location, { headers: tusHeaders(owner.token) })).status).toBe(404);
    expect(await chunkKeys(id)).toEqual([]);
  }, 60_000);

  it('creates on one, PATCHes on the other, resumes a dropped PATCH, transcodes on the worker and plays through both', async () => {
    const { owner, product } = await producer();
    const bytes = readFileSync(clip);
    const location = await create(a, owner.token, product.id, bytes.length);
    const id = location.split('/').pop() as string;
    const half = Math.floor(bytes.length / 2);

    const first = await raw(b.server, 'PATCH', location, {
      headers: patchHeaders(owner.token, 0, half),
      body: bytes.subarray(0, half),
    });
    expect(first.status, first.body.toString()).toBe(204);
    expect(await offsetOn(a, owner.token, location)).toBe(half);

    // The connection drops a quarter of the way into the next PATCH, on A: B knows where to resume.
    const rest = bytes.subarray(half);
    await raw(a.server, 'PATCH', location, {
      headers: patchHeaders(owner.token, half, rest.length),
      body: rest,
      dropAfter: Math.floor(rest.length / 4),
    });
    const resumeAt = await waitFor(async () => {
      const offset = await offsetOn(b, owner.token, location);
      return offset > half ? offset : null;
    });
    expect(resumeAt).toBeLessThan(bytes.length);

    const last = await raw(a.server, 'PATCH', location, {
      headers: patchHeaders(owner.token, resumeAt, bytes.length - resumeAt),
      body: bytes.subarray(resumeAt),
    });
    expect(last.status, last.body.toString()).toBe(200);
    const { mediaId } = JSON.parse(last.body.toString());
    // Three PATCHes, three chunks: the first half, what arrived of the dropped one, the rest.
    expect(await chunkKeys(id)).toHaveLength(3);
    // Nothing of the upload stays on either web process's disk.
    for (const p of [a, b]) {
      const spool = join(p.dataDir, 'uploads');
      expect(existsSync(spool) ? readdirSync(spool) : []).toEqual([]);
    }

    // The worker process (its own DATA_DIR) joins the chunks, transcodes, and deletes the chunks.
    const worker = await start('worker', 'worker');
    await waitFor(async () => {
      const asset = await MediaAsset.findByPk(mediaId);
      if (asset?.status === 'failed') throw new Error(`transcode failed: ${asset.error}\n${worker.log()}`);
      return asset?.status === 'ready';
    }, 240_000);
    expect(await chunkKeys(id)).toEqual([]);
    expect(await MediaUpload.count({ where: { id } })).toBe(0);
    const source = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `assets/${mediaId}/source` }),
    );
    expect(source.Contents?.[0]?.Size).toBe(bytes.length);

    // A viewer plays it through B, and the path token works on A as well.
    const viewer = await quickUser('USER');
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const playback = await fetch(`http://127.0.0.1:${b.port}/api/products/${product.id}/playback`, {
      headers: { Authorization: `Bearer ${viewer.token}` },
    });
    expect(playback.status).toBe(200);
    const { src } = (await playback.json()) as { src: string };
    const firstUri = (text: string) => text.split('\n').find((l) => l && !l.startsWith('#')) as string;
    const master = await raw(b.server, 'GET', src);
    expect(master.status).toBe(200);
    const rendition = src.replace('master.m3u8', firstUri(master.body.toString()));
    const playlist = await raw(a.server, 'GET', rendition);
    expect(playlist.status).toBe(200);
    const segment = rendition.replace(/[^/]+$/, firstUri(playlist.body.toString()));
    for (const p of [a, b]) {
      const res = await raw(p.server, 'GET', segment);
      expect(res.status).toBe(200);
      expect(res.body[0]).toBe(0x47);
    }
  }, 400_000);

  it('a web process killed mid-PATCH: the upload goes on through another from its last stored PATCH', async () => {
    const c = await start('web', 'web-c');
    const { owner, product } = await producer();
    const bytes = readFileSync(clip);
    const location = await create(c, owner.token, product.id, bytes.length);
    const third = Math.floor(bytes.length / 3);
    const first = await raw(c.server, 'PATCH', location, {
      headers: patchHeaders(owner.token, 0, third),
      body: bytes.subarray(0, third),
    });
    expect(first.status).toBe(204);
    // The next PATCH is under way on C when C is killed: what C had not stored yet is lost, nothing else.
    const killed = new Promise<void>((resolve) => c.child.once('exit', () => resolve()));
    const cut = slowPatch(
      c,
      location,
      patchHeaders(owner.token, third, third),
      bytes.subarray(third, 2 * third),
      killed,
    ).catch(() => 0);
    await new Promise((r) => setTimeout(r, 300));
    c.child.kill('SIGKILL');
    await killed;
    expect(await cut).toBe(0);
    const resumeAt = await offsetOn(a, owner.token, location);
    expect(resumeAt).toBe(third);
    const last = await raw(a.server, 'PATCH', location, {
      headers: patchHeaders(owner.token, resumeAt, bytes.length - resumeAt),
      body: bytes.subarray(resumeAt),
    });
    expect(last.status, last.body.toString()).toBe(200);
    expect(JSON.parse(last.body.toString()).mediaId).toBeGreaterThan(0);
  }, 180_000);
});
