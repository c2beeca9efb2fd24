import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { dropDatabase, recreateDatabase, siblingDatabaseUrl, TEST_DATABASE_URL } from '../db.ts';
import { freePort } from '../embedded-db.ts';
import { logOf } from './helpers/workers.ts';

const { Notification, ProductAccess } = await import('../../models/index.ts');
const { createChannel, createProduct, quickUser } = await import('./helpers/commerce.ts');
const { subscribe } = await import('./helpers/realtime.ts');

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** A web process of its own (`npm start` with PLATEA_ROLES=web) on the test database (or `url`). */
async function webProcess(url = TEST_DATABASE_URL) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PLATEA_ROLES: 'web',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const log = logOf(child);
  // Ready, or exited (which fails at once, with its log).
  await expect
    .poll(() => log().includes('Platea is ready at') || child.exitCode !== null, { timeout: 90_000 })
    .toBe(true);
  expect(child.exitCode, log()).toBeNull();
  return { port, child, log };
}

describe('realtime across processes', () => {
  it('a notification written anywhere reaches its user’s subscribers on every web process, and no one else’s', async () => {
    const [a, b] = await Promise.all([webProcess(), webProcess()]);
    const ana = await quickUser();
    const bea = await quickUser();
    const query = 'subscription { onUserNotification { id subject } }';
    const onA = await subscribe(ana.token, query, { origin: `http://127.0.0.1:${a.port}` });
    const onB = await subscribe(ana.token, query, { origin: `http://127.0.0.1:${b.port}` });
    const beaOnB = await subscribe(bea.token, query, { origin: `http://127.0.0.1:${b.port}` });
    expect(onB.contentType).toMatch(/text\/event-stream/);
    // Until each subscription is listening, a probe is written for its user again and again: once every
    // stream has received one, they all listen (and each probe came by the push itself).
    const probe = (userId: number) =>
      Notification.create({
        userId,
        type: 'probe',
        subject: 'probe',
        content: null,
        payload: {},
        readOn: null,
      });
    const deadline = Date.now() + 30_000;
    while ([onA, onB, beaOnB].some((s) => s.events().length === 0)) {
      if (Date.now() > deadline) throw new Error('the subscriptions never started listening');
      if (onA.events().length === 0 || onB.events().length === 0) await probe(ana.user.id);
      if (beaOnB.events().length === 0) await probe(bea.user.id);
      await new Promise((r) => setTimeout(r, 300));
    }
    const real = (events: unknown[]) => events.filter((e) => !JSON.stringify(e).includes('"probe"'));

    // Written by this process (a job would be another one again): neither web process wrote it.
    const written = await Notification.create({
      userId: ana.user.id,
      type: 'order.paid',
      subject: 'Pedido confirmado',
      content: null,
      payload: {},
      readOn: null,
    });
    const expected = {
      data: { onUserNotification: { id: String(written.id), subject: 'Pedido confirmado' } },
    };
    await expect.poll(() => real(onA.events()), { timeout: 10_000 }).toEqual([expected]);
    await expect.poll(() => real(onB.events()), { timeout: 10_000 }).toEqual([expected]);
    await new Promise((r) => setTimeout(r, 500));
    expect(real(beaOnB.events())).toEqual([]);

    // A web process stopped gracefully ends its event streams at once (its clients reconnect elsewhere).
    const exited = new Promise<number | null>((resolve) => b.child.once('exit', (code) => resolve(code)));
    b.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(onB.completed()).toBe(true);
    expect(beaOnB.completed()).toBe(true);
    expect(onA.completed()).toBe(false);
    await Promise.all([onA.close(), onB.close(), beaOnB.close()]);
  }, 180_000);

  it('a chat message posted on one web process reaches its room’s subscribers on another', async () => {
    const [a, b] = await Promise.all([webProcess(), webProcess()]);
    const owner = await quickUser('PRODUCER');
    const product = await createProduct(await createChannel(owner.user), { type: 'broadcast' });
    const viewer = await quickUser();
    await ProductAccess.create({ userId: viewer.user.id, productId: product.id, source: 'admin' });
    const onB = await subscribe(
      viewer.token,
      `subscription { onChat(productId: ${product.id}) { __typename ... on ChatMessage { text state } } }`,
      { origin: `http://127.0.0.1:${b.port}` },
    );
    // Its first event (the room's switches) comes once it listens.
    await onB.next(1, 30_000);
    const posted = await fetch(`http://127.0.0.1:${a.port}/api/products/${product.id}/chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'Hola desde el proceso A' }),
    });
    expect(posted.status).toBe(201);
    await expect
      .poll(() => onB.events().slice(1), { timeout: 10_000 })
      .toEqual([
        {
          data: { onChat: { __typename: 'ChatMessage', text: 'Hola desde el proceso A', state: 'approved' } },
        },
      ]);
    await onB.close();
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  }, 180_000);

  it('two web processes started together on a new database both come up (migrations and queues take turns)', async () => {
    const url = siblingDatabaseUrl('platea_test_boot');
    await recreateDatabase(url);
    try {
      const [a, b] = await Promise.all([webProcess(url), webProcess(url)]);
      for (const p of [a, b]) {
        const health = await fetch(`http://127.0.0.1:${p.port}/api/health`);
        expect(health.status, p.log()).toBe(200);
      }
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a, b].map((p) => new Promise((r) => p.child.once('exit', r))));
    } finally {
      await dropDatabase(url);
    }
  }, 180_000);
});
