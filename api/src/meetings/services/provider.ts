import { isListening } from '../../lib/db-changes.ts';
import { logger } from '../../lib/logger.ts';
import { followSettings, getSetting } from '../../settings/services/config.ts';
import type { MeetingsConfig } from '../../shared/meetings-config.ts';
import {
  adoptSettingsRooms,
  environmentRooms,
  type HmsConfig,
  setSettingsRefresher,
} from '../providers/index.ts';

/**
 * The meetings' provider from the admin's settings (issue 22), for when the environment sets none.
 * videoRooms() stays synchronous and reads no database: this module loads the `meetings` setting at the
 * process's start (roles.ts) and again whenever it changes, in this process or another (the settings
 * cache's change listener: settings/services/config.ts followSettings). A process that is not listening
 * (a worker-only process, or a lost connection) reloads in the background when videoRooms() is asked and
 * its copy is older than STALE_MS.
 */

/** How old a copy may be in a process that hears no change. */
const STALE_MS = 15_000;

/** The provider's configuration from the settings; null unless the access key, secret and template are set. */
export function hmsConfigOf(m: MeetingsConfig): HmsConfig | null {
  if (!m.accessKey || !m.secret || !m.templateId) return null;
  return {
    accessKey: m.accessKey,
    secret: m.secret,
    templateId: m.templateId,
    apiUrl: m.apiUrl,
    subdomain: m.subdomain || null,
    webhookSecret: m.webhookSecret ?? null,
    hostRole: m.hostRole,
    guestRole: m.guestRole,
  };
}

/** Where this process's video rooms come from (the admin's page says so; tests' setVideoRooms aside). */
export function meetingsSource(m: MeetingsConfig): 'environment' | 'settings' | 'none' {
  if (environmentRooms()) return 'environment';
  return hmsConfigOf(m) ? 'settings' : 'none';
}

let started = 0;
let applied = 0;
let loadedAt = 0;
let loading: Promise<void> | null = null;

/**
 * Reads the `meetings` setting (through the settings cache) and makes its provider current. Loads that
 * overlap apply in the order they started: one that started before a change never overwrites what a
 * later one read.
 */
export async function loadVideoRooms(): Promise<void> {
  const mine = ++started;
  const setting = await getSetting('meetings');
  if (mine < applied) return;
  applied = mine;
  loadedAt = Date.now();
  adoptSettingsRooms(hmsConfigOf(setting));
}

function reload(reason: string) {
  const load = loadVideoRooms()
    .catch((err) => {
      logger.warn('meet.settings_load_failed', {
        reason,
        error: err instanceof Error ? err.message : String(err),
      });
    })
    .finally(() => {
      if (loading === load) loading = null;
    });
  loading = load;
}

followSettings((key) => {
  // Its own key always; "anything may have changed" (the change listener (re)connected) only once this
  // process has loaded it (roles.ts at start): a process that never used meetings reads nothing for it.
  if (key === 'meetings' || (key === '*' && started > 0)) reload('changed');
});

setSettingsRefresher(() => {
  if (isListening() || loading || Date.now() - loadedAt < STALE_MS) return;
  reload('stale');
});
