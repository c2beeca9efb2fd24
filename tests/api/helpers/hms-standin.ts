/**
 * A LOCAL STAND-IN of 100ms's REST API v2 (https://www.100ms.live/docs/server-side/v2), for tests only.
 *
 * 100ms's cloud cannot be reached from the machines that run our tests. This server implements the calls
 * Platea makes, the way 100ms documents them (paths, bodies, answers, the 401/403/404 it gives), so the
 * real provider (api/src/meetings/providers/hms.ts) runs unchanged against it: point its `apiUrl` here.
 * It is not 100ms: no media, no real peers. Tests make peers come and go with `join`/`leave`, which
 * enter the way a browser would (a room code of the prebuilt room, or an app token for the SDK) and are
 * refused the way 100ms would refuse them, and post 100ms-shaped webhooks with `sendWebhook`.
 *
 * State is in memory: rooms (enabled or not), room codes per role (enabled or not), the session under way
 * in each room and its peers. Every call must carry a valid management token (HS256 with the app secret,
 * type 'management', version 2, the app's access key, not expired), else 401, as 100ms does.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import type { HmsConfig } from '../../../api/src/meetings/providers/hms.ts';

export interface StandinCode {
  code: string;
  room_id: string;
  role: string;
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

export interface StandinPeer {
  id: string;
  name: string;
  user_id: string;
  role: string;
  joined_at: string;
}

export interface StandinRoom {
  id: string;
  name: string;
  description: string;
  template_id: string;
  enabled: boolean;
  created_at: string;
  updated_at: string;
  codes: StandinCode[];
  /** The session under way (100ms's "active room"), or null. */
  session: { id: string; startedAt: string; peers: Map<string, StandinPeer> } | null;
}

/** A webhook event as 100ms posts it. */
export interface HmsWebhookEvent {
  version: '2.0';
  id: string;
  account_id: string;
  app_id: string;
  timestamp: string;
  type: string;
  data: Record<string, unknown>;
}

export interface HmsStandinOptions {
  accessKey?: string;
  secret?: string;
  templateId?: string;
  /** The template's roles (100ms makes one room code per role). */
  roles?: string[];
  /** Where to post every event it makes (join, leave, session open and close), with that header secret. */
  webhook?: { url: string; secret: string } | null;
}

/** A peer the stand-in would not let in (as 100ms's join would fail). */
export class StandinRefused extends Error {}

export interface HmsStandin {
  /** The API base to give the provider as `apiUrl` (…/v2). */
  url: string;
  accessKey: string;
  secret: string;
  templateId: string;
  webhookSecret: string;
  /** Where events are posted (null: only kept in `events`); may be changed at any time. */
  webhook: { url: string; secret: string } | null;
  rooms: Map<string, StandinRoom>;
  /** Every call received, in order: method, path (with query), the status answered, the token's jti. */
  calls: Array<{ method: string; path: string; status: number | 'timeout'; jti: string | null }>;
  /** Every event the stand-in made, in order (posted to `webhook` when set). */
  events: HmsWebhookEvent[];
  /** The provider's configuration for this stand-in (createHmsRooms(standin.config())). */
  config(extra?: Partial<HmsConfig>): HmsConfig;
  /** The HMS_* environment variables for this stand-in (set them before the app's modules load). */
  env(): Record<string, string>;
  room(roomId: string): StandinRoom;
  /** Someone enters: with a room code (the prebuilt room) or an app token (the SDK). */
  join(
    roomId: string,
    via: { code: string; userId?: string; name?: string } | { token: string; name?: string },
  ): Promise<StandinPeer>;
  leave(roomId: string, peerId: string): Promise<void>;
  /** The next `times` calls answer `status` (e.g. 500), or never answer ('timeout'). */
  failNext(what: number | 'timeout', times?: number): void;
  /** Posts a 100ms-shaped event (or a raw body) to `url`, with the secret header when a secret is given. */
  sendWebhook(
    url: string,
    event: HmsWebhookEvent | string,
    secret: string | null,
  ): Promise<{ status: number; body: string }>;
  /** A 100ms-shaped event, for tests that make their own. */
  event(type: string, data: Record<string, unknown>): HmsWebhookEvent;
  close(): Promise<void>;
}

const WEBHOOK_HEADER = 'x-platea-webhook-secret';
const NAME = /^[a-zA-Z0-9.:_-]+$/;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');
const roomCodeString = () => `${letters(3)}-${letters(4)}-${letters(3)}`;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid JSON body');
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export async function startHmsStandin(options: HmsStandinOptions = {}): Promise<HmsStandin> {
  const accessKey = options.accessKey ?? `standin-access-${hex(6)}`;
  const secret = options.secret ?? `standin-secret-${hex(24)}`;
  const templateId = options.templateId ?? hex(12);
  const roles = options.roles ?? ['host', 'guest'];
  const webhookSecret = `standin-webhook-${hex(16)}`;
  const key = new TextEncoder().encode(secret);
  const rooms = new Map<string, StandinRoom>();
  const failures: Array<number | 'timeout'> = [];
  const calls: HmsStandin['calls'] = [];
  const events: HmsWebhookEvent[] = [];
  const accountId = hex(12);
  const appId = hex(12);

  const now = () => new Date().toISOString();
  const roomView = (r: StandinRoom) => ({
    id: r.id,
    name: r.name,
    enabled: r.enabled,
    description: r.description,
    customer_id: accountId,
    app_id: appId,
    template_id: r.template_id,
    region: 'eu',
    created_at: r.created_at,
    updated_at: r.updated_at,
    large_room: false,
  });

  function findRoom(roomId: string): StandinRoom {
    const room = rooms.get(roomId);
    if (!room) throw new HttpError(404, 'room not found');
    return room;
  }
  /** Room-code calls answer 403 on a disabled room (100ms's documented error). */
  function enabledRoom(roomId: string): StandinRoom {
    const room = findRoom(roomId);
    if (!room.enabled) throw new HttpError(403, 'room is disabled');
    return room;
  }
  function newCode(room: StandinRoom, role: string): StandinCode {
    const at = now();
    const code = {
      code: roomCodeString(),
      room_id: room.id,
      role,
      enabled: true,
      created_at: at,
      updated_at: at,
    };
    room.codes.push(code);
    return code;
  }

  const event = (type: string, data: Record<string, unknown>): HmsWebhookEvent => ({
    version: '2.0',
    id: randomUUID(),
    account_id: accountId,
    app_id: appId,
    timestamp: now(),
    type,
    data,
  });

  async function sendWebhook(url: string, body: HmsWebhookEvent | string, headerSecret: string | null) {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Go-http-client/1.1',
        ...(headerSecret === null ? {} : { [WEBHOOK_HEADER]: headerSecret }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, body: await res.text() };
  }

  async function emit(type: string, data: Record<string, unknown>) {
    const e = event(type, data);
    events.push(e);
    if (standin.webhook) await sendWebhook(standin.webhook.url, e, standin.webhook.secret);
  }

  async function removePeer(room: StandinRoom, peerId: string, reason: string) {
    const session = room.session;
    const peer = session?.peers.get(peerId);
    if (!session || !peer) throw new StandinRefused(`no peer ${peerId} in room ${room.id}`);
    session.peers.delete(peerId);
    const left = now();
    await emit('peer.leave.success', {
      room_id: room.id,
      room_name: room.name,
      session_id: session.id,
      peer_id: peer.id,
      user_id: peer.user_id,
      user_name: peer.name,
      role: peer.role,
      joined_at: peer.joined_at,
      left_at: left,
      duration: Math.round((Date.parse(left) - Date.parse(peer.joined_at)) / 1000),
      reason,
      template_id: room.template_id,
    });
    if (session.peers.size === 0) {
      room.session = null;
      await emit('session.close.success', {
        room_id: room.id,
        room_name: room.name,
        session_id: session.id,
        session_started_at: session.startedAt,
        session_stopped_at: left,
        session_duration: Math.round((Date.parse(left) - Date.parse(session.startedAt)) / 1000),
        template_id: room.template_id,
      });
    }
  }

  async function authorize(req: IncomingMessage): Promise<string> {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) throw new HttpError(401, 'missing management token');
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (payload.type !== 'management' || payload.access_key !== accessKey || payload.version !== 2) {
        throw new Error('not a management token of this app');
      }
      if (typeof payload.exp !== 'number' || typeof payload.jti !== 'string') throw new Error('claims');
      return payload.jti;
    } catch {
      throw new HttpError(401, 'invalid management token');
    }
  }

  /** The routes Platea calls, as 100ms documents them. */
  async function route(method: string, url: URL, req: IncomingMessage): Promise<unknown> {
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v2') throw new HttpError(404, 'not found');
    const [, resource, a, b, c] = parts;
    const body = method === 'POST' ? await readBody(req) : {};
    if (!isRecord(body)) throw new HttpError(400, 'body must be an object');

    if (resource === 'rooms' && method === 'POST' && a === undefined) {
      const name = body.name;
      if (typeof name !== 'string' || !NAME.test(name)) throw new HttpError(400, 'invalid room name');
      const template = body.template_id ?? templateId;
      if (template !== templateId) throw new HttpError(400, 'template not found');
      // 100ms: a room name is unique in the account; creating it again answers the existing room.
      const existing = [...rooms.values()].find((r) => r.name === name);
      if (existing) return roomView(existing);
      const at = now();
      const room: StandinRoom = {
        id: hex(12),
        name,
        description: typeof body.description === 'string' ? body.description : '',
        template_id: templateId,
        enabled: true,
        created_at: at,
        updated_at: at,
        codes: [],
        session: null,
      };
      rooms.set(room.id, room);
      return roomView(room);
    }
    if (resource === 'rooms' && a !== undefined && b === undefined) {
      const room = findRoom(a);
      if (method === 'GET') return roomView(room);
      if (method === 'POST') {
        if (body.enabled !== undefined) {
          if (typeof body.enabled !== 'boolean') throw new HttpError(400, 'enabled must be a boolean');
          room.enabled = body.enabled;
        }
        if (typeof body.description === 'string') room.description = body.description;
        room.updated_at = now();
        return roomView(room);
      }
    }
    if (resource === 'room-codes' && a === 'room' && b !== undefined) {
      if (method === 'POST' && c === undefined) {
        const room = enabledRoom(b);
        for (const role of roles) if (!room.codes.some((x) => x.role === role)) newCode(room, role);
        return { data: room.codes };
      }
      if (method === 'POST' && c === 'role') {
        const room = enabledRoom(b);
        const role = parts[5];
        if (!role || !roles.includes(role)) throw new HttpError(404, 'role not found');
        return newCode(room, role);
      }
      if (method === 'GET' && c === undefined) {
        const room = enabledRoom(b);
        const role = url.searchParams.get('role');
        if (role !== null && !roles.includes(role)) throw new HttpError(404, 'role not found');
        const enabled = url.searchParams.get('enabled');
        if (enabled !== null && enabled !== 'true' && enabled !== 'false') {
          throw new HttpError(400, 'invalid query parameter');
        }
        const limit = Number(url.searchParams.get('limit') ?? 20);
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new HttpError(400, 'invalid limit');
        const all = room.codes.filter(
          (x) => (role === null || x.role === role) && (enabled === null || String(x.enabled) === enabled),
        );
        const start = url.searchParams.get('start');
        const from = start ? all.findIndex((x) => x.code === start) + 1 : 0;
        const data = all.slice(from, from + limit);
        const more = from + limit < all.length;
        return { limit, data, last: more ? (data.at(-1)?.code ?? '') : '' };
      }
    }
    if (resource === 'room-codes' && a === 'code' && b === undefined && method === 'POST') {
      if (
        Object.keys(body).some((k) => k !== 'code' && k !== 'enabled') ||
        typeof body.enabled !== 'boolean'
      ) {
        throw new HttpError(400, 'invalid body parameter');
      }
      const code = [...rooms.values()].flatMap((r) => r.codes).find((x) => x.code === body.code);
      if (!code) throw new HttpError(404, 'code not found');
      code.enabled = body.enabled;
      code.updated_at = now();
      return code;
    }
    if (resource === 'active-rooms' && a !== undefined) {
      const room = findRoom(a);
      if (!room.session) throw new HttpError(404, 'active room not found');
      if (method === 'GET' && b === 'peers' && c === undefined) {
        return { peers: Object.fromEntries(room.session.peers) };
      }
      if (method === 'POST' && b === 'end-room' && c === undefined) {
        if (typeof body.reason !== 'string' && body.reason !== undefined) throw new HttpError(400, 'reason');
        // `lock` disables the room, so the peers just removed cannot join again.
        if (body.lock === true) room.enabled = false;
        for (const peerId of [...room.session.peers.keys()]) await removePeer(room, peerId, 'end_room');
        room.session = null;
        return { message: 'room ended' };
      }
    }
    throw new HttpError(404, 'not found');
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = `${url.pathname}${url.search}`;
    const failure = failures.shift();
    let jti: string | null = null;
    if (failure === 'timeout') {
      // Never answered: the caller's timeout has to end it (close() destroys the socket).
      calls.push({ method, path, status: 'timeout', jti });
      req.resume();
      return;
    }
    const answer = (status: number, body: unknown) => {
      calls.push({ method, path, status, jti });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (failure !== undefined) {
      req.resume();
      answer(failure, { code: failure, message: 'stand-in outage' });
      return;
    }
    authorize(req)
      .then((verified) => {
        jti = verified;
        return route(method, url, req);
      })
      .then(
        (body) => answer(200, body),
        (err: unknown) => {
          if (err instanceof HttpError) answer(err.status, { code: err.status, message: err.message });
          else answer(500, { code: 500, message: String(err) });
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const apiUrl = `http://127.0.0.1:${port}/v2`;

  const standin: HmsStandin = {
    url: apiUrl,
    accessKey,
    secret,
    templateId,
    webhookSecret,
    webhook: options.webhook ?? null,
    rooms,
    calls,
    events,
    config: (extra = {}) => ({
      accessKey,
      secret,
      templateId,
      apiUrl,
      subdomain: 'platea-standin',
      webhookSecret,
      ...extra,
    }),
    env: () => ({
      HMS_ACCESS_KEY: accessKey,
      HMS_SECRET: secret,
      HMS_TEMPLATE_ID: templateId,
      HMS_API_URL: apiUrl,
      HMS_SUBDOMAIN: 'platea-standin',
      HMS_WEBHOOK_SECRET: webhookSecret,
    }),
    room(roomId) {
      const room = rooms.get(roomId);
      if (!room) throw new Error(`stand-in: no room ${roomId}`);
      return room;
    },
    async join(roomId, via) {
      const room = rooms.get(roomId);
      if (!room) throw new StandinRefused('room not found');
      let role: string;
      let userId: string;
      if ('code' in via) {
        const code = room.codes.find((x) => x.code === via.code);
        if (!code?.enabled) throw new StandinRefused('room code not found or disabled');
        role = code.role;
        userId = via.userId ?? randomUUID();
      } else {
        try {
          const { payload } = await jwtVerify(via.token, key, { algorithms: ['HS256'] });
          if (payload.type !== 'app' || payload.access_key !== accessKey || payload.version !== 2) {
            throw new Error('not an app token of this app');
          }
          if (payload.room_id !== roomId) throw new Error('token of another room');
          if (typeof payload.role !== 'string' || typeof payload.user_id !== 'string')
            throw new Error('claims');
          role = payload.role;
          userId = payload.user_id;
        } catch (err) {
          throw new StandinRefused(`invalid app token: ${err instanceof Error ? err.message : err}`);
        }
        if (!roles.includes(role)) throw new StandinRefused(`role ${role} not in the template`);
      }
      if (!room.enabled) throw new StandinRefused('room is disabled');
      const joinedAt = now();
      const peer: StandinPeer = {
        id: randomUUID(),
        name: via.name ?? 'Peer',
        user_id: userId,
        role,
        joined_at: joinedAt,
      };
      if (!room.session) {
        room.session = { id: hex(12), startedAt: joinedAt, peers: new Map() };
        await emit('session.open.success', {
          room_id: room.id,
          room_name: room.name,
          session_id: room.session.id,
          session_started_at: joinedAt,
          template_id: room.template_id,
        });
      }
      room.session.peers.set(peer.id, peer);
      await emit('peer.join.success', {
        room_id: room.id,
        room_name: room.name,
        session_id: room.session.id,
        peer_id: peer.id,
        user_id: peer.user_id,
        user_name: peer.name,
        role: peer.role,
        joined_at: joinedAt,
        template_id: room.template_id,
      });
      return peer;
    },
    async leave(roomId, peerId) {
      await removePeer(standin.room(roomId), peerId, 'client_request');
    },
    failNext(what, times = 1) {
      for (let i = 0; i < times; i++) failures.push(what);
    },
    sendWebhook,
    event,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standin;
}
