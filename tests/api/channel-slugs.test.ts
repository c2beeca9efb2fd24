import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { createChannel, producer, uid } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';

describe('/api/channels: slugs', () => {
  it('generates the slug from the title and appends -2, -3 on conflict', async () => {
    const { token } = await producer();
    const title = `Canción Única ${uid()}!`;
    const first = await createChannel(token, { title });
    const second = await createChannel(token, { title });
    const third = await createChannel(token, { title });
    expect(first.slug).toMatch(/^cancion-unica-[a-z0-9]+$/);
    expect(second.slug).toBe(`${first.slug}-2`);
    expect(third.slug).toBe(`${first.slug}-3`);
    const symbols = await createChannel(token, { title: '¡¡¡!!!' });
    expect(symbols.slug).toMatch(/^channel(-\d+)?$/);
  });

  it('refuses an explicit slug that exists with 409 SLUG_EXISTS on the field', async () => {
    const { token } = await producer();
    const slug = `mi-canal-${uid()}`;
    await createChannel(token, { slug });
    expectError(
      await call('POST', '/api/channels', { token, body: { title: 'x', slug } }),
      409,
      'SLUG_EXISTS',
      'slug',
    );
    const other = await createChannel(token);
    expectError(
      await call('PUT', `/api/channels/${other.id}`, { token, body: { slug } }),
      409,
      'SLUG_EXISTS',
      'slug',
    );
  });

  it('gives 30 concurrent channels with the same title 30 distinct slugs', async () => {
    const { token } = await producer();
    const title = `Concurrent ${uid()}`;
    const results = await Promise.all(
      Array.from({ length: 30 }, () => call('POST', '/api/channels', { token, body: { title } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const slugs = results.map((r) => r.body.slug as string);
    expect(new Set(slugs).size).toBe(30);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
