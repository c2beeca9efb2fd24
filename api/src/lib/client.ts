import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { env } from '../env.ts';

/** The caller's IP: the socket's, or the first X-Forwarded-For hop when behind a trusted proxy. */
export function clientIp(c: Context<AppEnv>): string {
  if (env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
