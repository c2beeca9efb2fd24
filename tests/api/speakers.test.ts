import { describe, expect, it } from 'vitest';
import type { AppError } from '../../api/src/errors.ts';
import { toCatalogueError } from '../../api/src/lib/db-errors.ts';
import { ProductSpeaker, Speaker } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import {
  createChannel,
  createProduct,
  list,
  producer,
  producerWithChannel,
  publishedProduct,
  uid,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

async function createSpeaker(token: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/speakers', {
    token,
    body: { name: `Ponente ${uid()}`, tags: ['jazz'], ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('/api/speakers: permissions and params', () => {
  it('answers 401 to anonymous writers, 403 to users, 404 to other producers', async () => {
    const owner = await producer();
    const speaker = await createSpeaker(owner.token);
    const user = await signedIn('USER');
    const other = await producer();
    const writes: [string, string, unknown?][] = [
      ['POST', '/api/speakers', { name: 'x', tags: ['a'] }],
      ['PUT', `/api/speakers/${speaker.id}`, { name: 'x' }],
      ['DELETE', `/api/speakers/${speaker.id}`],
    ];
    for (const [method, path, body] of writes) {
      expectError(await call(method, path, { body }), 401, 'AUTH_REQUIRED');
      expectError(await call(method, path, { body, token: user.token }), 403, 'FORBIDDEN');
    }
    expectError(await call('GET', `/api/speakers/${speaker.id}`, { token: other.token }), 404, 'NOT_FOUND');
    expectError(
      await call('PUT', `/api/speakers/${speaker.id}`, { token: other.token, body: { name: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('DELETE', `/api/speakers/${speaker.id}`, { token: other.token }),
      404,
      'NOT_FOUND',
    );
    expect(
      (await list('/api/speakers', { filter: { id: [speaker.id] } }, { token: other.token })).body,
    ).toEqual([]);
    // Nor can another producer put it on their products.
    const theirs = await producerWithChannel();
    expectError(
      await call('POST', '/api/products', {
        token: theirs.token,
        body: { type: 'live', title: 'x', speakerIds: [speaker.id] },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'speakerIds.0',
    );
  });

  it('needs at least one tag and a valid slug', async () => {
    const { token } = await producer();
    expectError(
      await call('POST', '/api/speakers', { token, body: { name: 'Ana' } }),
      422,
      'VALIDATION_ERROR',
      'tags',
    );
    const empty = await call('POST', '/api/speakers', { token, body: { name: 'Ana', tags: [] }, lang: 'en' });
    expectError(empty, 422, 'VALIDATION_ERROR', 'tags');
    expect(empty.body.error.fields[0].message).toBe('must be at least 1');
    expectError(
      await call('POST', '/api/speakers', { token, body: { name: 'Ana', tags: ['x'], slug: 'Ana López' } }),
      422,
      'VALIDATION_ERROR',
      'slug',
    );
    const speaker = await createSpeaker(token);
    expectError(
      await call('PUT', `/api/speakers/${speaker.id}`, { token, body: { tags: [] } }),
      422,
      'VALIDATION_ERROR',
      'tags',
    );
    expectError(
      await call('POST', '/api/speakers', { token, body: { name: 'Ana', tags: ['x'], slug: speaker.slug } }),
      409,
      'SLUG_EXISTS',
      'slug',
    );
  });
});

describe('/api/speakers: behaviour', () => {
  it('creates a speaker with a slug from the name, social links and translations', async () => {
    const { token } = await producer();
    const name = `José Núñez ${uid()}`;
    const speaker = await createSpeaker(token, {
      name,
      title: 'Directora',
      bio: 'Bio',
      social: { instagram: 'https://instagram.com/x', linkedin: '' },
      translations: { en: { title: 'Conductor' } },
    });
    expect(speaker.slug).toMatch(/^jose-nunez-/);
    expect(speaker.social).toMatchObject({ instagram: 'https://instagram.com/x', linkedin: null });
    const second = await createSpeaker(token, { name });
    expect(second.slug).toBe(`${speaker.slug}-2`);
    const en = await call('GET', `/api/speakers/${speaker.id}?lang=en`, { token });
    expect(en.body.localized).toMatchObject({ title: 'Conductor', bio: 'Bio' });
  });

  it('refuses to delete a speaker in use by a product (409 SPEAKER_IN_USE)', async () => {
    const { token, channel } = await producerWithChannel();
    const speaker = await createSpeaker(token);
    const product = await createProduct(token, { channelId: channel.id, speakerIds: [speaker.id] });
    const res = await call('DELETE', `/api/speakers/${speaker.id}`, { token, lang: 'en' });
    expectError(res, 409, 'SPEAKER_IN_USE');
    expect(res.body.error.message).toBe('This speaker is used by a product and cannot be deleted');
    // Also when used only in a schedule section.
    const other = await createSpeaker(token);
    await call('PUT', `/api/products/${product.id}`, {
      token,
      body: {
        speakerIds: [],
        scheduleSections: [{ title: 'Apertura', durationMinutes: 30, speakerId: other.id }],
      },
    });
    expectError(await call('DELETE', `/api/speakers/${other.id}`, { token }), 409, 'SPEAKER_IN_USE');
    expect((await call('DELETE', `/api/speakers/${speaker.id}`, { token })).status).toBe(200);
    expect(await Speaker.findByPk(speaker.id)).toBeNull();
  });

  it('is held by the foreign key too when a product takes the speaker meanwhile', async () => {
    const { token, channel } = await producerWithChannel();
    const speaker = await createSpeaker(token);
    const product = await createProduct(token, { channelId: channel.id });
    await ProductSpeaker.create({ productId: product.id, speakerId: speaker.id });
    try {
      await Speaker.destroy({ where: { id: speaker.id } });
      throw new Error('deleted');
    } catch (err) {
      expect((toCatalogueError(err, 'SPEAKER_SAVE_FAILED') as AppError).code).toBe('SPEAKER_IN_USE');
    }
  });

  it('puts ordered speakers and schedule sections on a product, keeping section ids', async () => {
    const { token, channel } = await producerWithChannel();
    const a = await createSpeaker(token, { name: 'Ana' });
    const b = await createSpeaker(token, { name: 'Bea' });
    const product = await createProduct(token, {
      channelId: channel.id,
      speakerIds: [b.id, a.id],
      scheduleSections: [
        { title: 'Apertura', durationMinutes: 15, speakerId: a.id },
        { title: 'Concierto', durationMinutes: 90 },
      ],
    });
    expect(product.speakerIds).toEqual([b.id, a.id]);
    expect(product.scheduleSections.map((s: { title: string }) => s.title)).toEqual([
      'Apertura',
      'Concierto',
    ]);
    const [open, concert] = product.scheduleSections;
    const res = await call('PUT', `/api/products/${product.id}`, {
      token,
      body: {
        ...product,
        speakerIds: [a.id],
        scheduleSections: [
          { ...concert, durationMinutes: 100 },
          { title: 'Bis', durationMinutes: 10, speakerId: b.id },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.speakerIds).toEqual([a.id]);
    expect(res.body.scheduleSections).toMatchObject([
      { id: concert.id, title: 'Concierto', durationMinutes: 100, position: 0 },
      { title: 'Bis', speakerId: b.id, position: 1 },
    ]);
    expect(res.body.scheduleSections.map((s: { id: number }) => s.id)).not.toContain(open.id);
    const bad = async (sections: object[], field: string, code = 'VALIDATION_ERROR', status = 422) =>
      expectError(
        await call('PUT', `/api/products/${product.id}`, { token, body: { scheduleSections: sections } }),
        status,
        code,
        field,
      );
    await bad([{ title: 'x', durationMinutes: 0 }], 'scheduleSections.0.durationMinutes');
    await bad([{ title: '', durationMinutes: 5 }], 'scheduleSections.0.title');
    await bad(
      [{ id: 999_999, title: 'x', durationMinutes: 5 }],
      'scheduleSections.0.id',
      'REFERENCE_NOT_FOUND',
    );
  });

  it('shows a speaker publicly once they are on public content', async () => {
    const { token, channel } = await producerWithChannel();
    const draftOwner = await producer();
    const draftChannel = await createChannel(draftOwner.token);
    const hidden = await createSpeaker(draftOwner.token, { channelId: draftChannel.id });
    expectError(await call('GET', `/api/speakers/by-slug/${hidden.slug}`), 404, 'NOT_FOUND');
    const speaker = await createSpeaker(token);
    expectError(await call('GET', `/api/speakers/${speaker.id}`), 404, 'NOT_FOUND');
    const product = await publishedProduct(token, channel.id, { speakerIds: [speaker.id] });
    const page = await call('GET', `/api/speakers/by-slug/${speaker.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
    const listed = await list('/api/speakers', { filter: { id: [hidden.id, speaker.id] } });
    expect(listed.body.map((s: { id: number }) => s.id)).toEqual([speaker.id]);
    const admin = await adminToken();
    expect((await call('GET', `/api/speakers/${hidden.id}`, { token: admin })).status).toBe(200);
  });

  it('refuses a channel of another producer', async () => {
    const { token } = await producer();
    const other = await producerWithChannel();
    expectError(
      await call('POST', '/api/speakers', {
        token,
        body: { name: 'x', tags: ['a'], channelId: other.channel.id },
      }),
      422,
      'REFERENCE_NOT_FOUND',
      'channelId',
    );
  });
});
