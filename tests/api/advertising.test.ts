import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../../api/src/analytics/services/period.ts';
import { AdBanner } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { list, producerWithChannel, publishedProduct } from './helpers/catalogue.ts';
import { app, call } from './helpers/client.ts';
import { switchModules } from './helpers/settings.ts';
import { signedIn } from './helpers/users.ts';

/** A browser's user agent: crawlers and scripts (no user agent) are followed but never counted. */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
// A real 1×1 PNG and a GIF (not allowed): their bytes, whatever their names say.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let admin: Awaited<ReturnType<typeof signedIn>>;
let image: string;

async function upload(bytes: Buffer, filename: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), filename);
  const res = await app.request('/api/images', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return { status: res.status, body: await res.json() };
}

const columns = (n: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: n }, (_, i) => ({
    url: image,
    link: `https://sponsor.example/${i}`,
    alt: `Sponsor ${i}`,
    ...extra,
  }));

async function createBanner(body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/ads/banners', {
    token: admin.token,
    body: { name: 'Spring', images: columns(3), displayArea: 'home', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const show = (query: string) => call('GET', `/api/ads/show?${query}`);
const clickOf = (href: string) => call('GET', href, { headers: BROWSER });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

beforeAll(async () => {
  await switchModules({ advertising: true });
  admin = await signedIn('ADMIN');
  const up = await upload(PNG, 'sponsor.png');
  expect(up.status).toBe(201);
  image = up.body.url;
});
afterAll(() => switchModules({ advertising: false }));

describe('the advertising switch', () => {
  it('off: every /api/ads route is 404, the banner is not served; on: they answer again', async () => {
    const banner = await createBanner({ displayArea: 'player' });
    await switchModules({ advertising: false });
    expectError(await call('GET', '/api/ads/banners', { token: admin.token }), 404, 'SERVER_ERROR_NOT_FOUND');
    expectError(await show('area=player'), 404, 'SERVER_ERROR_NOT_FOUND');
    expectError(
      await call('POST', '/api/ads/banners', {
        token: admin.token,
        body: { images: columns(1), displayArea: 'home' },
      }),
      404,
      'SERVER_ERROR_NOT_FOUND',
    );
    await switchModules({ advertising: true });
    expect((await call('GET', `/api/ads/banners/${banner.id}`, { token: admin.token })).status).toBe(200);
    expect((await show('area=player')).body.banner.id).toBe(banner.id);
    await AdBanner.destroy({ where: { id: banner.id } });
  });

  it('is for admins only', async () => {
    const { token } = await signedIn('PRODUCER');
    expectError(await call('GET', '/api/ads/banners', { token }), 403, 'FORBIDDEN');
    expectError(await call('GET', '/api/ads/banners'), 401, 'AUTH_REQUIRED');
    const res = await call('POST', '/api/ads/banners', {
      token,
      body: { images: columns(1), displayArea: 'home' },
    });
    expectError(res, 403, 'FORBIDDEN');
  });
});

describe('/api/ads/banners: create, list, edit, delete', () => {
  it('creates a banner of 3 columns with each image size read from its bytes, lists it, edits it, deletes it', async () => {
    const created = await createBanner({ displayArea: 'course' });
    expect(created).toMatchObject({
      name: 'Spring',
      columns: 3,
      displayArea: 'course',
      active: true,
      impressions: 0,
      clicks: 0,
      ctr: 0,
      productIds: [],
      channelIds: [],
    });
    expect(created.images[0]).toEqual({
      url: image,
      link: 'https://sponsor.example/0',
      alt: 'Sponsor 0',
      width: 1,
      height: 1,
    });

    const listed = await list(
      '/api/ads/banners',
      { filter: { displayArea: 'course' } },
      { token: admin.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.map((b: { id: number }) => b.id)).toContain(created.id);

    const edited = await call('PUT', `/api/ads/banners/${created.id}`, {
      token: admin.token,
      body: { ...created, name: 'Summer', images: columns(6), active: false },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Summer', columns: 6, active: false });

    const gone = await call('DELETE', `/api/ads/banners/${created.id}`, { token: admin.token });
    expect(gone.status).toBe(200);
    expectError(
      await call('GET', `/api/ads/banners/${created.id}`, { token: admin.token }),
      404,
      'AD_BANNER_NOT_FOUND',
    );
  });

  it('serves the area its showing banner only: inactive or outside its dates it is not shown', async () => {
    expect((await show('area=channel')).body).toEqual({ banner: null });
    const later = await createBanner({ displayArea: 'channel', startsAt: inAnHour() });
    const over = await createBanner({
      displayArea: 'channel',
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: anHourAgo(),
    });
    const off = await createBanner({ displayArea: 'channel', active: false });
    expect((await show('area=channel')).body).toEqual({ banner: null });
    const now = await createBanner({ displayArea: 'channel', startsAt: anHourAgo(), endsAt: inAnHour() });
    const served = (await show('area=channel')).body.banner;
    expect(served.id).toBe(now.id);
    expect(served.columns).toHaveLength(3);
    expect(served.columns[1]).toMatchObject({ src: image, alt: 'Sponsor 1', width: 1, height: 1 });
    // The page never carries the stored link, only the signed redirect to it.
    expect(served.columns[1].href).toMatch(new RegExp(`^/api/ads/click/${now.id}/1/[A-Za-z0-9_-]{22}$`));
    expect(served.beacon).toBe(`/api/ads/seen/${now.id}.gif`);
    for (const b of [later, over, off, now]) await AdBanner.destroy({ where: { id: b.id } });
  });

  it("shows a product's own banner on its page, else its channel's, else the area's; a channel's own on its page", async () => {
    const { token, channel } = await producerWithChannel();
    const product = await publishedProduct(token, channel.id);
    const other = await publishedProduct(token, channel.id);
    const area = await createBanner({ displayArea: 'product' });
    const own = await createBanner({ displayArea: 'home', active: true, productIds: [product.id] });
    const ofChannel = await createBanner({ displayArea: 'home', channelIds: [channel.id] });
    expect(own.productIds).toEqual([product.id]);
    expect(ofChannel.channelIds).toEqual([channel.id]);

    expect((await show(`area=product&productId=${product.id}`)).body.banner.id).toBe(own.id);
    expect((await show(`area=product&productId=${other.id}`)).body.banner.id).toBe(ofChannel.id);
    expect((await show(`area=channel&channelId=${channel.id}`)).body.banner.id).toBe(ofChannel.id);

    // The channel stops carrying it: its products fall back to the area's banner.
    await call('PUT', `/api/ads/banners/${ofChannel.id}`, { token: admin.token, body: { channelIds: [] } });
    expect((await show(`area=product&productId=${other.id}`)).body.banner.id).toBe(area.id);
    // An own banner switched off is not shown either.
    await call('PUT', `/api/ads/banners/${own.id}`, { token: admin.token, body: { active: false } });
    expect((await show(`area=product&productId=${product.id}`)).body.banner.id).toBe(area.id);
    for (const b of [area, own, ofChannel]) await AdBanner.destroy({ where: { id: b.id } });
  });
});

describe('the rules: refused with a clear message, nothing saved', () => {
  const refused = async (
    body: Record<string, unknown>,
    status: number,
    code: string,
    field: string,
    lang = 'en',
  ) => {
    const before = await AdBanner.count();
    const res = await call('POST', '/api/ads/banners', {
      token: admin.token,
      lang,
      body: { images: columns(2), displayArea: 'home', ...body },
    });
    expectError(res, status, code, field);
    expect(await AdBanner.count()).toBe(before);
    return res.body.error;
  };

  it('refuses 7 columns with the spec rule, in the user language, and a change to 7 leaves the banner as it was', async () => {
    const en = await refused({ images: columns(7) }, 422, 'VALIDATION_ERROR', 'images');
    expect(en.fields[0].message).toMatch(/at most 6/);
    const es = await refused({ images: columns(7) }, 422, 'VALIDATION_ERROR', 'images', 'es');
    expect(es.fields[0].message).toMatch(/máximo 6/);
    const pt = await refused({ images: columns(7) }, 422, 'VALIDATION_ERROR', 'images', 'pt');
    expect(pt.fields[0].message).toMatch(/máximo 6/);
    await refused({ images: [] }, 422, 'VALIDATION_ERROR', 'images');

    const banner = await createBanner({ displayArea: 'player', active: false });
    const res = await call('PUT', `/api/ads/banners/${banner.id}`, {
      token: admin.token,
      body: { name: 'Changed', images: columns(7) },
    });
    expectError(res, 422, 'VALIDATION_ERROR', 'images');
    const kept = await call('GET', `/api/ads/banners/${banner.id}`, { token: admin.token });
    expect(kept.body).toMatchObject({ name: 'Spring', columns: 3 });
    // The database holds the rule too (migrations 0002 and 0041).
    await expect(AdBanner.update({ columns: 7 }, { where: { id: banner.id } })).rejects.toThrow();
    await AdBanner.destroy({ where: { id: banner.id } });
  });

  it('refuses an image that is not a JPG or PNG uploaded here', async () => {
    const gif = await upload(GIF, 'fake.png');
    expect(gif.status).toBe(415);
    expect(gif.body.error.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const es = await refused(
      { images: columns(1, { url: '/images/demo/logo.svg' }) },
      422,
      'VALIDATION_ERROR',
      'images.0.url',
      'es',
    );
    expect(es.fields[0].message).toMatch(/JPG o PNG/);
    await refused(
      { images: columns(1, { url: 'https://elsewhere.example/a.png' }) },
      422,
      'VALIDATION_ERROR',
      'images.0.url',
    );
    // The name of an upload that is not there (names come from the bytes: a GIF is never stored as .png).
    const missing = [
      ...columns(1),
      { url: '/media/images/AAAAAAAAAAAAAAAAAAAAAA.png', link: 'https://a.example', alt: 'x' },
    ];
    await refused({ images: missing }, 422, 'AD_IMAGE_NOT_ALLOWED', 'images.1.url');
  });

  it('refuses a link that is not http(s), a missing alt text, an unknown area, dates out of order', async () => {
    for (const link of [
      'javascript:alert(1)',
      'ftp://files.example/x',
      '/channels/x',
      '//evil.example',
      'data:text/html,hi',
    ]) {
      const err = await refused(
        { images: columns(1, { link }) },
        422,
        'VALIDATION_ERROR',
        'images.0.link',
        'pt',
      );
      expect(err.fields[0].message).toMatch(/http:\/\/ ou https:\/\//);
    }
    await refused({ images: columns(1, { alt: ' ' }) }, 422, 'VALIDATION_ERROR', 'images.0.alt');
    await refused({ displayArea: 'sidebar' }, 422, 'VALIDATION_ERROR', 'displayArea');
    await refused({ startsAt: inAnHour(), endsAt: anHourAgo() }, 422, 'VALIDATION_ERROR', 'endsAt');
    await refused({ productIds: [2_000_000_000] }, 422, 'REFERENCE_NOT_FOUND', 'productIds');
  });
});

describe('impressions and clicks', () => {
  it('counts 20 concurrent clicks exactly, and impressions from the beacon; crawlers are followed, not counted', async () => {
    const banner = await createBanner({ displayArea: 'player', active: false });
    await call('PUT', `/api/ads/banners/${banner.id}`, { token: admin.token, body: { active: true } });
    const served = (await show('area=player')).body.banner;
    expect(served.id).toBe(banner.id);

    const clicks = await Promise.all(Array.from({ length: 20 }, () => clickOf(served.columns[2].href)));
    for (const res of clicks) {
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://sponsor.example/2');
    }
    const beacons = await Promise.all(
      Array.from({ length: 20 }, () => call('GET', served.beacon, { headers: BROWSER })),
    );
    for (const res of beacons) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/gif');
    }
    const bot = await call('GET', served.columns[0].href, { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(bot.status).toBe(302);
    await call('GET', served.beacon);

    const counted = await call('GET', `/api/ads/banners/${banner.id}`, { token: admin.token });
    expect(counted.body).toMatchObject({ impressions: 20, clicks: 20, ctr: 1 });
    const listed = await list('/api/ads/banners', { filter: { id: banner.id } }, { token: admin.token });
    expect(listed.body[0]).toMatchObject({ impressions: 20, clicks: 20 });

    // The same 20 clicks and 20 impressions are today's (Madrid) row of the banner's daily series.
    const series = await call('GET', `/api/ads/banners/${banner.id}/days`, { token: admin.token });
    expect(series.status, JSON.stringify(series.body)).toBe(200);
    const today = madridToday();
    expect(series.body.to).toBe(today);
    expect(series.body.days.at(-1)).toEqual({ day: today, impressions: 20, clicks: 20 });
    await AdBanner.destroy({ where: { id: banner.id } });
  });

  it("answers a banner's last 30 days, oldest first, days without counts as zeros; for admins only", async () => {
    const banner = await createBanner({ displayArea: 'course', active: false });
    await AdBanner.sequelize?.query(
      `INSERT INTO ad_banner_days (banner_id, day, impressions, clicks) VALUES
         (:id, CAST(now() AT TIME ZONE 'Europe/Madrid' AS date) - 3, 7, 2),
         (:id, CAST(now() AT TIME ZONE 'Europe/Madrid' AS date) - 40, 99, 99)`,
      { replacements: { id: banner.id } },
    );
    const res = await call('GET', `/api/ads/banners/${banner.id}/days`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const days: { day: string; impressions: number; clicks: number }[] = res.body.days;
    expect(days).toHaveLength(30);
    expect(res.body).toMatchObject({ bannerId: banner.id, from: days[0].day, to: madridToday() });
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    expect(new Set(days.map((d) => d.day)).size).toBe(30);
    // Only the day 3 days ago has counts; the one 40 days ago is outside the series.
    expect(days.filter((d) => d.impressions || d.clicks)).toEqual([
      { day: days[26].day, impressions: 7, clicks: 2 },
    ]);
    // The banner's totals count its whole life.
    const whole = await call('GET', `/api/ads/banners/${banner.id}`, { token: admin.token });
    expect(whole.body).toMatchObject({ impressions: 106, clicks: 101 });

    const { token } = await signedIn('PRODUCER');
    expectError(await call('GET', `/api/ads/banners/${banner.id}/days`, { token }), 403, 'FORBIDDEN');
    expectError(await call('GET', `/api/ads/banners/${banner.id}/days`), 401, 'AUTH_REQUIRED');
    await AdBanner.destroy({ where: { id: banner.id } });
    expectError(
      await call('GET', `/api/ads/banners/${banner.id}/days`, { token: admin.token }),
      404,
      'AD_BANNER_NOT_FOUND',
    );
  });

  it('redirects only to the stored link: a tampered signature, another column or banner is a 404 page, never a redirect', async () => {
    const banner = await createBanner({ displayArea: 'course', active: false });
    const other = await createBanner({ displayArea: 'course', active: false });
    await call('PUT', `/api/ads/banners/${banner.id}`, { token: admin.token, body: { active: true } });
    const href: string = (await show('area=course')).body.banner.columns[0].href;
    const sig = href.split('/').pop() as string;
    const tampered = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    for (const path of [
      `/api/ads/click/${banner.id}/0/${tampered}`,
      `/api/ads/click/${banner.id}/1/${sig}`,
      `/api/ads/click/${other.id}/0/${sig}`,
      `/api/ads/click/${banner.id}/0/x?to=https://evil.example`,
      `/api/ads/click/${banner.id}/0/`,
      `/api/ads/click/${banner.id}/9/${sig}`,
      `/api/ads/click/0/0/${sig}`,
    ]) {
      const res = await clickOf(path);
      expect([403, 404], path).toContain(res.status);
      expect(res.headers.get('location'), path).toBeNull();
    }
    // Edited, the same link follows the banner's new stored link: the address was never in the URL.
    const edited = await call('PUT', `/api/ads/banners/${banner.id}`, {
      token: admin.token,
      body: { images: columns(1, { link: 'https://new.example/' }) },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const res = await clickOf(href);
    expect(res.status, JSON.stringify(res.body)).toBe(302);
    expect(res.headers.get('location')).toBe('https://new.example/');
    const counted = await call('GET', `/api/ads/banners/${banner.id}`, { token: admin.token });
    expect(counted.body.clicks).toBe(1);
    for (const b of [banner, other]) await AdBanner.destroy({ where: { id: b.id } });
  });
});
