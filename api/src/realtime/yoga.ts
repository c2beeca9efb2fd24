import { createYoga } from 'graphql-yoga';
import { type RealtimeContext, realtimeSchema } from './schema.ts';
import { type EventsContext, sharedEvents } from './shared-events.ts';

/**
 * The GraphQL server of `/api/graphql` (routes/graphql.ts), loaded on the endpoint's first request (or
 * right after a web process listens, server.ts): graphql-yoga and its schema are most of what an API
 * process would load at start, and a process that never serves GraphQL (a worker, most test files) need
 * not load them.
 */
export const yoga = createYoga<
  { user: RealtimeContext['user']; lang: RealtimeContext['lang'] } & EventsContext
>({
  schema: realtimeSchema,
  graphqlEndpoint: '/api/graphql',
  graphiql: false,
  landingPage: false,
  logging: false,
  plugins: [sharedEvents],
});
