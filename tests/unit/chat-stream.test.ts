import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnChatEvent } from '../../api/src/shared/chat.ts';
import { subscribeChat } from '../../backoffice/src/realtime/chatStream.ts';

/**
 * Issue 21: the console follows a chat room on one EventSource of its own making. A dropped or ended
 * connection is opened again after the last revision received (never from the first cursor), waiting
 * 1 s, 2 s, 4 s… and back to 1 s once the room answers; what the server sends is read, not trusted.
 */
class FakeSource {
  static opened: FakeSource[] = [];
  readonly listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  next(onChat: unknown) {
    this.emit('next', { data: { onChat } });
  }
  /** The `after` this connection asked from. */
  get after() {
    const query = new URL(this.url, 'http://console.test').searchParams.get('query') ?? '';
    return /after: "(\d+)"/.exec(query)?.[1];
  }
}

const room = {
  __typename: 'ChatRoom',
  productId: 7,
  disabled: false,
  slowModeSeconds: 0,
  linksAllowed: false,
  moderated: true,
};
const message = (id: number, revision: string, state = 'pending') => ({
  __typename: 'ChatMessage',
  id,
  productId: 7,
  author: { id: 3, name: 'Ana' },
  text: '<b>hola</b>',
  state,
  revision,
  createdAt: '2026-11-29T05:00:00.000Z',
});

describe('the console’s chat stream', () => {
  beforeEach(() => {
    FakeSource.opened = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands over what the room sends, typed, and drops what it cannot read', () => {
    const events: OnChatEvent[] = [];
    const stop = subscribeChat(7, '41', { event: (e) => events.push(e) });
    const [source] = FakeSource.opened;
    expect(source.after).toBe('41');
    source.next(room);
    source.next(message(5, '42'));
    source.next({ __typename: 'ChatRemoval', id: 5, revision: '43' });
    source.next({ ...message(6, '44'), state: 'deleted' });
    source.next({ __typename: 'ChatMessage', id: '6' });
    source.emit('next', 'not json {');
    expect(events).toEqual([
      { ...room },
      message(5, '42'),
      { __typename: 'ChatRemoval', id: 5, revision: '43' },
    ]);
    stop();
    expect(source.closed).toBe(true);
  });

  it('opens again after the last revision received, waiting longer after each failure', () => {
    const states: string[] = [];
    const stop = subscribeChat(7, '9', { event: () => undefined, connection: (s) => states.push(s) });
    FakeSource.opened[0].next(room);
    FakeSource.opened[0].next(message(1, '10'));
    // Revisions are compared as numbers: 100 comes after 99.
    FakeSource.opened[0].next(message(2, '99'));
    FakeSource.opened[0].next(message(3, '100'));
    FakeSource.opened[0].emit('error');
    expect(FakeSource.opened[0].closed).toBe(true);
    vi.advanceTimersByTime(999);
    expect(FakeSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(2);
    expect(FakeSource.opened[1].after).toBe('100');

    // It fails again before the room answers: 2 s, then 4 s.
    FakeSource.opened[1].emit('error');
    vi.advanceTimersByTime(1_999);
    expect(FakeSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSource.opened).toHaveLength(3);
    // The server ended the stream (`complete`): opened again, after 4 s.
    FakeSource.opened[2].emit('complete');
    vi.advanceTimersByTime(4_000);
    expect(FakeSource.opened).toHaveLength(4);
    // The room answers: the next failure waits 1 s again.
    FakeSource.opened[3].next(room);
    FakeSource.opened[3].emit('error');
    vi.advanceTimersByTime(1_000);
    expect(FakeSource.opened).toHaveLength(5);
    expect(FakeSource.opened[4].after).toBe('100');
    expect(states).toEqual(['open', 'retrying', 'retrying', 'retrying', 'open', 'retrying']);

    // Stopped while waiting: nothing opens any more.
    FakeSource.opened[4].emit('error');
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSource.opened).toHaveLength(5);
  });

  it('tells the server’s refusal, in its words', () => {
    const refused: string[] = [];
    subscribeChat(7, '0', { event: () => undefined, refused: (m) => refused.push(m) });
    FakeSource.opened[0].emit('next', { errors: [{ message: 'Necesitas una entrada' }] });
    expect(refused).toEqual(['Necesitas una entrada']);
  });
});
