import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import NodeMediaServer, { type NmsEvent, type NmsSession } from 'node-media-server';
import nmsContext from 'node-media-server/src/core/context.js';
import nmsLogger from 'node-media-server/src/core/logger.js';
import { env } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { localMediaDirectory, mediaStorage } from '../media/storage/index.ts';
import type { BroadcastInput } from '../shared/live.ts';
import { LiveMirror } from './mirror.ts';
import {
  type AcceptedPublish,
  acceptPublish,
  endPlaylist,
  endRecording,
  keyInUse,
  LIVE_RENDITION,
  liveMasterKey,
  livePlaylistFolder,
  mediaArrived,
  noteCut,
  PHONE_HEIGHT,
  PHONE_RENDITION,
  publisherLeft,
} from './services/broadcasts.ts';
import { Simulcast } from './simulcast.ts';

/**
 * The ingest role (issue 20): node-media-server 4 takes RTMP on RTMP_PORT (no HTTP listener of its own).
 * Each publish is checked against the stream keys' hashes before anything is written: a wrong, old or
 * missing key, or a second publisher on a live key, is cut at once and logged. An accepted publish gets
 * ONE ffmpeg that pulls it back from the ingest on loopback and repackages it without re-encoding to HLS
 * (2 s segments, a short sliding playlist) in the live asset's folder of the media storage; a publish
 * that continues a dropped one appends to the same playlist after a discontinuity.
 *
 * Traps of node-media-server 4.4.3 (STACK.md): a listener cannot veto (we destroy the socket), postPublish
 * fires for refused sessions too, donePublish comes 30 s late (we watch the publisher's socket instead).
 * While media flows, ffmpeg's progress (every half second) notes it in the database every few seconds;
 * that same write tells us when the broadcast was stopped or its key regenerated, and the publisher is cut.
 */

const HEARTBEAT_MS = 2_000;
/**
 * A publish whose ffmpeg has written no new video frame for this long sends no picture. (The input check
 * below cannot tell on a reconnect: node-media-server keeps the previous publisher's video header and
 * hands our ffmpeg its last cached frames.)
 */
const NO_VIDEO_MS = 8_000;
/** After `q`, how long ffmpeg has to finish its segment before SIGINT, then SIGKILL. */
const QUIT_GRACE_MS = 3_000;
const KEY = /^[A-Za-z0-9_-]{20,64}$/;
/** What the live HLS (MPEG-TS, played by every browser) carries without re-encoding. */
const VIDEO_CODECS = new Set(['h264']);
const AUDIO_CODECS = new Set(['aac', 'mp3']);
/** ffmpeg's description of an input stream, e.g. `  Stream #0:1: Video: h264 (High), yuv420p, …`. */
const STREAM_LINE = /Stream #0:\d+.*?: (Video|Audio): ([a-z0-9_]+)/;
const SIZE = /\b\d{2,5}x\d{2,5}\b/;

/**
 * The live master playlist: the source (as sent) and the phone rendition. The source's bandwidth is not
 * known in advance: the cap (at most 5 Mbit/s) makes players on slow networks start with the phone's.
 */
async function writeMaster(productId: number, size: string | null) {
  const source = Math.min(env.LIVE_MAX_BITRATE_KBPS, 5000) * 1000;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-STREAM-INF:BANDWIDTH=${source}${size ? `,RESOLUTION=${size}` : ''}`,
    `${LIVE_RENDITION}/index.m3u8`,
    '#EXT-X-STREAM-INF:BANDWIDTH=900000',
    `${PHONE_RENDITION}/index.m3u8`,
  ];
  await mediaStorage().put(liveMasterKey(productId), Buffer.from(`${lines.join('\n')}\n`));
}
/** This process, in the publisher ids it writes (a broadcast is held by one session of one ingest). */
const INSTANCE = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

interface LiveOutput {
  accepted: AcceptedPublish;
  publisher: string;
  session: NmsSession;
  ffmpeg: ChildProcess;
  exited: Promise<void>;
  lastBeat: number;
  lastBytes: number;
  beating: boolean;
  input: Partial<BroadcastInput>;
  /** The video frames ffmpeg has written (its progress's `frame=`). */
  frames: number;
  /** Cuts a publish whose frames stop growing (no picture); cleared when the output ends. */
  watchdog: NodeJS.Timeout | null;
  /** Since when the incoming bitrate has been over LIVE_MAX_BITRATE_KBPS (null: it is not). */
  overSince: number | null;
  /** With object storage: the copy of the output folders there (local disk is then a scratch space). */
  mirror: LiveMirror | null;
  /** One relay per simulcast destination, pulling from the ingest like the HLS ffmpeg. */
  simulcast: Simulcast;
}

export interface Ingest {
  port: number;
  stop(deadlineMs: number): Promise<void>;
}

/** Where our ffmpeg pulls from: loopback when the ingest listens on every address, else its own address. */
const pullHost = () => (['0.0.0.0', '::', ''].includes(env.HOST) ? '127.0.0.1' : env.HOST);

/** Whether a connection comes from this machine's own output (loopback, or the bound address). */
const isOwnOutput = (raw: string | undefined) => {
  const address = raw?.replace(/^::ffff:/, '') ?? '';
  return address === '::1' || address.startsWith('127.') || address === pullHost();
};

/** Fails clearly when the port is taken (node-media-server would exit the whole process instead). */
async function assertPortFree(port: number) {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `RTMP_PORT ${port} is already in use: stop what uses it or set another RTMP_PORT`
            : `RTMP_PORT ${port}: ${err.message}`,
        ),
      ),
    );
    probe.listen(port, env.HOST, () => probe.close(() => resolve()));
  });
}

export async function startIngest(port = env.RTMP_PORT): Promise<Ingest> {
  await assertPortFree(port);
  const nms = new NodeMediaServer({
    bind: env.HOST,
    rtmp: { port, chunk_size: 60_000, gop_cache: true, ping: 30, ping_timeout: 60 },
    record: { auto: false },
    store: { path: resolve(env.DATA_DIR, 'ingest') },
  });
  nmsLogger.level = env.LOG_LEVEL === 'debug' ? 'info' : 'error';

  const outputs = new Map<string, LiveOutput>();
  /** Every ffmpeg still running (an output being stopped has left `outputs` already). */
  const children = new Set<ChildProcess>();
  const pending = new Set<Promise<void>>();
  let stopping = false;

  /** Runs `work` for an ingest event, kept until it settles so shutdown waits for it. */
  const track = (what: string, work: Promise<void>) => {
    const settled = work
      .catch((err: unknown) =>
        logger.error('ingest.failed', { what, error: err instanceof Error ? err.message : String(err) }),
      )
      .finally(() => pending.delete(settled));
    pending.add(settled);
  };

  const refuse = (session: NmsSession, reason: string) => {
    logger.warn('ingest.refused', {
      reason,
      session: session.id,
      address: session.socket.remoteAddress,
      app: session.streamApp,
    });
    session.socket.destroy();
  };

  async function publish(session: NmsSession) {
    const publisher = `${INSTANCE}:${session.id}`;
    const accepted = await acceptPublish(session.streamName, publisher);
    if (!accepted) {
      // The key is right but someone already publishes with it: the broadcaster is told (another
      // encoder, or a second OBS, is sending with their key).
      const taken = await keyInUse(session.streamName);
      if (taken !== null) await noteCut(taken, { code: 'second_publisher', detail: null });
      return refuse(
        session,
        taken !== null ? 'a publisher is already live on this key' : 'stream key not valid or revoked',
      );
    }
    if (session.socket.destroyed || stopping) {
      // Gone while we looked: give the broadcast back to the reconnect window.
      session.socket.destroy();
      await publisherLeft(accepted.broadcastId, publisher);
      return;
    }
    let output: LiveOutput;
    try {
      output = await startOutput(session, accepted, publisher);
    } catch (err) {
      session.socket.destroy();
      await publisherLeft(accepted.broadcastId, publisher);
      throw err;
    }
    outputs.set(session.id, output);
    session.socket.once('close', () => track('publisher left', leave(output)));
    track('simulcast', output.simulcast.sync());
    // The ingest began stopping while this output started: it ends like the others.
    if (stopping) {
      session.socket.destroy();
      await leave(output);
    }
    logger.info('ingest.publishing', {
      broadcastId: accepted.broadcastId,
      productId: accepted.productId,
      resumed: accepted.resumed,
    });
  }

  async function startOutput(session: NmsSession, accepted: AcceptedPublish, publisher: string) {
    const dir = join(localMediaDirectory(), livePlaylistFolder(accepted.productId), LIVE_RENDITION);
    await mkdir(dir, { recursive: true });
    const flags = ['omit_endlist', 'independent_segments', 'delete_segments', 'temp_file'];
    // A resumed publish appends to the playlist it left: ffmpeg reads it back, goes on with its media
    // sequence and segment numbers, and marks the discontinuity. A first publish starts a playlist of its
    // own (append_list would open it with a discontinuity; discont_start adds a second one at the top).
    if (accepted.resumed) flags.push('append_list');
    // The recording keeps every segment of the run (the same packets, a second output of this ffmpeg):
    // whether it becomes a video is decided when the broadcast ends (api/src/live/recording.ts).
    const kept = join(localMediaDirectory(), accepted.recordingFolder);
    await mkdir(kept, { recursive: true });
    const keptFlags = ['omit_endlist', 'independent_segments', 'temp_file'];
    if (accepted.resumed) keptFlags.push('append_list');
    const source = `rtmp://${pullHost()}:${port}/live/${session.streamName}`;
    const args = [
      // `info` for the description of the input's streams (checked below); -nostats keeps it quiet after.
      ...['-hide_banner', '-loglevel', 'info', '-nostats', '-progress', 'pipe:1'],
      ...['-fflags', 'nobuffer', '-i', source],
      ...['-c', 'copy', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '6'],
      ...['-hls_flags', flags.join('+'), '-hls_segment_filename', join(dir, 'seg_%05d.ts')],
      join(dir, 'index.m3u8'),
      ...['-c', 'copy', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0'],
      ...['-hls_flags', keptFlags.join('+'), '-hls_segment_filename', join(kept, 'seg_%05d.ts')],
      join(kept, 'index.m3u8'),
    ];
    // The phone rendition: the one encode of a live stream, only when asked for and the source is larger
    // (its size is known when the publisher's metadata came first; else `min` keeps it from growing).
    const phone =
      env.LIVE_PHONE_RENDITION && !(session.videoHeight > 0 && session.videoHeight <= PHONE_HEIGHT);
    if (phone) {
      const phoneDir = join(localMediaDirectory(), livePlaylistFolder(accepted.productId), PHONE_RENDITION);
      await mkdir(phoneDir, { recursive: true });
      args.push(
        ...['-map', '0:v:0', '-map', '0:a:0?', '-vf', `scale=w=-2:h='min(${PHONE_HEIGHT},ih)'`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
        ...['-b:v', '700k', '-maxrate', '750k', '-bufsize', '1400k', '-sc_threshold', '0'],
        ...['-force_key_frames', 'expr:gte(t,n_forced*2)', '-c:a', 'copy'],
        ...['-f', 'hls', '-hls_time', '2', '-hls_list_size', '6', '-hls_flags', flags.join('+')],
        ...['-hls_segment_filename', join(phoneDir, 'seg_%05d.ts'), join(phoneDir, 'index.m3u8')],
      );
    }
    const storage = mediaStorage();
    const liveFolder = livePlaylistFolder(accepted.productId);
    const mirror =
      storage.name === 'local'
        ? null
        : new LiveMirror(
            storage,
            [
              { key: `${liveFolder}/${LIVE_RENDITION}`, prune: true },
              ...(phone ? [{ key: `${liveFolder}/${PHONE_RENDITION}`, prune: true }] : []),
              { key: accepted.recordingFolder, prune: false },
            ],
            localMediaDirectory(),
          );
    // A publish resumed here after another ingest (or after this one's restart) goes on from the playlists
    // in storage.
    if (mirror && accepted.resumed) await mirror.restore();
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['pipe', 'pipe', 'pipe'] });
    children.add(ffmpeg);
    ffmpeg.once('close', () => children.delete(ffmpeg));
    const exited = new Promise<void>((done) => {
      ffmpeg.once('exit', () => done());
      ffmpeg.once('error', (err) => {
        logger.error('ingest.ffmpeg_failed', { error: err.message });
        done();
      });
    });
    let stderr = '';
    const streams: { type: string; codec: string; size: string | null }[] = [];
    let checked = false;
    const errors = ffmpeg.stderr ? createInterface({ input: ffmpeg.stderr }) : null;
    errors?.on('line', (line) => {
      stderr = `${stderr}${line}\n`.slice(-2_000);
      const stream = checked ? null : STREAM_LINE.exec(line);
      if (stream) streams.push({ type: stream[1], codec: stream[2], size: SIZE.exec(line)?.[0] ?? null });
      // The input is described: check it before anything is played.
      else if (!checked && line.startsWith('Output #0')) checkStreams();
    });
    /** No video, or a codec the live HLS cannot carry: cut, with the reason for the broadcast screen. */
    const checkStreams = () => {
      checked = true;
      const video = streams.find((st) => st.type === 'Video');
      const wrong = streams.find((st) => !(st.type === 'Video' ? VIDEO_CODECS : AUDIO_CODECS).has(st.codec));
      if (video && !wrong) {
        if (phone) track('master playlist', writeMaster(accepted.productId, video.size));
        return;
      }
      const notice = video
        ? { code: 'codec_unsupported' as const, detail: wrong?.codec ?? null }
        : { code: 'no_video' as const, detail: null };
      logger.warn('ingest.refused', { reason: notice.code, codec: notice.detail, session: session.id });
      track(
        'refused input',
        noteCut(accepted.broadcastId, notice).finally(() => session.socket.destroy()),
      );
    };
    ffmpeg.stdin?.on('error', () => {});
    const output: LiveOutput = {
      accepted,
      publisher,
      session,
      ffmpeg,
      exited,
      lastBeat: Date.now(),
      lastBytes: session.inBytes,
      beating: false,
      input: {},
      overSince: null,
      frames: 0,
      watchdog: null,
      mirror,
      simulcast: new Simulcast({
        productId: accepted.productId,
        broadcastId: accepted.broadcastId,
        source,
        children,
        track,
      }),
    };
    // No new video frame for NO_VIDEO_MS: no picture (ffmpeg may then write nothing at all, waiting for
    // video to interleave with, so this does not wait for its progress).
    let seen = 0;
    const watch = (ms: number) => {
      output.watchdog = setTimeout(() => {
        output.watchdog = null;
        if (session.socket.destroyed || stopping) return;
        if (output.frames > seen) {
          seen = output.frames;
          watch(NO_VIDEO_MS);
          return;
        }
        logger.warn('ingest.refused', { reason: 'no_video', session: session.id });
        track(
          'no video',
          noteCut(accepted.broadcastId, { code: 'no_video', detail: null }).finally(() =>
            session.socket.destroy(),
          ),
        );
      }, ms);
      output.watchdog.unref();
    };
    // The first frames may take a while on a busy machine (ffmpeg starting, reading the input).
    watch(2 * NO_VIDEO_MS);
    ffmpeg.once('exit', () => {
      if (output.watchdog) clearTimeout(output.watchdog);
    });
    const lines = ffmpeg.stdout ? createInterface({ input: ffmpeg.stdout }) : null;
    lines?.on('line', (line) => {
      const frame = /^frame=(\d+)/.exec(line);
      if (frame) output.frames = Number(frame[1]);
      if (!line.startsWith('progress=')) return;
      // Twice a second: new segments (then their playlist) go to object storage.
      if (mirror) track('mirror', mirror.sync());
      beat(output);
    });
    ffmpeg.once('exit', (code) => {
      // ffmpeg gave up on the input before describing its output (a codec MPEG-TS refuses).
      if (!checked && streams.length > 0 && !stopping) checkStreams();
      if (code && !stopping && !session.socket.destroyed) {
        logger.error('ingest.ffmpeg_exit', { code, stderr: stderr.trim() });
        // No output, no broadcast: the publisher is cut and may come back within the window.
        session.socket.destroy();
      }
    });
    return output;
  }

  /** Media flows: every HEARTBEAT_MS, note it (and the input) or cut a publisher that lost its key. */
  function beat(output: LiveOutput) {
    const now = Date.now();
    if (output.beating || now - output.lastBeat < HEARTBEAT_MS) return;
    const { session } = output;
    const bytes = session.inBytes - output.lastBytes;
    output.input = {
      bitrate: Math.round((bytes * 8 * 1000) / Math.max(1, now - output.lastBeat)),
      width: session.videoWidth || null,
      height: session.videoHeight || null,
      fps: session.videoFramerate || null,
    };
    output.lastBeat = now;
    output.lastBytes = session.inBytes;
    // Over the cap: warned while it lasts (the broadcast screen shows it), cut if it persists.
    const cap = env.LIVE_MAX_BITRATE_KBPS;
    const over = (output.input.bitrate ?? 0) > cap * 1000;
    output.overSince = over ? (output.overSince ?? now) : null;
    const notice = over ? { code: 'bitrate_high' as const, detail: String(cap) } : undefined;
    if (output.overSince !== null && now - output.overSince >= env.LIVE_BITRATE_GRACE_SECONDS * 1000) {
      logger.warn('ingest.cut', {
        broadcastId: output.accepted.broadcastId,
        reason: 'bitrate over the cap',
        bitrate: output.input.bitrate,
        cap: cap * 1000,
      });
      output.beating = true;
      track(
        'bitrate cut',
        noteCut(output.accepted.broadcastId, { code: 'bitrate_cut', detail: String(cap) }).finally(() => {
          output.beating = false;
          session.socket.destroy();
        }),
      );
      return;
    }
    output.beating = true;
    track(
      'heartbeat',
      mediaArrived(output.accepted.broadcastId, output.publisher, output.input, notice)
        .then(async (holds) => {
          // Still on air: destinations added or deleted since the last check start or stop now.
          if (holds) return output.simulcast.sync();
          if (session.socket.destroyed) return;
          logger.info('ingest.cut', {
            broadcastId: output.accepted.broadcastId,
            reason: 'stopped or key revoked',
          });
          session.socket.destroy();
        })
        .finally(() => {
          output.beating = false;
        }),
    );
  }

  /** The publisher's connection closed: output finished first, then the broadcast waits (or has ended). */
  async function leave(output: LiveOutput) {
    // Once per output: the socket's close and a stopping ingest may both ask.
    if (!outputs.delete(output.session.id)) return;
    await Promise.all([quit(output), output.simulcast.stop()]);
    await output.mirror?.finish({ removeLocal: false });
    const state = await publisherLeft(output.accepted.broadcastId, output.publisher);
    if (state === 'ended') {
      await endPlaylist(output.accepted.productId);
      await endRecording(output.accepted.recordingFolder);
      // In storage now, where the player and the recording job read it: the scratch copy goes.
      await output.mirror?.finish({ removeLocal: true });
    }
    logger.info('ingest.publisher_left', { broadcastId: output.accepted.broadcastId, state });
  }

  /** Asks ffmpeg to finish (`q`), then SIGINT, then SIGKILL at the deadline. */
  async function quit(output: LiveOutput, deadlineMs = QUIT_GRACE_MS * 3) {
    const { ffmpeg, exited } = output;
    if (ffmpeg.exitCode !== null || ffmpeg.signalCode !== null) return;
    ffmpeg.stdin?.end('q');
    const waited = (ms: number) =>
      Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(r, ms, false).unref())]);
    if (await waited(Math.min(QUIT_GRACE_MS, deadlineMs / 2))) return;
    ffmpeg.kill('SIGINT');
    if (await waited(deadlineMs / 2)) return;
    ffmpeg.kill('SIGKILL');
    await exited;
  }

  const listeners: Partial<Record<NmsEvent, (session: NmsSession) => void>> = {
    prePublish: (session) => {
      if (stopping) return refuse(session, 'ingest stopping');
      if (session.streamApp !== 'live' || !KEY.test(session.streamName)) {
        return refuse(session, 'stream key missing or malformed');
      }
      track('publish', publish(session));
    },
    // Only our own ffmpeg plays from the ingest (viewers go through HLS and its tokens).
    prePlay: (session) => {
      if (!isOwnOutput(session.socket.remoteAddress)) {
        refuse(session, 'playing from the ingest is for its own output only');
      }
    },
  };
  for (const [event, listener] of Object.entries(listeners)) nms.on(event as NmsEvent, listener);

  await nms.run();
  logger.info('ingest.ready', { port });
  return {
    port,
    stop: async (deadlineMs) => {
      stopping = true;
      // Each publisher's output finishes its segment; its broadcast goes to the reconnect window.
      for (const output of [...outputs.values()]) {
        track('ingest stopping', leave(output));
        output.session.socket.destroy();
      }
      const settled = async () => {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      };
      await Promise.race([settled(), new Promise<void>((r) => setTimeout(r, deadlineMs).unref())]);
      // Past the deadline nothing waits any more.
      for (const child of children) child.kill('SIGKILL');
      await nms.stop();
      // node-media-server keeps its listeners in one context per process: an ingest started again in this
      // process must not hear this one still refusing every publisher as 'stopping'.
      for (const [event, listener] of Object.entries(listeners)) nmsContext.eventEmitter.off(event, listener);
    },
  };
}
