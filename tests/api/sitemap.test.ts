import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { createProduct, producerWithChannel } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';

/** GET /api/sitemap: what sitemap.xml lists, with the visibility rules of the public reads. */

interface Entry {
  kind: string;
  slug: string;
  updatedAt: string;
}

const sitemap = async () => {
  const res = await call('GET', '/api/sitemap');
  expect(res.status).toBe(200);
  return res.body.entries as Entry[];
};
const has = (entries: Entry[], kind: string, slug: string) =>
  entries.some((e) => e.kind === kind && e.slug === slug);

describe('GET /api/sitemap', () => {
  it('lists published products, public channels and speakers, published pages and entity pages only', async () => {
    const { token, channel } = await producerWithChannel();
    const tag = Date.now().toString(36);
    const create = (title: string, status: string): Promise<{ slug: string }> =>
      createProduct(token, { channelId: channel.id, title, status, totalPrice: 1100, taxRate: 10 });
    const published = await create(`Publicado ${tag}`, 'published');
    const draft = await create(`Borrador ${tag}`, 'draft');
    const hidden = await create(`Privado ${tag}`, 'private');
    const admin = await adminToken();
    const page = await call('POST', '/api/pages', {
      token: admin,
      body: { name: `Pública ${tag}`, published: true },
    });
    const draftPage = await call('POST', '/api/pages', { token: admin, body: { name: `Oculta ${tag}` } });
    const entity = await call('POST', '/api/entities', { token, body: { name: `Entidad ${tag}` } });
    const speaker = await call('POST', '/api/speakers', {
      token,
      body: { name: `Ponente ${tag}`, tags: ['teatro'], channelId: channel.id },
    });
    const loneSpeaker = await call('POST', '/api/speakers', {
      token,
      body: { name: `Solo ${tag}`, tags: ['x'] },
    });
    expect([page, draftPage, entity, speaker, loneSpeaker].map((r) => r.status)).toEqual([
      201, 201, 201, 201, 201,
    ]);

    const entries = await sitemap();
    expect(has(entries, 'product', published.slug)).toBe(true);
    expect(has(entries, 'product', draft.slug)).toBe(false);
    expect(has(entries, 'product', hidden.slug)).toBe(false);
    expect(has(entries, 'channel', channel.slug)).toBe(true);
    expect(has(entries, 'page', page.body.slug)).toBe(true);
    expect(has(entries, 'page', draftPage.body.slug)).toBe(false);
    expect(has(entries, 'entity', entity.body.slug)).toBe(true);
    // A speaker of a published channel is public; one on no public product nor channel is not.
    expect(has(entries, 'speaker', speaker.body.slug)).toBe(true);
    expect(has(entries, 'speaker', loneSpeaker.body.slug)).toBe(false);
    for (const e of entries) expect(Number.isNaN(Date.parse(e.updatedAt))).toBe(false);

    // A banned channel takes its products and its page out.
    expect((await call('POST', `/api/channels/${channel.id}/ban`, { token: admin })).status).toBe(200);
    const after = await sitemap();
    expect(has(after, 'product', published.slug)).toBe(false);
    expect(has(after, 'channel', channel.slug)).toBe(false);
  });

  it('is open to anyone and refuses writes', async () => {
    expect((await call('GET', '/api/sitemap')).headers.get('cache-control')).toBe('public, max-age=300');
    expectError(await call('POST', '/api/sitemap', { body: {} }), 404, 'SERVER_ERROR_NOT_FOUND');
  });
});
