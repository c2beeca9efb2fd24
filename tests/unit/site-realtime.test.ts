import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * site/src/islands/realtime.ts, the tab's one realtime connection, against a stand-in EventSource:
 * one connection for every listener, events by __typename (unknown members too), the cursors it resumes
 * from after a drop, pauses that grow instead of a storm, one reopening for a new product, snacks.
 */

class FakeSource {
  static all: FakeSource[] = [];
  readonly handlers = new Map<string, ((event: { data: string }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, fn: (event: { data: string }) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = null) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data: JSON.stringify(data) });
  }
  next(event: Record<string, unknown>) {
    this.emit('next', { data: { onEvents: event } });
  }
  /** The subscription's query, decoded. */
  get query() {
    return new URL(this.url, 'http://x').searchParams.get('query') ?? '';
  }
}

const open = () => FakeSource.all.filter((s) => !s.closed);
const toasts: { type: string; message: string }[] = [];
/** The page's seed attributes (data-realtime-after, data-realtime-product). */
let seeds: Record<string, string> = {};

async function client() {
  vi.resetModules();
  return import('../../site/src/islands/realtime.ts');
}

/** The client with the chat's add-on (realtime-chat.ts, as the player page loads it), after the page's seeds. */
async function chatClient() {
  const rt = await client();
  const chat = await import('../../site/src/islands/realtime-chat.ts');
  return { ...rt, followChat: chat.followChat };
}

/** Lets the microtask that opens the connection run. */
const settle = () => Promise.resolve().then(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
  toasts.length = 0;
  seeds = {};
  vi.stubGlobal('EventSource', FakeSource);
  // The browser's window, as far as the client and notify() use it: its clock (the fake one) and events.
  const win = Object.assign(new EventTarget(), {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (timer: ReturnType<typeof setTimeout> | undefined) => clearTimeout(timer),
  });
  win.addEventListener('platea:notify', (event) => {
    if (event instanceof CustomEvent) toasts.push(event.detail);
  });
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    documentElement: { dataset: { plateaToaster: 'ready' } },
    querySelector: (selector: string) => {
      const name = /data-realtime-(\w+)/.exec(selector)?.[1] ?? '';
      return name in seeds ? { getAttribute: () => seeds[name] } : null;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the site realtime client', () => {
  it('opens one connection for every listener, from what the page seeds, and hands each event to its type', async () => {
    seeds = { after: '41', product: '7' };
    const rt = await client();
    const users: unknown[] = [];
    const lives: unknown[] = [];
    const chats: unknown[] = [];
    rt.on('UserNotification', (n) => users.push(n.id));
    rt.on('LiveStatus', (s) => lives.push(s.state));
    rt.on('ChatMessage', (m) => chats.push(m.text), 'id text');
    // The player follows the product the page announced: no second connection.
    rt.follow(7);
    await settle();
    expect(FakeSource.all).toHaveLength(1);
    const [source] = FakeSource.all;
    expect(source.query).toContain('onEvents(productId:7,after:"41")');
    expect(source.query).toContain('...on ChatMessage{id text}');

    source.next({ __typename: 'UserNotification', id: '42', type: 'message' });
    source.next({ __typename: 'LiveStatus', productId: 7, state: 'live' });
    source.next({ __typename: 'ChatMessage', id: '9', text: 'hola' });
    // A member no one here listens to is passed over.
    source.next({ __typename: 'Poll', id: '3' });
    expect(users).toEqual(['42']);
    expect(lives).toEqual(['live']);
    expect(chats).toEqual(['hola']);
  });

  it('after a drop, reopens later with the last ids it saw, waiting longer each time it fails', async () => {
    const rt = await client();
    rt.on('SystemNotification', () => undefined);
    const down: boolean[] = [];
    rt.onStatus((up) => down.push(!up));
    await settle();
    const first = FakeSource.all[0];
    first.emit('open');
    first.next({ __typename: 'SystemNotification', id: '12', type: 'home.updated', payload: {} });
    first.emit('error');
    expect(first.closed).toBe(true);
    expect(down).toEqual([false, true]);
    // Not at once (a storm), and not again on its own: one reopening after the pause.
    vi.advanceTimersByTime(700);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(700);
    expect(open()).toHaveLength(1);
    expect(open()[0].query).toContain('onEvents(afterSystem:"12")');

    // It keeps failing: the pauses grow (2 s, then 4 s, at least three quarters of them).
    open()[0].emit('error');
    vi.advanceTimersByTime(1_400);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(1_700);
    expect(open()).toHaveLength(1);
    open()[0].emit('complete');
    vi.advanceTimersByTime(2_900);
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(3_200);
    expect(open()).toHaveLength(1);
    expect(FakeSource.all).toHaveLength(4);
  });

  it('a server that never answers is asked less and less often; a connection that lasted starts over', async () => {
    const rt = await client();
    rt.on('SystemNotification', () => undefined);
    await settle();
    // Five failures in a row without ever opening: 1, 2, 4, 8, 16 s (give or take a quarter).
    for (const pause of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      open()[0].emit('error');
      vi.advanceTimersByTime(pause * 0.74);
      expect(open()).toHaveLength(0);
      vi.advanceTimersByTime(pause * 0.52);
      expect(open()).toHaveLength(1);
    }
    // This one opens and lasts a minute: its drop is retried after a second again.
    open()[0].emit('open');
    vi.advanceTimersByTime(60_000);
    open()[0].emit('error');
    vi.advanceTimersByTime(1_300);
    expect(open()).toHaveLength(1);
  });

  it('reopens once when the product changes, and closes when no one listens', async () => {
    const rt = await client();
    const stop = rt.on('LiveStatus', () => undefined);
    await settle();
    expect(FakeSource.all).toHaveLength(1);
    const unfollow = rt.follow(5);
    await settle();
    expect(FakeSource.all).toHaveLength(2);
    expect(FakeSource.all[0].closed).toBe(true);
    expect(open()[0].query).toContain('onEvents(productId:5)');
    unfollow();
    stop();
    await settle();
    expect(open()).toHaveLength(0);
  });

  it('shows a snack.notification as a toast, in its kind (success unless it says otherwise)', async () => {
    const rt = await client();
    rt.on('UserNotification', () => undefined);
    await settle();
    const [source] = FakeSource.all;
    source.next({
      __typename: 'SystemNotification',
      id: '1',
      type: 'snack.notification',
      subject: null,
      content: 'Mantenimiento a las 22:00',
      payload: { kind: 'warning' },
    });
    source.next({
      __typename: 'SystemNotification',
      id: '2',
      type: 'snack.notification',
      subject: 'Hecho',
      content: null,
      payload: {},
    });
    source.next({ __typename: 'SystemNotification', id: '3', type: 'home.updated', payload: {} });
    // The sender's words: the content when there is one, over the subject.
    source.next({
      __typename: 'SystemNotification',
      id: '4',
      type: 'snack.notification',
      subject: 'Aviso',
      content: 'Nuevas fechas publicadas',
      payload: { kind: 'error' },
    });
    expect(toasts).toEqual([
      { type: 'warning', message: 'Mantenimiento a las 22:00' },
      { type: 'success', message: 'Hecho' },
      { type: 'error', message: 'Nuevas fechas publicadas' },
    ]);
  });

  it('a stream opened without cursors is told where it starts, and a drop before any message resumes from there', async () => {
    const rt = await client();
    rt.on('SystemNotification', () => undefined);
    await settle();
    const [first] = FakeSource.all;
    expect(first.query).toContain('onEvents{');
    first.emit('open');
    first.next({ __typename: 'StreamCursors', after: null, afterSystem: '57' });
    first.emit('error');
    vi.advanceTimersByTime(1_400);
    expect(open()[0].query).toContain('onEvents(afterSystem:"57")');
  });

  it('follows a chat from the history cursor, and resumes after the last chat revision it saw', async () => {
    const rt = await chatClient();
    const texts: string[] = [];
    const removed: number[] = [];
    rt.followChat(7, '30', {
      message: (m) => texts.push(`${m.id} ${m.text}`),
      removal: (r) => removed.push(r.id),
      room: () => undefined,
    });
    await settle();
    expect(FakeSource.all).toHaveLength(1);
    const [first] = FakeSource.all;
    expect(first.query).toContain('onEvents(productId:7,afterChat:"30")');
    // The chat's Int ids come aliased (the notifications' ids are ID: one name cannot have both types).
    expect(first.query).toContain(
      '...on ChatMessage{messageId:id productId author{id name} text state revision createdAt}',
    );
    expect(first.query).toContain('...on ChatRemoval{productId messageId:id revision}');
    first.emit('open');
    first.next({ __typename: 'ChatMessage', productId: 7, messageId: 3, text: 'hola', revision: '31' });
    first.next({ __typename: 'ChatRemoval', productId: 7, messageId: 2, revision: '33' });
    // Another product's chat is not this one.
    first.next({ __typename: 'ChatMessage', productId: 8, messageId: 9, text: 'otra', revision: '90' });
    expect(texts).toEqual(['3 hola']);
    expect(removed).toEqual([2]);
    first.emit('error');
    vi.advanceTimersByTime(1_400);
    expect(open()).toHaveLength(1);
    expect(open()[0].query).toContain('onEvents(productId:7,afterChat:"33")');
  });

  it('the page seeds the chat cursor: one connection, the events before the panel is there are kept for it', async () => {
    seeds = { product: '7', chat: '12' };
    const rt = await chatClient();
    rt.on('LiveStatus', () => undefined);
    await settle();
    expect(FakeSource.all).toHaveLength(1);
    const [source] = FakeSource.all;
    expect(source.query).toContain('onEvents(productId:7,afterChat:"12")');
    expect(source.query).toContain(
      '...on ChatRoom{productId disabled slowModeSeconds linksAllowed moderated}',
    );
    source.next({ __typename: 'ChatRoom', productId: 7, disabled: true });
    source.next({ __typename: 'ChatMessage', productId: 7, messageId: 4, text: 'temprano', revision: '13' });
    // The panel hydrates now, with the history's (older) cursor: no reopening, nothing lost.
    const texts: string[] = [];
    const rooms: unknown[] = [];
    rt.followChat(7, '12', {
      message: (m) => texts.push(m.text),
      removal: () => undefined,
      room: (r) => rooms.push(r.disabled),
    });
    await settle();
    expect(FakeSource.all).toHaveLength(1);
    expect(rooms).toEqual([true]);
    expect(texts).toEqual(['temprano']);
    // Told where the stream starts: cursors that moved on reopen nothing when another island comes.
    source.next({ __typename: 'StreamCursors', after: '3', afterSystem: '8' });
    rt.on('UserNotification', () => undefined);
    await settle();
    expect(FakeSource.all).toHaveLength(1);
    source.next({ __typename: 'ChatMessage', productId: 7, messageId: 5, text: 'luego', revision: '14' });
    expect(texts).toEqual(['temprano', 'luego']);
    source.emit('complete');
    vi.advanceTimersByTime(1_400);
    expect(open()[0].query).toContain('onEvents(productId:7,after:"3",afterSystem:"8",afterChat:"14")');
  });

  it('stops following the chat: its events go nowhere, and the next opening leaves it out', async () => {
    const rt = await chatClient();
    rt.on('LiveStatus', () => undefined);
    const unfollowLive = rt.follow(7);
    const texts: string[] = [];
    const stop = rt.followChat(7, '5', {
      message: (m) => texts.push(m.text),
      removal: () => undefined,
      room: () => undefined,
    });
    await settle();
    expect(open()[0].query).toContain('onEvents(productId:7,afterChat:"5")');
    stop();
    await settle();
    // The open connection goes on (the same product): nothing reopens for a cursor left out.
    expect(FakeSource.all).toHaveLength(1);
    open()[0].next({ __typename: 'ChatMessage', productId: 7, messageId: 6, text: 'tarde', revision: '6' });
    expect(texts).toEqual([]);
    open()[0].emit('error');
    vi.advanceTimersByTime(1_400);
    expect(open()[0].query).toContain('onEvents(productId:7)');
    unfollowLive();
  });
});
