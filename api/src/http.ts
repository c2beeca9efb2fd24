import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import compression from 'compression';
import type { App } from './app.ts';
import { isHttps } from './lib/client.ts';

/**
 * The policy for everything that is not an Astro page (Astro sends its own, with the hash of each
 * inline script and style it emitted: site/astro.config.mjs). The back office's styles are injected
 * at run time by its component library, hence 'unsafe-inline' for styles only; no script runs
 * unless it is a file of ours.
 */
export const DEFAULT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' blob: https:",
  // video.js (VHS) transmuxes segments in a worker made from a blob URL: the console's broadcast preview.
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every answer carries, on every face; a handler may still set its own. */
const BASE_HEADERS: [string, string][] = [
  ['Content-Security-Policy', DEFAULT_CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // Pages are not cached unless they say so (hashed assets say immutable, the API says no-store).
  ['Cache-Control', 'no-cache'],
];
const HSTS = 'max-age=31536000; includeSubDomains';
/**
 * What the API's answers carry instead: the same policy, with no referrer at all, resources for this
 * origin only and the rest of the usual hardening of a JSON API (what Hono's secureHeaders sets by
 * default), and `Cache-Control: no-store` unless the handler says otherwise. Set here rather than by a
 * Hono middleware: one setHeader each on the Node answer costs far less than a Fetch Headers `set` each
 * on every answer (tests/bench/heartbeats.ts). A handler's own value of one of them wins.
 */
const API_HEADERS: [string, string][] = [
  ['Content-Security-Policy', DEFAULT_CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Cache-Control', 'no-store'],
];
const isApi = (url: string | undefined) =>
  url?.startsWith('/api') === true && (url.length === 4 || url[4] === '/' || url[4] === '?');

/**
 * The Node HTTP server in front of the Hono app (API, back office, site):
 * - compression (gzip/deflate/brotli as the client accepts) of HTML, JSON, CSS, JS and other
 *   compressible types over 1 KB, with `Vary: Accept-Encoding` (the `compression` package);
 * - the base security headers above on every answer (the API's own set on /api), HSTS over https;
 * - HEAD answered exactly as GET without the body. Node drops the body of a HEAD response itself, so
 *   the request is handed on as GET: this also covers the Astro pages, which write to the socket
 *   directly, where Hono's own HEAD handling would write the headers twice.
 */
export interface HttpServer extends Server {
  /**
   * The stop of a web process. Every answer from now on says `Connection: close`. The listener stays open
   * while anything is on its way (at least `minMs`, then until no request runs and no connection accepted
   * in the last second is still waiting for its request): a busy process accepts and reads late, and
   * closing the listener would reset the connections the kernel queued for it. Then it stops accepting
   * and waits for the connections to end (idle keep-alive ones are closed), up to `deadlineMs` in all.
   */
  drain: (opts: { minMs: number; deadlineMs: number }) => Promise<void>;
}

/**
 * An answer written before the request's body was read (a 413 on its declared length, a 401 before an
 * upload) says `Connection: close`: Node closes such a socket after the answer anyway, and a client told
 * `keep-alive` would send its next request on it and see it fail.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse) {
  // Only a request that has a body: a bodiless GET is not `complete` until its stream is read, and a
  // `Connection: close` there would turn a streamed answer's chunked body into one ended by the close,
  // so a download cut halfway would look whole.
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/** Our compressor: gzip/deflate/brotli as the client accepts, answers over 1 KB (the benchmarks' baseline uses it too). */
export function createCompressor() {
  // The package is typed for Express; at run time it takes plain Node requests and responses.
  return compression({ threshold: 1024 }) as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}

/** How long an idle keep-alive connection is kept (longer than a load balancer's 60 s). */
const KEEP_ALIVE_MS = 65_000;

export function createHttpServer(app: Pick<App, 'fetch'>): HttpServer {
  const listener = getRequestListener(app.fetch);
  const compress = createCompressor();
  let draining = false;
  /** Per connection: when it was accepted, requests in progress, and answers sent. */
  const connections = new Map<Socket, { since: number; active: number; answered: number }>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (connection) {
      connection.active++;
      res.once('close', () => {
        connection.active--;
        connection.answered++;
      });
    }
    for (const [name, value] of isApi(req.url) ? API_HEADERS : BASE_HEADERS) res.setHeader(name, value);
    if (draining) res.setHeader('Connection', 'close');
    closeIfBodyUnread(req, res);
    if (isHttps(req)) res.setHeader('Strict-Transport-Security', HSTS);
    // tus gives HEAD its own meaning (the offset to resume from): its routes declare HEAD themselves.
    if (req.method === 'HEAD' && !req.url?.startsWith('/api/uploads/')) req.method = 'GET';
    // Video segments, MP4s and upload bytes do not compress, and a stream of events must not wait in
    // a compressor's buffer: they skip it.
    if (
      req.url?.startsWith('/api/uploads') ||
      /^\/media\/[^/]+\/\d+\/.+\.(ts|mp3|mp4|jpg)$/.test(req.url ?? '') ||
      req.headers.accept?.includes('text/event-stream')
    ) {
      void listener(req, res);
      return;
    }
    compress(req, res, () => {
      void listener(req, res);
    });
  });
  // An idle keep-alive connection is kept longer than the clients and load balancers in front keep theirs
  // (60 s is theirs by default): with Node's 5 s, a client reusing a connection as the server closed it
  // got a reset (a journey's POST after a pause did).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { since: Date.now(), active: 0, answered: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  /** Ends connections that were answered and wait for nothing (the client sent no further request). */
  const closeAnsweredIdle = () => {
    for (const [socket, c] of connections) if (c.active === 0 && c.answered > 0) socket.destroy();
  };
  const busy = (now: number) =>
    [...connections.values()].some((c) => c.active > 0 || (c.answered === 0 && now - c.since < 1_000));
  return Object.assign(server, {
    drain: async ({ minMs, deadlineMs }: { minMs: number; deadlineMs: number }) => {
      draining = true;
      const start = Date.now();
      for (;;) {
        await new Promise((r) => setTimeout(r, 100));
        // After a poll phase: connections the kernel queued meanwhile are accepted and counted.
        await new Promise((r) => setImmediate(r));
        const now = Date.now();
        if (now - start >= deadlineMs || (now - start >= minMs && !busy(now))) break;
      }
      // Not server.close(): it would also destroy accepted connections whose request is not read yet.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      closeAnsweredIdle();
      const sweep = setInterval(closeAnsweredIdle, 100);
      const left = Math.max(0, deadlineMs - (Date.now() - start));
      await Promise.race([closed, new Promise((r) => setTimeout(r, left))]);
      clearInterval(sweep);
    },
  });
}
