import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Channel, type ChannelStatus } from '../../../models/index.ts';
import { call } from './client.ts';
import { signedIn } from './users.ts';

/** Helpers to build catalogue fixtures quickly: producers with channels and products. */

export const uid = () => randomUUID().slice(0, 8);

/** A valid Spanish IBAN and tax ids (check characters right). */
export const VALID_IBAN = 'ES91 2100 0418 4502 0005 1332';
export const VALID_NIF = '12345678Z';
export const VALID_CIF = 'B58818501';
export const VALID_NIE = 'X1234567L';

export type Producer = Awaited<ReturnType<typeof signedIn>>;

/** A signed-in producer. */
export const producer = () => signedIn('PRODUCER');

/** GET a list with ra-data-simple-rest parameters. */
export function list(
  path: string,
  query: Record<string, unknown> = {},
  opts: { token?: string; lang?: string } = {},
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
  const sep = path.includes('?') ? '&' : '?';
  return call('GET', `${path}${qs.size ? sep + qs : ''}`, opts);
}

/** Creates a channel through the API (draft) and answers its JSON. */
export async function createChannel(token: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/channels', { token, body: { title: `Channel ${uid()}`, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slug: string; status: string; [k: string]: unknown };
}

/** Sets a channel's status straight in the database (approval flow tested elsewhere). */
export async function setChannelStatus(id: number, status: ChannelStatus) {
  await Channel.update({ status }, { where: { id } });
}

/** A channel approved by the team (published), so its owner may publish products. */
export async function approvedChannel(token: string, body: Record<string, unknown> = {}) {
  const channel = await createChannel(token, body);
  await setChannelStatus(channel.id, 'published');
  return channel;
}

/** A producer with one approved channel. */
export async function producerWithChannel() {
  const p = await producer();
  const channel = await approvedChannel(p.token);
  return { ...p, channel };
}

/** Creates a product through the API and answers its JSON. */
export async function createProduct(token: string, body: Record<string, unknown>) {
  const res = await call('POST', '/api/products', {
    token,
    body: { type: 'vod', title: `Product ${uid()}`, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever the API answers
  return res.body as any;
}

/** A published product in the given channel (its owner must have an approved channel). */
export function publishedProduct(token: string, channelId: number, body: Record<string, unknown> = {}) {
  return createProduct(token, {
    channelId,
    status: 'published',
    totalPrice: 1100,
    taxRate: 10,
    ...body,
  });
}
