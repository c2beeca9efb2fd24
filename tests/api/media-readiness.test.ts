import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaAsset, type Product } from '../../models/index.ts';
import { call } from './helpers/client.ts';
import {
  buyWithDemo,
  createProduct,
  createSession,
  producerWithChannel,
  quickUser,
} from './helpers/commerce.ts';

// An owned product offers "watch now" only when it has something to play: GET /api/products/:id/access
// and my stuff say whether its media is ready, and when it will be (its next session) when it is not.

type Seller = Awaited<ReturnType<typeof producerWithChannel>>;
let seller: Seller;
beforeAll(async () => {
  seller = await producerWithChannel();
});

const readyAsset = (product: Product, kind: 'video' | 'audio' = 'video', status = 'ready') =>
  MediaAsset.create({
    userId: seller.user.id,
    productId: product.id,
    lessonId: null,
    kind,
    originalName: `clip.${kind === 'audio' ? 'mp3' : 'mp4'}`,
    mime: kind === 'audio' ? 'audio/mpeg' : 'video/mp4',
    sizeBytes: 1000,
    storagePath: `test/${product.id}-${kind}-${randomUUID()}`,
    status: status as MediaAsset['status'],
    hlsPath: null,
    durationSeconds: 60,
    error: null,
    errorCode: null,
    uploadId: null,
    width: null,
    height: null,
    posterPath: null,
    downloadPath: null,
    startedAt: null,
    finishedAt: null,
  });

const access = (token: string, product: Product) =>
  call('GET', `/api/products/${product.id}/access`, { token });

describe('GET /api/products/:id/access: is there something to play', () => {
  it('an owned recording without a ready file is not ready; once its file is ready it is', async () => {
    const { token } = await quickUser();
    const vod = await createProduct(seller.channel);
    await buyWithDemo(token, vod.id);
    const before = await access(token, vod);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ allowed: true, media: { ready: false, availableAt: null } });
    // Still being transcoded is not ready either.
    await readyAsset(vod, 'video', 'transcoding');
    expect((await access(token, vod)).body.media.ready).toBe(false);
    await readyAsset(vod);
    expect((await access(token, vod)).body.media).toEqual({ ready: true, availableAt: null });
  });

  it('a podcast needs its audio, not a video', async () => {
    const { token } = await quickUser();
    const podcast = await createProduct(seller.channel, { type: 'podcast' });
    await buyWithDemo(token, podcast.id);
    await readyAsset(podcast, 'video');
    expect((await access(token, podcast)).body.media.ready).toBe(false);
    await readyAsset(podcast, 'audio');
    expect((await access(token, podcast)).body.media.ready).toBe(true);
  });

  it('a live broadcast is ready while a session is on; before, it says when the next one starts', async () => {
    const { token } = await quickUser();
    const broadcast = await createProduct(seller.channel, {
      type: 'broadcast',
      plan: 'free',
      netPrice: 0,
      tax: 0,
      totalPrice: 0,
    });
    const next = await createSession(broadcast, { startsAt: new Date(Date.now() + 3 * 86400_000) });
    const later = await access(token, broadcast);
    expect(later.body.media).toEqual({ ready: false, availableAt: next.startsAt.toISOString() });
    await createSession(broadcast, { startsAt: new Date(Date.now() - 10 * 60_000), durationMinutes: 60 });
    expect((await access(token, broadcast)).body.media).toEqual({ ready: true, availableAt: null });
  });

  it('my stuff carries the same answer for every product', async () => {
    const { token } = await quickUser();
    const waiting = await createProduct(seller.channel);
    const playing = await createProduct(seller.channel);
    await readyAsset(playing);
    await buyWithDemo(token, waiting.id);
    await buyWithDemo(token, playing.id);
    const mine = await call('GET', '/api/me/products', { token });
    const byProduct = new Map(
      mine.body.map((r: { productId: number; media: unknown }) => [r.productId, r.media]),
    );
    expect(byProduct.get(waiting.id)).toEqual({ ready: false, availableAt: null });
    expect(byProduct.get(playing.id)).toEqual({ ready: true, availableAt: null });
  });
});
