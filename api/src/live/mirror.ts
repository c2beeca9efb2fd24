import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { MediaStorage } from '../media/storage/index.ts';
import { contentTypeOf } from '../media/transcode.ts';

/**
 * Live HLS on object storage (issue 20): the ingest's ffmpeg writes to local disk (DATA_DIR/media, a
 * scratch folder then), and this mirror copies each folder to the media storage as it grows: every new
 * segment first, then the playlist that names it, so a viewer never gets a playlist naming a segment not
 * yet there. Segments the live window dropped are deleted there too (`prune`); the recording's folder
 * keeps them all. ffmpeg writes a segment under a temporary name and renames it when complete
 * (`temp_file`), so a `.ts` on disk is whole.
 */
export class LiveMirror {
  private readonly uploaded = new Set<string>();
  private readonly playlists = new Map<string, string>();
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly storage: MediaStorage,
    /** Media storage keys of the folders to mirror (each also a folder under `root`). */
    private readonly folders: { key: string; prune: boolean }[],
    private readonly root: string,
  ) {}

  /**
   * A resumed publish on this machine or another: the playlists so far come back from storage to disk,
   * so ffmpeg's append_list goes on with their numbering (segments stay where they are).
   */
  async restore(): Promise<void> {
    for (const { key } of this.folders) {
      const object = await this.storage.get(`${key}/index.m3u8`);
      if (!object) continue;
      const playlist = await text(object.body);
      await mkdir(join(this.root, key), { recursive: true });
      await writeFile(join(this.root, key, 'index.m3u8'), playlist);
      this.playlists.set(key, playlist);
      for (const line of playlist.split('\n')) if (line.endsWith('.ts')) this.uploaded.add(`${key}/${line}`);
    }
  }

  /** Copies what is new; calls while one runs are folded into one more pass after it. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          for (const folder of this.folders) await this.syncFolder(folder.key, folder.prune);
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** The last pass once ffmpeg has exited; the local copy of the live window then goes. */
  async finish({ removeLocal }: { removeLocal: boolean }): Promise<void> {
    await this.running;
    await this.sync();
    if (removeLocal) {
      for (const { key } of this.folders) await rm(join(this.root, key), { recursive: true, force: true });
    }
  }

  private async syncFolder(key: string, prune: boolean) {
    const dir = join(this.root, key);
    const names = await readdir(dir).catch(() => [] as string[]);
    const segments = names.filter((n) => n.endsWith('.ts')).sort();
    for (const name of segments) {
      const id = `${key}/${name}`;
      if (this.uploaded.has(id)) continue;
      await this.storage.put(id, createReadStream(join(dir, name)), contentTypeOf(name));
      this.uploaded.add(id);
    }
    const playlist = await readFile(join(dir, 'index.m3u8'), 'utf8').catch(() => null);
    if (playlist !== null && playlist !== this.playlists.get(key)) {
      await this.storage.put(`${key}/index.m3u8`, Buffer.from(playlist), contentTypeOf('index.m3u8'));
      this.playlists.set(key, playlist);
    }
    if (!prune || playlist === null) return;
    // Out of the window: out of storage too, once the playlist that no longer names it is there.
    const named = new Set(playlist.split('\n').filter((l) => l.endsWith('.ts')));
    for (const id of [...this.uploaded]) {
      if (!id.startsWith(`${key}/`) || named.has(id.slice(key.length + 1))) continue;
      await this.storage.delete(id);
      this.uploaded.delete(id);
    }
  }
}
