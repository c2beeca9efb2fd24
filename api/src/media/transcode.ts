import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { Op } from 'sequelize';
import { MediaAsset, Product, type Rendition } from '../../../models/index.ts';
import { env } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { defineJob, type JobContext } from '../lib/queue.ts';
import { parseMaster } from './hls.ts';
import { audioCommand, FfmpegFailed, runFfmpeg, videoLadderCommand } from './ladder.ts';
import { probe } from './probe.ts';
import { mediaStorage } from './storage/index.ts';

/** Where an asset's files live in media storage. */
export const assetKeys = (id: number) => ({
  folder: `assets/${id}`,
  source: `assets/${id}/source`,
  hls: `assets/${id}/hls`,
});

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};
export const contentTypeOf = (name: string) =>
  CONTENT_TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream';

/**
 * One job per upload: ONE ffmpeg command makes the HLS ladder (or, for audio, AAC HLS and the MP3), its
 * progress is stored as it goes, the files go to media storage, and the asset becomes `ready`. An ffmpeg
 * failure is the file's fault: recorded with ffmpeg's reason and not retried. Anything else (storage,
 * database, a worker killed mid-job, whose job pg-boss retries once it expires) is retried; after the
 * last attempt the asset is `failed`.
 */
export const transcodeJob = defineJob<{ assetId: number }>(
  'media.transcode',
  // The longest a job may run; each upload's own limit follows its duration (transcodeExpiry).
  { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 6 * 3600 },
  async ({ assetId }, job) => {
    try {
      await transcode(assetId);
    } catch (err) {
      if (job.lastAttempt) await fail(assetId, 'MEDIA_TRANSCODE_FAILED', (err as Error).message);
      throw err;
    }
  },
);

async function fail(
  assetId: number,
  code: 'MEDIA_TRANSCODE_FAILED' | 'MEDIA_SOURCE_MISSING',
  reason: string,
) {
  await MediaAsset.update(
    { status: 'failed', errorCode: code, error: reason.slice(0, 1000), finishedAt: new Date() },
    { where: { id: assetId } },
  );
}

export async function transcode(assetId: number, opts: { signal?: AbortSignal } = {}): Promise<void> {
  const asset = await MediaAsset.findByPk(assetId);
  if (!asset || asset.status === 'ready' || asset.status === 'failed') return;
  const storage = mediaStorage();
  const keys = assetKeys(asset.id);
  const source = await storage.asFile(keys.source);
  if (!source) {
    await fail(asset.id, 'MEDIA_SOURCE_MISSING', `no source at ${keys.source}`);
    return;
  }
  // A retry starts over in a folder of its own; a killed worker's leftovers go (an orphaned ffmpeg still
  // writing there fails once its folder is gone, or when it next writes progress to its dead parent).
  const tmp = resolve(env.DATA_DIR, 'tmp');
  await mkdir(tmp, { recursive: true });
  for (const old of await readdir(tmp)) {
    if (old.startsWith(`transcode-${asset.id}-`)) await rm(join(tmp, old), { recursive: true, force: true });
  }
  const out = join(tmp, `transcode-${asset.id}-${process.pid}-${Date.now()}`);
  await mkdir(out, { recursive: true });
  try {
    const p = await probe(source.path);
    await asset.update({
      status: 'transcoding',
      progress: 0,
      startedAt: new Date(),
      durationSeconds: p?.durationSeconds ?? null,
      width: p?.video?.width ?? null,
      height: p?.video?.height ?? null,
    });
    const product = asset.productId ? await Product.findByPk(asset.productId) : null;
    const args =
      asset.kind === 'audio'
        ? audioCommand(source.path, out, product?.metadata?.exportable === true).args
        : p?.video
          ? videoLadderCommand(source.path, p, out).args
          : null;
    if (!p || !args) throw new FfmpegFailed(null, 'the source has no usable stream');
    // Progress is written at most once a second, and only forward.
    let written = 0;
    let lastWrite = 0;
    await runFfmpeg(args, {
      durationSeconds: p.durationSeconds,
      signal: opts.signal,
      onProgress: (fraction) => {
        const percent = Math.min(99, Math.floor(fraction * 100));
        const now = Date.now();
        if (percent <= written || now - lastWrite < 1000) return;
        written = percent;
        lastWrite = now;
        MediaAsset.update(
          { progress: percent },
          { where: { id: asset.id, status: 'transcoding', progress: { [Op.lt]: percent } } },
        ).catch((err) => logger.warn('media.progress_failed', { assetId: asset.id, error: err.message }));
      },
    });
    const { renditions, bytes } = await storeOutput(asset.id, out);
    await asset.update({
      status: 'ready',
      outputBytes: bytes,
      progress: 100,
      renditions,
      hlsPath: keys.hls,
      posterPath: (await exists(join(out, 'poster.jpg'))) ? `${keys.hls}/poster.jpg` : null,
      downloadPath: (await exists(join(out, 'audio.mp3'))) ? `${keys.hls}/audio.mp3` : null,
      error: null,
      errorCode: null,
      finishedAt: new Date(),
    });
    await replaceOlder(asset);
    logger.info('media.ready', { assetId: asset.id, renditions: renditions.map((r) => r.name) });
  } catch (err) {
    if (err instanceof FfmpegFailed && !opts.signal?.aborted) {
      await fail(asset.id, 'MEDIA_TRANSCODE_FAILED', err.reason);
      logger.warn('media.failed', { assetId: asset.id, reason: err.reason });
      return;
    }
    throw err;
  } finally {
    await source.release();
    await rm(out, { recursive: true, force: true });
  }
}

const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

/**
 * Copies every output file to storage (the master playlist last: its presence means complete); answers
 * the renditions and the bytes stored, which count in the organizer's storage quota.
 */
export async function storeOutput(
  assetId: number,
  out: string,
): Promise<{ renditions: Rendition[]; bytes: number }> {
  const storage = mediaStorage();
  const files = (await readdir(out, { recursive: true, withFileTypes: true }))
    .filter((d) => d.isFile())
    .map((d) => relative(out, join(d.parentPath, d.name)))
    .sort((a, b) => Number(a === 'master.m3u8') - Number(b === 'master.m3u8'));
  let bytes = 0;
  for (const file of files) {
    bytes += (await stat(join(out, file))).size;
    await storage.put(
      `${assetKeys(assetId).hls}/${file}`,
      createReadStream(join(out, file)),
      contentTypeOf(file),
    );
  }
  return { renditions: parseMaster(await readFile(join(out, 'master.m3u8'), 'utf8')), bytes };
}

/** A new video replaces the previous ones of the same target: their rows and files go once it is ready. */
export async function replaceOlder(asset: MediaAsset) {
  const older = await MediaAsset.findAll({
    where: {
      id: { [Op.ne]: asset.id },
      kind: asset.kind,
      productId: asset.productId,
      lessonId: asset.lessonId,
      status: { [Op.in]: ['ready', 'failed'] },
      createdAt: { [Op.lt]: asset.createdAt },
    },
  });
  for (const old of older) {
    await mediaStorage().deletePrefix(assetKeys(old.id).folder);
    await old.destroy();
  }
}

export type { JobContext };
