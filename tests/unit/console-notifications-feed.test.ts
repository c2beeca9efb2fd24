import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The consoles' one realtime stream (backoffice/src/notifications/feed.ts): one EventSource however many
 * follow, user notifications picked out of the onEvents union, and a dropped stream opened again after a
 * growing pause with `after` = the last notification received, so nothing is missed or counted twice.
 */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: { data: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  get after() {
    const variables = new URL(this.url, 'http://x').searchParams.get('variables') ?? '{}';
    return (JSON.parse(variables) as { after?: string }).after;
  }
}

const userEvent = (id: number, subject = `n${id}`) =>
  JSON.stringify({
    data: {
      onEvents: {
        __typename: 'UserNotification',
        id: String(id),
        type: 'admin.message',
        subject,
        content: null,
        payload: {},
      },
    },
  });

async function loadFeed() {
  vi.resetModules();
  return import('../../backoffice/src/notifications/feed.ts');
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'Event',
    class {
      constructor(readonly type: string) {}
    },
  );
  vi.stubGlobal('dispatchEvent', () => true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('parseEvent', () => {
  it('picks a user notification out of the stream, and nothing else', async () => {
    const { parseEvent } = await loadFeed();
    expect(parseEvent(userEvent(7, 'Hola'))).toEqual({
      id: 7,
      type: 'admin.message',
      subject: 'Hola',
      content: null,
      payload: {},
    });
    const live = JSON.stringify({
      data: { onEvents: { __typename: 'LiveStatus', productId: 1, state: 'live' } },
    });
    expect(parseEvent(live)).toBeNull();
    const other = JSON.stringify({ data: { onEvents: { __typename: 'SomethingNew', id: '3' } } });
    expect(parseEvent(other)).toBeNull();
    expect(parseEvent('not json')).toBeNull();
    expect(parseEvent(JSON.stringify({ errors: [{ message: 'no' }] }))).toBeNull();
  });
});

describe('followNotifications', () => {
  it('opens one stream for all its followers, from the cursor, and closes it with the last', async () => {
    const { followNotifications } = await loadFeed();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = followNotifications(5, a);
    const stopB = followNotifications(3, b);
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    expect(source.after).toBe('5');
    source.emit('next', userEvent(6));
    // An id the page already has is not delivered again.
    source.emit('next', userEvent(6));
    source.emit('next', userEvent(4));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(a.mock.calls[0][0]).toMatchObject({ id: 6 });
    stopA();
    expect(source.closed).toBe(false);
    stopB();
    expect(source.closed).toBe(true);
  });

  it('after a drop, opens again after a growing pause, from the last notification received', async () => {
    const { followNotifications, retryDelay } = await loadFeed();
    const seen: number[] = [];
    const stop = followNotifications(10, (n) => seen.push(n.id));
    const first = FakeEventSource.opened[0];
    first.emit('next', userEvent(11));
    first.emit('error');
    expect(first.closed).toBe(true);
    // Not at once (no reconnection storm): after the first pause, about a second.
    vi.advanceTimersByTime(700);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(600);
    expect(FakeEventSource.opened).toHaveLength(2);
    const second = FakeEventSource.opened[1];
    expect(second.after).toBe('11');
    // It fails again at once: the next pause is longer.
    second.emit('error');
    vi.advanceTimersByTime(1_300);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1_200);
    expect(FakeEventSource.opened).toHaveLength(3);
    const third = FakeEventSource.opened[2];
    // What the server sends as missed arrives; the server ending the stream is a drop like any other.
    third.emit('next', userEvent(12));
    third.emit('complete');
    expect(seen).toEqual([11, 12]);
    vi.advanceTimersByTime(1_300);
    expect(FakeEventSource.opened).toHaveLength(4);
    expect(FakeEventSource.opened[3].after).toBe('12');
    stop();
    expect(FakeEventSource.opened[3].closed).toBe(true);
    expect(retryDelay(20)).toBeLessThanOrEqual(36_000);
  });
});

describe('the system toasts', () => {
  const system = (id: number, extra: Record<string, unknown>) =>
    JSON.stringify({ data: { onEvents: { __typename: 'SystemNotification', id: String(id), ...extra } } });

  it('a snack.notification is a toast of its kind, in the sender’s words; a reopening resumes after the last', async () => {
    const { followNotifications, followSnacks } = await loadFeed();
    const snacks = vi.fn();
    followSnacks(snacks);
    followNotifications(0, () => undefined);
    const [first] = FakeEventSource.opened;
    first.emit(
      'next',
      JSON.stringify({ data: { onEvents: { __typename: 'StreamCursors', afterSystem: '40' } } }),
    );
    first.emit(
      'next',
      system(41, {
        type: 'snack.notification',
        subject: null,
        content: 'Mantenimiento a las 22:00',
        payload: { kind: 'warning' },
      }),
    );
    first.emit('next', system(42, { type: 'home.updated', subject: null, content: null, payload: {} }));
    first.emit(
      'next',
      system(43, { type: 'snack.notification', subject: 'Hecho', content: null, payload: {} }),
    );
    expect(snacks.mock.calls.map(([s]) => s)).toEqual([
      { id: 41, kind: 'warning', text: 'Mantenimiento a las 22:00' },
      { id: 43, kind: 'success', text: 'Hecho' },
    ]);
    first.emit('error');
    vi.advanceTimersByTime(1_300);
    const [, second] = FakeEventSource.opened;
    const variables = JSON.parse(new URL(second.url, 'http://x').searchParams.get('variables') ?? '{}');
    expect(variables).toEqual({ after: '0', afterSystem: '43' });
    // The same toast again (a replay) is not shown twice.
    second.emit(
      'next',
      system(43, { type: 'snack.notification', subject: 'Hecho', content: null, payload: {} }),
    );
    expect(snacks).toHaveBeenCalledTimes(2);
  });
});
