import { type Env, env } from '../../env.ts';
import { createHmsRooms, type HmsConfig } from './hms.ts';
import type { VideoRooms } from './types.ts';

export type { HmsConfig } from './hms.ts';
export { createHmsRooms, HMS_WEBHOOK_HEADER } from './hms.ts';
export type { JoinCredential, ProviderRoom, RoomEvent, RoomPeer, RoomRole, VideoRooms } from './types.ts';
export { RoomProviderError, RoomWebhookRefused } from './types.ts';

type HmsEnv = Pick<
  Env,
  | 'HMS_ACCESS_KEY'
  | 'HMS_SECRET'
  | 'HMS_TEMPLATE_ID'
  | 'HMS_API_URL'
  | 'HMS_SUBDOMAIN'
  | 'HMS_WEBHOOK_SECRET'
  | 'HMS_HOST_ROLE'
  | 'HMS_GUEST_ROLE'
>;

/** 100ms's configuration from the environment; null when the access key, secret or template is missing. */
export function hmsConfigFrom(e: HmsEnv): HmsConfig | null {
  if (!e.HMS_ACCESS_KEY || !e.HMS_SECRET || !e.HMS_TEMPLATE_ID) return null;
  return {
    accessKey: e.HMS_ACCESS_KEY,
    secret: e.HMS_SECRET,
    templateId: e.HMS_TEMPLATE_ID,
    apiUrl: e.HMS_API_URL,
    subdomain: e.HMS_SUBDOMAIN ?? null,
    webhookSecret: e.HMS_WEBHOOK_SECRET ?? null,
    hostRole: e.HMS_HOST_ROLE,
    guestRole: e.HMS_GUEST_ROLE,
  };
}

let current: VideoRooms | null | undefined;

/**
 * The video rooms of this deployment: 100ms when HMS_ACCESS_KEY, HMS_SECRET and HMS_TEMPLATE_ID are set,
 * else null (meetings not available: the caller answers so). One instance per process, so its management
 * token is signed once per ten minutes, not per call.
 */
export function videoRooms(): VideoRooms | null {
  if (current === undefined) {
    const config = hmsConfigFrom(env);
    current = config ? createHmsRooms(config) : null;
  }
  return current;
}

/**
 * Replaces the provider of this process (tests: the real 100ms provider pointed at the local stand-in,
 * or null for "not configured"); `undefined` goes back to the environment's.
 */
export function setVideoRooms(next: VideoRooms | null | undefined) {
  current = next;
}
