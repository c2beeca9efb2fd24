import {
  buildExecutionContext,
  buildResolveInfo,
  execute,
  type SingularExecutionResult,
} from '@graphql-tools/executor';
import { addPath, getArgumentValues } from '@graphql-tools/utils';
import type { ExecutionArgs } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * One execution per event, not per subscriber (issue 21: 2,000 viewers of a chat). A room's reader hands
 * every subscriber of this process the same event object (chat-rooms.ts, live-rooms.ts), and GraphQL
 * would otherwise execute each subscriber's selection over it and serialise the result again, 2,000
 * times a message. Here a subscription's source stream is made as graphql-js makes it (the root field's
 * `subscribe` with its arguments), and each event is executed once per document and variables, the
 * result shared, with its JSON written once (yoga's SSE writer calls a result's own `stringify`).
 */

type Shared = SingularExecutionResult & { stringify?: (result: unknown) => string };

/** Per event (the object under the root field), per document and variables: its result. */
const executed = new WeakMap<object, Map<string, Promise<Shared>>>();
const documentIds = new WeakMap<object, number>();
let documents = 0;

function documentKey(args: ExecutionArgs): string {
  let id = documentIds.get(args.document);
  if (id === undefined) {
    id = ++documents;
    documentIds.set(args.document, id);
  }
  return `${id} ${args.operationName ?? ''} ${JSON.stringify(args.variableValues ?? {})}`;
}

/** The event's result for this document, executed by the first subscriber to need it. */
function resultFor(args: ExecutionArgs, field: string, payload: unknown): Promise<Shared> {
  const event = payload && typeof payload === 'object' ? Reflect.get(payload, field) : null;
  const run = async (): Promise<Shared> => {
    const result = single(await execute({ ...args, rootValue: payload }));
    if (!result.errors?.length) {
      const text = JSON.stringify(result);
      result.stringify = () => text;
    }
    return result;
  };
  if (!event || typeof event !== 'object') return run();
  const key = documentKey(args);
  let byDocument = executed.get(event);
  if (!byDocument) {
    byDocument = new Map();
    executed.set(event, byDocument);
  }
  let result = byDocument.get(key);
  if (!result) {
    result = run();
    byDocument.set(key, result);
  }
  return result;
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
  field: string,
): AsyncGenerator<Shared> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield await resultFor(args, field, next.value);
    }
  } finally {
    await iterator.return?.();
  }
}

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
    return mapEvents(source, args, node.name.value);
  } catch (err) {
    return { errors: [asError(err)] };
  }
}

export const sharedEvents: Plugin = {
  onSubscribe({ setSubscribeFn }) {
    setSubscribeFn(subscribeShared);
  },
};
