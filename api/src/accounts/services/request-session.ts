import type { User } from '../../../../models/index.ts';

/** A session already resolved for the visitor's request, handed to the in-process API calls of SSR. */
export interface ResolvedSession {
  user: User;
  tokenId: number;
  via: 'bearer' | 'cookie';
}

// Keyed by the Request object itself: only code in this process that built the request can attach a
// session to it; nothing a client sends (headers, cookies, body) can reach this map.
const resolved = new WeakMap<Request, ResolvedSession | null>();

/** Marks an in-process request as carrying the given session (null: a visitor who is not signed in). */
export function withResolvedSession(req: Request, session: ResolvedSession | null): Request {
  resolved.set(req, session);
  return req;
}

/** The session attached by `withResolvedSession`, or undefined when the request came from outside. */
export function resolvedSession(req: Request): ResolvedSession | null | undefined {
  return resolved.get(req);
}
