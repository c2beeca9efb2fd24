import { QueryTypes } from 'sequelize';
import { afterAll, describe, expect, it } from 'vitest';
import { User } from '../../models/index.ts';
import { call } from './helpers/client.ts';
import { signedIn } from './helpers/users.ts';

const sql = (q: string, replacements: Record<string, unknown> = {}) =>
  User.sequelize?.query<{ id: number }>(q, { replacements, type: QueryTypes.SELECT }) ?? Promise.resolve([]);

describe('GET /api/home resolves the configured sections', () => {
  let saved: unknown;

  afterAll(async () => {
    const admin = await signedIn('ADMIN');
    if (saved) await call('PUT', '/api/config/theme/home', { token: admin.token, body: saved });
  });

  it('shows published items in the configured order, in the request language, and hides drafts', async () => {
    const admin = await signedIn('ADMIN');
    const producer = await signedIn('PRODUCER');
    saved = (await call('GET', '/api/config/theme/home')).body;
    const tag = Math.random().toString(36).slice(2, 8);
    const [channel] = await sql(
      `INSERT INTO channels (user_id, title, slug, status, translations)
       VALUES (:owner, 'Canal de prueba', :slug, 'published', '{"en":{"title":"Test channel"}}') RETURNING id`,
      { owner: producer.user.id, slug: `canal-${tag}` },
    );
    const insertProduct = (title: string, status: string, en: string) =>
      sql(
        `INSERT INTO products (channel_id, type, plan, status, title, slug, net_price, tax, total_price, translations)
         VALUES (:channel, 'vod', 'free', :status, :title, :slug, 0, 0, 0, :tr) RETURNING id`,
        {
          channel: channel.id,
          status,
          title,
          slug: `${status}-${tag}`,
          tr: JSON.stringify({ en: { title: en } }),
        },
      );
    const [published] = await insertProduct('Concierto acústico', 'published', 'Acoustic concert');
    const [draft] = await insertProduct('Borrador', 'draft', 'Draft');

    const put = await call('PUT', '/api/config/theme/home', {
      token: admin.token,
      body: {
        sections: [
          {
            id: 's1',
            type: 'productSlider',
            title: { es: 'Destacados', en: 'Highlights' },
            ids: [draft.id, published.id],
          },
          { id: 's2', type: 'featuredChannel', itemId: channel.id },
          {
            id: 's3',
            type: 'cta',
            title: { es: 'Únete' },
            buttonText: { es: 'Entrar', en: 'Join' },
            buttonLink: '/logup',
          },
        ],
      },
    });
    expect(put.status).toBe(200);

    const es = await call('GET', '/api/home');
    expect(es.status).toBe(200);
    expect(es.body.sections.map((s: { type: string }) => s.type)).toEqual([
      'productSlider',
      'featuredChannel',
      'cta',
    ]);
    expect(es.body.sections[0].title).toBe('Destacados');
    expect(es.body.sections[0].items.map((i: { title: string }) => i.title)).toEqual(['Concierto acústico']);
    expect(es.body.sections[1].items[0]).toMatchObject({
      kind: 'channel',
      title: 'Canal de prueba',
      slug: `canal-${tag}`,
    });

    const en = await call('GET', '/api/home', { lang: 'en' });
    expect(en.body.sections[0].title).toBe('Highlights');
    expect(en.body.sections[0].items[0].title).toBe('Acoustic concert');
    expect(en.body.sections[1].items[0].title).toBe('Test channel');
    // A text missing in English falls back to Spanish.
    expect(en.body.sections[2].title).toBe('Únete');
    expect(en.body.sections[2].buttonText).toBe('Join');
  });
});
