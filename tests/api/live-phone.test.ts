import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The phone rendition is on for this file (off by default), before the app's modules read the environment.
const dataDir = mkdtempSync(join(tmpdir(), 'platea-phone-'));
process.env.DATA_DIR = dataDir;
process.env.LIVE_PHONE_RENDITION = 'true';

import { describe, expect, it } from 'vitest';
import { freePort } from '../embedded-db.ts';

const rtmpPort = await freePort();
process.env.RTMP_PORT = String(rtmpPort);

const { call } = await import('./helpers/client.ts');
const { ProductAccess } = await import('../../models/index.ts');
const { localMediaDirectory } = await import('../../api/src/media/storage/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { ingestForFile, until } = await import('./helpers/live.ts');

const { publishTo } = ingestForFile(rtmpPort, dataDir);

describe('live broadcasting: the phone rendition', () => {
  it('a 480p broadcast is offered as the source and a 360p rendition in one master playlist', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const started = await call('POST', `/api/products/${product.id}/broadcast/start`, { token: owner.token });
    publishTo(started.body.streamKey, { size: '854x480' });

    const src: string = await until('the master playlist', async () => {
      const p = await call('GET', `/api/products/${product.id}/playback`, { token: viewer.token });
      return p.body.src?.endsWith('/master.m3u8') ? p.body.src : null;
    });
    const master = String((await call('GET', src)).body);
    expect(master).toMatch(/RESOLUTION=854x480\nsrc\/index\.m3u8/);
    expect(master).toContain('360p/index.m3u8');
    const base = src.slice(0, src.lastIndexOf('/'));
    const segment = await until('a phone segment', async () => {
      const playlist = await call('GET', `${base}/360p/index.m3u8`);
      return String(playlist.body)
        .split('\n')
        .find((l) => /^seg_\d+\.ts$/.test(l));
    });
    expect((await call('GET', `${base}/360p/${segment}`)).status).toBe(200);
    const file = join(localMediaDirectory(), 'live', String(product.id), '360p', segment);
    const size = execFileSync('ffprobe', [
      ...[
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height',
        '-of',
        'csv=p=0',
        file,
      ],
    ])
      .toString()
      .trim()
      .split('\n')[0];
    expect(size).toBe('640,360');

    // Stopped: both renditions end.
    await call('POST', `/api/products/${product.id}/broadcast/stop`, { token: owner.token });
    await until('the end markers', async () => {
      const [a, b] = await Promise.all([
        call('GET', `${base}/src/index.m3u8`),
        call('GET', `${base}/360p/index.m3u8`),
      ]);
      return String(a.body).includes('#EXT-X-ENDLIST') && String(b.body).includes('#EXT-X-ENDLIST')
        ? true
        : null;
    });
  }, 120_000);
});
