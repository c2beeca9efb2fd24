import { Client } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { followChat, writeThrough } from '../../api/src/realtime/chat-rooms.ts';
import { listen } from '../../api/src/realtime/hub.ts';
import { ProductAccess } from '../../models/index.ts';
import { TEST_DATABASE_URL } from '../db.ts';
import { call } from './helpers/client.ts';
import { createChannel, createProduct, createSession, quickUser } from './helpers/commerce.ts';
import { listening, subscribe } from './helpers/realtime.ts';
import { putSetting } from './helpers/settings.ts';

/**
 * Issue 21: the chat of every live moment, posted by REST and followed on /api/graphql. Owncast's
 * moderation (hide, ban that removes past messages, slow mode, flood control) plus the spec's
 * pre-moderation: with moderated chat on, a viewer's message is seen by its author and the moderators
 * until one approves it.
 */

type Quick = Awaited<ReturnType<typeof quickUser>>;

/** A broadcast with its owner and `viewers` ticket holders. */
async function liveMoment(viewers = 2, type: 'broadcast' | 'live' | 'meet' = 'broadcast') {
  const owner = await quickUser('PRODUCER');
  const product = await createProduct(await createChannel(owner.user), { type, title: 'Directo de prueba' });
  const holders: Quick[] = [];
  for (let i = 0; i < viewers; i++) {
    const v = await quickUser();
    await ProductAccess.create({ userId: v.user.id, productId: product.id, source: 'admin' });
    holders.push(v);
  }
  return { owner, product, viewers: holders };
}

const post = (token: string, productId: number, text: unknown, lang?: string) =>
  call('POST', `/api/products/${productId}/chat`, { token, body: { text }, lang });

const CHAT_FIELDS = `__typename
  ... on ChatMessage { id text state revision author { id name } }
  ... on ChatRemoval { id revision }
  ... on ChatRoom { disabled slowModeSeconds linksAllowed moderated }`;

const onChat = (productId: number, after = '0') =>
  `subscription { onChat(productId: ${productId}, after: "${after}") { ${CHAT_FIELDS} } }`;

type ChatEvent = { __typename: string; id?: number; text?: string; state?: string; disabled?: boolean };
const chatEvents = (events: unknown[]) =>
  events.map((e) => (e as { data: { onChat: ChatEvent } }).data.onChat);
const texts = (events: ChatEvent[]) =>
  events.filter((e) => e.__typename === 'ChatMessage').map((e) => `${e.text}:${e.state}`);

/** A subscriber of the room that is listening (its first event, the room's switches, has come). */
async function follower(token: string, productId: number, after = '0') {
  const s = await subscribe(token, onChat(productId, after));
  await s.next(1);
  return s;
}

/** Waits until `s` has received at least `n` events, answered as chat events. */
const upTo = async (s: Awaited<ReturnType<typeof follower>>, n: number) => chatEvents(await s.next(n));

describe('chat of a live moment', () => {
  afterAll(() => putSetting('/api/config', { moderatedChat: false }));

  it('ticket holders and the owner post plain text; others are refused in their language', async () => {
    const { owner, product, viewers } = await liveMoment(1);
    const [ana] = viewers;
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await post(ana.token, product.id, `  ${script}  `);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ text: script, state: 'approved', author: { id: ana.user.id } });
    expect((await post(owner.token, product.id, 'Bienvenidos')).body.state).toBe('approved');

    const stranger = await quickUser();
    const refused = await post(stranger.token, product.id, 'hola', 'en');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAYBACK_NO_TICKET');
    expect((await call('POST', `/api/products/${product.id}/chat`, { body: { text: 'x' } })).status).toBe(
      401,
    );
    expect((await call('GET', `/api/products/${product.id}/chat`, { token: stranger.token })).status).toBe(
      403,
    );

    const empty = await post(ana.token, product.id, '   ', 'es');
    expect(empty.status).toBe(422);
    expect(empty.body.error.code).toBe('VALIDATION_ERROR');
    const long = await post(ana.token, product.id, 'a'.repeat(501), 'pt');
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body.error)).toMatch(/500/);
    expect((await post(ana.token, product.id, 'a'.repeat(500))).status).toBe(201);

    // A product without a live moment has no chat.
    const vod = await createProduct(await createChannel(owner.user), { type: 'vod' });
    expect((await post(owner.token, vod.id, 'hola')).status).toBe(404);

    const history = await call('GET', `/api/products/${product.id}/chat`, { token: ana.token });
    expect(history.status).toBe(200);
    expect(history.body.messages.map((m: { text: string }) => m.text)).toEqual([
      script,
      'Bienvenidos',
      'a'.repeat(500),
    ]);
    expect(history.body).toMatchObject({ moderator: false, banned: false, room: { disabled: false } });
    expect(BigInt(history.body.cursor)).toBeGreaterThan(0n);
  });

  it('moderated: a pending message is seen by its author and the moderators only, until approved', async () => {
    await putSetting('/api/config', { moderatedChat: true });
    const { owner, product, viewers } = await liveMoment(2);
    const [ana, bea] = viewers;
    const anaSees = await follower(ana.token, product.id);
    const beaSees = await follower(bea.token, product.id);
    const ownerSees = await follower(owner.token, product.id);
    expect(chatEvents(beaSees.events())[0]).toMatchObject({ __typename: 'ChatRoom', moderated: true });
    await listening(`chat-feed:${product.id}`, 3);

    const pending = await post(ana.token, product.id, '¿Habrá grabación?');
    expect(pending.body.state).toBe('pending');
    // The owner's own message needs no approval.
    expect((await post(owner.token, product.id, 'Empezamos en 5 minutos')).body.state).toBe('approved');
    expect(texts(await upTo(ownerSees, 3))).toEqual([
      '¿Habrá grabación?:pending',
      'Empezamos en 5 minutos:approved',
    ]);
    expect(texts(await upTo(anaSees, 3))).toEqual([
      '¿Habrá grabación?:pending',
      'Empezamos en 5 minutos:approved',
    ]);
    expect(texts(await upTo(beaSees, 2))).toEqual(['Empezamos en 5 minutos:approved']);

    // Bea's history does not have it either; the owner's does.
    const beaHistory = await call('GET', `/api/products/${product.id}/chat`, { token: bea.token });
    expect(beaHistory.body.messages.map((m: { text: string }) => m.text)).toEqual(['Empezamos en 5 minutos']);
    const ownerHistory = await call('GET', `/api/products/${product.id}/chat`, { token: owner.token });
    expect(ownerHistory.body.moderator).toBe(true);
    expect(ownerHistory.body.messages).toHaveLength(2);

    // A viewer cannot approve (403: the chat is no secret to them); a stranger is told it does not exist.
    const approvePath = `/api/products/${product.id}/chat/messages/${pending.body.id}/approve`;
    expect((await call('POST', approvePath, { token: bea.token })).status).toBe(403);
    expect((await call('POST', approvePath, { token: (await quickUser('PRODUCER')).token })).status).toBe(
      404,
    );

    const approved = await call('POST', approvePath, { token: owner.token });
    expect(approved.status).toBe(200);
    expect(approved.body.state).toBe('approved');
    expect(texts(await upTo(beaSees, 3))).toEqual([
      'Empezamos en 5 minutos:approved',
      '¿Habrá grabación?:approved',
    ]);
    expect(texts(await upTo(anaSees, 4)).at(-1)).toBe('¿Habrá grabación?:approved');
    for (const s of [anaSees, beaSees, ownerSees]) await s.close();
    await putSetting('/api/config', { moderatedChat: false });
  });

  it('a ban hides the user’s past messages for everyone and stops them posting; moderators cannot be banned', async () => {
    const { owner, product, viewers } = await liveMoment(2);
    const [ana, bea] = viewers;
    const first = await post(ana.token, product.id, 'spam 1');
    await post(ana.token, product.id, 'spam 2');
    await post(bea.token, product.id, 'Qué bien suena');
    const beaSees = await follower(bea.token, product.id);
    expect(texts(beaSees.events().map((e) => (e as { data: { onChat: ChatEvent } }).data.onChat))).toEqual([
      'spam 1:approved',
      'spam 2:approved',
      'Qué bien suena:approved',
    ]);
    await listening(`chat-feed:${product.id}`, 1);

    const banned = await call('PUT', `/api/products/${product.id}/chat/bans/${ana.user.id}`, {
      token: owner.token,
    });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    expect(banned.body.hidden).toBe(2);
    const removed = (await upTo(beaSees, 6)).filter((e) => e.__typename === 'ChatRemoval');
    expect(removed.map((e) => e.id).sort()).toEqual([first.body.id, first.body.id + 1].sort());

    const again = await post(ana.token, product.id, 'sigo aquí', 'en');
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({
      code: 'CHAT_BANNED',
      message: expect.stringMatching(/read it/),
    });
    const anaHistory = await call('GET', `/api/products/${product.id}/chat`, { token: ana.token });
    expect(anaHistory.body.banned).toBe(true);
    expect(anaHistory.body.messages.map((m: { text: string }) => m.text)).toEqual(['Qué bien suena']);
    const bans = await call('GET', `/api/products/${product.id}/chat/bans`, { token: owner.token });
    expect(bans.body.map((b: { userId: number }) => b.userId)).toEqual([ana.user.id]);

    const self = await call('PUT', `/api/products/${product.id}/chat/bans/${owner.user.id}`, {
      token: owner.token,
    });
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe('CHAT_CANNOT_BAN_MODERATOR');
    expect(
      (await call('PUT', `/api/products/${product.id}/chat/bans/${bea.user.id}`, { token: bea.token }))
        .status,
    ).toBe(403);

    // Lifted: Ana writes again (her old messages stay hidden).
    expect(
      (await call('DELETE', `/api/products/${product.id}/chat/bans/${ana.user.id}`, { token: owner.token }))
        .status,
    ).toBe(204);
    expect((await post(ana.token, product.id, 'perdón')).status).toBe(201);
    await beaSees.close();
  });

  it('hides one message, or all of a user’s', async () => {
    const { owner, product, viewers } = await liveMoment(1);
    const [ana] = viewers;
    const one = await post(ana.token, product.id, 'uno');
    await post(owner.token, product.id, 'dos');
    await post(ana.token, product.id, 'tres');
    const hidden = await call('POST', `/api/products/${product.id}/chat/messages/${one.body.id}/hide`, {
      token: owner.token,
    });
    expect(hidden.body.state).toBe('hidden');
    const list = async () =>
      (await call('GET', `/api/products/${product.id}/chat`, { token: ana.token })).body.messages.map(
        (m: { text: string }) => m.text,
      );
    expect(await list()).toEqual(['dos', 'tres']);
    const all = await call('POST', `/api/products/${product.id}/chat/users/${ana.user.id}/hide`, {
      token: owner.token,
    });
    expect(all.body.hidden).toBe(1);
    expect(await list()).toEqual(['dos']);
  });

  it('flood control: of many messages at once, 3 pass, the rest are told to wait 10 s, and the wait holds', async () => {
    const { product, viewers } = await liveMoment(1);
    const [ana] = viewers;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(ana.token, product.id, `mensaje ${i}`, 'es')),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0].body.error).toMatchObject({
      code: 'CHAT_TOO_FAST',
      message: expect.stringMatching(/espera \d+ s/),
    });
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(9);
    // More than the flood window later, the wait still holds (kept in the database, for every process).
    await new Promise((r) => setTimeout(r, 2_100));
    const still = await post(ana.token, product.id, 'ya?', 'en');
    expect(still.status).toBe(429);
    expect(still.body.error.message).toMatch(/wait \d s/);
  });

  it('slow mode and a disabled chat hold viewers (not the owner) and reach open panels at once', async () => {
    const { owner, product, viewers } = await liveMoment(1);
    const [ana] = viewers;
    const anaSees = await follower(ana.token, product.id);
    await listening(`chat-feed:${product.id}`, 1);
    const room = (body: unknown) =>
      call('PUT', `/api/products/${product.id}/chat/room`, { token: owner.token, body });
    expect(
      (
        await call('PUT', `/api/products/${product.id}/chat/room`, {
          token: ana.token,
          body: { disabled: true },
        })
      ).status,
    ).toBe(403);
    expect((await room({ slowModeSeconds: 30 })).body.slowModeSeconds).toBe(30);
    expect((await post(ana.token, product.id, 'uno')).status).toBe(201);
    const slow = await post(ana.token, product.id, 'dos', 'pt');
    expect(slow.status).toBe(429);
    expect(slow.body.error).toMatchObject({
      code: 'CHAT_SLOW_MODE',
      message: expect.stringMatching(/modo lento/),
    });
    expect((await post(owner.token, product.id, 'el organizador no espera')).status).toBe(201);
    expect((await post(owner.token, product.id, 'nunca')).status).toBe(201);

    await room({ disabled: true, slowModeSeconds: 0 });
    // The panel hears each switch as it changes: slow mode on, then the chat disabled.
    await expect
      .poll(() => chatEvents(anaSees.events()).filter((e) => e.__typename === 'ChatRoom'))
      .toMatchObject([{ disabled: false }, { slowModeSeconds: 30 }, { disabled: true, slowModeSeconds: 0 }]);
    const closed = await post(ana.token, product.id, 'hola', 'es');
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('Chat temporalmente desactivado');
    expect((await room({ slowModeSeconds: 3601 })).status).toBe(422);
    await anaSees.close();
  });

  it('a dropped subscription resumes after its last revision: what it missed, once', async () => {
    const { owner, product, viewers } = await liveMoment(1);
    const [ana] = viewers;
    await post(owner.token, product.id, 'antes');
    const { cursor } = (await call('GET', `/api/products/${product.id}/chat`, { token: ana.token })).body;
    await post(owner.token, product.id, 'mientras 1');
    await post(owner.token, product.id, 'mientras 2');
    const resumed = await follower(ana.token, product.id, cursor);
    expect(texts(await upTo(resumed, 3))).toEqual(['mientras 1:approved', 'mientras 2:approved']);
    await listening(`chat-feed:${product.id}`, 1);
    await post(owner.token, product.id, 'después');
    expect(texts(await upTo(resumed, 4))).toEqual([
      'mientras 1:approved',
      'mientras 2:approved',
      'después:approved',
    ]);
    await resumed.close();

    // The page's one stream carries the chat too (onEvents with afterChat).
    const page = await subscribe(
      ana.token,
      `subscription { onEvents(productId: ${product.id}, afterChat: "${cursor}") { ${CHAT_FIELDS} ... on LiveStatus { state } } }`,
    );
    const all = (await page.next(6)).map((e) => (e as { data: { onEvents: ChatEvent } }).data.onEvents);
    expect(all.map((e) => e.__typename)).toEqual([
      'StreamCursors',
      'LiveStatus',
      'ChatRoom',
      'ChatMessage',
      'ChatMessage',
      'ChatMessage',
    ]);
    await page.close();
  });

  it("a meet's lobby: its ticket holders talk before it opens, on the page's one stream; others are refused in their language", async () => {
    const { owner, product, viewers } = await liveMoment(1, 'meet');
    // A week ahead: the meet is not open yet, its page is the lobby.
    await createSession(product);
    const [ana] = viewers;
    const access = await call('GET', `/api/products/${product.id}/access`, { token: ana.token });
    expect(access.body).toMatchObject({ allowed: false, reason: 'not_yet' });

    // The meet page's one stream follows the lobby from the history's cursor.
    const { cursor } = (await call('GET', `/api/products/${product.id}/chat`, { token: ana.token })).body;
    const page = await subscribe(
      ana.token,
      `subscription { onEvents(productId: ${product.id}, afterChat: "${cursor}") { ${CHAT_FIELDS} } }`,
    );
    await page.next(1);
    await listening(`chat-feed:${product.id}`, 1);
    const asked = await post(ana.token, product.id, '¿Se podrá preguntar al final?');
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ state: 'approved', author: { id: ana.user.id } });
    expect((await post(owner.token, product.id, 'Sí, reservamos diez minutos')).status).toBe(201);
    const onEvents = (events: unknown[]) =>
      events.map((e) => (e as { data: { onEvents: ChatEvent } }).data.onEvents);
    await expect
      .poll(() => texts(onEvents(page.events())))
      .toEqual(['¿Se podrá preguntar al final?:approved', 'Sí, reservamos diez minutos:approved']);
    await page.close();
    const history = await call('GET', `/api/products/${product.id}/chat`, { token: ana.token });
    expect(history.body.messages.map((m: { text: string }) => m.text)).toEqual([
      '¿Se podrá preguntar al final?',
      'Sí, reservamos diez minutos',
    ]);
    expect(history.body.moderator).toBe(false);
    expect(
      (await call('GET', `/api/products/${product.id}/chat`, { token: owner.token })).body.moderator,
    ).toBe(true);

    // Without a ticket: neither read nor write, told why in the visitor's language.
    const stranger = await quickUser();
    const why = {
      en: 'You need a ticket to watch this',
      es: 'Necesitas una entrada para verlo',
      pt: 'Precisa de um bilhete para ver isto',
    };
    for (const [lang, message] of Object.entries(why)) {
      const refused = await post(stranger.token, product.id, 'hola', lang);
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: 'PLAYBACK_NO_TICKET', message });
      const read = await call('GET', `/api/products/${product.id}/chat`, { token: stranger.token, lang });
      expect(read.status).toBe(403);
      expect(read.body.error.message).toBe(message);
    }
    const after = await call('GET', `/api/products/${product.id}/chat`, { token: ana.token });
    expect(after.body.messages).toHaveLength(2);
  });

  it('a chat one cannot see cannot be followed', async () => {
    const { product } = await liveMoment(0);
    const stranger = await quickUser();
    const s = await subscribe(stranger.token, onChat(product.id));
    await expect.poll(() => s.received.length).toBeGreaterThan(0);
    expect(JSON.stringify(s.received)).toMatch(/PLAYBACK_NO_TICKET/);
    expect(s.events().every((e) => !JSON.stringify(e).includes('ChatMessage'))).toBe(true);
    await s.close();
    const anonymous = await subscribe(null, onChat(product.id));
    await expect.poll(() => anonymous.received.length).toBeGreaterThan(0);
    expect(JSON.stringify(anonymous.received)).toMatch(/AUTH_REQUIRED/);
    await anonymous.close();
  });

  it('a burst of messages in one room is signalled by at most one NOTIFY per 200 ms, and all arrive', async () => {
    const { owner, product, viewers } = await liveMoment(1);
    const listener = new Client({ connectionString: TEST_DATABASE_URL });
    await listener.connect();
    const signals: string[] = [];
    listener.on('notification', (n) => {
      if (n.payload?.includes(`"chat:${product.id}"`)) signals.push(n.payload);
    });
    await listener.query('LISTEN realtime');
    const anaSees = await follower(viewers[0].token, product.id);
    await listening(`chat-feed:${product.id}`, 1);
    const started = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(owner.token, product.id, `ráfaga ${i}`)),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(8).fill(201));
    const elapsed = Date.now() - started;
    expect(texts(await upTo(anaSees, 9))).toHaveLength(8);
    await anaSees.close();
    await listener.end();
    // The first goes at once; the rest of each 200 ms window become one.
    expect(signals.length).toBeGreaterThanOrEqual(1);
    expect(signals.length).toBeLessThanOrEqual(2 + Math.ceil(elapsed / 200));
  });
});

describe('a chat batch its socket could not take at once', () => {
  it('goes through the stream in its signal’s place, before what follows, each message once', async () => {
    const { owner, product, viewers } = await liveMoment(1);
    const chat = await followChat(viewers[0].user, product.id, '0');
    const signals = listen(chat.room);
    const got: string[] = [];
    let offered = 0;
    // The socket refuses the first batch offered (a slow client), takes the rest as they come.
    const take = writeThrough(signals, chat, (events) => {
      offered++;
      if (offered === 1) return false;
      for (const e of events) if (e.__typename === 'ChatMessage') got.push(e.text);
      return true;
    });
    const streamed: string[] = [];
    const consumer = (async () => {
      for await (const signal of signals)
        for (const e of await take(signal))
          if (e.__typename === 'ChatMessage') {
            streamed.push(e.text);
            got.push(e.text);
          }
    })();
    for (const text of ['uno', 'dos', 'tres']) {
      expect((await post(owner.token, product.id, text)).status).toBe(201);
      const deadline = Date.now() + 5000;
      while (!got.includes(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    }
    expect(got).toEqual(['uno', 'dos', 'tres']);
    expect(streamed).toEqual(['uno']);
    expect(offered).toBe(3);
    await signals.return?.();
    await consumer;
    chat.release();
  });
});
