import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { env } from '../env.ts';

/**
 * The caller's IP: the socket's, or, behind a trusted proxy, the last X-Forwarded-For hop: the one our
 * proxy appended. The earlier hops are whatever the client sent and would let it dodge the rate limits.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
