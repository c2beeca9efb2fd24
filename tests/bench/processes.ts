import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { sleep } from './live-tools.ts';

// The processes of the multi-process benches (realtime.ts, capacity.ts, scale.ts): Platea's own web
// processes started as an operator would (`node api/src/server.ts` with a role), a port from the kernel,
// and one server-sent event stream read the way a browser's EventSource would.

export const root = resolve(import.meta.dirname, '../..');

/** Every child a bench started, so it stops them all (SIGTERM, then SIGKILL) in its `finally`. */
export const children: ChildProcess[] = [];

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** A child process that prints `ready` on its standard output when it listens. */
export async function start(
  args: string[],
  env: Record<string, string>,
  ready: string,
  command = process.execPath,
): Promise<ChildProcess> {
  const proc = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(proc);
  await new Promise<void>((ok, fail) => {
    const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      if (line.includes(ready)) ok();
    });
    proc.once('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code} before it was ready`)));
  });
  return proc;
}

/**
 * One Platea process (`api/src/server.ts`) on `port`, role `web` unless told; `profileDir` makes it write
 * a CPU profile there when it stops. Resolves once it logs that it is ready.
 */
export const webProcess = (
  port: number,
  opts: { databaseUrl: string; dataDir: string; profileDir?: string; env?: Record<string, string> },
) =>
  start(
    [
      ...(opts.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`] : []),
      '--import',
      'tsx',
      'api/src/server.ts',
    ],
    {
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PLATEA_ROLES: 'web',
      SEED_DEMO: 'false',
      SEED_DEMO_MEDIA: 'false',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    'Platea is ready',
  );

/** Stops every child as an operator would (SIGTERM), killed if one hangs for 15 s. */
export async function stopChildren() {
  await Promise.all(
    children.map(async (c) => {
      if (c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    }),
  );
}

/** One server-sent event stream; `arrived(seq)` for each message whose text is "m<seq>". */
export interface Stream {
  opened: Promise<void>;
  close(): void;
}
export function openStream(
  target: string,
  headers: Record<string, string>,
  arrived: (seq: number) => void,
  /** Each chunk's size in bytes as read (what the stream costs on the wire, framing included). */
  read?: (bytes: number) => void,
): Stream {
  const controller = new AbortController();
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => (open = r));
  const pattern = /"text":"m(\d+)"/g;
  (async () => {
    const res = await fetch(target, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let tail = '';
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) return;
      open();
      read?.(chunk.value.byteLength);
      const text = tail + decoder.decode(chunk.value, { stream: true });
      pattern.lastIndex = 0;
      let last = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        arrived(Number(m[1]));
        last = pattern.lastIndex;
      }
      tail = text.slice(Math.max(last, text.length - 64));
    }
  })().catch(() => open());
  return { opened, close: () => controller.abort() };
}

/** The site's one subscription of a player page: onEvents with the viewer's cursors, chat included. */
export const onEventsQuery = (productId: number, userId: number) =>
  encodeURIComponent(
    `subscription{onEvents(productId:${productId},after:"${userId}",afterSystem:"0",afterChat:"0"){__typename ...on ChatMessage{messageId:id productId author{id name} text state revision createdAt}}}`,
  );

export const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(q * xs.length) - 1)];
