import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { MediaAsset } from '../../../models/index.ts';
import { env } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';
import { parseMedia } from '../media/hls.ts';
import { FfmpegFailed, runFfmpeg } from '../media/ladder.ts';
import { probe } from '../media/probe.ts';
import { localMediaDirectory, mediaStorage } from '../media/storage/index.ts';
import { assetKeys, replaceOlder, storeOutput } from '../media/transcode.ts';

/**
 * The recording of a broadcast (issue 20; spec 9's recording add-on). While a broadcast runs, the ingest's
 * ffmpeg keeps every segment of it in a folder of its own beside the live window (the same packets, a
 * second HLS output of the same process: no re-encoding). When the broadcast ends, this job either drops
 * the folder (the switch was off) or remuxes it, still without re-encoding, into an on-demand video (HLS,
 * poster) and an MP4 for the organizer; the video becomes the product's replay when its replay switch is
 * on. A publisher that dropped and came back within the window is one recording: each publish's segments
 * follow the previous ones (the concat demuxer lays them end to end).
 */

/** The end marker the ingest writes on both playlists once its ffmpeg has finished them. */
export const ENDLIST = '#EXT-X-ENDLIST';

export const recordingPlaylistKey = (folder: string) => `${folder}/index.m3u8`;

export interface RecordJob {
  broadcastId: number;
  /** The run's folder of kept segments (media storage key). */
  folder: string;
  /** The video to make, or null to drop the folder (the switch was off at the end). */
  assetId: number | null;
  /** A publisher was on air at the end: wait for its ffmpeg to finish the playlist (its end marker). */
  waitForIngest: boolean;
}

/** The job is retried while the ingest finishes; the last attempt makes do with what is there. */
export const recordJob = defineJob<RecordJob>(
  'live.record',
  { retryLimit: 6, retryDelay: 5, retryBackoff: true, expireInSeconds: 6 * 3600 },
  async (data, job) => {
    const storage = mediaStorage();
    if (data.waitForIngest && !job.lastAttempt) {
      const playlist = await storage.get(recordingPlaylistKey(data.folder));
      if (playlist && !(await text(playlist.body)).includes(ENDLIST)) {
        throw new Error('the ingest is still finishing the recording');
      }
    }
    if (data.assetId !== null) {
      try {
        await remux(data.assetId, data.folder);
      } catch (err) {
        if (job.lastAttempt || err instanceof FfmpegFailed) {
          await failed(data.assetId, err instanceof FfmpegFailed ? err.reason : (err as Error).message);
        }
        if (!(err instanceof FfmpegFailed)) throw err;
      }
    }
    await storage.deletePrefix(data.folder);
    logger.info('broadcast.recording_done', { broadcastId: data.broadcastId, assetId: data.assetId });
  },
);

async function failed(assetId: number, reason: string) {
  await MediaAsset.update(
    {
      status: 'failed',
      errorCode: 'MEDIA_TRANSCODE_FAILED',
      error: reason.slice(0, 1000),
      finishedAt: new Date(),
    },
    { where: { id: assetId } },
  );
  logger.warn('broadcast.recording_failed', { assetId, reason });
}

/** Makes the recording's video from the kept segments (HLS for the player, MP4 and a poster). */
async function remux(assetId: number, folder: string): Promise<void> {
  const asset = await MediaAsset.findByPk(assetId);
  if (!asset || asset.status === 'ready' || asset.status === 'failed') return;
  const storage = mediaStorage();
  const playlist = await storage.get(recordingPlaylistKey(folder));
  const segments = playlist ? parseMedia(await text(playlist.body)).segments : [];
  if (segments.length === 0) throw new FfmpegFailed(null, 'nothing was recorded: no segment was written');

  const tmp = resolve(env.DATA_DIR, 'tmp');
  await mkdir(tmp, { recursive: true });
  for (const old of await readdir(tmp)) {
    if (old.startsWith(`recording-${asset.id}-`)) await rm(join(tmp, old), { recursive: true, force: true });
  }
  const out = join(tmp, `recording-${asset.id}-${process.pid}-${Date.now()}`);
  await mkdir(out, { recursive: true });
  // Local storage: the segments are read where they are. Object storage: copied here first.
  const dir = storage.name === 'local' ? join(localMediaDirectory(), folder) : `${out}-segments`;
  try {
    if (storage.name !== 'local') {
      await mkdir(dir, { recursive: true });
      for (const { uri } of segments) {
        const object = await storage.get(`${folder}/${uri}`);
        if (!object) throw new FfmpegFailed(null, `a recorded segment is missing: ${uri}`);
        await pipeline(object.body, createWriteStream(join(dir, uri)));
      }
    }
    await asset.update({ status: 'transcoding', progress: 0, startedAt: new Date() });
    const total = segments.reduce((sum, s) => sum + s.duration, 0);
    // The concat demuxer lays each segment after the previous one: the timestamps of a publish that came
    // back (which start again from zero) follow on, where the HLS demuxer would go backwards.
    const list = `${out}.txt`;
    await writeFile(
      list,
      segments
        .map((s) => `file '${join(dir, s.uri).replaceAll("'", "'\\''")}'\nduration ${s.duration}\n`)
        .join(''),
    );
    const first = await probe(join(dir, segments[0].uri));
    const name = first?.video ? `${first.video.height}p` : 'audio';
    await mkdir(join(out, name), { recursive: true });
    const streams = ['-map', '0:v:0?', '-map', '0:a:0?', '-c', 'copy'];
    await runFfmpeg(
      [
        ...['-hide_banner', '-nostdin', '-y', '-f', 'concat', '-safe', '0', '-i', list],
        ...streams,
        ...['-f', 'hls', '-hls_time', '6', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
        ...['-hls_segment_filename', join(out, name, 'seg_%05d.ts'), join(out, name, 'index.m3u8')],
        ...streams,
        ...['-movflags', '+faststart', join(out, 'video.mp4')],
        ...['-progress', 'pipe:1', '-nostats'],
      ],
      {
        durationSeconds: total,
        onProgress: (fraction) => {
          MediaAsset.update(
            { progress: Math.min(99, Math.floor(fraction * 100)) },
            { where: { id: asset.id, status: 'transcoding' } },
          ).catch((err) => logger.warn('media.progress_failed', { assetId: asset.id, error: err.message }));
        },
      },
    );
    const made = await probe(join(out, 'video.mp4'));
    const duration = made?.durationSeconds ?? total;
    if (made?.video) {
      // The poster: one frame a tenth of the way in (at most 10 s), the only decoding of the whole job.
      await runFfmpeg(
        [
          ...['-hide_banner', '-nostdin', '-y', '-ss', String(Math.min(10, duration / 10)), '-i'],
          ...[join(out, 'video.mp4'), '-frames:v', '1', '-q:v', '3', join(out, 'poster.jpg')],
          ...['-progress', 'pipe:1', '-nostats'],
        ],
        { durationSeconds: null },
      );
    }
    const bytes = (await stat(join(out, 'video.mp4'))).size;
    const bandwidth = Math.round((bytes * 8) / Math.max(1, duration));
    const resolution = made?.video ? `,RESOLUTION=${made.video.width}x${made.video.height}` : '';
    await writeFile(
      join(out, 'master.m3u8'),
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth}${resolution}\n${name}/index.m3u8\n`,
    );
    const keys = assetKeys(asset.id);
    const stored = await storeOutput(asset.id, out);
    await asset.update({
      status: 'ready',
      progress: 100,
      durationSeconds: duration,
      width: made?.video?.width ?? null,
      height: made?.video?.height ?? null,
      outputBytes: stored.bytes,
      renditions: stored.renditions,
      hlsPath: keys.hls,
      posterPath: made?.video ? `${keys.hls}/poster.jpg` : null,
      downloadPath: `${keys.hls}/video.mp4`,
      error: null,
      errorCode: null,
      finishedAt: new Date(),
    });
    await replaceOlder(asset);
    logger.info('broadcast.recording_ready', { assetId: asset.id, seconds: Math.round(duration) });
  } finally {
    await rm(out, { recursive: true, force: true });
    await rm(`${out}.txt`, { force: true });
    await rm(`${out}-segments`, { recursive: true, force: true });
  }
}
