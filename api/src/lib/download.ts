import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * A streamed download (the CSV exports). Once its first bytes are out the status line has said 200, so a
 * failure halfway can only be told by cutting the connection: the client then sees a failed download, not
 * a file that looks whole. Left to itself, @hono/node-server ends such a body cleanly with an
 * `Error: …` line whenever the failure comes while it waits for the client to drain (a slow reader).
 */
export function streamedDownload(
  c: Context<AppEnv>,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
): Response {
  const outgoing = c.env?.outgoing;
  const reader = body.getReader();
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        } catch (err) {
          // Before the error reaches the server's writer, which would end the response normally.
          outgoing?.destroy(err instanceof Error ? err : new Error(String(err)));
          controller.error(err);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return new Response(stream, { headers });
}

/** A CSV export as a download named `<name>-<today>.csv`, private and never sniffed as anything else. */
export function csvDownload(c: Context<AppEnv>, body: ReadableStream<Uint8Array>, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return streamedDownload(c, body, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}
