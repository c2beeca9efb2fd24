import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The demo's files go to a folder of this test; set before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-demo-media-'));
process.env.DATA_DIR = dataDir;

import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const { createSequelize } = await import('../../models/database.ts');
const { migrate } = await import('../../models/migrate.ts');
const { seedDemo } = await import('../../seeds/index.ts');
const { dropDatabase, recreateDatabase, siblingDatabaseUrl } = await import('../db.ts');
const { prepareQueues } = await import('../../api/src/jobs/index.ts');
const { seedDemoMedia } = await import('../../api/src/media/demo.ts');
const { transcode } = await import('../../api/src/media/transcode.ts');
const { MediaAsset, Product } = await import('../../models/index.ts');
const { call } = await import('./helpers/client.ts');
const { waitFor } = await import('./helpers/media.ts');

// Like seeds.test.ts, a database of its own on the same server: the demo data needs an empty one.
const DEMO_URL = siblingDatabaseUrl('platea_test_demo_media');
let sequelize: Sequelize;

beforeAll(async () => {
  await recreateDatabase(DEMO_URL);
  sequelize = createSequelize(DEMO_URL);
  await migrate(sequelize);
  await prepareQueues(DEMO_URL);
  await seedDemo(sequelize);
}, 120_000);

afterAll(async () => {
  await sequelize?.close();
  await dropDatabase(DEMO_URL);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo recordings', () => {
  it('give the demo viewer something to watch on a first start, made once', async () => {
    expect(await seedDemoMedia({ seconds: 6 })).toBe(4);
    const bodas = (await Product.findOne({ where: { slug: 'bodas-de-sangre-grabacion' } })) as InstanceType<
      typeof Product
    >;
    const asset = (await MediaAsset.findOne({ where: { productId: bodas.id } })) as InstanceType<
      typeof MediaAsset
    >;
    expect(asset.kind).toBe('video');
    // The same path as an upload: copied to storage, then queued for the transcode job.
    await waitFor(async () => (await asset.reload()).status === 'queued');
    await transcode(asset.id);

    const login = await call('POST', '/api/auth/login', {
      body: { email: 'viewer@platea.test', password: 'Viewer.2026' },
    });
    const playback = await call('GET', `/api/products/${bodas.id}/playback`, { token: login.body.token });
    expect(playback.status).toBe(200);
    expect(playback.body).toMatchObject({ kind: 'vod', state: 'playing' });
    expect(playback.body.renditions.map((r: { name: string }) => r.name)).toEqual(['720p', '540p', '360p']);

    const podcast = await Product.findOne({ where: { slug: 'notas-al-programa' } });
    expect(await MediaAsset.count({ where: { productId: podcast?.id, kind: 'audio' } })).toBe(1);
    // The first lesson of the demo viewer's course has its video too.
    const course = await Product.findOne({ where: { slug: 'direccion-de-actores-para-cine' } });
    const lessonVideo = await MediaAsset.findOne({ where: { productId: course?.id, kind: 'video' } });
    expect(lessonVideo?.lessonId).toBeTruthy();
    // A second start finds them there.
    expect(await seedDemoMedia({ seconds: 6 })).toBe(0);
    expect(await MediaAsset.count()).toBe(4);
  }, 150_000);
});
