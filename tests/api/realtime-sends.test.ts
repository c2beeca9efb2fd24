import { describe, expect, it } from 'vitest';
import { drainQueue } from '../../api/src/jobs/index.ts';
import { connectionOf } from '../../models/columns.ts';
import { Notification } from '../../models/index.ts';
import { call } from './helpers/client.ts';
import { quickUser } from './helpers/commerce.ts';
import { listening, subscribe } from './helpers/realtime.ts';
import { adminToken } from './helpers/settings.ts';

/** Issue 21: the admin notification sender (spec 2, /manage/notifications). */
const send = (token: string | undefined, body: unknown, lang?: string) =>
  call('POST', '/api/notifications/sends', { token, body, lang });
const sent = () => drainQueue(connectionOf(Notification), 'notifications.send');

describe('the admin notification sender', () => {
  it('is for administrators only, and says who is missing from an audience', async () => {
    const body = { audience: 'everyone', kind: 'user', type: 'message', subject: 'Hola' };
    expect((await send(undefined, body)).status).toBe(401);
    expect((await send((await quickUser('PRODUCER')).token, body)).status).toBe(403);
    const admin = await adminToken();
    for (const bad of [
      { audience: 'role', kind: 'user', type: 'message' },
      { audience: 'user', kind: 'user', type: 'message' },
      { audience: 'role', role: 'USER', kind: 'system', type: 'home.updated' },
      { audience: 'user', userId: 2_000_000_000, kind: 'user', type: 'message' },
    ]) {
      const res = await send(admin, bad, 'es');
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.error.code).toBe('NOTIFICATION_AUDIENCE_INVALID');
      expect(res.body.error.message).toMatch(/Elige quién lo recibe/);
    }
    expect((await send(admin, { ...body, type: 'Not a type!' })).status).toBe(422);
  });

  it('a send to a role reaches exactly that role, live, and the history says how many it reached', async () => {
    const admin = await adminToken();
    const producers = [await quickUser('PRODUCER'), await quickUser('PRODUCER')];
    const viewer = await quickUser();
    const query = 'subscription { onUserNotification { type subject } }';
    const open = [...producers, viewer].map((u) => subscribe(u.token, query));
    const [first, second, theViewer] = await Promise.all(open);
    for (const u of [...producers, viewer]) await listening(`user:${u.user.id}`);

    const res = await send(admin, {
      audience: 'role',
      role: 'PRODUCER',
      kind: 'user',
      type: 'message',
      subject: 'Nuevas tarifas del plan de directo',
      content: 'Desde el lunes.',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ audience: 'role', role: 'PRODUCER', recipients: null, sentAt: null });
    await sent();
    const expected = {
      data: { onUserNotification: { type: 'message', subject: 'Nuevas tarifas del plan de directo' } },
    };
    expect(await first.next(1)).toEqual([expected]);
    expect(await second.next(1)).toEqual([expected]);
    await new Promise((r) => setTimeout(r, 300));
    expect(theViewer.received.filter((r) => r.event === 'next')).toEqual([]);
    expect(await Notification.count({ where: { userId: viewer.user.id } })).toBe(0);

    const history = await call('GET', '/api/notifications/sends', { token: admin });
    const mine = history.body.find((s: { id: number }) => s.id === res.body.id);
    expect(mine.recipients).toBeGreaterThanOrEqual(2);
    expect(mine.sentAt).toBeTruthy();
    for (const s of [first, second, theViewer]) await s.close();
  });

  it('a system message is one row for every page, signed in or not', async () => {
    const admin = await adminToken();
    const visitor = await subscribe(null, 'subscription { onSystemNotification { type payload } }');
    await listening('system');
    const res = await send(admin, {
      audience: 'everyone',
      kind: 'system',
      type: 'snack.notification',
      payload: { kind: 'warning', text: 'Mantenimiento a las 22:00' },
    });
    expect(res.status).toBe(202);
    await sent();
    expect(await visitor.next(1)).toEqual([
      {
        data: {
          onSystemNotification: {
            type: 'snack.notification',
            payload: { kind: 'warning', text: 'Mantenimiento a las 22:00' },
          },
        },
      },
    ]);
    const history = await call('GET', '/api/notifications/sends', { token: admin });
    expect(history.body.find((s: { id: number }) => s.id === res.body.id).recipients).toBe(1);
    await visitor.close();
  });
});
