import { app } from './client.ts';

/**
 * A subscription over SSE, as a browser's EventSource would hold it; `received` is what came. In this
 * process's app, or with `origin` over real HTTP from a web process of its own.
 */
export async function subscribe(token: string | null, query: string, { origin }: { origin?: string } = {}) {
  const controller = new AbortController();
  const request = new Request(
    `${origin ?? 'http://localhost'}/api/graphql?query=${encodeURIComponent(query)}`,
    {
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: controller.signal,
    },
  );
  const res = await (origin ? fetch(request) : app.request(request));
  const received: { event: string; data: unknown }[] = [];
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const chunk = await reader?.read().catch(() => ({ done: true, value: undefined }));
      if (!chunk || chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) received.push({ event, data: data ? JSON.parse(data) : null });
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    received,
    /** The data of the `next` events so far. */
    events: () => received.filter((r) => r.event === 'next').map((r) => r.data),
    /** The server ended the stream properly (GraphQL over SSE's `complete`), not a cut connection. */
    completed: () => received.some((r) => r.event === 'complete'),
    /** Waits until `n` events have come (or fails after `ms`). */
    async next(n: number, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.filter((r) => r.event === 'next').length < n) {
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${n} events: ${JSON.stringify(received)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received.filter((r) => r.event === 'next').map((r) => r.data);
    },
    async close() {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
  };
}

/** Waits until `n` subscriptions of this process listen to `room` (before writing what they should get). */
export async function listening(room: string, n = 1, ms = 10_000) {
  const { listenersOf } = await import('../../../api/src/realtime/hub.ts');
  const deadline = Date.now() + ms;
  while (listenersOf(room) < n) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${n} listeners of ${room}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
