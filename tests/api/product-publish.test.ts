import { describe, expect, it } from 'vitest';
import { AppError } from '../../api/src/errors.ts';
import { toCatalogueError } from '../../api/src/lib/db-errors.ts';
import { Channel, Product, ProductSession } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import {
  approvedChannel,
  createChannel,
  createProduct,
  producer,
  producerWithChannel,
  publishedProduct,
  uid,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';
import { adminToken } from './helpers/settings.ts';

const put = (id: number, token: string, body: object, lang?: string) =>
  call('PUT', `/api/products/${id}`, { token, body, lang });

describe('/api/products: channel rules', () => {
  it('needs a channel first (409 PRODUCT_NEEDS_CHANNEL)', async () => {
    const { token } = await producer();
    const res = await call('POST', '/api/products', { token, body: { type: 'vod', title: 'x' }, lang: 'en' });
    expectError(res, 409, 'PRODUCT_NEEDS_CHANNEL');
    expect(res.body.error.message).toBe('Creating a product needs a channel first');
    const channel = await createChannel(token);
    const product = await createProduct(token, {});
    expect(product.channelId).toBe(channel.id); // the producer's channel by default
    expect(product.status).toBe('draft');
  });

  it('needs its own channel approved by the team to publish, naming the status field', async () => {
    const { token } = await producer();
    const draftChannel = await createChannel(token);
    const res = await call('POST', '/api/products', {
      token,
      lang: 'en',
      body: { type: 'vod', title: 'x', channelId: draftChannel.id, status: 'published', plan: 'free' },
    });
    expectError(res, 409, 'PUBLISH_NEEDS_APPROVED_CHANNEL', 'status');
    expect(res.body.error.message).toBe(
      "To publish, at least one channel approved by the team is required: this product's channel is not approved yet",
    );
    const product = await createProduct(token, { channelId: draftChannel.id, plan: 'free' });
    for (const lang of ['es', 'pt'] as const) {
      const put = await call('PUT', `/api/products/${product.id}`, {
        token,
        lang,
        body: { status: 'private' },
      });
      expectError(put, 409, 'PUBLISH_NEEDS_APPROVED_CHANNEL', 'status');
      expect(put.body.error.message).toMatch(
        lang === 'es'
          ? /aprobado por el equipo: el canal de este producto/
          : /aprovado pela equipa: o canal deste/,
      );
    }
    // Revision is not approval, and another approved channel of the owner does not make this one public
    // (the old rule let it through: the product was on sale while its channel page was a 404).
    await Channel.update({ status: 'revision' }, { where: { id: draftChannel.id } });
    const other = await approvedChannel(token);
    for (const status of ['published', 'private']) {
      expectError(await put(product.id, token, { status }), 409, 'PUBLISH_NEEDS_APPROVED_CHANNEL', 'status');
    }
    // Nor an administrator editing it.
    expectError(
      await put(product.id, await adminToken(), { status: 'published' }),
      409,
      'PUBLISH_NEEDS_APPROVED_CHANNEL',
    );
    expect((await Product.findByPk(product.id))?.status).toBe('draft');
    // Moving the draft to the approved channel in the same request publishes it; so does approval.
    const moved = await put(product.id, token, { status: 'published', channelId: other.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'published', channelId: other.id });
    const second = await createProduct(token, { channelId: draftChannel.id, plan: 'free' });
    await Channel.update({ status: 'published' }, { where: { id: draftChannel.id } });
    const ok = await put(second.id, token, { status: 'published' });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('published');
    expect(ok.body.publishedAt).toBeTruthy();
  });

  it('holds for courses, masters and datasheets, which publish through their own routes', async () => {
    const { token } = await producer();
    const channel = await createChannel(token);
    await Channel.update({ status: 'revision' }, { where: { id: channel.id } });
    for (const resource of ['courses', 'masters', 'datasheets']) {
      const refused = await call('POST', `/api/${resource}`, {
        token,
        lang: 'en',
        body: {
          title: `${resource} ${Date.now()}`,
          channelId: channel.id,
          status: 'published',
          plan: 'free',
        },
      });
      expectError(refused, 409, 'PUBLISH_NEEDS_APPROVED_CHANNEL', 'status');
      const draft = await call('POST', `/api/${resource}`, {
        token,
        body: { title: `${resource} ${Date.now()}`, channelId: channel.id, plan: 'free' },
      });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      expectError(
        await call('PUT', `/api/${resource}/${draft.body.id}`, { token, body: { status: 'published' } }),
        409,
        'PUBLISH_NEEDS_APPROVED_CHANNEL',
        'status',
      );
    }
  });

  it('is held by the database for any other writer (trigger of migration 0020)', async () => {
    const { token } = await producer();
    const channel = await createChannel(token);
    const draft = await createProduct(token, { channelId: channel.id, plan: 'free' });
    const fail = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        return toCatalogueError(err, 'PRODUCT_SAVE_FAILED') as AppError;
      }
      throw new Error('the database accepted it');
    };
    for (const status of ['revision', 'draft', 'banned', 'private'] as const) {
      await Channel.update({ status }, { where: { id: channel.id } });
      expect(
        (await fail(() => Product.update({ status: 'published' }, { where: { id: draft.id } }))).code,
      ).toBe('PUBLISH_NEEDS_APPROVED_CHANNEL');
      expect(
        (
          await fail(() =>
            Product.create({
              channelId: channel.id,
              type: 'vod',
              title: 'x',
              slug: `x-${uid()}`,
              status: 'private',
            }),
          )
        ).code,
      ).toBe('PUBLISH_NEEDS_APPROVED_CHANNEL');
    }
    // Once published, a later change of the channel is not checked again: other edits still save.
    await Channel.update({ status: 'published' }, { where: { id: channel.id } });
    await Product.update({ status: 'published' }, { where: { id: draft.id } });
    await Channel.update({ status: 'draft' }, { where: { id: channel.id } });
    await Product.update({ title: 'Sigue editable' }, { where: { id: draft.id } });
    expect((await Product.findByPk(draft.id))?.title).toBe('Sigue editable');
  });

  it('lets no publish slip past a channel sent back at the same moment', async () => {
    const { token } = await producer();
    const channel = await approvedChannel(token);
    const drafts = await Promise.all(
      Array.from({ length: 8 }, () => createProduct(token, { channelId: channel.id, plan: 'free' })),
    );
    const admin = await adminToken();
    const [back, ...answers] = await Promise.all([
      call('POST', `/api/channels/${channel.id}/deactivate`, {
        token: admin,
        body: { reason: 'Revisar textos' },
      }),
      ...drafts.map((d) => put(d.id, token, { status: 'published' })),
    ]);
    expect(back.status).toBe(200);
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 409)).toBe(true);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.error.code).toBe('PUBLISH_NEEDS_APPROVED_CHANNEL');
    }
    // What each answer says is what the database holds; afterwards nothing can be published in it.
    const rows = await Product.findAll({ where: { id: drafts.map((d) => d.id) } });
    for (const [i, d] of drafts.entries()) {
      expect(rows.find((r) => r.id === d.id)?.status).toBe(answers[i].status === 200 ? 'published' : 'draft');
    }
    const last = await createProduct(token, { channelId: channel.id, plan: 'free' });
    expectError(await put(last.id, token, { status: 'published' }), 409, 'PUBLISH_NEEDS_APPROVED_CHANNEL');
  });
});

describe('published products: locks (spec 4)', () => {
  it('keeps type and channel fixed and never returns to draft, naming the field', async () => {
    const { token, channel } = await producerWithChannel();
    const other = await approvedChannel(token);
    const product = await publishedProduct(token, channel.id);
    const res = await put(product.id, token, { type: 'live' }, 'en');
    expectError(res, 409, 'PRODUCT_PUBLISHED_LOCKED', 'type');
    expect(res.body.error.message).toMatch(/has been published/);
    expectError(
      await put(product.id, token, { channelId: other.id }),
      409,
      'PRODUCT_PUBLISHED_LOCKED',
      'channelId',
    );
    expectError(await put(product.id, token, { status: 'draft' }), 409, 'PRODUCT_PUBLISHED_LOCKED', 'status');
    // The same values are not a change; other fields stay editable; published <-> private is allowed.
    const same = await put(product.id, token, { ...product, title: 'Nuevo título' });
    expect(same.status).toBe(200);
    expect(same.body.title).toBe('Nuevo título');
    expect((await put(product.id, token, { status: 'private' })).body.status).toBe('private');
    expectError(await put(product.id, token, { status: 'draft' }), 409, 'PRODUCT_PUBLISHED_LOCKED', 'status');
    expect((await put(product.id, token, { status: 'published' })).body.status).toBe('published');
    // Admins are held by the same rule.
    expectError(
      await put(product.id, await adminToken(), { type: 'podcast' }),
      409,
      'PRODUCT_PUBLISHED_LOCKED',
    );
  });

  it('refuses to delete a published (or once published) product', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id, { status: 'private' });
    const res = await call('DELETE', `/api/products/${product.id}`, { token, lang: 'es' });
    expectError(res, 409, 'PRODUCT_PUBLISHED_NOT_DELETABLE');
    expect(res.body.error.message).toBe('Este producto ya se ha publicado y no se puede eliminar');
    expect(await Product.findByPk(product.id)).not.toBeNull();
  });

  it('lets draft products change type and channel', async () => {
    const { token, channel } = await producerWithChannel();
    const other = await approvedChannel(token);
    const draft = await createProduct(token, { channelId: channel.id, type: 'vod' });
    const res = await put(draft.id, token, { type: 'course', channelId: other.id });
    expect(res.body).toMatchObject({ type: 'course', channelId: other.id });
  });

  it('maps the database guards to the catalogue errors (a request racing past the service checks)', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id, {
      multiDate: true,
      sessions: [{ startsAtLocal: '2030-05-01T20:00' }],
    });
    const fail = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        return toCatalogueError(err, 'PRODUCT_SAVE_FAILED') as AppError;
      }
      throw new Error('the database accepted it');
    };
    expect((await fail(() => Product.update({ type: 'live' }, { where: { id: product.id } }))).code).toBe(
      'PRODUCT_PUBLISHED_LOCKED',
    );
    expect((await fail(() => Product.update({ status: 'draft' }, { where: { id: product.id } }))).code).toBe(
      'PRODUCT_PUBLISHED_LOCKED',
    );
    expect((await fail(() => Product.destroy({ where: { id: product.id } }))).code).toBe(
      'PRODUCT_PUBLISHED_NOT_DELETABLE',
    );
    const sessionId = product.sessions[0].id;
    expect((await fail(() => ProductSession.destroy({ where: { id: sessionId } }))).code).toBe(
      'SESSION_PUBLISHED_LOCKED',
    );
    const other = await fail(() => Product.update({ totalPrice: -5 }, { where: { id: product.id } }));
    expect(other).toBeInstanceOf(AppError);
    expect(other.code).toBe('PRODUCT_SAVE_FAILED');
  });
});

describe('multi-date products', () => {
  it('need at least one session to be published', async () => {
    const { token, channel } = await producerWithChannel();
    const res = await call('POST', '/api/products', {
      token,
      lang: 'en',
      body: {
        channelId: channel.id,
        type: 'live',
        title: 'Gira',
        multiDate: true,
        status: 'published',
        plan: 'free',
      },
    });
    expectError(res, 422, 'MULTI_DATE_NEEDS_SESSION');
    expect(res.body.error.message).toBe('A multi-date event needs at least one session date');
    // A draft may wait for its dates; publishing it needs one.
    const draft = await createProduct(token, {
      channelId: channel.id,
      type: 'live',
      multiDate: true,
      plan: 'free',
    });
    expectError(await put(draft.id, token, { status: 'published' }), 422, 'MULTI_DATE_NEEDS_SESSION');
    await call('POST', `/api/products/${draft.id}/sessions`, {
      token,
      body: { startsAtLocal: '2030-06-01T21:00' },
    });
    expect((await put(draft.id, token, { status: 'published' })).body.status).toBe('published');
    // Turning a published single-date product into a multi-date one needs a session too.
    const single = await publishedProduct(token, channel.id);
    expectError(await put(single.id, token, { multiDate: true }), 422, 'MULTI_DATE_NEEDS_SESSION');
  });

  it('can be created published with their sessions in one request', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id, {
      type: 'live',
      multiDate: true,
      sessions: [
        { startsAtLocal: '2030-07-01T21:00', durationMinutes: 90, capacity: 100, title: 'Madrid' },
        { startsAt: '2030-07-02T19:00:00Z', title: 'Lisboa' },
      ],
    });
    expect(product.sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      '2030-07-01T19:00:00.000Z',
      '2030-07-02T19:00:00.000Z',
    ]);
    expect(product.sessions[0]).toMatchObject({
      durationMinutes: 90,
      capacity: 100,
      startsAtLocal: '2030-07-01T21:00',
    });
  });
});
