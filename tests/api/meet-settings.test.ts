import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setVideoRooms, videoRooms } from '../../api/src/meetings/providers/index.ts';
import { loadVideoRooms } from '../../api/src/meetings/services/provider.ts';
import { Setting } from '../../models/index.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { createChannel, createProduct, quickUser } from './helpers/commerce.ts';
import { type HmsStandin, startHmsStandin } from './helpers/hms-standin.ts';

/**
 * Issue 22: the meetings' video provider (100ms) configured by an administrator in the console
 * (GET/PUT /api/config/modules/meetings) instead of the HMS_* environment (the test environment sets
 * none). The real provider is built from the saved settings and runs against the local stand-in of
 * 100ms's REST API (helpers/hms-standin.ts). The secrets are write-only: no answer ever carries them.
 */

const PATH = '/api/config/modules/meetings';
let standin: HmsStandin;
let adminToken = '';
const WEBHOOK_SECRET = 'a-webhook-secret-of-32-characters';

beforeAll(async () => {
  // The deployment's provider (no test override): environment (none here), else the settings.
  setVideoRooms(undefined);
  standin = await startHmsStandin({ roles: ['host', 'guest'] });
  adminToken = (await quickUser('ADMIN')).token;
});
afterAll(async () => {
  await Setting.destroy({ where: { key: 'meetings' } });
  await loadVideoRooms();
  await standin.close();
});

const put = (body: unknown, lang?: string, token = adminToken) => call('PUT', PATH, { token, body, lang });
const get = (token = adminToken) => call('GET', PATH, { token });

/** A meet product with its organizer and one ticket holder. */
async function meet() {
  const owner = await quickUser('PRODUCER');
  const product = await createProduct(await createChannel(owner.user), { type: 'meet', title: 'Reunión' });
  const holder = await quickUser();
  const { ProductAccess } = await import('../../models/index.ts');
  await ProductAccess.create({ userId: holder.user.id, productId: product.id, source: 'admin' });
  return { owner, product, holder };
}
const start = (token: string, id: number, lang?: string) =>
  call('POST', `/api/products/${id}/meet/start`, { token, lang });
const join = (token: string, id: number) => call('POST', `/api/products/${id}/meet/join`, { token });

describe('the meetings settings page (admin)', () => {
  it('makes meetings work from the keys an admin saves, and never answers the secrets', async () => {
    // Nothing configured yet: the organizer is told where to configure meetings.
    await Setting.destroy({ where: { key: 'meetings' } });
    await loadVideoRooms();
    const first = await meet();
    const refused = await start(first.owner.token, first.product.id, 'en');
    expectError(refused, 503, 'MEET_NOT_CONFIGURED');
    expect(refused.body.error.message).toContain('Modules → Meetings');
    const blank = await get();
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({
      accessKey: '',
      templateId: '',
      apiUrl: 'https://api.100ms.live/v2',
      hostRole: 'host',
      guestRole: 'guest',
      secretSet: false,
      webhookSecretSet: false,
      source: 'none',
    });

    const saved = await put({
      accessKey: standin.accessKey,
      secret: standin.secret,
      templateId: standin.templateId,
      apiUrl: standin.url,
      subdomain: 'platea-settings',
      webhookSecret: WEBHOOK_SECRET,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      accessKey: standin.accessKey,
      templateId: standin.templateId,
      apiUrl: standin.url,
      subdomain: 'platea-settings',
      secretSet: true,
      webhookSecretSet: true,
      source: 'settings',
    });
    for (const answer of [saved, await get()]) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(standin.secret);
      expect(text).not.toContain(WEBHOOK_SECRET);
      expect(answer.body).not.toHaveProperty('secret');
      expect(answer.body).not.toHaveProperty('webhookSecret');
    }

    // The organizer starts the meet on the stand-in, and the ticket holder enters as a guest.
    const opened = await start(first.owner.token, first.product.id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ state: 'open', provider: '100ms' });
    const guest = await join(first.holder.token, first.product.id);
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    expect(guest.body.role).toBe('guest');
    expect(guest.body.roomUrl).toMatch(/^https:\/\/platea-settings\.app\.100ms\.live\/meeting\//);
    const room = [...standin.rooms.values()].find((r) => r.codes.some((c) => c.code === guest.body.roomCode));
    expect(room?.enabled).toBe(true);

    // 100ms's webhook is taken with the saved secret, refused without it.
    const event = standin.event('peer.join.success', { room_id: room?.id, peer_id: 'p1', role: 'guest' });
    const post = (secret: string) =>
      call('POST', '/api/meetings/webhooks/hms', {
        raw: JSON.stringify(event),
        headers: { 'x-platea-webhook-secret': secret },
      });
    expectError(await post('not-the-saved-secret'), 401, 'MEET_WEBHOOK_REFUSED');
    expect((await post(WEBHOOK_SECRET)).status).toBe(200);
  });

  it('keeps a secret left out, one provider per configuration, and clearing the secret turns meetings off', async () => {
    expect(
      (
        await put({
          accessKey: standin.accessKey,
          secret: standin.secret,
          templateId: standin.templateId,
          apiUrl: standin.url,
          subdomain: '',
        })
      ).status,
    ).toBe(200);
    const provider = videoRooms();
    expect(provider?.name).toBe('100ms');
    expect(videoRooms()).toBe(provider); // no rebuild per call: its management token is reused

    // Saving without the secrets keeps them (and the same configuration, the same provider); a changed
    // field makes a new provider of the new configuration.
    const kept = await put({ hostRole: 'host', guestRole: 'guest' });
    expect(kept.body).toMatchObject({ secretSet: true, webhookSecretSet: true, source: 'settings' });
    expect(videoRooms()).toBe(provider);
    const changed = await put({ subdomain: 'platea-other' });
    expect(changed.body).toMatchObject({ secretSet: true, subdomain: 'platea-other' });
    expect(videoRooms()).not.toBe(provider);
    expect(videoRooms()?.name).toBe('100ms');
    const m = await meet();
    expect((await start(m.owner.token, m.product.id)).status).toBe(200);

    // null removes the webhook secret; '' removes the secret: meetings are no longer configured.
    expect((await put({ webhookSecret: null })).body.webhookSecretSet).toBe(false);
    const cleared = await put({ secret: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ secretSet: false, source: 'none', accessKey: standin.accessKey });
    expect(videoRooms()).toBeNull();
    const other = await meet();
    const refused = await start(other.owner.token, other.product.id, 'es');
    expectError(refused, 503, 'MEET_NOT_CONFIGURED');
    expect(refused.body.error.message).toContain('Módulos → Reuniones');
    const viewer = await join(m.holder.token, m.product.id);
    expectError(viewer, 503, 'MEET_UNAVAILABLE');
  });

  it('follows a change made by another process (heard through the database)', async () => {
    await put({ secret: standin.secret });
    expect(videoRooms()?.name).toBe('100ms');
    // Another process's write: only the database's NOTIFY tells this one.
    const row = await Setting.findByPk('meetings');
    await Setting.update(
      { value: { ...(row?.value as object), secret: null } },
      { where: { key: 'meetings' } },
    );
    await vi.waitFor(() => expect(videoRooms()).toBeNull(), { timeout: 5000 });
    await Setting.update(
      { value: { ...(row?.value as object), secret: standin.secret } },
      { where: { key: 'meetings' } },
    );
    await vi.waitFor(() => expect(videoRooms()?.name).toBe('100ms'), { timeout: 5000 });
  });

  it('is the administrator’s only', async () => {
    expectError(await call('GET', PATH), 401, 'AUTH_REQUIRED');
    const producer = await quickUser('PRODUCER');
    expectError(await get(producer.token), 403, 'FORBIDDEN');
    expectError(await put({ accessKey: 'x' }, 'en', producer.token), 403, 'FORBIDDEN');
  });

  it('refuses a bad address, subdomain or short webhook secret with a message in the admin’s language', async () => {
    const before = (await get()).body;
    for (const apiUrl of ['javascript:alert(1)', 'ftp://api.100ms.live/v2', 'api.100ms.live']) {
      const res = await put({ apiUrl }, 'es');
      expectError(res, 422, 'VALIDATION_ERROR', 'apiUrl');
      expect(JSON.stringify(res.body.error)).toContain('https://');
    }
    const url = await put({ apiUrl: 'nope' }, 'en');
    expect(url.body.error.fields).toContainEqual({
      field: 'apiUrl',
      message: 'must be an address starting with https:// (or http://)',
    });
    const short = await put({ webhookSecret: 'short' }, 'pt');
    expectError(short, 422, 'VALIDATION_ERROR', 'webhookSecret');
    expect(JSON.stringify(short.body.error)).toContain('16');
    expectError(await put({ subdomain: 'no spaces' }, 'en'), 422, 'VALIDATION_ERROR', 'subdomain');
    expectError(await put({ hostRole: '' }, 'en'), 422, 'VALIDATION_ERROR', 'hostRole');
    expect((await get()).body).toEqual(before);
  });
});
