import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { connectionOf } from '../../../models/columns.ts';
import { Channel, Course, CourseModule, Lesson, MediaAsset, Product } from '../../../models/index.ts';
import { env } from '../env.ts';
import { defineJob } from '../jobs/queue.ts';
import { logger } from '../lib/logger.ts';
import { assetFromUpload, ingest } from '../services/media.ts';
import { mediaTools } from './ffmpeg.ts';
import { runFfmpeg } from './ladder.ts';
import { probe } from './probe.ts';

/**
 * The demo's own recordings, so that a first `npm start` has something to watch: a labelled ffmpeg test
 * pattern with a tone for the recording of "Bodas de sangre" (video on demand, owned by the demo viewer),
 * "La vida es sueño" (played as a fake live on its sessions' clock) and the first lesson of the course
 * "Dirección de actores para cine" (also the demo viewer's), and a tone for the orchestra's podcast.
 * They go through the same path as an organizer's upload (asset, storage, the transcode job).
 */
export const DEMO_MEDIA: readonly {
  slug: string;
  kind: 'video' | 'audio';
  seconds: number;
  lesson?: string;
}[] = [
  { slug: 'bodas-de-sangre-grabacion', kind: 'video', seconds: 60 },
  { slug: 'la-vida-es-sueno', kind: 'video', seconds: 60 },
  { slug: 'notas-al-programa', kind: 'audio', seconds: 40 },
  { slug: 'direccion-de-actores-para-cine', kind: 'video', seconds: 30, lesson: 'Qué buscar en un casting' },
];

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
  for (const listed of DEMO_MEDIA) {
    const demo = { ...listed, seconds: opts.seconds ?? listed.seconds };
    const product = await Product.findOne({
      where: { slug: demo.slug },
      include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
    });
    if (!product?.channel) continue;
    const lessonId = demo.lesson ? await lessonOf(product.id, demo.lesson) : null;
    if (demo.lesson && lessonId === null) continue;
    if (await MediaAsset.count({ where: { productId: product.id, lessonId, kind: demo.kind } })) continue;
    const file = join(
      folder,
      `demo-${product.id}-${randomBytes(4).toString('hex')}.${demo.kind === 'audio' ? 'mp3' : 'mp4'}`,
    );
    await runFfmpeg(demoArgs(demo.kind, demo.seconds, file), { durationSeconds: demo.seconds });
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
    await ingest(asset, file, () => rm(file, { force: true }));
    made++;
  }
  logger.info('media.demo_ready', { made });
  return made;
}

/** The id of the course's lesson with that title, or null. */
async function lessonOf(productId: number, title: string): Promise<number | null> {
  const lesson = await Lesson.findOne({
    where: { title },
    include: [
      {
        model: CourseModule,
        as: 'module',
        required: true,
        include: [{ model: Course, as: 'course', required: true, where: { productId } }],
      },
    ],
  });
  return lesson?.id ?? null;
}

/** A 720p test pattern with a running clock and a tone, or only the tone. */
function demoArgs(kind: 'video' | 'audio', seconds: number, file: string): string[] {
  const base = ['-hide_banner', '-nostdin', '-y'];
  const tone = ['-f', 'lavfi', '-i', `sine=frequency=330:sample_rate=48000:duration=${seconds}`];
  const end = ['-progress', 'pipe:1', '-nostats', file];
  if (kind === 'audio') return [...base, ...tone, '-c:a', 'libmp3lame', '-q:a', '5', ...end];
  return [
    ...base,
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
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
