import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer, type HttpServer } from '../../api/src/http.ts';
import { endAll, listenersOf } from '../../api/src/realtime/hub.ts';
import { eventsWrittenAtDispatch } from '../../api/src/realtime/shared-events.ts';
import { Notification, ProductAccess } from '../../models/index.ts';
import { app, call } from './helpers/client.ts';
import { createChannel, createProduct, quickUser } from './helpers/commerce.ts';
import { listening, subscribe } from './helpers/realtime.ts';

/**
 * Issue 21: over a real socket, a subscription's events are written straight to the response
 * (api/src/realtime/shared-events.ts `toSocket`), not through a web stream. What a client notices: the
 * answer's head is the server's as for any answer, events arrive, a client that goes away frees what it
 * held, and a stopping server ends the stream properly.
 */

let server: HttpServer;
let origin: string;

beforeAll(async () => {
  server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const SUBSCRIBE = 'subscription { onUserNotification { id subject } }';

async function until(check: () => boolean, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const notify = (userId: number, subject: string) =>
  Notification.create({ userId, type: 'order.paid', subject, content: null, payload: {}, readOn: null });

describe('event streams on a real socket', () => {
  it('answer with the server’s head and each event in order; a client that leaves frees its room', async () => {
    const ana = await quickUser();
    const head = await fetch(`${origin}/api/graphql?query=${encodeURIComponent(SUBSCRIBE)}`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${ana.token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/event-stream');
    // The server's own headers are on it, as on every answer (http.ts, app.ts).
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(head.headers.get('cache-control')).toBe('no-cache');
    await head.body?.cancel();
    await until(() => listenersOf(`user:${ana.user.id}`) === 0, 'the cancelled stream lets go');

    const sub = await subscribe(ana.token, SUBSCRIBE, { origin });
    await listening(`user:${ana.user.id}`);
    for (const subject of ['uno', 'dos', 'tres']) await notify(ana.user.id, subject);
    const events = await sub.next(3);
    expect(events).toEqual(
      ['uno', 'dos', 'tres'].map((subject) => ({
        data: { onUserNotification: { id: expect.any(String), subject } },
      })),
    );
    await sub.close();
    await until(() => listenersOf(`user:${ana.user.id}`) === 0, 'the closed stream lets go');
  });

  it('a stopping server ends its streams with GraphQL over SSE’s complete, not a cut connection', async () => {
    const bea = await quickUser();
    const sub = await subscribe(bea.token, SUBSCRIBE, { origin });
    await listening(`user:${bea.user.id}`);
    endAll();
    await until(() => sub.completed(), 'the stream completes');
    await sub.close();
  });
});

describe('a chat room over a real socket', () => {
  it('writes each batch as the room reads it, in order, the same events a stream gets', async () => {
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), {
      type: 'broadcast',
      title: 'Directo',
    });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const query = `subscription { onChat(productId: ${product.id}, after: "0") { __typename ... on ChatMessage { text revision } } }`;
    const overSocket = await subscribe(viewer.token, query, { origin });
    const inProcess = await subscribe(viewer.token, query);
    await Promise.all([overSocket.next(1), inProcess.next(1)]);
    const before = eventsWrittenAtDispatch();

    const texts = Array.from({ length: 24 }, (_, i) => `mensaje ${i + 1}`);
    // In bursts: several messages share a read of the room (one batch), others come alone.
    for (let i = 0; i < texts.length; i += 4) {
      await Promise.all(
        texts
          .slice(i, i + 4)
          .map((text, j) =>
            new Promise((r) => setTimeout(r, j * 5)).then(() =>
              call('POST', `/api/products/${product.id}/chat`, { token: owner.token, body: { text } }),
            ),
          ),
      );
    }
    const messages = (events: unknown[]) =>
      events
        .map(
          (e) =>
            (e as { data: { onChat: { __typename: string; text?: string; revision?: string } } }).data.onChat,
        )
        .filter((e) => e.__typename === 'ChatMessage');
    const socketMessages = messages(await overSocket.next(1 + texts.length));
    const streamMessages = messages(await inProcess.next(1 + texts.length));
    // Each message once, in the order of its revision, on both paths.
    const revisions = socketMessages.map((m) => BigInt(m.revision ?? '0'));
    expect(revisions).toEqual([...revisions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(socketMessages.map((m) => m.text)).size).toBe(texts.length);
    expect(socketMessages).toEqual(streamMessages);
    expect(socketMessages.map((m) => m.text).sort()).toEqual([...texts].sort());
    // The socket's events were written as the room dispatched them (the stream's cannot be).
    expect(eventsWrittenAtDispatch() - before).toBeGreaterThan(0);
    await Promise.all([overSocket.close(), inProcess.close()]);
  });
});
