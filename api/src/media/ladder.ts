import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Probe } from './probe.ts';

/**
 * The HLS ladder of spec 1 (player qualities 1080p, 720p, 540p, 360p), made by ONE ffmpeg command per
 * upload: the decoded source is split and scaled four ways, encoded H.264/AAC with keyframes forced every
 * 2 s in every rendition (so all renditions cut their 4 s segments at the same instants and the player
 * can switch at any segment), written with a master playlist (BANDWIDTH, RESOLUTION, CODECS), plus a
 * poster frame. Recipe and figures: shared/STACK.md, "One-command HLS ladder".
 */
/**
 * Bitrates chosen for the bandwidth rule of spec 1 (about 5 Mbps or more: 1080p; about 3 Mbps: 720p).
 * ffmpeg declares BANDWIDTH = (video + audio) × 1.1 in the master playlist, so 1080p reads 4.98 Mbps and
 * 720p 2.95 Mbps; the player's automatic choice (VHS, bandwidthVariance 1) takes the highest rendition
 * whose BANDWIDTH is under the measured throughput.
 */
export const LADDER = [
  { name: '1080p', size: 1080, videoKbps: 4400, audioKbps: 128 },
  { name: '720p', size: 720, videoKbps: 2550, audioKbps: 128 },
  { name: '540p', size: 540, videoKbps: 1300, audioKbps: 96 },
  { name: '360p', size: 360, videoKbps: 750, audioKbps: 96 },
] as const;

export const SEGMENT_SECONDS = 4;
const KEYFRAME_SECONDS = 2;

export interface Step {
  name: string;
  /** The target of the short side (height for landscape, width for portrait). */
  size: number;
  videoKbps: number;
  audioKbps: number;
}

const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/**
 * The renditions for a source: those up to its short side, never upscaled. A source smaller than 360p
 * gets one rendition at its own size.
 */
export function ladderFor(video: { width: number; height: number }): Step[] {
  const short = Math.min(video.width, video.height);
  const steps = LADDER.filter((s) => s.size <= short).map((s) => ({ ...s }));
  if (steps.length > 0) return steps;
  const smallest = LADDER[LADDER.length - 1];
  return [{ ...smallest, name: `${even(short)}p`, size: even(short) }];
}

export interface LadderCommand {
  args: string[];
  steps: Step[];
  posterFile: string;
}

/** The one ffmpeg command for a video source probed as `p`, writing into `outDir`. */
export function videoLadderCommand(source: string, p: Probe, outDir: string): LadderCommand {
  if (!p.video) throw new Error('not a video');
  const steps = ladderFor(p.video);
  const portrait = p.video.height > p.video.width;
  const hasAudio = p.audio !== null;
  const n = steps.length;
  const scale = (size: number) => (portrait ? `scale=${size}:-2` : `scale=-2:${size}`);
  // The poster: a frame a tenth of the way in (at most 10 s), 720 px on the short side at most.
  const posterAt = Math.min(10, (p.durationSeconds ?? 0) / 10);
  const posterSize = Math.min(720, Math.min(p.video.width, p.video.height));
  const graph = [
    `[0:v]split=${n + 1}${steps.map((_, i) => `[s${i}]`).join('')}[sp]`,
    ...steps.map((s, i) => `[s${i}]${scale(even(s.size))},setsar=1[v${i}]`),
    `[sp]trim=start=${posterAt.toFixed(3)},setpts=PTS-STARTPTS,${scale(even(posterSize))},setsar=1[poster]`,
  ].join(';');
  const args = ['-hide_banner', '-nostdin', '-y', '-i', source, '-filter_complex', graph];
  steps.forEach((s, i) => {
    args.push('-map', `[v${i}]`);
    if (hasAudio) args.push('-map', '0:a:0');
    args.push(
      `-b:v:${i}`,
      `${s.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(s.videoKbps * 1.07)}k`,
      `-bufsize:v:${i}`,
      `${Math.round(s.videoKbps * 1.5)}k`,
    );
    if (hasAudio) args.push(`-b:a:${i}`, `${s.audioKbps}k`);
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    '-sc_threshold',
    '0',
  );
  if (hasAudio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    `${outDir}/%v/seg_%05d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    steps.map((s, i) => (hasAudio ? `v:${i},a:${i},name:${s.name}` : `v:${i},name:${s.name}`)).join(' '),
    `${outDir}/%v/index.m3u8`,
  );
  const posterFile = `${outDir}/poster.jpg`;
  args.push('-map', '[poster]', '-frames:v', '1', '-q:v', '3', '-update', '1', posterFile);
  args.push('-progress', 'pipe:1', '-nostats');
  return { args, steps, posterFile };
}

/** Podcasts: AAC HLS for the player and, when the product lets listeners download, an MP3 (same command). */
export function audioCommand(source: string, outDir: string, withMp3: boolean): { args: string[] } {
  const args = ['-hide_banner', '-nostdin', '-y', '-i', source, '-map', '0:a:0', '-vn'];
  args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS * 2),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${outDir}/audio/seg_%05d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    'a:0,name:audio',
    `${outDir}/%v/index.m3u8`,
  );
  if (withMp3) args.push('-map', '0:a:0', '-vn', '-c:a', 'libmp3lame', '-q:a', '4', `${outDir}/audio.mp3`);
  args.push('-progress', 'pipe:1', '-nostats');
  return { args };
}

/** Running ffmpeg children: killed if this process exits, so no encode outlives its worker. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export class FfmpegFailed extends Error {
  constructor(
    readonly exitCode: number | null,
    /** ffmpeg's last words on stderr: the reason a producer can act on. */
    readonly reason: string,
  ) {
    super(`ffmpeg exited with ${exitCode}: ${reason}`);
    this.name = 'FfmpegFailed';
  }
}

/**
 * Runs ffmpeg with `args` (which end in `-progress pipe:1`), reporting the fraction of `durationSeconds`
 * done. Keeps only the tail of stderr. `signal` stops it (a shutting-down worker).
 */
export function runFfmpeg(
  args: string[],
  opts: { durationSeconds: number | null; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal: opts.signal });
    running.add(child);
    let tail = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-4000);
    });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      // out_time_us (and, despite its name, out_time_ms) are microseconds.
      const m = /^out_time_us=(\d+)/.exec(line);
      if (m && opts.durationSeconds && opts.onProgress) {
        opts.onProgress(Math.min(1, Number(m[1]) / 1e6 / opts.durationSeconds));
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new FfmpegFailed(code, lastWords(tail)));
    });
  });
}

/** The last meaningful lines of ffmpeg's stderr (without the banner's noise), at most 500 characters. */
function lastWords(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('frame=') && !/^(Press|Stream mapping|Input #|Output #)/.test(l));
  return lines.slice(-3).join(' · ').slice(-500) || 'ffmpeg failed';
}
