import { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { routes } from '../../lib/route.ts';

/**
 * The realtime endpoint (issue 21): `/api/graphql`, graphql-yoga in the same app. Queries and mutations
 * are POSTed as JSON; subscriptions come back as server-sent events (`Accept: text/event-stream`, by GET
 * from an EventSource, which sends the session cookie, or by POST). The user is the request's session.
 */
/** The GraphQL server, loaded once, on first use (../yoga.ts). */
let loading: Promise<typeof import('../yoga.ts')> | null = null;
export const loadYoga = () => {
  loading ??= import('../yoga.ts');
  return loading;
};

/** The user and language; with the response's socket, events are written to it (shared-events.ts). */
const context = (c: Context<AppEnv>) => ({
  user: c.get('user'),
  lang: c.get('lang'),
  outgoing: c.env?.outgoing instanceof ServerResponse ? c.env.outgoing : undefined,
});

const operation = {
  query: z.string().min(1).max(20_000),
  operationName: z.string().max(200).nullish(),
};

export const graphqlRoutes = routes('/api', 'realtime')
  .get(
    '/graphql',
    {
      summary:
        'GraphQL subscriptions as server-sent events (Accept: text/event-stream), and queries by GET: notifications, chat, live status',
      access: 'anonymous',
      query: z
        .object({
          ...operation,
          variables: z.string().max(20_000).optional(),
          extensions: z.string().max(2_000).optional(),
        })
        .strict(),
      produces: 'text/event-stream',
      response: null,
    },
    async (c) => (await loadYoga()).yoga.fetch(c.req.raw, context(c)),
  )
  .post(
    '/graphql',
    {
      summary:
        'GraphQL queries and mutations (JSON), and subscriptions as server-sent events when the request accepts text/event-stream',
      access: 'anonymous',
      body: z
        .object({
          ...operation,
          variables: z.record(z.string(), z.unknown()).nullish(),
          extensions: z.record(z.string(), z.unknown()).nullish(),
        })
        .strict(),
      produces: 'application/graphql-response+json',
      response: null,
    },
    async (c, { body }) => {
      // The body was read and checked by the declaration: yoga gets it again as the JSON it expects.
      const headers = new Headers(c.req.raw.headers);
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      const request = new Request(c.req.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: c.req.raw.signal,
      });
      return (await loadYoga()).yoga.fetch(request, context(c));
    },
  );
