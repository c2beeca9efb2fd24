import { describe, expect, it } from 'vitest';
import { Datasheet, MeetRoom, ProductAccess } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { list } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { createProduct, createSession, producerWithChannel, quickUser } from './helpers/commerce.ts';

const DAY = 86_400_000;
const TEXT = 'El texto completo del artículo, solo para quien puede leerlo.';
const translations = {
  en: { title: 'A post', description: 'The full text, for readers only.' },
  pt: { title: 'Um artigo', description: 'O texto completo, só para leitores.' },
};

/** A published post of a fresh channel: paid unless told otherwise. */
async function post(extra: Parameters<typeof createProduct>[1] = {}) {
  const owner = await producerWithChannel();
  const product = await createProduct(owner.channel, {
    type: 'post',
    description: TEXT,
    shortDescription: 'Un resumen para todos',
    translations,
    ...extra,
  });
  return { owner, product };
}

const bySlug = (slug: string, token?: string, lang?: string) =>
  call('GET', `/api/products/by-slug/${slug}`, { token, lang });

describe('posts: the text is for readers', () => {
  it('withholds the text of a paid post from the public and from viewers without access', async () => {
    const { product } = await post();
    const viewer = await quickUser();
    for (const token of [undefined, viewer.token]) {
      const res = await bySlug(product.slug, token, 'en');
      expect(res.status).toBe(200);
      expect(res.body.description).toBeNull();
      expect(res.body.localized.description).toBeNull();
      expect(res.body.localized.shortDescription).toBe('Un resumen para todos');
      expect(res.body.translations.en).toEqual({ title: 'A post' });
      expect(JSON.stringify(res.body)).not.toMatch(/texto completo|full text|texto completo/);
    }
    // Lists and channel pages never carry it either.
    const listed = await list('/api/products', { filter: { id: [product.id] } }, { token: viewer.token });
    // A list answers cards (api/src/shared/product-card.ts): no description at all, for any product.
    expect(listed.body[0]).not.toHaveProperty('description');
    expect(JSON.stringify(listed.body)).not.toContain(TEXT);
  });

  it('gives the text to its manager and to a viewer the entitlement lets in, and never to a revoked one', async () => {
    const { owner, product } = await post();
    const mine = await bySlug(product.slug, owner.token);
    expect(mine.body.description).toBe(TEXT);
    const reader = await quickUser();
    await ProductAccess.create({ userId: reader.user.id, productId: product.id, source: 'admin' });
    const read = await bySlug(product.slug, reader.token, 'pt');
    expect(read.body.description).toBe(TEXT);
    expect(read.body.localized.description).toBe('O texto completo, só para leitores.');
    await ProductAccess.update({ revokedAt: new Date() }, { where: { userId: reader.user.id } });
    expect((await bySlug(product.slug, reader.token)).body.description).toBeNull();
  });

  it('lets anyone read a free post, and keeps a private one (even free) for code holders', async () => {
    const { product: free } = await post({ plan: 'free', netPrice: 0, tax: 0, totalPrice: 0 });
    expect((await bySlug(free.slug)).body.description).toBe(TEXT);
    const { product: secret } = await post({
      plan: 'free',
      status: 'private',
      totalPrice: 0,
      netPrice: 0,
      tax: 0,
    });
    const viewer = await quickUser();
    expectError(await bySlug(secret.slug, viewer.token), 404, 'NOT_FOUND');
    await ProductAccess.create({ userId: viewer.user.id, productId: secret.id, source: 'code' });
    expect((await bySlug(secret.slug, viewer.token)).body.description).toBe(TEXT);
  });

  it('shows a datasheet’s resources to whoever may open it only', async () => {
    const owner = await producerWithChannel();
    const resources = [{ title: 'Guía', url: 'https://cdn.test/guia.pdf' }];
    const make = async (plan: 'paid' | 'free') => {
      const product = await createProduct(owner.channel, {
        type: 'datasheet',
        plan,
        ...(plan === 'free' ? { netPrice: 0, tax: 0, totalPrice: 0 } : {}),
      });
      await Datasheet.create({ productId: product.id, author: 'Clara', resources });
      return product;
    };
    const paid = await make('paid');
    const free = await make('free');
    const viewer = await quickUser();
    expect((await bySlug(free.slug)).body.datasheet).not.toHaveProperty('resources');
    expect((await bySlug(free.slug, viewer.token)).body.datasheet.resources).toEqual(resources);
    const locked = await bySlug(paid.slug, viewer.token);
    expect(locked.body.datasheet.author).toBe('Clara');
    expect(locked.body.datasheet).not.toHaveProperty('resources');
    expect((await bySlug(paid.slug, owner.token)).body.datasheet.resources).toEqual(resources);
  });
});

describe('GET /api/products/{id}/meet', () => {
  const meet = (id: number, token?: string) => call('GET', `/api/products/${id}/meet`, { token });

  it('answers 404 for other types, unknown ids and drafts of others', async () => {
    const owner = await producerWithChannel();
    const vod = await createProduct(owner.channel, { type: 'vod' });
    const draft = await createProduct(owner.channel, { type: 'meet', status: 'draft' });
    const viewer = await quickUser();
    expectError(await meet(vod.id), 404, 'NOT_FOUND');
    expectError(await meet(2_147_483_647), 404, 'NOT_FOUND');
    expectError(await meet(draft.id, viewer.token), 404, 'NOT_FOUND');
    expect((await meet(draft.id, owner.token)).status).toBe(200);
    expectError(await call('GET', '/api/products/abc/meet'), 400, 'INVALID_PARAMETER', 'id');
  });

  it('is scheduled for its next session, open while its room is live, ended when nothing is left', async () => {
    const owner = await producerWithChannel();
    const product = await createProduct(owner.channel, { type: 'meet' });
    // No date yet: scheduled, without a session.
    let res = await meet(product.id);
    expect(res.body).toMatchObject({ state: 'scheduled', session: null, room: null, maxParticipants: 70 });

    const past = await createSession(product, {
      startsAt: new Date(Date.now() - 3 * DAY),
      durationMinutes: 60,
    });
    const next = await createSession(product, {
      startsAt: new Date(Date.now() + 2 * DAY),
      durationMinutes: 90,
    });
    res = await meet(product.id);
    expect(res.body.state).toBe('scheduled');
    expect(res.body.session).toMatchObject({ id: next.id, durationMinutes: 90, timeZone: 'Europe/Madrid' });

    // The organizer starts the room: open (no session under way right now).
    const room = await MeetRoom.create({
      productId: product.id,
      roomId: `room-${product.id}`,
      status: 'live',
      startedAt: new Date(),
      endedAt: null,
    });
    res = await meet(product.id);
    expect(res.body).toMatchObject({ state: 'open', session: null, room: { status: 'live' } });

    // Stopped: the next session is still ahead, so it is scheduled again.
    await room.update({ status: 'ended', endedAt: new Date() });
    expect((await meet(product.id)).body.state).toBe('scheduled');

    expect(past.id).toBeGreaterThan(0);
  });

  it('is ended once its last session is over, with or without a room', async () => {
    const owner = await producerWithChannel();
    const done = await createProduct(owner.channel, { type: 'meet' });
    await createSession(done, { startsAt: new Date(Date.now() - 2 * DAY), durationMinutes: 60 });
    expect((await meet(done.id)).body).toMatchObject({ state: 'ended', session: null, room: null });
    await MeetRoom.create({
      productId: done.id,
      roomId: `room-${done.id}`,
      status: 'ended',
      startedAt: new Date(Date.now() - 2 * DAY),
      endedAt: new Date(Date.now() - 2 * DAY + 3_600_000),
    });
    expect((await meet(done.id)).body).toMatchObject({ state: 'ended', room: { status: 'ended' } });
  });

  it('counts a session under way whose room has not started as scheduled, and one whose room ended as over', async () => {
    const owner = await producerWithChannel();
    const product = await createProduct(owner.channel, { type: 'meet' });
    const now = await createSession(product, {
      startsAt: new Date(Date.now() - 10 * 60_000),
      durationMinutes: 60,
    });
    let res = await meet(product.id);
    expect(res.body).toMatchObject({ state: 'scheduled', session: { id: now.id } });
    await MeetRoom.create({
      productId: product.id,
      roomId: `room-${product.id}`,
      status: 'ended',
      startedAt: new Date(Date.now() - 9 * 60_000),
      endedAt: new Date(Date.now() - 60_000),
    });
    res = await meet(product.id);
    expect(res.body.state).toBe('ended');
  });
});
