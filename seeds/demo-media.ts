import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { env } from '../api/src/env.ts';
import { logger } from '../api/src/lib/logger.ts';
import { defineJob } from '../api/src/lib/queue.ts';
import { mediaTools } from '../api/src/media/ffmpeg.ts';
import { runFfmpeg } from '../api/src/media/ladder.ts';
import { probe } from '../api/src/media/probe.ts';
import { assetFromUpload, ingest } from '../api/src/media/services/media.ts';
import { connectionOf } from '../models/columns.ts';
import {
  Channel,
  Course,
  CourseModule,
  Lesson,
  MediaAsset,
  Product,
  type ProductType,
} from '../models/index.ts';

/**
 * The demo's own recordings, so that a first `npm start` has something to play behind every "watch now":
 * a labelled ffmpeg test pattern with a tone for every on-demand video and fake live (played on its
 * sessions' clock), a tone for every podcast, and a pattern for every lesson of every course, including
 * the private rehearsal the viewers redeem codes for and what their channel subscriptions include. Live
 * broadcasts are left out: they play a stream only while it is on. They go through the same path as an
 * organizer's upload (asset, storage, the transcode job).
 */
export const DEMO_SECONDS = { live: 60, video: 30, audio: 40, lesson: 20 } as const;

/** The product types that play a recording of their own (courses play their lessons'). */
const RECORDED: ProductType[] = ['vod', 'live', 'podcast'];

interface DemoTarget {
  product: Product & { channel: Channel };
  lessonId: number | null;
  kind: 'video' | 'audio';
  seconds: number;
}

export const demoMediaJob = defineJob<Record<string, never>>(
  'media.demo',
  { retryLimit: 2, retryDelay: 30, retryBackoff: false, expireInSeconds: 1800 },
  async () => {
    await seedDemoMedia();
  },
);

/** Makes each demo file that is not there yet and hands it to ingest; answers how many it made. */
export async function seedDemoMedia(opts: { seconds?: number } = {}): Promise<number> {
  const tools = await mediaTools();
  if (!tools.ffmpeg || !tools.ffprobe) {
    logger.warn('media.demo_skipped', { reason: 'ffmpeg not found' });
    return 0;
  }
  const folder = resolve(env.DATA_DIR, 'tmp');
  await mkdir(folder, { recursive: true });
  let made = 0;
  for (const target of await demoTargets()) {
    const { product, lessonId } = target;
    const demo = { kind: target.kind, seconds: opts.seconds ?? target.seconds, slug: product.slug };
    if (await MediaAsset.count({ where: { productId: product.id, lessonId, kind: demo.kind } })) continue;
    const file = join(
      folder,
      `demo-${product.id}-${randomBytes(4).toString('hex')}.${demo.kind === 'audio' ? 'mp3' : 'mp4'}`,
    );
    // Lessons are many: a smaller pattern, so their ladder is one rung and the first start stays quick.
    const size = lessonId ? '640x360' : '1280x720';
    await runFfmpeg(demoArgs(demo.kind, demo.seconds, file, size), { durationSeconds: demo.seconds });
    const probed = await probe(file);
    const asset = await assetFromUpload({
      uploadId: `demo-${product.id}${lessonId ? `-lesson-${lessonId}` : ''}-${demo.kind}`,
      userId: product.channel.userId,
      target: {
        productId: product.id,
        lessonId,
        kind: demo.kind,
        productType: product.type,
        organizerId: product.channel.userId,
      },
      originalName: `platea-demo-${demo.slug}.${demo.kind === 'audio' ? 'mp3' : 'mp4'}`,
      mime: demo.kind === 'audio' ? 'audio/mpeg' : 'video/mp4',
      sizeBytes: (await stat(file)).size,
      durationSeconds: probed?.durationSeconds ?? demo.seconds,
    });
    try {
      await ingest(asset, createReadStream(file), () => rm(file, { force: true }));
    } catch (err) {
      logger.error('media.ingest_failed', { assetId: asset.id, error: (err as Error).message });
    }
    made++;
  }
  logger.info('media.demo_ready', { made });
  return made;
}

/** Every recorded product (not drafts) and every lesson of every course, in a stable order. */
async function demoTargets(): Promise<DemoTarget[]> {
  const products = (await Product.findAll({
    where: { type: [...RECORDED, 'course'], status: ['published', 'private'] },
    include: [{ model: Channel, as: 'channel', attributes: ['userId'], required: true }],
    order: [['id', 'ASC']],
  })) as (Product & { channel: Channel })[];
  const targets: DemoTarget[] = [];
  for (const product of products) {
    if (product.type !== 'course') {
      const audio = product.type === 'podcast';
      targets.push({
        product,
        lessonId: null,
        kind: audio ? 'audio' : 'video',
        seconds: audio
          ? DEMO_SECONDS.audio
          : product.type === 'live'
            ? DEMO_SECONDS.live
            : DEMO_SECONDS.video,
      });
      continue;
    }
    const lessons = await Lesson.findAll({
      attributes: ['id'],
      include: [
        {
          model: CourseModule,
          as: 'module',
          attributes: [],
          required: true,
          include: [
            { model: Course, as: 'course', attributes: [], required: true, where: { productId: product.id } },
          ],
        },
      ],
      order: [
        [{ model: CourseModule, as: 'module' }, 'position', 'ASC'],
        ['position', 'ASC'],
      ],
    });
    for (const lesson of lessons) {
      targets.push({ product, lessonId: lesson.id, kind: 'video', seconds: DEMO_SECONDS.lesson });
    }
  }
  return targets;
}

/** A test pattern (720p, or `size`) with a running clock and a tone, or only the tone. */
function demoArgs(kind: 'video' | 'audio', seconds: number, file: string, size = '1280x720'): string[] {
  const base = ['-hide_banner', '-nostdin', '-y'];
  const tone = ['-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${seconds}`];
  const end = ['-progress', 'pipe:1', '-nostats', file];
  if (kind === 'audio') return [...base, ...tone, '-c:a', 'libmp3lame', '-q:a', '5', ...end];
  return [
    ...base,
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...tone,
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '96k', '-shortest'],
    ...end,
  ];
}

/** Queues the demo recordings (after the demo data's first load). */
export function enqueueDemoMedia(): Promise<string> {
  return connectionOf(MediaAsset).transaction((transaction) => demoMediaJob.enqueue({}, transaction));
}
