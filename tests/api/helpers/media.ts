import { execFile } from 'node:child_process';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A test clip made by ffmpeg: `seconds` of a moving pattern (and a tone unless silent), H.264/AAC MP4. */
export async function makeClip(
  path: string,
  opts: { width?: number; height?: number; seconds?: number; silent?: boolean } = {},
) {
  const { width = 1280, height = 720, seconds = 10, silent = false } = opts;
  const args = ['-hide_banner', '-loglevel', 'error', '-y'];
  args.push('-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25`);
  if (!silent) args.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
  args.push('-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
  if (!silent) args.push('-c:a', 'aac', '-shortest');
  args.push('-movflags', '+faststart', path);
  await run('ffmpeg', args);
}

/** An MP3 of `seconds` of a tone. */
export async function makeMp3(path: string, seconds = 6) {
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
    ...['-i', 'sine=frequency=330:sample_rate=44100', '-t', String(seconds), '-c:a', 'libmp3lame', path],
  ]);
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One HTTP request to a listening server, over node:http (so a test can send part of a body and drop the
 * connection, as a phone losing its signal would).
 */
export function raw(
  server: { address(): AddressInfo | string | null },
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: Buffer; dropAfter?: number } = {},
): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    if (opts.dropAfter !== undefined && opts.body) {
      // Send the first bytes, give the server time to store them, then cut the connection.
      req.on('error', () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
      req.write(opts.body.subarray(0, opts.dropAfter));
      setTimeout(() => req.destroy(), 300);
      return;
    }
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** tus Upload-Metadata: comma-separated `key base64(value)` pairs. */
export const tusMetadata = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

export const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({
  'Tus-Resumable': '1.0.0',
  Authorization: `Bearer ${token}`,
  ...extra,
});

/** Polls `check` until it returns a truthy value (or fails after `ms`). */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
