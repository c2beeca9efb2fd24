import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type ByteRange, clampRange, type MediaStorage, type StoredObject } from './types.ts';

/** Media on local disk under `root` (DATA_DIR/media by default). */
export function createLocalStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(base, key);
  };
  const fileStat = async (path: string) => {
    try {
      const s = await stat(path);
      return s.isFile() ? s : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  };
  return {
    name: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside, then renamed: a reader never sees half an object.
      const partial = `${path}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      const s = await fileStat(pathOf(key));
      if (!s) return null;
      const r = clampRange(range, s.size);
      if (!r) return null;
      const length = r.end - r.start + 1;
      const body =
        length > 0 ? createReadStream(pathOf(key), { start: r.start, end: r.end }) : Readable.from([]);
      return { body, size: s.size, length, contentType: null };
    },
    async stat(key) {
      const s = await fileStat(pathOf(key));
      return s ? { size: s.size, modifiedAt: s.mtime } : null;
    },
    async asFile(key) {
      const path = pathOf(key);
      return (await fileStat(path)) ? { path, release: async () => {} } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
