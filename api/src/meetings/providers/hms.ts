import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import {
  type JoinCredential,
  type ProviderRoom,
  type RoomEvent,
  type RoomPeer,
  RoomProviderError,
  type RoomRole,
  RoomWebhookRefused,
  type VideoRooms,
} from './types.ts';

/**
 * 100ms (https://www.100ms.live) behind the VideoRooms interface, over its REST API v2 with plain fetch.
 * No @100mslive package: the server SDK is GPL-3.0-only and pulls axios 0.27; what we need of it is two
 * HS256 tokens (signed with jose) and a handful of REST calls.
 *
 * Who can enter a room: a browser enters 100ms's prebuilt room with a room code (one per role), or the
 * SDK with an app token we sign. A room is created and at once disabled, with no room codes: nobody can
 * enter until setEnabled(true) enables it and makes (or re-enables) its codes. Closing disables the codes,
 * ends the session with `lock` and disables the room: three locks, each enough on its own.
 */
export interface HmsConfig {
  accessKey: string;
  secret: string;
  /** The template (roles, layout) every room is made from. */
  templateId: string;
  /** https://api.100ms.live/v2 (no trailing slash needed). */
  apiUrl: string;
  /** The account's prebuilt subdomain (`{subdomain}.app.100ms.live`): with it credentials carry a roomUrl. */
  subdomain?: string | null;
  /** The value of the `x-platea-webhook-secret` header set on the webhook in 100ms's dashboard. */
  webhookSecret?: string | null;
  /** The template's role names for our two roles. */
  hostRole?: string;
  guestRole?: string;
  /** How long one call may take (connect, answer and body), default 5 s. */
  timeoutMs?: number;
  /** Life of an app (SDK) token, default 2 h. */
  appTokenSeconds?: number;
}

export const HMS_WEBHOOK_HEADER = 'x-platea-webhook-secret';

const MANAGEMENT_TOKEN_SECONDS = 10 * 60;
/** A cached management token is renewed this long before it expires (a call must not carry a dying one). */
const MANAGEMENT_TOKEN_MARGIN_SECONDS = 60;

const roomSchema = z.object({ id: z.string().min(1), enabled: z.boolean().optional() });
const roomCodeSchema = z.object({ code: z.string().min(1), role: z.string(), enabled: z.boolean() });
const roomCodesSchema = z.object({
  data: z.array(roomCodeSchema).nullish(),
  last: z.string().nullish(),
});
const peersSchema = z.object({
  peers: z
    .record(
      z.string(),
      z.object({
        id: z.string().optional(),
        user_id: z.string().nullish(),
        role: z.string().nullish(),
        joined_at: z.string().nullish(),
      }),
    )
    .nullish(),
});
const webhookSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  timestamp: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
  data: z
    .object({
      room_id: z.string().nullish(),
      session_id: z.string().nullish(),
      peer_id: z.string().nullish(),
      user_id: z.string().nullish(),
      role: z.string().nullish(),
    })
    .loose(),
});

type RoomCode = z.infer<typeof roomCodeSchema>;

/** 100ms room names: letters, digits and `.-:_`, unique per account (a second create with a name answers the first room). */
export function hmsRoomName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 48)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'room'}-${randomBytes(4).toString('hex')}`;
}

/** Compares two secrets in constant time, whatever their lengths (hashing first evens them). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function createHmsRooms(config: HmsConfig): VideoRooms {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const key = new TextEncoder().encode(config.secret);
  const timeoutMs = config.timeoutMs ?? 5000;
  const appTokenSeconds = config.appTokenSeconds ?? 2 * 3600;
  const roles: Record<RoomRole, string> = {
    host: config.hostRole ?? 'host',
    guest: config.guestRole ?? 'guest',
  };
  let management: { token: string; renewAt: number } | null = null;
  /** The template's role name read back as ours when it is one of ours. */
  const ourRole = (name: string) => (name === roles.host ? 'host' : name === roles.guest ? 'guest' : name);

  async function managementToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    if (management && now < management.renewAt) return management.token;
    const token = await new SignJWT({ access_key: config.accessKey, type: 'management', version: 2 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + MANAGEMENT_TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(key);
    management = { token, renewAt: now + MANAGEMENT_TOKEN_SECONDS - MANAGEMENT_TOKEN_MARGIN_SECONDS };
    return token;
  }

  /**
   * One REST call. Statuses listed in `tolerated` come back to the caller (a 404 that means "no session");
   * any other non-2xx, a network error, a timeout or an unreadable answer is a RoomProviderError.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    tolerated: number[] = [],
  ): Promise<{ status: number; json: unknown }> {
    const token = await managementToken();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers the body too: a provider that answers headers and then stalls still times out.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new RoomProviderError(
        timedOut
          ? `100ms did not answer ${method} ${path} within ${timeoutMs} ms`
          : `100ms unreachable: ${method} ${path}`,
      );
    }
    if (!res.ok && !tolerated.includes(res.status)) {
      throw new RoomProviderError(`100ms answered ${res.status} to ${method} ${path}`, res.status);
    }
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        if (res.ok) throw new RoomProviderError(`100ms answered no JSON to ${method} ${path}`, res.status);
      }
    }
    return { status: res.status, json };
  }

  function parse<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new RoomProviderError(`100ms answered an unexpected ${what}`);
    return parsed.data;
  }

  const roomPath = (roomId: string) => encodeURIComponent(roomId);

  /** Every room code of the room (all pages); null when the room is disabled (403) or gone (404). */
  async function roomCodes(roomId: string, filter: { role?: string; enabled?: boolean } = {}) {
    const out: RoomCode[] = [];
    let start = '';
    // 100ms pages by 20 (its default, kept: no documented maximum); a room has a code per role of its
    // template, so one page, rarely more.
    for (let page = 0; page < 20; page++) {
      const query = new URLSearchParams();
      if (filter.role) query.set('role', filter.role);
      if (filter.enabled !== undefined) query.set('enabled', String(filter.enabled));
      if (start) query.set('start', start);
      const res = await call('GET', `/room-codes/room/${roomPath(roomId)}?${query}`, undefined, [403, 404]);
      if (res.status === 403 || res.status === 404) return null;
      const body = parse(roomCodesSchema, res.json, 'room code list');
      out.push(...(body.data ?? []));
      if (!body.last || !body.data?.length) break;
      start = body.last;
    }
    return out;
  }

  const setCode = (code: string, enabled: boolean) => call('POST', '/room-codes/code', { code, enabled });

  return {
    name: '100ms',

    async createRoom(input): Promise<ProviderRoom> {
      const created = await call('POST', '/rooms', {
        name: hmsRoomName(input.name),
        description: (input.description ?? input.name).slice(0, 500),
        template_id: config.templateId,
      });
      const room = parse(roomSchema, created.json, 'room');
      // 100ms creates rooms enabled. Disabled, and without room codes until opened, nobody can enter it.
      // Should this call fail, the room stays without codes (nothing can enter it either) and the caller
      // keeps no trace of it.
      await call('POST', `/rooms/${roomPath(room.id)}`, { enabled: false });
      return { id: room.id, enabled: false };
    },

    async setEnabled(roomId, enabled) {
      if (enabled) {
        // The room first: 100ms answers 403 to room-code calls on a disabled room.
        await call('POST', `/rooms/${roomPath(roomId)}`, { enabled: true });
        // Creates the codes of roles that have none, answers every code of the room as it is.
        const made = await call('POST', `/room-codes/room/${roomPath(roomId)}`);
        const codes = parse(roomCodesSchema, made.json, 'room code list').data ?? [];
        for (const role of [roles.host, roles.guest]) {
          const ofRole = codes.filter((c) => c.role === role);
          if (ofRole.length === 0) {
            throw new RoomProviderError(`the 100ms template ${config.templateId} has no role "${role}"`);
          }
        }
        const ours = codes.filter((c) => (c.role === roles.host || c.role === roles.guest) && !c.enabled);
        await Promise.all(ours.map((c) => setCode(c.code, true)));
        return;
      }
      // Closing, in an order each step of which still works when the previous one already happened
      // (closing twice, or after a half-done close): codes, then the session, then the room.
      const codes = await roomCodes(roomId, { enabled: true });
      await Promise.all((codes ?? []).filter((c) => c.enabled).map((c) => setCode(c.code, false)));
      // `lock` keeps the peers just removed from joining back; 404 is "no session under way".
      await call(
        'POST',
        `/active-rooms/${roomPath(roomId)}/end-room`,
        { reason: 'The room was closed', lock: true },
        [404],
      );
      await call('POST', `/rooms/${roomPath(roomId)}`, { enabled: false }, [404]);
    },

    async credential(roomId, input): Promise<JoinCredential> {
      const role = roles[input.role];
      let codes = await roomCodes(roomId, { role, enabled: true });
      if (codes === null) throw new RoomProviderError(`the 100ms room ${roomId} is not open`, 403);
      let code = codes.find((c) => c.role === role && c.enabled);
      if (!code) {
        // An open room without a code of this role (a role added to the template later): make it.
        await call('POST', `/room-codes/room/${roomPath(roomId)}/role/${encodeURIComponent(role)}`);
        codes = await roomCodes(roomId, { role, enabled: true });
        code = codes?.find((c) => c.role === role && c.enabled);
        if (!code) throw new RoomProviderError(`100ms has no room code for role "${role}"`);
      }
      const now = Math.floor(Date.now() / 1000);
      const exp = now + appTokenSeconds;
      const token = await new SignJWT({
        access_key: config.accessKey,
        room_id: roomId,
        user_id: input.userId,
        role,
        type: 'app',
        version: 2,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(exp)
        .setJti(randomUUID())
        .sign(key);
      return {
        provider: '100ms',
        role: input.role,
        roomCode: code.code,
        roomUrl: config.subdomain
          ? `https://${config.subdomain}.app.100ms.live/meeting/${encodeURIComponent(code.code)}`
          : null,
        token,
        expiresAt: new Date(exp * 1000),
      };
    },

    async peers(roomId): Promise<RoomPeer[]> {
      const res = await call('GET', `/active-rooms/${roomPath(roomId)}/peers`, undefined, [404]);
      if (res.status === 404) return [];
      const peers = parse(peersSchema, res.json, 'peer list').peers ?? {};
      return Object.entries(peers).map(([id, p]) => {
        const joined = p.joined_at ? new Date(p.joined_at) : null;
        return {
          peerId: p.id || id,
          userId: p.user_id || null,
          role: ourRole(p.role ?? ''),
          joinedAt: joined && !Number.isNaN(joined.getTime()) ? joined : null,
        };
      });
    },

    async readEvent(request): Promise<RoomEvent> {
      // 100ms signs no webhook: it only sends the custom headers configured on the webhook in its
      // dashboard. A shared secret in one of them is what tells its calls from anybody's.
      const given = request.headers.get(HMS_WEBHOOK_HEADER);
      if (!config.webhookSecret || !given || !sameSecret(given, config.webhookSecret)) {
        throw new RoomWebhookRefused('missing or wrong webhook secret');
      }
      let json: unknown;
      try {
        json = JSON.parse(await request.text());
      } catch {
        throw new RoomWebhookRefused('unreadable webhook body');
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw new RoomWebhookRefused('not a 100ms event');
      const { id, type, timestamp, data } = parsed.data;
      const base = { eventId: id, roomId: data.room_id ?? '', at: new Date(timestamp) };
      switch (type) {
        case 'peer.join.success':
        case 'peer.leave.success':
          if (!data.room_id || !data.peer_id) throw new RoomWebhookRefused('peer event without room or peer');
          return {
            ...base,
            type: type === 'peer.join.success' ? 'peer.joined' : 'peer.left',
            peerId: data.peer_id,
            userId: data.user_id || null,
            role: data.role ? ourRole(data.role) : null,
          };
        case 'session.open.success':
        case 'session.close.success':
          if (!data.room_id || !data.session_id) throw new RoomWebhookRefused('session event without ids');
          return {
            ...base,
            type: type === 'session.open.success' ? 'session.opened' : 'session.closed',
            sessionId: data.session_id,
          };
        default:
          return { ...base, type: 'ignored' };
      }
    },
  };
}
