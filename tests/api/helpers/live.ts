import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { call } from './client.ts';

/**
 * ffmpeg playing OBS: a small test pattern with a tone, H.264/AAC over RTMP to the ingest, in real time.
 * `exited` settles with ffmpeg's exit code (non-zero when the ingest cuts or refuses it).
 */
export function publish(
  port: number,
  key: string,
  { video = 'h264', size = '320x180' }: { video?: 'h264' | 'flv1' | 'none'; size?: string } = {},
) {
  const encode =
    video === 'h264'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-pix_fmt', 'yuv420p']
      : video === 'flv1'
        ? ['-c:v', 'flv']
        : [];
  const child: ChildProcess = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...(video === 'none' ? [] : ['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=15`]),
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
      ...encode,
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', `rtmp://127.0.0.1:${port}/live/${key}`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  child.stderr?.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-4_000);
  });
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))),
  );
  return {
    child,
    exited,
    log: () => log,
    /** The connection drops (a broadcaster losing its network): killed, no goodbye. */
    drop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export type Publisher = ReturnType<typeof publish>;

/** Waits for `check` to hold, asking again every 200 ms, up to `ms` (the machine is slow and shared). */
export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Settles with the exit code, or null if the process still runs after `ms`. */
export function exitWithin(publisher: Publisher, ms: number): Promise<number | null> {
  return Promise.race([publisher.exited, new Promise<null>((r) => setTimeout(r, ms, null))]);
}

export const broadcastOf = async (token: string, productId: number) =>
  (await call('GET', `/api/products/${productId}/broadcast`, { token })).body;

/** The live playlist as the viewer's player gets it (the token path of GET …/playback). */
export async function viewerPlaylist(token: string, productId: number) {
  const playback = await call('GET', `/api/products/${productId}/playback`, { token });
  if (playback.status !== 200 || !playback.body.src) return null;
  const src: string = playback.body.src;
  const res = await call('GET', src);
  if (res.status !== 200) return null;
  const text = String(res.body);
  return { src, base: src.slice(0, src.lastIndexOf('/')), text, segments: segmentsOf(text) };
}

export const segmentsOf = (playlist: string) => playlist.split('\n').filter((l) => /^seg_\d+\.ts$/.test(l));

/**
 * The ingest of a test file, on the file's own RTMP port, and the publishers it starts: all stopped
 * after the file's tests, and the file's media folder removed. Import this module after the file has set
 * its environment (DATA_DIR, RTMP_PORT, …): the ingest reads it.
 */
export function ingestForFile(rtmpPort: number, dataDir: string) {
  let ingest: { stop(deadlineMs: number): Promise<void> } | null = null;
  const publishers: Publisher[] = [];
  beforeAll(async () => {
    const { startIngest } = await import('../../../api/src/live/ingest.ts');
    ingest = await startIngest(rtmpPort);
  }, 30_000);
  afterAll(async () => {
    await Promise.all(publishers.map((p) => p.drop()));
    await ingest?.stop(15_000);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
  return {
    /** ffmpeg publishing to this ingest (see `publish`), dropped after the file if still running. */
    publishTo(key: string, options?: Parameters<typeof publish>[2]) {
      const publisher = publish(rtmpPort, key, options);
      publishers.push(publisher);
      return publisher;
    },
    /** Stops the ingest now (a test of its shutdown). */
    stop: (deadlineMs: number) => ingest?.stop(deadlineMs) ?? Promise.resolve(),
  };
}
