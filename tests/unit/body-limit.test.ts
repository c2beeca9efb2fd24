import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../api/src/context.ts';
import { AppError } from '../../api/src/errors.ts';
import { streamingBodyLimit } from '../../api/src/lib/body-limit.ts';

/** An app whose one route reads its body chunk by chunk, reporting what it saw. */
function app(maxSize: number, onFirstChunk?: () => void) {
  const a = new Hono<AppEnv>();
  a.onError((err) => new Response(err.message, { status: err instanceof AppError ? err.status : 500 }));
  a.post(
    '/up',
    streamingBodyLimit(maxSize, () => new AppError('MEDIA_TOO_LARGE')),
    async (c) => {
      const reader = (c.req.raw.body as ReadableStream<Uint8Array>).getReader();
      let bytes = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (bytes === 0) onFirstChunk?.();
        bytes += value.byteLength;
      }
      return c.json({ bytes });
    },
  );
  return a;
}

/** A chunked body (no Content-Length) whose chunks are released one at a time by `next()`. */
function chunked(chunks: number, size: number) {
  let release: () => void = () => {};
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === chunks) return controller.close();
      await new Promise<void>((r) => {
        release = r;
        if (sent === 0) r();
      });
      sent++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { body, next: () => release(), sent: () => sent };
}

describe('streamingBodyLimit', () => {
  it('hands a chunked body on as it arrives, not after buffering it whole', async () => {
    const stream = chunked(4, 1000);
    let sentAtFirstChunk = -1;
    const res = app(10_000, () => {
      sentAtFirstChunk = stream.sent();
      // Only now let the rest come: a buffering limit would wait for all of it and never get here.
      const timer = setInterval(() => stream.next(), 5);
      setTimeout(() => clearInterval(timer), 500);
    }).request('/up', { method: 'POST', body: stream.body, duplex: 'half' } as RequestInit);
    const answer = await res;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ bytes: 4000 });
    expect(sentAtFirstChunk).toBeLessThan(4);
  });

  it('fails a chunked body at the first byte past the limit', async () => {
    const stream = chunked(5, 1000);
    const timer = setInterval(() => stream.next(), 5);
    const res = await app(2500).request('/up', {
      method: 'POST',
      body: stream.body,
      duplex: 'half',
    } as RequestInit);
    clearInterval(timer);
    expect(res.status).toBe(413);
    expect(stream.sent()).toBeLessThan(5);
  });

  it('refuses a declared length over the limit before reading, and passes one within it', async () => {
    const big = await app(10).request('/up', {
      method: 'POST',
      body: 'x'.repeat(11),
      headers: { 'content-length': '11' },
    });
    expect(big.status).toBe(413);
    const small = await app(10).request('/up', {
      method: 'POST',
      body: 'x'.repeat(10),
      headers: { 'content-length': '10' },
    });
    expect(await small.json()).toEqual({ bytes: 10 });
  });
});
