import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { BroadcastDestination, Channel, Product, type User } from '../../../../models/index.ts';
import { env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../lib/logger.ts';
import { assertCan } from '../../policy.ts';
import { DESTINATION_PRESETS, type DestinationAnswer, type DestinationState } from '../../shared/live.ts';
import { open, seal } from './secret-box.ts';

/**
 * Simulcast destinations of a broadcast product (issue 20): YouTube, Facebook, Twitch presets or any
 * rtmp:// or rtmps:// server, each with its stream key encrypted at rest (secret-box.ts) and never answered
 * back. A destination whose host is (or resolves to) a private, loopback or link-local address is refused
 * unless SIMULCAST_ALLOW_PRIVATE_DESTINATIONS: at creation, and again by the ingest right before each
 * connection (DNS may have changed). The ingest (api/src/live/simulcast.ts) relays to them and writes
 * their state here.
 */

const MAX_DESTINATIONS = 10;
const sql = () => connectionOf(BroadcastDestination);

export interface DestinationInput {
  preset?: keyof typeof DESTINATION_PRESETS;
  name?: string;
  url?: string;
  key: string;
}

/** Where no organizer may push: private, loopback, link-local, shared, multicast and reserved ranges. */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** Whether an IP address is private, loopback, link-local or otherwise not a public server. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible forms are judged as the IPv4 address they carry.
  const mapped = /^(?:0{0,4}:){0,5}(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const n = (Number.parseInt(hex[1], 16) << 16) | Number.parseInt(hex[2], 16);
    return blocked.check([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'), 'ipv4');
  }
  return blocked.check(address, 'ipv6');
}

/** The URL if it is an rtmp:// or rtmps:// server URL with a host and no credentials. */
export function parseDestinationUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AppError('SIMULCAST_URL_INVALID');
  }
  if (!['rtmp:', 'rtmps:'].includes(url.protocol) || !url.hostname || url.username || url.password) {
    throw new AppError('SIMULCAST_URL_INVALID');
  }
  if (url.search || url.hash) throw new AppError('SIMULCAST_URL_INVALID');
  return url;
}

/**
 * Refuses a destination whose host is, or resolves to, a private address (unless allowed). Throws
 * SIMULCAST_DESTINATION_PRIVATE, or SIMULCAST_HOST_UNKNOWN when the name does not resolve.
 */
export async function assertDestinationAllowed(url: URL): Promise<void> {
  if (env.SIMULCAST_ALLOW_PRIVATE_DESTINATIONS) return;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new AppError('SIMULCAST_HOST_UNKNOWN');
    }
  }
  if (addresses.length === 0) throw new AppError('SIMULCAST_HOST_UNKNOWN');
  // Every address must be public: a resolver may hand out any of them.
  if (addresses.some(isPrivateAddress)) throw new AppError('SIMULCAST_DESTINATION_PRIVATE');
}

async function managedBroadcastProduct(user: User, productId: number) {
  const product = await Product.findByPk(productId, {
    include: [{ model: Channel, as: 'channel', attributes: ['userId'] }],
  });
  if (!product) throw new AppError('NOT_FOUND');
  await assertCan(user, 'broadcast.manage', product);
  if (product.type !== 'broadcast') throw new AppError('BROADCAST_NOT_BROADCAST');
  return product;
}

/** The additional data a destination's sealed key is bound to. */
const keyContext = (productId: number) => `broadcast-destination:${productId}`;

export function destinationJson(row: BroadcastDestination, broadcastLive: boolean): DestinationAnswer {
  // A relay only runs while the broadcast is live; a state left by an ingest that died says nothing.
  const state: DestinationState = broadcastLive ? row.state : 'idle';
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    state,
    attempt: state === 'idle' ? 0 : row.attempt,
    reason: state === 'retrying' || state === 'failed' ? row.reason : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function destinationsOf(productId: number) {
  return BroadcastDestination.findAll({ where: { productId }, order: [['id', 'ASC']] });
}

export async function addDestination(
  user: User,
  productId: number,
  input: DestinationInput,
): Promise<BroadcastDestination> {
  await managedBroadcastProduct(user, productId);
  const preset = input.preset ? DESTINATION_PRESETS[input.preset] : null;
  const raw = preset?.url ?? input.url;
  if (!raw) throw new AppError('SIMULCAST_URL_INVALID');
  const url = parseDestinationUrl(raw);
  await assertDestinationAllowed(url);
  const name = input.name?.trim() || preset?.name || url.hostname;
  const count = await BroadcastDestination.count({ where: { productId } });
  if (count >= MAX_DESTINATIONS) throw new AppError('SIMULCAST_TOO_MANY_DESTINATIONS');
  const row = await BroadcastDestination.create({
    productId,
    name: name.slice(0, 80),
    url: url.href.replace(/\/+$/, ''),
    keyEncrypted: await seal(input.key.trim(), keyContext(productId)),
    reason: null,
  });
  logger.info('broadcast.destination_added', { productId, destinationId: row.id, host: url.hostname });
  return row;
}

export async function removeDestination(user: User, productId: number, destinationId: number) {
  await managedBroadcastProduct(user, productId);
  const row = await BroadcastDestination.findOne({ where: { id: destinationId, productId } });
  if (!row) throw new AppError('NOT_FOUND');
  // The ingest relaying it notices on its next media check (every 2 s) and stops the relay.
  await row.destroy();
  logger.info('broadcast.destination_removed', { productId, destinationId });
}

// ---- the ingest's questions -------------------------------------------------------------------------

export interface RelayTarget {
  id: number;
  name: string;
  url: string;
  keyEncrypted: string;
  productId: number;
}

/** The destinations to relay a product's broadcast to now. */
export function relayTargets(productId: number): Promise<RelayTarget[]> {
  return sql().query<RelayTarget>(
    `SELECT id, name, url, key_encrypted AS "keyEncrypted", product_id AS "productId"
       FROM broadcast_destinations WHERE product_id = $1 ORDER BY id`,
    { bind: [productId], type: QueryTypes.SELECT },
  );
}

/** Where the relay pushes: the destination's URL and its stream key (decrypted only now). */
export async function relayUrl(target: RelayTarget): Promise<string> {
  const key = await open(target.keyEncrypted, keyContext(target.productId));
  return `${target.url}/${key}`;
}

/** The ingest notes a relay's state (nothing when the destination was deleted meanwhile). */
export async function noteRelayState(
  id: number,
  state: DestinationState,
  attempt: number,
  reason: string | null,
): Promise<void> {
  await sql().query(
    `UPDATE broadcast_destinations SET state = $2, attempt = $3, reason = $4, updated_at = now() WHERE id = $1`,
    { bind: [id, state, attempt, reason?.slice(0, 500) ?? null] },
  );
}
