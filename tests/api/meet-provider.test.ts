import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHmsRooms } from '../../api/src/meetings/providers/hms.ts';
import { hmsConfigFrom, videoRooms } from '../../api/src/meetings/providers/index.ts';
import {
  type RoomEvent,
  RoomProviderError,
  RoomWebhookRefused,
  type VideoRooms,
} from '../../api/src/meetings/providers/types.ts';
import { type HmsStandin, StandinRefused, startHmsStandin } from './helpers/hms-standin.ts';

/**
 * Issue 22, the provider: the contract of VideoRooms, run by the real 100ms provider (hms.ts) against the
 * local stand-in of 100ms's REST API (helpers/hms-standin.ts), as storage.test.ts runs S3 against s3rver.
 * What the meetings service may rely on: a room nobody enters until opened, credentials per role, a close
 * that shuts every way in and ends the session, the peers, verified webhooks, and an outage that is
 * always a RoomProviderError.
 */
let standin: HmsStandin;
let rooms: VideoRooms;
let receiver: Server;
let webhookUrl: string;
/** What the receiver made of each webhook: the event, or the refusal. */
const received: Array<RoomEvent | 'refused'> = [];

beforeAll(async () => {
  standin = await startHmsStandin();
  rooms = createHmsRooms(standin.config({ timeoutMs: 400 }));
  // A receiver of 100ms's webhooks: a real HTTP request becomes the Request readEvent verifies.
  receiver = createServer(
    getRequestListener(async (request) => {
      try {
        const event = await rooms.readEvent(request);
        received.push(event);
        return Response.json(event);
      } catch (err) {
        if (!(err instanceof RoomWebhookRefused)) throw err;
        received.push('refused');
        return new Response('refused', { status: 401 });
      }
    }),
  );
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const address = receiver.address();
  webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/webhook`;
});

afterAll(async () => {
  await standin?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** An opened room with its two codes, for the tests that need one. */
async function openedRoom(name = 'Ensayo general') {
  const room = await rooms.createRoom({ name });
  await rooms.setEnabled(room.id, true);
  return room.id;
}

describe('100ms provider against the stand-in: rooms', () => {
  it('creates a room nobody can enter until it is opened', async () => {
    const room = await rooms.createRoom({ name: 'Tertulia: «Bodas de sangre»', description: 'Coloquio' });
    expect(room.enabled).toBe(false);
    const held = standin.room(room.id);
    expect(held.enabled).toBe(false);
    expect(held.codes).toEqual([]);
    // The name is unique at 100ms and limited to its alphabet: our name, made safe, plus a suffix.
    expect(held.name).toMatch(/^tertulia-bodas-de-sangre-[0-9a-f]{8}$/);
    expect(held.template_id).toBe(standin.templateId);
    // No credential is given for it, and even a valid app token is refused: the room itself is disabled.
    await expect(
      rooms.credential(room.id, { userId: '1', role: 'guest', name: 'Ana' }),
    ).rejects.toBeInstanceOf(RoomProviderError);
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      access_key: standin.accessKey,
      room_id: room.id,
      user_id: '1',
      role: 'guest',
      type: 'app',
      version: 2,
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 600)
      .setJti('t')
      .sign(new TextEncoder().encode(standin.secret));
    await expect(standin.join(room.id, { token })).rejects.toThrow(/room is disabled/);

    await rooms.setEnabled(room.id, true);
    expect(standin.room(room.id).enabled).toBe(true);
    const codes = standin.room(room.id).codes;
    expect(codes.map((c) => [c.role, c.enabled]).sort()).toEqual([
      ['guest', true],
      ['host', true],
    ]);
    // Two rooms of the same name are two rooms.
    const twin = await rooms.createRoom({ name: 'Tertulia: «Bodas de sangre»' });
    expect(twin.id).not.toBe(room.id);
  });

  it('answers each role its own room code, the prebuilt URL and an app token 100ms accepts', async () => {
    const roomId = await openedRoom();
    const codeOf = (role: string) => standin.room(roomId).codes.find((c) => c.role === role)?.code;
    const before = Date.now();
    const host = await rooms.credential(roomId, { userId: '17', role: 'host', name: 'Lorca' });
    const guest = await rooms.credential(roomId, { userId: '42', role: 'guest', name: 'Ana' });
    expect(host).toMatchObject({ provider: '100ms', role: 'host', roomCode: codeOf('host') });
    expect(guest).toMatchObject({ provider: '100ms', role: 'guest', roomCode: codeOf('guest') });
    expect(host.roomCode).not.toBe(guest.roomCode);
    expect(guest.roomUrl).toBe(`https://platea-standin.app.100ms.live/meeting/${guest.roomCode}`);

    const token = guest.token ?? '';
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(standin.secret), {
      algorithms: ['HS256'],
    });
    expect(payload).toMatchObject({
      access_key: standin.accessKey,
      room_id: roomId,
      user_id: '42',
      role: 'guest',
      type: 'app',
      version: 2,
    });
    expect(typeof payload.jti).toBe('string');
    expect(payload.nbf).toBe(payload.iat);
    // Two hours, and expiresAt says the same as the token.
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(7200);
    expect(guest.expiresAt?.getTime()).toBe((payload.exp ?? 0) * 1000);
    expect(guest.expiresAt?.getTime()).toBeGreaterThan(before + 7190_000);
    // A fresh jti each time.
    const again = await rooms.credential(roomId, { userId: '42', role: 'guest', name: 'Ana' });
    expect(again.token).not.toBe(guest.token);

    // Both ways in work once open: the prebuilt room's code and the SDK's token.
    await standin.join(roomId, { code: guest.roomCode, name: 'Ana' });
    const bySdk = await standin.join(roomId, { token: host.token ?? '', name: 'Lorca' });
    expect([bySdk.user_id, bySdk.role]).toEqual(['17', 'host']);
  });

  it('maps our roles to the template role names of the configuration, with no roomUrl without subdomain', async () => {
    const other = await startHmsStandin({ roles: ['moderator', 'attendee'] });
    try {
      const custom = createHmsRooms(
        other.config({ hostRole: 'moderator', guestRole: 'attendee', subdomain: null }),
      );
      const room = await custom.createRoom({ name: 'Clase magistral' });
      await custom.setEnabled(room.id, true);
      const cred = await custom.credential(room.id, { userId: '5', role: 'host', name: 'Profe' });
      expect(cred.role).toBe('host');
      expect(cred.roomCode).toBe(other.room(room.id).codes.find((c) => c.role === 'moderator')?.code);
      expect(cred.roomUrl).toBeNull();
      const { payload } = await jwtVerify(cred.token ?? '', new TextEncoder().encode(other.secret));
      expect(payload.role).toBe('moderator');
      // Peers read back with our role names.
      await other.join(room.id, { token: cred.token ?? '' });
      expect((await custom.peers(room.id)).map((p) => [p.userId, p.role])).toEqual([['5', 'host']]);
      // A template without our role names is a configuration error, said when the room opens.
      const wrong = createHmsRooms(other.config());
      const room2 = await wrong.createRoom({ name: 'Sin roles' });
      await expect(wrong.setEnabled(room2.id, true)).rejects.toThrow(/no role "host"/);
    } finally {
      await other.close();
    }
  });

  it('lists the peers of the session under way, and none without one', async () => {
    const roomId = await openedRoom();
    expect(await rooms.peers(roomId)).toEqual([]);
    const host = await rooms.credential(roomId, { userId: '7', role: 'host', name: 'Host' });
    const guest = await rooms.credential(roomId, { userId: '8', role: 'guest', name: 'Guest' });
    const a = await standin.join(roomId, { token: host.token ?? '' });
    const b = await standin.join(roomId, { token: guest.token ?? '' });
    const peers = await rooms.peers(roomId);
    expect(peers.map((p) => [p.peerId, p.userId, p.role]).sort()).toEqual(
      [
        [a.id, '7', 'host'],
        [b.id, '8', 'guest'],
      ].sort(),
    );
    expect(peers.every((p) => p.joinedAt instanceof Date)).toBe(true);
    await standin.leave(roomId, a.id);
    expect((await rooms.peers(roomId)).map((p) => p.peerId)).toEqual([b.id]);
    await standin.leave(roomId, b.id);
    expect(await rooms.peers(roomId)).toEqual([]);
  });

  it('closing disables the codes and the room and ends the session; opening again lets people back', async () => {
    const roomId = await openedRoom();
    const guest = await rooms.credential(roomId, { userId: '9', role: 'guest', name: 'Ana' });
    await standin.join(roomId, { code: guest.roomCode });
    await standin.join(roomId, { token: guest.token ?? '' });
    expect(await rooms.peers(roomId)).toHaveLength(2);

    await rooms.setEnabled(roomId, false);
    const held = standin.room(roomId);
    expect(held.enabled).toBe(false);
    expect(held.codes.length).toBeGreaterThan(0);
    expect(held.codes.every((c) => !c.enabled)).toBe(true);
    expect(held.session).toBeNull();
    expect(await rooms.peers(roomId)).toEqual([]);
    // No way back in: neither the code nor a token still valid.
    await expect(standin.join(roomId, { code: guest.roomCode })).rejects.toBeInstanceOf(StandinRefused);
    await expect(standin.join(roomId, { token: guest.token ?? '' })).rejects.toBeInstanceOf(StandinRefused);
    await expect(
      rooms.credential(roomId, { userId: '9', role: 'guest', name: 'Ana' }),
    ).rejects.toBeInstanceOf(RoomProviderError);
    // Closing twice is fine (no session, room already disabled).
    await rooms.setEnabled(roomId, false);

    await rooms.setEnabled(roomId, true);
    expect(standin.room(roomId).codes.every((c) => c.enabled)).toBe(true);
    const back = await rooms.credential(roomId, { userId: '9', role: 'guest', name: 'Ana' });
    expect(back.roomCode).toBe(guest.roomCode);
    await standin.join(roomId, { code: back.roomCode });
  });

  it('signs a management token 100ms accepts, and reuses it while it is fresh', async () => {
    const start = standin.calls.length;
    const roomId = await openedRoom('Tokens');
    const made = standin.calls.slice(start);
    expect(made.length).toBeGreaterThan(2);
    expect(made.every((c) => c.status === 200)).toBe(true);
    // One token for them all (signed once, kept until a minute before it expires).
    expect(new Set(made.map((c) => c.jti)).size).toBe(1);
    // Another provider signs its own, with a fresh jti.
    const second = createHmsRooms(standin.config());
    expect(await second.peers(roomId)).toEqual([]);
    expect(standin.calls.at(-1)?.jti).not.toBe(made[0]?.jti);
    // A provider with another secret is refused by 100ms: a 401, reported as a provider error.
    const forged = createHmsRooms(standin.config({ secret: 'not-the-secret-of-this-app-at-all' }));
    const err = await forged.createRoom({ name: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RoomProviderError);
    expect(err).toMatchObject({ status: 401 });
  });
});

describe('100ms provider against the stand-in: an outage', () => {
  it('is a RoomProviderError on a 5xx, with its status', async () => {
    standin.failNext(500);
    const err = await rooms.createRoom({ name: 'Caída' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RoomProviderError);
    expect(err).toMatchObject({ status: 500 });
    const roomId = await openedRoom();
    standin.failNext(503);
    await expect(rooms.peers(roomId)).rejects.toBeInstanceOf(RoomProviderError);
    standin.failNext(502);
    await expect(rooms.credential(roomId, { userId: '1', role: 'host', name: 'H' })).rejects.toBeInstanceOf(
      RoomProviderError,
    );
    // The room is untouched by the failed calls, and answers again.
    expect(await rooms.peers(roomId)).toEqual([]);
  });

  it('is a RoomProviderError when 100ms does not answer in time, or cannot be reached', async () => {
    const roomId = await openedRoom();
    standin.failNext('timeout');
    const started = Date.now();
    const err = await rooms.setEnabled(roomId, false).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RoomProviderError);
    expect(err).toMatchObject({ status: null });
    expect(Date.now() - started).toBeLessThan(3000);
    // Nothing listens there: refused at once.
    const nowhere = createHmsRooms(standin.config({ apiUrl: 'http://127.0.0.1:9/v2', timeoutMs: 1000 }));
    await expect(nowhere.peers(roomId)).rejects.toBeInstanceOf(RoomProviderError);
    await expect(nowhere.createRoom({ name: 'x' })).rejects.toBeInstanceOf(RoomProviderError);
  });
});

describe('100ms webhooks', () => {
  it('reads the stand-in’s events posted with the secret header', async () => {
    const roomId = await openedRoom('Webhooks');
    standin.webhook = { url: webhookUrl, secret: standin.webhookSecret };
    received.length = 0;
    try {
      const cred = await rooms.credential(roomId, { userId: '31', role: 'guest', name: 'Ana' });
      const peer = await standin.join(roomId, { token: cred.token ?? '' });
      await standin.leave(roomId, peer.id);
    } finally {
      standin.webhook = null;
    }
    const session = standin.events.find(
      (e) => e.type === 'session.open.success' && e.data.room_id === roomId,
    );
    expect(received.map((e) => (e === 'refused' ? e : e.type))).toEqual([
      'session.opened',
      'peer.joined',
      'peer.left',
      'session.closed',
    ]);
    const [opened, joined, left, closed] = received;
    expect(opened).toMatchObject({ type: 'session.opened', roomId, sessionId: session?.data.session_id });
    expect(opened).toMatchObject({ eventId: session?.id, at: new Date(session?.timestamp ?? 0) });
    expect(joined).toMatchObject({ type: 'peer.joined', roomId, userId: '31', role: 'guest' });
    expect(left).toMatchObject({ type: 'peer.left', roomId, userId: '31', role: 'guest' });
    expect(closed).toMatchObject({ type: 'session.closed', roomId, sessionId: session?.data.session_id });
    // Any other event is read, and ignored.
    const other = standin.event('recording.success', { room_id: roomId, session_id: 'x' });
    const res = await standin.sendWebhook(webhookUrl, other, standin.webhookSecret);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ type: 'ignored', eventId: other.id, roomId });
  });

  it('refuses a missing or wrong secret, and a garbled body', async () => {
    const event = standin.event('peer.join.success', {
      room_id: 'r',
      peer_id: 'p',
      session_id: 's',
      role: 'guest',
    });
    received.length = 0;
    expect((await standin.sendWebhook(webhookUrl, event, null)).status).toBe(401);
    expect((await standin.sendWebhook(webhookUrl, event, 'wrong')).status).toBe(401);
    expect((await standin.sendWebhook(webhookUrl, event, `${standin.webhookSecret}x`)).status).toBe(401);
    expect((await standin.sendWebhook(webhookUrl, '{"id": "x", "type":', standin.webhookSecret)).status).toBe(
      401,
    );
    expect((await standin.sendWebhook(webhookUrl, '{"hello": "world"}', standin.webhookSecret)).status).toBe(
      401,
    );
    const noPeer = standin.event('peer.join.success', { room_id: 'r' });
    expect((await standin.sendWebhook(webhookUrl, noPeer, standin.webhookSecret)).status).toBe(401);
    expect(received).toEqual(Array(6).fill('refused'));
    expect((await standin.sendWebhook(webhookUrl, event, standin.webhookSecret)).status).toBe(200);
  });

  it('refuses every webhook when no webhook secret is configured', async () => {
    const open = createHmsRooms(standin.config({ webhookSecret: null }));
    const event = standin.event('session.open.success', { room_id: 'r', session_id: 's' });
    const request = new Request('http://platea.test/api/meet/webhooks/100ms', {
      method: 'POST',
      headers: { 'x-platea-webhook-secret': '' },
      body: JSON.stringify(event),
    });
    await expect(open.readEvent(request)).rejects.toBeInstanceOf(RoomWebhookRefused);
  });
});

describe('configuration', () => {
  it('is the 100ms provider when the HMS_* variables are set (how route tests point it at the stand-in)', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, standin.env());
    vi.resetModules();
    try {
      const fresh = await import('../../api/src/meetings/providers/index.ts');
      const provider = fresh.videoRooms();
      expect(provider?.name).toBe('100ms');
      expect(fresh.videoRooms()).toBe(provider);
      const room = await provider?.createRoom({ name: 'Desde el entorno' });
      expect(standin.room(room?.id ?? '').enabled).toBe(false);
    } finally {
      for (const name of Object.keys(standin.env())) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      vi.resetModules();
    }
  });

  it('has no video rooms without the access key, secret and template', () => {
    // The test environment sets no HMS_* variable.
    expect(videoRooms()).toBeNull();
    const full = {
      HMS_ACCESS_KEY: 'k',
      HMS_SECRET: 's',
      HMS_TEMPLATE_ID: 't',
      HMS_API_URL: 'https://api.100ms.live/v2',
      HMS_SUBDOMAIN: undefined,
      HMS_WEBHOOK_SECRET: undefined,
      HMS_HOST_ROLE: 'host',
      HMS_GUEST_ROLE: 'guest',
    };
    expect(hmsConfigFrom({ ...full, HMS_ACCESS_KEY: undefined })).toBeNull();
    expect(hmsConfigFrom({ ...full, HMS_SECRET: undefined })).toBeNull();
    expect(hmsConfigFrom({ ...full, HMS_TEMPLATE_ID: undefined })).toBeNull();
    expect(hmsConfigFrom(full)).toMatchObject({
      accessKey: 'k',
      secret: 's',
      templateId: 't',
      apiUrl: 'https://api.100ms.live/v2',
      subdomain: null,
      webhookSecret: null,
    });
  });
});
