import pg from 'pg';
import { logger } from './logger.ts';

/**
 * In-memory caches kept fresh by PostgreSQL: triggers NOTIFY a channel on every write to the tables a
 * cache copies (migrations 0004, 0005), from any connection, and one dedicated connection per process
 * LISTENs. The same connection carries the realtime signals (api/src/realtime/hub.ts). While it is not listening (not started, or its connection lost) `isListening()` is false and
 * caches must not serve from memory: a lost connection costs speed, never freshness.
 */
export const CHANGE_CHANNELS = ['settings_changed', 'sessions_changed', 'realtime'] as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number];

/** What a cache does when its table changes (payload from the trigger), and when it must drop it all. */
interface Subscriber {
  changed: (payload: string) => void;
  reset: () => void;
}
const subscribers = new Map<ChangeChannel, Subscriber>();
let listening = false;

export const isListening = () => listening;

export function onChange(channel: ChangeChannel, subscriber: Subscriber): void {
  subscribers.set(channel, subscriber);
}

function resetAll() {
  for (const s of subscribers.values()) s.reset();
}

/** Starts listening (retried every second while the connection is down); answers a function that stops. */
export async function listenForChanges(url: string): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (err?: Error) => {
    listening = false;
    resetAll();
    client?.removeAllListeners();
    client?.on('error', () => {});
    client = null;
    if (stopped) return;
    if (err) logger.warn('db-changes.listener.lost', { error: err.message });
    retry = setTimeout(() => void connect(), 1000);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url, application_name: 'platea-change-listener' });
    client = c;
    // Only the current connection's first failure counts ('error' and 'end' often both come).
    const onLost = (err: Error) => client === c && lost(err);
    c.on('error', onLost);
    c.on('end', () => onLost(new Error('connection ended')));
    c.on('notification', (n) => subscribers.get(n.channel as ChangeChannel)?.changed(n.payload ?? '*'));
    try {
      await c.connect();
      for (const channel of CHANGE_CHANNELS) await c.query(`LISTEN ${channel}`);
    } catch (err) {
      onLost(err as Error);
      return;
    }
    if (stopped || client !== c) return;
    resetAll(); // whatever changed while we were not listening
    listening = true;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    listening = false;
    resetAll();
    const c = client;
    client = null;
    c?.removeAllListeners();
    c?.on('error', () => {});
    await c?.end().catch(() => {});
  };
}
