import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { segmentsOf } from '../api/helpers/live.ts';

// The processes and measures of tests/bench/live.ts: the publishers (ffmpeg playing OBS), the bare-ffmpeg
// baseline, the CPU of a process tree from /proc, and the frame number the clock publisher burns into
// every picture (read back from the first frame of a fetched segment).

const exec = promisify(execFile);
const clockTicks = Number((await exec('getconf', ['CLK_TCK'])).stdout);

export const FPS = 30;
export const HLS_TIME = 2;
/** The same HLS as api/src/live/ingest.ts writes (flags, segment length, list size), for the baseline. */
export const HLS_FLAGS = 'omit_endlist+independent_segments+delete_segments+temp_file';
/** The frame number, in binary, as BITS blocks of BLOCK px (white = 1) along the picture's top edge. */
const BITS = 20;
const BLOCK = 32;
/** Where the wall clock is burned (drawtext, alone in its box, so its pixels change only each second). */
const CLOCK = { x: 0, y: BLOCK + 4, width: 320, height: 64 };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every process the bench starts, so a failure (or Ctrl-C) still ends them all. */
export const started = new Set<ChildProcess>();

export interface Proc {
  child: ChildProcess;
  /** Wall time (ms since the epoch) just before the spawn: the publisher's clock starts no earlier. */
  startedAt: number;
  markedAt: () => number | null;
  exited: Promise<number>;
  log: () => string;
  alive: () => boolean;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

/** `mark`: a line of ffmpeg's log whose arrival time (ms since the epoch) is kept as `markedAt`. */
export function run(args: string[], stdout: 'ignore' | 'pipe' = 'ignore', mark?: string): Proc {
  const startedAt = Date.now();
  const child = spawn('ffmpeg', args, { stdio: ['ignore', stdout, 'pipe'] });
  started.add(child);
  child.stdout?.resume();
  let log = '';
  let markedAt: number | null = null;
  child.stderr?.on('data', (d: Buffer) => {
    log = (log + d.toString()).slice(-2_000);
    if (mark && markedAt === null && log.includes(mark)) markedAt = Date.now();
  });
  const exited = new Promise<number>((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => {
      started.delete(child);
      resolve(code ?? (signal ? 128 : 0));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    startedAt,
    markedAt: () => markedAt,
    exited,
    log: () => log,
    alive,
    kill: async (signal = 'SIGKILL') => {
      if (alive()) child.kill(signal);
      await exited;
    },
  };
}

/** Whether ffmpeg has drawtext (it needs libfreetype): the readable clock is burned in only then. */
export async function hasDrawtext(): Promise<boolean> {
  const { stdout } = await exec('ffmpeg', ['-hide_banner', '-filters']);
  return /\sdrawtext\s/.test(stdout);
}

/**
 * The picture: testsrc2 720p30 with the frame number in binary along the top (read back by frameNumber)
 * and, when drawtext exists, the wall clock and frame number written for a human to check; a sine tone;
 * x264 veryfast at 3 Mbit/s, a keyframe every 2 s (as OBS is told for HLS), AAC.
 */
function sourceArgs(drawtext: boolean): string[] {
  const bit = `bitand(floor(N/pow(2,floor(X/${BLOCK}))),1)`;
  const text = 'fontsize=40:fontcolor=white:box=1:boxcolor=black';
  const clock = drawtext
    ? `,drawbox=x=${CLOCK.x}:y=${CLOCK.y}:w=${CLOCK.width}:h=${CLOCK.height}:color=black:t=fill,drawtext=text='%{localtime\\:%T}':x=20:y=${CLOCK.y + 12}:${text},drawtext=text='frame %{n}':x=20:y=${CLOCK.y + CLOCK.height + 12}:${text}`
    : '';
  return [
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=${FPS}`],
    ...[
      '-f',
      'lavfi',
      '-i',
      `color=c=black:size=${BITS * BLOCK}x${BLOCK}:rate=${FPS},format=gray,geq=lum='if(${bit},235,16)'`,
    ],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-filter_complex', `[0:v][1:v]overlay=0:0:shortest=1${clock}[v]`, '-map', '[v]', '-map', '2:a'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '3M', '-maxrate', '3M', '-bufsize', '6M'],
    ...['-g', String(FPS * HLS_TIME), '-keyint_min', String(FPS * HLS_TIME), '-sc_threshold', '0'],
    ...['-c:a', 'aac', '-b:a', '128k'],
  ];
}

/** The latency publisher: encodes the clock picture in real time (-re) and sends it over RTMP. */
export function clockPublisher(url: string, drawtext: boolean): Proc {
  // ffmpeg starts the -re clock of its inputs just before it logs its stream mapping (after the RTMP
  // connection is made): the arrival of that line is a closer start of the clock than the spawn.
  const args = ['-hide_banner', '-loglevel', 'info', '-nostats', '-nostdin', '-re', ...sourceArgs(drawtext)];
  return run([...args, '-f', 'flv', url], 'ignore', 'Stream mapping:');
}

/** The same picture, encoded once (not in real time) to a file the light publishers loop. */
export async function encodeLoopFile(file: string, seconds: number, drawtext: boolean) {
  const p = run([
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    ...sourceArgs(drawtext),
    '-t',
    String(seconds),
    file,
  ]);
  if ((await p.exited) !== 0) throw new Error(`encoding the loop file failed: ${p.log()}`);
}

/** A light publisher: the pre-encoded file looped without re-encoding, in real time. */
export function loopPublisher(file: string, url: string): Proc {
  return run([
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re', '-stream_loop', '-1', '-i', file],
    ...['-c', 'copy', '-f', 'flv', url],
  ]);
}

/**
 * The baseline: bare ffmpeg takes the RTMP publish itself (-listen 1) and writes the same HLS as the
 * ingest's ffmpeg (same flags, progress on a pipe as the ingest reads it). Answers once it listens.
 */
export async function bareReceiver(port: number, dir: string): Promise<Proc> {
  const p = run(
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostats', '-nostdin', '-progress', 'pipe:1'],
      ...['-fflags', 'nobuffer', '-listen', '1', '-i', `rtmp://127.0.0.1:${port}/live/bench`],
      ...['-c', 'copy', '-f', 'hls', '-hls_time', String(HLS_TIME), '-hls_list_size', '6'],
      ...['-hls_flags', HLS_FLAGS, '-hls_segment_filename', join(dir, 'seg_%05d.ts')],
      join(dir, 'index.m3u8'),
    ],
    'pipe',
  );
  // Not by connecting (the one accepted connection would be ours): the kernel's table of listeners.
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')} `;
  const deadline = Date.now() + 10_000;
  while (
    !readFileSync('/proc/net/tcp', 'utf8')
      .split('\n')
      .some((l) => l.includes(hex) && / 0A /.test(l))
  ) {
    if (!p.alive() || Date.now() > deadline)
      throw new Error(`bare ffmpeg does not listen on ${port}: ${p.log()}`);
    await sleep(50);
  }
  return p;
}

/**
 * Every picture of a segment file, read back: the frame number of each (the binary blocks) and the frame
 * numbers at which the burned wall clock turned to the next second (its box's pixels changed).
 */
export async function segmentFrames(file: string): Promise<{ frames: number[]; ticks: number[] }> {
  const width = BITS * BLOCK;
  const height = CLOCK.y + CLOCK.height;
  const { stdout } = await exec(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-i', file, '-an'],
      ...['-vf', `crop=${width}:${height}:0:0,format=gray`, '-f', 'rawvideo', '-'],
    ],
    { encoding: 'buffer', maxBuffer: 256 * 1024 ** 2 },
  );
  const size = width * height;
  const frames: number[] = [];
  const ticks: number[] = [];
  for (let at = 0; at + size <= stdout.length; at += size) {
    const picture = stdout.subarray(at, at + size);
    let n = 0;
    // Along each block's middle row, away from its edges: white (235) is 1, black (16) is 0.
    for (let bit = BITS - 1; bit >= 0; bit--) {
      let sum = 0;
      for (let x = bit * BLOCK + 8; x < (bit + 1) * BLOCK - 8; x++) sum += picture[(BLOCK / 2) * width + x];
      n = n * 2 + (sum / (BLOCK - 16) > 125 ? 1 : 0);
    }
    if (at > 0) {
      const previous = stdout.subarray(at - size, at);
      let changed = 0;
      for (let y = CLOCK.y; y < CLOCK.y + CLOCK.height; y++) {
        for (let x = CLOCK.x; x < CLOCK.x + CLOCK.width; x++) {
          if (Math.abs(picture[y * width + x] - previous[y * width + x]) > 64) changed++;
        }
      }
      if (changed > 20) ticks.push(n);
    }
    frames.push(n);
  }
  if (!frames.length) throw new Error(`no picture in ${file}`);
  return { frames, ticks };
}

/** The segments a playlist on disk lists, and the age of the newest one (ms), or null before the first. */
export async function newestSegment(dir: string): Promise<{ names: string[]; ageMs: number } | null> {
  try {
    const names = segmentsOf(await readFile(join(dir, 'index.m3u8'), 'utf8'));
    if (!names.length) return null;
    const { mtimeMs } = await stat(join(dir, names[names.length - 1]));
    return { names, ageMs: Date.now() - mtimeMs };
  } catch {
    return null; // not written yet, or the newest segment was just rotated out: asked again next time
  }
}

// CPU --------------------------------------------------------------------------------------------------

/** utime+stime+cutime+cstime (s) and parent of a process, or null once it is gone. */
function procStat(pid: number): { ppid: number; cpu: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is index 0, ppid 1; utime, stime, cutime, cstime are fields 14..17.
    const cpu = fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / clockTicks;
    return { ppid: Number(fields[1]), cpu };
  } catch {
    return null;
  }
}

/** The roots and all their live descendants. */
export function processTree(roots: number[]): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const s = procStat(pid);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [...roots];
  while (queue.length) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export type CpuSnapshot = Map<number, number>;

/** CPU seconds so far of each process of the trees (a reaped child's go to its parent's cutime). */
export function cpuSnapshot(roots: number[]): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const pid of processTree(roots)) {
    const s = procStat(pid);
    if (s) snapshot.set(pid, s.cpu);
  }
  return snapshot;
}

/**
 * CPU seconds used between two snapshots. A process gone in between was reaped by its parent, whose
 * cutime took all of its CPU: what it had used before the first snapshot is taken back out.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  for (const [pid, cpu] of before) if (!after.has(pid)) used -= cpu;
  return used;
}

/** Busy and total jiffies of the whole machine (/proc/stat), to show what else shared it. */
export function machineTicks(): { busy: number; total: number } {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - n[3] - n[4], total };
}
