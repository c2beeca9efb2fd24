import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../api/src/media/storage/local.ts';
import { createS3Storage } from '../../api/src/media/storage/s3.ts';
import type { MediaStorage } from '../../api/src/media/storage/types.ts';
import { startS3rver } from './helpers/s3.ts';

const folder = mkdtempSync(join(tmpdir(), 'platea-storage-'));
let s3server: S3rver;
let s3: MediaStorage;
const local = createLocalStorage(join(folder, 'local'));

beforeAll(async () => {
  // A real S3 server (s3rver) on loopback, with its own folder: the S3 storage speaks the real protocol.
  const started = await startS3rver(join(folder, 's3'));
  s3server = started.server;
  s3 = createS3Storage(started.settings);
});
afterAll(async () => {
  await s3server?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The same contract for every storage: what the rest of the code may rely on. */
describe.each([
  ['local disk', () => local],
  ['S3 (s3rver)', () => s3],
])('media storage: %s', (_name, storage) => {
  it('stores bytes and streams, and reads them back whole or by range', async () => {
    const st = storage();
    await st.put('assets/1/master.m3u8', Buffer.from('#EXTM3U\n'), 'application/vnd.apple.mpegurl');
    const whole = await st.get('assets/1/master.m3u8');
    expect(whole?.size).toBe(8);
    expect(await text(whole?.body as Readable)).toBe('#EXTM3U\n');

    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7, 'x');
    bytes.write('HEAD', 0);
    bytes.write('TAIL', bytes.length - 4);
    await st.put(
      'assets/1/720p/seg_00001.ts',
      Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]),
    );
    expect((await st.stat('assets/1/720p/seg_00001.ts'))?.size).toBe(bytes.length);
    const head = await st.get('assets/1/720p/seg_00001.ts', { start: 0, end: 3 });
    expect([head?.length, await text(head?.body as Readable)]).toEqual([4, 'HEAD']);
    const tail = await st.get('assets/1/720p/seg_00001.ts', { start: bytes.length - 4 });
    expect([tail?.length, tail?.size, await text(tail?.body as Readable)]).toEqual([4, bytes.length, 'TAIL']);
    // A range that starts past the end cannot be satisfied.
    expect(await st.get('assets/1/720p/seg_00001.ts', { start: bytes.length + 10 })).toBeNull();
  });

  it('answers null for what is not there, and deletes one object or a whole folder', async () => {
    const st = storage();
    expect(await st.get('assets/404/master.m3u8')).toBeNull();
    expect(await st.stat('assets/404/master.m3u8')).toBeNull();
    await st.put('assets/2/a.ts', Buffer.from('a'));
    await st.put('assets/2/360p/b.ts', Buffer.from('b'));
    await st.put('assets/20/keep.ts', Buffer.from('keep'));
    await st.delete('assets/2/a.ts');
    expect(await st.stat('assets/2/a.ts')).toBeNull();
    await st.deletePrefix('assets/2');
    expect(await st.stat('assets/2/360p/b.ts')).toBeNull();
    // A folder whose name starts the same is another asset's, and stays.
    expect((await st.stat('assets/20/keep.ts'))?.size).toBe(4);
  });

  it('gives an object as a file for ffmpeg, and cleans up its copy', async () => {
    const st = storage();
    await st.put('assets/3/source', Buffer.from('source bytes'));
    const file = await st.asFile('assets/3/source');
    expect(file && readFileSync(file.path, 'utf8')).toBe('source bytes');
    await file?.release();
    // The object itself is still there; only a downloaded copy goes.
    expect((await st.stat('assets/3/source'))?.size).toBe(12);
    expect(await st.asFile('assets/404/source')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    const st = storage();
    for (const key of ['../etc/passwd', '/abs', 'assets/../x', 'assets//x', '.hidden', 'a\\b', '']) {
      await expect(st.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    }
  });
});
