import { describe, expect, it } from 'vitest';
import { expectError } from './helpers/assert.ts';
import { createProduct, producerWithChannel, publishedProduct } from './helpers/catalogue.ts';
import { call } from './helpers/client.ts';

const sessions = (productId: number) => `/api/products/${productId}/sessions`;

describe('product sessions: params', () => {
  it('needs one start, in CET (startsAtLocal) or with an offset (startsAt), naming the field', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await createProduct(token, { channelId: channel.id, multiDate: true });
    const bad = async (body: object, field: string) =>
      expectError(await call('POST', sessions(product.id), { token, body }), 422, 'VALIDATION_ERROR', field);
    await bad({}, 'startsAtLocal');
    await bad({ startsAtLocal: '31/12/2030 21:00' }, 'startsAtLocal');
    await bad({ startsAtLocal: '2030-02-30T21:00' }, 'startsAtLocal');
    await bad({ startsAtLocal: '2030-12-31T24:00' }, 'startsAtLocal');
    await bad({ startsAt: '2030-12-31T21:00' }, 'startsAt'); // an instant needs its offset
    await bad({ startsAtLocal: '2030-12-31T21:00', startsAt: '2030-12-31T21:00:00Z' }, 'startsAtLocal');
    await bad({ startsAtLocal: '2030-12-31T21:00', durationMinutes: 0 }, 'durationMinutes');
    await bad({ startsAtLocal: '2030-12-31T21:00', capacity: -1 }, 'capacity');
    // 02:30 on the last Sunday of March does not exist in Madrid (clocks jump from 02:00 to 03:00).
    const gap = await call('POST', sessions(product.id), {
      token,
      body: { startsAtLocal: '2030-03-31T02:30' },
      lang: 'en',
    });
    expectError(gap, 422, 'VALIDATION_ERROR', 'startsAtLocal');
    expect(gap.body.error.fields[0].message).toBe(
      'this date and time does not exist in Central European time',
    );
    expectError(
      await call('PUT', `${sessions(product.id)}/abc`, { token, body: {} }),
      400,
      'INVALID_PARAMETER',
      'sessionId',
    );
  });

  it('answers 404 for a session of another product', async () => {
    const { token, channel } = await producerWithChannel();
    const a = await createProduct(token, { channelId: channel.id });
    const b = await createProduct(token, { channelId: channel.id });
    const created = await call('POST', sessions(a.id), {
      token,
      body: { startsAtLocal: '2030-01-10T20:00' },
    });
    expectError(
      await call('PUT', `${sessions(b.id)}/${created.body.id}`, { token, body: { title: 'x' } }),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', `${sessions(b.id)}/${created.body.id}`, { token }), 404, 'NOT_FOUND');
  });
});

describe('product sessions: Central European time', () => {
  it('converts wall times in Madrid to UTC, daylight saving time included', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await createProduct(token, { channelId: channel.id, multiDate: true });
    const cases: [string, string][] = [
      ['2026-12-31T21:00', '2026-12-31T20:00:00.000Z'], // winter: UTC+1
      ['2030-07-15T21:00', '2030-07-15T19:00:00.000Z'], // summer: UTC+2
      ['2030-03-31T01:59', '2030-03-31T00:59:00.000Z'], // just before the spring jump
      ['2030-03-31T03:00', '2030-03-31T01:00:00.000Z'], // just after it
      ['2030-10-27T02:30', '2030-10-27T00:30:00.000Z'], // the autumn hour that happens twice: the first one
      ['2030-10-27T03:30', '2030-10-27T02:30:00.000Z'],
    ];
    for (const [local, utc] of cases) {
      const res = await call('POST', sessions(product.id), { token, body: { startsAtLocal: local } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ startsAt: utc, startsAtLocal: local, timeZone: 'Europe/Madrid' });
    }
    const offset = await call('POST', sessions(product.id), {
      token,
      body: { startsAt: '2030-12-31T21:00:00+01:00', title: 'Nochevieja' },
    });
    expect(offset.body).toMatchObject({
      startsAt: '2030-12-31T20:00:00.000Z',
      startsAtLocal: '2030-12-31T21:00',
    });
    const listed = await call('GET', sessions(product.id), { token });
    expect(listed.headers.get('content-range')).toBe(`sessions 0-${cases.length}/${cases.length + 1}`);
    const starts = listed.body.map((s: { startsAt: string }) => s.startsAt);
    expect(starts).toEqual([...starts].sort());
  });
});

describe('product sessions: behaviour', () => {
  it('edits and deletes sessions of a draft product', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await createProduct(token, { channelId: channel.id, multiDate: true });
    const created = await call('POST', sessions(product.id), {
      token,
      body: { startsAtLocal: '2030-01-10T20:00' },
    });
    const path = `${sessions(product.id)}/${created.body.id}`;
    const edited = await call('PUT', path, {
      token,
      body: { ...created.body, startsAtLocal: '2030-01-11T20:30', capacity: 50 }, // the old startsAt comes back too
    });
    expect(edited.body).toMatchObject({ startsAt: '2030-01-11T19:30:00.000Z', capacity: 50 });
    expect((await call('DELETE', path, { token })).status).toBe(200);
    expect((await call('GET', sessions(product.id), { token })).body).toEqual([]);
  });

  it('fixes saved sessions once the product is published: only new ones can be added', async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id, {
      multiDate: true,
      sessions: [{ startsAtLocal: '2030-02-01T20:00' }],
    });
    const path = `${sessions(product.id)}/${product.sessions[0].id}`;
    const res = await call('PUT', path, { token, body: { startsAtLocal: '2030-02-02T20:00' }, lang: 'en' });
    expectError(res, 409, 'SESSION_PUBLISHED_LOCKED');
    expect(res.body.error.message).toMatch(/cannot be edited or deleted/);
    expectError(await call('DELETE', path, { token }), 409, 'SESSION_PUBLISHED_LOCKED');
    const added = await call('POST', sessions(product.id), {
      token,
      body: { startsAtLocal: '2030-02-03T20:00' },
    });
    expect(added.status).toBe(201);
    expectError(
      await call('DELETE', `${sessions(product.id)}/${added.body.id}`, { token }),
      409,
      'SESSION_PUBLISHED_LOCKED',
    );
    // Anyone may read the dates of a public product.
    expect((await call('GET', sessions(product.id))).body).toHaveLength(2);
  });

  it('hides the sessions of a draft product from the public', async () => {
    const { token, channel } = await producerWithChannel();
    const draft = await createProduct(token, { channelId: channel.id });
    expectError(await call('GET', sessions(draft.id)), 404, 'NOT_FOUND');
  });
});
