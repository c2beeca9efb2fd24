import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import type { TLSSocket } from 'node:tls';
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
    if (forwarded) return unmapped(forwarded.slice(0, 64));
  }
  return unmapped(c.env?.incoming?.socket?.remoteAddress ?? 'unknown');
}

/** An IPv4 address as itself, also when a dual-stack socket writes it as IPv6 (`::ffff:1.2.3.4`). */
const unmapped = (ip: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;

/**
 * The network an address belongs to, for limits one person with many addresses should not dodge: an
 * IPv4 /24, an IPv6 /64 (what one home or one server is usually given), an IPv4-mapped IPv6 address
 * as IPv4. Anything unreadable is its own network.
 */
export function ipNetwork(ip: string): string {
  const address = unmapped(ip);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether the visitor reached us over https: directly, or through a proxy we trust to say so. */
export function isHttps(req: IncomingMessage, trustProxy = env.TRUST_PROXY): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim() === 'https';
}
