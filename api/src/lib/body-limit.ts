import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * A body limit for streamed bodies (uploads, multipart images, signed webhooks): a declared
 * Content-Length over `maxSize` is refused before a byte is read; a chunked body is counted as it
 * passes and fails at the first byte past the limit. Nothing is buffered: Hono's own bodyLimit reads a
 * chunked body whole into memory first, which for a 3 GB upload is 3 GB of RAM (tests/bench/media.ts).
 */
export function streamingBodyLimit(maxSize: number, tooLarge: () => Error): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      // Node's HTTP parser never hands on more bytes than the declared length.
      if (Number(declared) > maxSize) throw tooLarge();
      return next();
    }
    let seen = 0;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxSize) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    });
    c.req.raw = new Request(raw, { body: raw.body.pipeThrough(counter), duplex: 'half' } as RequestInit);
    return next();
  };
}
