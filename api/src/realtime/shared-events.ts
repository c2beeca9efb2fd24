import type { ServerResponse } from 'node:http';
import {
  buildExecutionContext,
  buildResolveInfo,
  execute,
  type SingularExecutionResult,
} from '@graphql-tools/executor';
import { addPath, getArgumentValues } from '@graphql-tools/utils';
import { type ExecutionArgs, type FieldNode, Kind, print, visit } from 'graphql';
import {
  createGraphQLError,
  getSSEProcessor,
  isAsyncIterable,
  type Plugin,
  processRegularResult,
} from 'graphql-yoga';

/**
 * One execution per event, not per subscriber (issue 21: 2,000 viewers of a chat). A room's reader hands
 * every subscriber of this process the same event object (chat-rooms.ts, live-rooms.ts), and GraphQL
 * would otherwise execute each subscriber's selection over it and serialise the result again, 2,000
 * times a message. Here a subscription's source stream is made as graphql-js makes it (the root field's
 * `subscribe` with its arguments), and each event is executed once per document and the variables its
 * selection reads (not the root field's cursors, which differ from one subscriber to the next), the
 * result shared. Its server-sent event is framed and encoded once too (`processEvents`): a subscriber's
 * stream writes the same bytes as every other, one write per event.
 */

type Shared = SingularExecutionResult & { stringify?: (result: unknown) => string };

/**
 * What a subscription's result depends on besides the event: its root field printed without arguments
 * (alias, directives, selection), the document's fragments, and the variables read under it. Two
 * subscribers whose cursors differ (each viewer's own notification cursor is in its query) still share.
 * Only plain fields sit under an event (no resolver reads the subscriber's context), so this is all.
 */
const shapes = new WeakMap<FieldNode, { text: string; variables: string[] }>();
function shapeOf(args: ExecutionArgs, node: FieldNode) {
  let shape = shapes.get(node);
  if (!shape) {
    const fragments = args.document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const found = new Set<string>();
    for (const part of [node.selectionSet, ...fragments])
      if (part)
        visit(part, {
          [Kind.VARIABLE]: (v) => {
            found.add(v.name.value);
          },
        });
    shape = {
      text: [print({ ...node, arguments: [] }), ...fragments.map((f) => print(f)).sort()].join(' '),
      variables: [...found].sort(),
    };
    shapes.set(node, shape);
  }
  return shape;
}

function sharedKey(args: ExecutionArgs, node: FieldNode): string {
  const shape = shapeOf(args, node);
  const values = shape.variables.map((name) => args.variableValues?.[name] ?? null);
  return `${shape.text} ${JSON.stringify(values)}`;
}

/** Per event (the object under the root field), per selection and the variables it reads: its result. */
const executed = new WeakMap<object, Map<string, Shared | Promise<Shared>>>();

/** A result whose serialisation is made once, for every subscriber that writes it. */
function once(result: Shared): Shared {
  if (!result.errors?.length) {
    const text = JSON.stringify(result);
    result.stringify = () => text;
  }
  return result;
}

/**
 * The event's result for this selection, executed by the first subscriber to need it: at once when
 * nothing under it waits (plain fields: every event of this schema), so the subscribers after the first,
 * and a delivery made during the room's dispatch (`deliverNow`), take it without a promise.
 */
function resultFor(
  args: ExecutionArgs,
  node: FieldNode,
  key: string,
  payload: unknown,
): Shared | Promise<Shared> {
  const event = payload && typeof payload === 'object' ? Reflect.get(payload, node.name.value) : null;
  if (!event || typeof event !== 'object') return run(args, payload);
  let byDocument = executed.get(event);
  if (!byDocument) {
    byDocument = new Map();
    executed.set(event, byDocument);
  }
  const result = byDocument.get(key);
  if (result) return result;
  const made = run(args, payload);
  byDocument.set(key, made);
  if (made instanceof Promise) {
    const results = byDocument;
    made.then((value) => results.set(key, value)).catch(() => undefined);
  }
  return made;
}

function run(args: ExecutionArgs, payload: unknown): Shared | Promise<Shared> {
  const result = execute({ ...args, rootValue: payload });
  return result instanceof Promise ? result.then((r) => once(single(r))) : once(single(result));
}

/** A result as one (this schema defers nothing: an incremental one is only its first part). */
const single = (r: Awaited<ReturnType<typeof execute>>): Shared =>
  'initialResult' in r ? r.initialResult : r;

const isStream = (value: unknown): value is AsyncIterable<unknown> =>
  !!value && typeof value === 'object' && Symbol.asyncIterator in value;

/** A refusal as GraphQL reports it (a refusal made by yoga's helper keeps its code and status). */
const asError = (err: unknown) =>
  createGraphQLError(err instanceof Error ? err.message : String(err), {
    originalError: err instanceof Error ? err : undefined,
  });

async function* mapEvents(
  source: AsyncIterable<unknown>,
  args: ExecutionArgs,
  node: FieldNode,
  key: string,
): AsyncGenerator<Shared> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      const result = resultFor(args, node, key, next.value);
      yield result instanceof Promise ? await result : result;
    }
  } finally {
    await iterator.return?.();
  }
}

/** Per subscription request: its events' results (`deliverNow` writes them without the stream). */
const executors = new WeakMap<object, (payload: unknown) => Shared | Promise<Shared>>();

/** graphql-js's subscribe, with shared per-event execution. */
async function subscribeShared(args: ExecutionArgs): Promise<Shared | AsyncGenerator<Shared>> {
  const context = buildExecutionContext(args);
  if (!('schema' in context)) return { errors: context };
  const rootType = context.schema.getSubscriptionType();
  const [node] = context.operation.selectionSet.selections;
  const fieldDef = rootType && node?.kind === 'Field' ? rootType.getFields()[node.name.value] : undefined;
  if (!rootType || node?.kind !== 'Field' || !fieldDef?.subscribe) return single(await execute(args));
  const path = addPath(undefined, node.alias?.value ?? node.name.value, rootType.name);
  const info = buildResolveInfo(context, fieldDef, [node], rootType, path);
  try {
    const argValues = getArgumentValues(fieldDef, node, context.variableValues.coerced);
    const source: unknown = await fieldDef.subscribe(
      context.rootValue,
      argValues,
      context.contextValue,
      info,
    );
    if (!isStream(source)) return { errors: [asError(new Error('the subscription answered no stream'))] };
    // A subscription's selection and variables do not change: its key is made once.
    const key = sharedKey(args, node);
    const request: unknown = args.contextValue && Reflect.get(args.contextValue, 'request');
    if (request && typeof request === 'object')
      executors.set(request, (payload) => resultFor(args, node, key, payload));
    return mapEvents(source, args, node, key);
  } catch (err) {
    return { errors: [asError(err)] };
  }
}

type ResultProcessing = Parameters<NonNullable<Plugin['onResultProcess']>>[0];
type FetchAPI = Parameters<Parameters<ResultProcessing['setResultProcessor']>[0]>[1];
type Results = Extract<ResultProcessing['result'], AsyncIterable<unknown>>;
type Result = Results extends AsyncIterable<infer R> ? R : never;

/** A result's `next` event, framed and encoded once per result object (a shared one: once per event). */
const encoder = new TextEncoder();
const frames = new WeakMap<object, Uint8Array>();
const COMPLETE = encoder.encode('event: complete\ndata:\n\n');
const PING = encoder.encode(':\n\n');

/** A result's frame made without waiting: none for an error (yoga's writer strips it, `frameOf`). */
function frameNow(result: Shared): Uint8Array | null {
  if (result.errors?.length) return null;
  const frame = encoder.encode(`event: next\ndata: ${(result.stringify ?? JSON.stringify)(result)}\n\n`);
  frames.set(result, frame);
  return frame;
}

/**
 * The subscriptions whose events can be written as they are dispatched (a socket whose stream waits for
 * its next event): per request, a writer of events' payloads that answers false when it cannot write
 * them all at once (a result still running, an error, a slow client, an event on its way).
 */
const sinks = new WeakMap<object, (payloads: unknown[]) => boolean>();

/**
 * Writes these events of the subscription `request` made straight to its socket, during the room's
 * dispatch, when nothing of it waits (a room's 2,000 viewers then cost a write each, not the chain of
 * iterators each event otherwise goes through); false: not written, the caller sends them the usual way.
 */
export function deliverNow(request: object, payloads: unknown[]): boolean {
  const written = sinks.get(request)?.(payloads) ?? false;
  if (written) writtenNow += payloads.length;
  return written;
}
let writtenNow = 0;
/** How many events this process wrote during their room's dispatch (`deliverNow`), since it started. */
export const eventsWrittenAtDispatch = () => writtenNow;

async function frameOf(result: Result, fetchAPI: FetchAPI): Promise<Uint8Array> {
  let frame = frames.get(result);
  if (!frame) {
    // An error goes through yoga's own writer, which strips what is internal (status, unexpected).
    const json = result.errors?.length
      ? await (await processRegularResult(result, fetchAPI, 'application/json')).text()
      : (result.stringify ?? JSON.stringify)(result);
    frame = encoder.encode(`event: next\ndata: ${json}\n\n`);
    frames.set(result, frame);
  }
  return frame;
}

/**
 * Every open event stream of this process, pinged by one clock (a comment line every 12 s keeps proxies
 * from closing a quiet stream) instead of a timer per stream as yoga's writer keeps.
 */
const PING_MS = 12_000;
const pinged = new Set<() => void>();
let pinger: NodeJS.Timeout | undefined;
function watch(ping: () => void) {
  pinged.add(ping);
  pinger ??= setInterval(() => {
    for (const one of pinged) one();
  }, PING_MS).unref();
}
function unwatch(ping: () => void) {
  pinged.delete(ping);
  if (pinged.size === 0 && pinger) {
    clearInterval(pinger);
    pinger = undefined;
  }
}

const HEADERS = {
  'Content-Type': 'text/event-stream',
  Connection: 'keep-alive',
  'Cache-Control': 'no-cache',
  'Content-Encoding': 'none',
};

/** The events of one subscription through a web stream (a request without a socket: app.request). */
function throughStream(results: Results, fetchAPI: FetchAPI): Response {
  const iterator = results[Symbol.asyncIterator]();
  let ping: (() => void) | null = null;
  const close = () => {
    if (ping) unwatch(ping);
    ping = null;
  };
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(stream) {
      // Some browsers wait for a first byte before they hand the stream over.
      stream.enqueue(PING);
      ping = () => stream.enqueue(PING);
      watch(ping);
    },
    async pull(stream) {
      try {
        const next = await iterator.next();
        if (next.value) stream.enqueue(await frameOf(next.value, fetchAPI));
        if (next.done) {
          close();
          stream.enqueue(COMPLETE);
          stream.close();
        }
      } catch (err) {
        close();
        stream.error(err);
      }
    },
    async cancel(reason) {
      close();
      await iterator.return?.(reason);
    },
  });
  return new fetchAPI.Response(body, { status: 200, headers: HEADERS });
}

/** Resolves once `out` has sent its head (the server writes it as soon as the answer's first bytes are read). */
async function headSent(out: ServerResponse): Promise<boolean> {
  for (let turn = 0; !out.headersSent; turn++) {
    if (out.destroyed || turn > 10_000) return false;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return true;
}

/** Resolves when `out` can take more (or is gone). */
const drained = (out: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * The events of one subscription written straight to the response's socket. The web stream a handler
 * answers with costs more than the write itself (a Node stream under a ponyfill, promises per chunk:
 * the fan-out bench measured it): the answer carries only the first ping, through the server like every
 * answer (its head with the middleware's headers), and stays open; once the head is out, every event's
 * shared bytes are one write to the socket, waiting for a slow client to drain (its room's queue then
 * collapses into a "read again", hub.ts). The end of the subscription closes the answer.
 */
function toSocket(results: Results, fetchAPI: FetchAPI, out: ServerResponse, request: Request): Response {
  const iterator = results[Symbol.asyncIterator]();
  /** True while the pump waits for the subscription's next event: nothing of it is on its way. */
  let waiting = false;
  const execute = executors.get(request);
  if (execute)
    sinks.set(request, (payloads) => {
      if (!waiting || !open() || out.writableNeedDrain) return false;
      const bytes: Uint8Array[] = [];
      for (const payload of payloads) {
        const result = execute(payload);
        if (result instanceof Promise) return false;
        const frame = frames.get(result) ?? frameNow(result);
        if (!frame) return false;
        bytes.push(frame);
      }
      if (bytes.length === 1) out.write(bytes[0]);
      else {
        out.cork();
        for (const frame of bytes) out.write(frame);
        out.uncork();
      }
      return true;
    });
  const open = () => out.headersSent && !out.destroyed && !out.writableEnded;
  const ping = () => {
    if (open() && out.writableLength === 0) out.write(PING);
  };
  // The client went away: the subscription lets go of its rooms (the request's signal ends it too).
  const stop = () => {
    iterator.return?.().catch(() => undefined);
  };
  let pumping: Promise<void> | null = null;
  const pump = async () => {
    watch(ping);
    out.once('close', stop);
    let finished = false;
    try {
      if (!(await headSent(out))) return;
      for (;;) {
        waiting = true;
        const next = await iterator.next();
        waiting = false;
        if (next.value && open()) {
          const frame = frames.get(next.value) ?? (await frameOf(next.value, fetchAPI));
          if (!out.write(frame)) await drained(out);
        }
        if (next.done) {
          finished = true;
          if (open()) out.write(COMPLETE);
          return;
        }
      }
    } finally {
      waiting = false;
      sinks.delete(request);
      unwatch(ping);
      out.off('close', stop);
      if (!finished) stop();
    }
  };
  const body = new fetchAPI.ReadableStream<Uint8Array>({
    start(stream) {
      stream.enqueue(PING);
    },
    async pull(stream) {
      pumping ??= pump();
      try {
        await pumping;
        stream.close();
      } catch (err) {
        stream.error(err);
      }
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
  return new fetchAPI.Response(body, { status: 200, headers: HEADERS });
}

const yogaEvents = getSSEProcessor();

/** What the endpoint hands yoga besides the user: the response's socket, when it has one. */
export interface EventsContext {
  outgoing?: ServerResponse;
}

/** GraphQL over SSE's "distinct connections" mode, as yoga writes it, with each event's bytes shared. */
function processEvents(
  request: Request,
  result: ResultProcessing['result'],
  fetchAPI: FetchAPI,
  mediaType: string,
  outgoing: ServerResponse | undefined,
) {
  if (!isAsyncIterable(result)) return yogaEvents(result, fetchAPI, mediaType);
  return outgoing ? toSocket(result, fetchAPI, outgoing, request) : throughStream(result, fetchAPI);
}

const acceptsEvents = (request: Request) =>
  (request.headers.get('accept') ?? '').toLowerCase().includes('text/event-stream');

export const sharedEvents: Plugin<Record<string, unknown>, EventsContext> = {
  onSubscribe({ setSubscribeFn }) {
    setSubscribeFn(subscribeShared);
  },
  onResultProcess({ request, result, setResultProcessor, serverContext }) {
    if (isAsyncIterable(result) && acceptsEvents(request))
      setResultProcessor(
        (r, fetchAPI, mediaType) => processEvents(request, r, fetchAPI, mediaType, serverContext.outgoing),
        'text/event-stream',
      );
  },
};
