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

/** Set by tests (setVideoRooms): wins over everything while it is not undefined. */
let override: VideoRooms | null | undefined;
let fromEnvironment: VideoRooms | null | undefined;
/** The admin's settings' provider (api/src/meetings/services/provider.ts), with the configuration it was made from. */
let fromSettings: { key: string; rooms: VideoRooms } | null = null;
let refresher: (() => void) | null = null;

/** 100ms from the HMS_* variables (made once per process), or null when they are not all set. */
export function environmentRooms(): VideoRooms | null {
  if (fromEnvironment === undefined) {
    const config = hmsConfigFrom(env);
    fromEnvironment = config ? createHmsRooms(config) : null;
  }
  return fromEnvironment;
}

/**
 * The video rooms of this deployment: 100ms from the environment when HMS_ACCESS_KEY, HMS_SECRET and
 * HMS_TEMPLATE_ID are set (the environment wins); else 100ms from the admin's settings (GET/PUT
 * /api/config/modules/meetings) when they hold an access key, secret and template; else null (meetings not
 * available: the caller answers so). Synchronous and without a database read: the settings' provider is
 * loaded at start and again whenever the setting changes (services/provider.ts). One instance per
 * configuration, so its management token is signed once per ten minutes, not per call.
 */
export function videoRooms(): VideoRooms | null {
  if (override !== undefined) return override;
  const environment = environmentRooms();
  if (environment) return environment;
  refresher?.();
  return fromSettings?.rooms ?? null;
}

/**
 * Makes the provider of the admin's settings current (null: they configure none). The same configuration
 * keeps the same instance (and its management token); a changed one makes a new instance.
 */
export function adoptSettingsRooms(config: HmsConfig | null): void {
  if (!config) {
    fromSettings = null;
    return;
  }
  const key = JSON.stringify(config);
  if (fromSettings?.key !== key) fromSettings = { key, rooms: createHmsRooms(config) };
}

/** What videoRooms() calls when it answers from the settings (services/provider.ts: a reload when it may be stale). */
export function setSettingsRefresher(refresh: (() => void) | null): void {
  refresher = refresh;
}

/**
 * Replaces the provider of this process (tests: the real 100ms provider pointed at the local stand-in,
 * or null for "not configured"); `undefined` goes back to the deployment's (environment, else settings).
 */
export function setVideoRooms(next: VideoRooms | null | undefined) {
  override = next;
}
