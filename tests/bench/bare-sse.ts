import { createServer, type ServerResponse } from 'node:http';

// The realtime bench's baseline (tests/bench/realtime.ts): a bare node:http server that holds server-sent
// event streams and, for each POST, writes the body it was given, framed as GraphQL over SSE's `next`
// event, to every stream. No database, no GraphQL, no session: what fan-out costs at the least.

const streams = new Set<ServerResponse>();
const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write(':\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const frame = `event: next\ndata: ${Buffer.concat(chunks).toString()}\n\n`;
    for (const s of streams) s.write(frame);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end('{}');
  });
});
server.keepAliveTimeout = 0;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare sse ready'));
