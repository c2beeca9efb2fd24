import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Category, MediaAsset } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import {
  createProduct,
  list,
  producerWithChannel,
  publishedProduct,
  setChannelStatus,
  uid,
} from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';

/** An instant `hours` from now, with its offset (what a session's startsAt takes). */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const schedule = (filter: Record<string, unknown>, query: Record<string, unknown> = {}, lang?: string) =>
  list('/api/schedule', { filter, ...query }, { lang });
const sessionIds = (res: { body: { id: number }[] }) => res.body.map((r) => r.id);

/** A producer's channel with a product that has sessions (ids in the order given) and a running order. */
async function eventWithSchedule() {
  const { token, channel } = await producerWithChannel();
  const speaker = await call('POST', '/api/speakers', {
    token,
    body: {
      name: `Ponente ${uid()}`,
      title: 'Directora',
      tags: ['música'],
      translations: { en: { title: 'Conductor' } },
    },
  });
  expect(speaker.status).toBe(201);
  const product = await publishedProduct(token, channel.id, {
    type: 'broadcast',
    title: `Concierto ${uid()}`,
    multiDate: true,
    sessions: [
      { startsAt: inHours(48), durationMinutes: 100 },
      { startsAt: inHours(-1), durationMinutes: 120 }, // on now
      { startsAt: inHours(-5), durationMinutes: 60 }, // over
      { startsAt: inHours(24), title: 'Ensayo abierto' },
    ],
    scheduleSections: [
      { title: 'Introducción', durationMinutes: 10 },
      { title: 'Sinfonía', durationMinutes: 70, speakerId: speaker.body.id },
      { title: 'Entrevista', durationMinutes: 15, speakerId: speaker.body.id },
    ],
  });
  return { token, channel, product, speaker: speaker.body };
}

describe('/api/schedule: params', () => {
  it('refuses unknown filters, a malformed moment and a malformed section id', async () => {
    expectError(await schedule({ other: 1 }), 422, 'VALIDATION_ERROR', 'filter.other');
    expectError(await schedule({ from: 'tomorrow' }), 422, 'VALIDATION_ERROR', 'filter.from');
    expectError(await schedule({}, { sort: ['title', 'ASC'] }), 422, 'VALIDATION_ERROR', 'sort.0');
    expectError(
      await call('GET', '/api/schedule/some-product/sections/abc'),
      400,
      'INVALID_PARAMETER',
      'sectionId',
    );
  });

  it('answers an empty agenda for a channel or category that does not exist', async () => {
    for (const filter of [
      { channel: `no-such-${uid()}` },
      { category: `no-such-${uid()}` },
      { channel: '999999999' },
    ]) {
      const res = await schedule(filter);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(res.headers.get('content-range')).toBe('schedule 0-0/0');
    }
  });
});

describe('/api/schedule: behaviour', () => {
  it("says a fake live is on only while its recording plays, whatever the session's minutes say", async () => {
    const { token, channel, user } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id, {
      type: 'live',
      title: `Directo simulado ${uid()}`,
      multiDate: true,
      sessions: [
        { startsAt: inHours(-0.5), durationMinutes: 120 }, // its 10-minute recording ended 20 minutes ago
        { startsAt: new Date(Date.now() - 2 * 60_000).toISOString(), durationMinutes: 120 }, // playing
      ],
    });
    const onNow = async () =>
      ((await schedule({ channel: channel.slug })).body as { onNow: boolean; endsAt: string | null }[]).map(
        (r) => r.onNow,
      );
    // No recording: nothing plays, so nothing is live.
    expect(await onNow()).toEqual([false, false]);
    await MediaAsset.create({
      userId: user.id,
      productId: product.id,
      lessonId: null,
      kind: 'video',
      originalName: 'grabacion.mp4',
      mime: 'video/mp4',
      sizeBytes: 1000,
      storagePath: `test/${randomUUID()}`,
      status: 'ready',
      hlsPath: null,
      durationSeconds: 600,
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
    const rows = (await schedule({ channel: channel.slug })).body;
    expect(rows.map((r: { onNow: boolean }) => r.onNow)).toEqual([false, true]);
    expect(new Date(rows[1].endsAt).getTime() - new Date(rows[1].startsAt).getTime()).toBe(600_000);
  });

  it('lists the sessions still to come (and the one on now) soonest first, with product and running order', async () => {
    const { channel, product, speaker } = await eventWithSchedule();
    const res = await schedule({ channel: channel.slug }, {}, 'en');
    expect(res.status).toBe(200);
    const starts = res.body.map((r: { startsAt: string }) => new Date(r.startsAt).getTime());
    expect(starts).toHaveLength(3); // the session that is over is gone
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(res.headers.get('content-range')).toBe('schedule 0-2/3');
    const [now, rehearsal, concert] = res.body;
    expect(now).toMatchObject({ onNow: true, durationMinutes: 120, timeZone: 'Europe/Madrid' });
    expect(rehearsal).toMatchObject({ onNow: false, title: 'Ensayo abierto', endsAt: null });
    expect(concert.product).toMatchObject({
      id: product.id,
      slug: product.slug,
      type: 'broadcast',
      channel: { id: channel.id, slug: channel.slug },
    });
    expect(concert.product.url).toBeUndefined(); // the public view, never the content link
    expect(concert.sections).toEqual([
      expect.objectContaining({
        title: 'Introducción',
        durationMinutes: 10,
        startsAfterMinutes: 0,
        speaker: null,
      }),
      expect.objectContaining({
        title: 'Sinfonía',
        startsAfterMinutes: 10,
        speaker: { id: speaker.id, slug: speaker.slug, name: speaker.name },
      }),
      expect.objectContaining({ title: 'Entrevista', startsAfterMinutes: 80 }),
    ]);
    // By id too, paged, and latest first when asked.
    const paged = await schedule({ channel: String(channel.id) }, { range: [1, 1] });
    expect(paged.body).toHaveLength(1);
    expect(paged.body[0].id).toBe(rehearsal.id);
    expect(paged.headers.get('content-range')).toBe('schedule 1-1/3');
    const latest = await schedule({ channel: channel.slug }, { sort: ['startsAt', 'DESC'] });
    expect(sessionIds(latest)).toEqual([concert.id, rehearsal.id, now.id]);
    // From a later moment only the concert is still to come.
    expect(sessionIds(await schedule({ channel: channel.slug, from: inHours(30) }))).toEqual([concert.id]);
  });

  it('leaves out drafts, private products and banned channels', async () => {
    const { token, channel } = await producerWithChannel();
    const sessions = [{ startsAt: inHours(72), durationMinutes: 60 }];
    await createProduct(token, { channelId: channel.id, title: `Borrador ${uid()}`, sessions });
    await publishedProduct(token, channel.id, { title: `Privado ${uid()}`, status: 'private', sessions });
    const open = await publishedProduct(token, channel.id, { title: `Abierto ${uid()}`, sessions });
    const res = await schedule({ channel: channel.slug });
    expect(res.body.map((r: { product: { id: number } }) => r.product.id)).toEqual([open.id]);
    await setChannelStatus(channel.id, 'banned');
    expect((await schedule({ channel: channel.slug })).body).toEqual([]);
  });

  it('narrows to a category, and offers as filters only channels and categories with sessions to come', async () => {
    const { token, channel } = await producerWithChannel();
    const w = uid();
    const category = await Category.create({
      slug: `cat-${w}`,
      name: 'Categoría',
      translations: { en: { name: 'Category' } },
    });
    const unused = await Category.create({ slug: `unused-${w}`, name: 'Sin sesiones' });
    const inCategory = await publishedProduct(token, channel.id, {
      title: `Con categoría ${w}`,
      categoryIds: [category.id, unused.id],
      sessions: [{ startsAt: inHours(30), durationMinutes: 60 }],
    });
    await publishedProduct(token, channel.id, {
      title: `Sin categoría ${w}`,
      sessions: [{ startsAt: inHours(20), durationMinutes: 60 }],
    });
    const past = await producerWithChannel();
    await publishedProduct(past.token, past.channel.id, {
      title: `Pasado ${w}`,
      categoryIds: [unused.id],
      sessions: [{ startsAt: inHours(-30), durationMinutes: 60 }],
    });

    const narrowed = await schedule({ channel: channel.slug, category: category.slug });
    expect(narrowed.body.map((r: { product: { id: number } }) => r.product.id)).toEqual([inCategory.id]);
    expect((await schedule({ category: String(category.id) })).body).toHaveLength(1);

    const filters = await call('GET', '/api/schedule/filters', { lang: 'en' });
    expect(filters.status).toBe(200);
    const channelIds = filters.body.channels.map((c: { id: number }) => c.id);
    expect(channelIds).toContain(channel.id);
    expect(channelIds).not.toContain(past.channel.id);
    const offered = filters.body.categories.find((c: { id: number }) => c.id === category.id);
    expect(offered).toMatchObject({ slug: category.slug, localized: { name: 'Category' } });
    // The unused category only has sessions through the product that has one to come.
    expect(filters.body.categories.map((c: { id: number }) => c.id)).toContain(unused.id);
  });
});

describe('/api/schedule/{productSlug}/sections/{sectionId}', () => {
  it('answers a section of a public product with its speaker, the running order and the sessions to come', async () => {
    const { product, speaker } = await eventWithSchedule();
    const sections = (await call('GET', `/api/products/by-slug/${product.slug}`)).body.scheduleSections;
    const res = await call('GET', `/api/schedule/${product.slug}/sections/${sections[1].id}`, { lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.section).toMatchObject({
      id: sections[1].id,
      title: 'Sinfonía',
      durationMinutes: 70,
      startsAfterMinutes: 10,
      speaker: { id: speaker.id, slug: speaker.slug, localized: { title: 'Conductor' } },
    });
    expect(res.body.product).toMatchObject({ id: product.id, slug: product.slug });
    expect(res.body.sections.map((s: { title: string }) => s.title)).toEqual([
      'Introducción',
      'Sinfonía',
      'Entrevista',
    ]);
    // The session on now and the two to come; not the one that is over.
    expect(res.body.sessions).toHaveLength(3);
    expect(res.body.sessions[0].onNow).toBe(true);
  });

  it('is 404 for another product, a draft, a private product or a banned channel', async () => {
    const { token, channel, product } = await eventWithSchedule();
    const sections = (await call('GET', `/api/products/by-slug/${product.slug}`)).body.scheduleSections;
    const other = await publishedProduct(token, channel.id, { title: `Otro ${uid()}` });
    expectError(
      await call('GET', `/api/schedule/${other.slug}/sections/${sections[0].id}`),
      404,
      'NOT_FOUND',
    );
    expectError(await call('GET', `/api/schedule/no-such-${uid()}/sections/1`), 404, 'NOT_FOUND');
    for (const status of ['draft', 'private'] as const) {
      const hidden =
        status === 'draft'
          ? await createProduct(token, {
              channelId: channel.id,
              scheduleSections: [{ title: 'x', durationMinutes: 5 }],
            })
          : await publishedProduct(token, channel.id, {
              status,
              scheduleSections: [{ title: 'x', durationMinutes: 5 }],
            });
      const id = hidden.scheduleSections[0].id;
      expectError(
        await call('GET', `/api/schedule/${hidden.slug}/sections/${id}`, { token }),
        404,
        'NOT_FOUND',
      );
    }
    await setChannelStatus(channel.id, 'banned');
    expectError(
      await call('GET', `/api/schedule/${product.slug}/sections/${sections[0].id}`),
      404,
      'NOT_FOUND',
    );
  });

  it('makes a speaker who is only in a public running order public, with that product on their page', async () => {
    const { token, channel } = await producerWithChannel();
    // Not attached to a channel, and on no product's speaker list: not public yet.
    const speaker = await call('POST', '/api/speakers', {
      token,
      body: { name: `Solo ${uid()}`, tags: ['x'] },
    });
    expect((await call('GET', `/api/speakers/by-slug/${speaker.body.slug}`)).status).toBe(404);
    const product = await publishedProduct(token, channel.id, {
      scheduleSections: [{ title: 'Charla', durationMinutes: 30, speakerId: speaker.body.id }],
    });
    const page = await call('GET', `/api/speakers/by-slug/${speaker.body.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.products.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });
});
