import { QueryTypes, type Sequelize } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { User } from '../../../../models/index.ts';
import { env } from '../../env.ts';
import { logger } from '../../lib/logger.ts';
import { defineJob } from '../../lib/queue.ts';
import { RETENTION_BUCKETS } from '../../shared/analytics.ts';
import type { ViewingKind } from '../../shared/media.ts';
import type { ViewGrant } from '../view-token.ts';

/**
 * Viewing sessions (issue 23) from the player's heartbeats, with no row per heartbeat: each web process
 * adds the beats up in memory per viewer, product and lesson, and writes them every few seconds
 * (VIEWING_FLUSH_SECONDS) in one statement for all of them. A session closes after a minute of silence
 * (the next flush of that viewer, or the sweep job below, whichever comes first).
 *
 * What a client can claim is bounded twice:
 *  - here, per token: beats closer than MIN_BEAT_MS are dropped, and the seconds a beat says were played
 *    are capped by the wall time since that token's previous beat in this process (since the token was
 *    issued, for its first one here), plus BEAT_SLACK_SECONDS;
 *  - in SQL, per session: a flush adds at most the time between the session's last_seen_at and the
 *    flush's own last beat (plus FLUSH_SLACK_SECONDS), so two processes given the same beats count them
 *    once.
 * A process stopped gracefully writes its buffer before its pool closes (roles.ts); one killed hard loses
 * the beats of its last flush interval (a few seconds).
 */

/** Beats closer than this from one token are dropped (the player sends one every 10 s). */
export const MIN_BEAT_MS = 2_000;
/** What a beat may claim over the wall time since the previous one (timers and networks jitter). */
export const BEAT_SLACK_SECONDS = 2;
/** What a flush may add over the time since the session was last seen. */
export const FLUSH_SLACK_SECONDS = 2;
/** A session silent this long is over: the next beat starts another. */
export const SESSION_IDLE_SECONDS = 60;
/** How many tokens' last beats a process remembers (the oldest are forgotten first). */
const MAX_TRACKED_TOKENS = 200_000;
/** A beat past the end by more than this is not the player's: it is dropped. */
const END_TOLERANCE_SECONDS = 2;

export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'unknown';

const TV =
  /smart-?tv|hbbtv|appletv|apple tv|googletv|google tv|crkey|roku|\baft[a-z]{1,2}\b|bravia|netcast|web0s|tizen.+tv|\btv\b|playstation|xbox|nintendo/i;
const TABLET = /ipad|tablet|playbook|kindle|silk\/|android(?!.*mobi)/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|bb10|opera mini/i;
const DESKTOP = /windows nt|macintosh|mac os x|x11|linux|cros/i;

/** The device class of a User-Agent (a few patterns: TVs and consoles, tablets, phones, computers). */
export function deviceOf(userAgent: string | undefined): DeviceClass {
  if (!userAgent) return 'unknown';
  if (TV.test(userAgent)) return 'tv';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  if (DESKTOP.test(userAgent)) return 'desktop';
  return 'unknown';
}

export interface Beat {
  /** Where the player is, in seconds. */
  position: number;
  /** Seconds played since the player's previous beat. */
  watched: number;
  playing: boolean;
}

/** One viewer's beats on one product (and lesson) since the last flush. */
interface Pending {
  userId: number;
  productId: number;
  channelId: number;
  lessonId: number | null;
  kind: ViewingKind;
  duration: number | null;
  device: DeviceClass;
  country: string | null;
  seconds: number;
  maxPosition: number;
  /** The hundredths of the media the beats covered, one character per section ('0' or '1'). */
  sections: Uint8Array | null;
  /** When the viewing these beats report began (the first beat, less what it said was played; ms). */
  startedAt: number;
  /** When the last of these beats arrived (ms). */
  lastAt: number;
}

export type BeatOutcome = 'counted' | 'too-fast' | 'out-of-range';

/** The beats of one process, in memory until flushed. `now` is injectable for the tests. */
export class ViewingBuffer {
  private pending = new Map<string, Pending>();
  /** The last counted beat of each token (ms), oldest first (a Map keeps insertion order). */
  private lastBeat = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<number> | null = null;

  constructor(private readonly sequelize: () => Sequelize = () => connectionOf(User)) {}

  /** How many viewers' beats wait for the next flush. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Adds one heartbeat of a verified token. `tokenId` names the token (its MAC): the pace and the cap
   * are per token, so two tabs of one viewer each keep theirs (the flush still caps the session).
   */
  record(
    grant: ViewGrant,
    tokenId: string,
    beat: Beat,
    device: DeviceClass,
    country: string | null,
    now = Date.now(),
  ): BeatOutcome {
    const previous = this.lastBeat.get(tokenId);
    if (previous !== undefined && now - previous < MIN_BEAT_MS) return 'too-fast';
    const duration = grant.durationSeconds;
    if (duration !== null && beat.position > duration + END_TOLERANCE_SECONDS) return 'out-of-range';
    this.lastBeat.delete(tokenId);
    this.lastBeat.set(tokenId, now);
    if (this.lastBeat.size > MAX_TRACKED_TOKENS) {
      const oldest = this.lastBeat.keys().next().value;
      if (oldest !== undefined) this.lastBeat.delete(oldest);
    }

    const since = previous ?? grant.issued * 1000;
    const watched = Math.max(0, Math.min(beat.watched, (now - since) / 1000 + BEAT_SLACK_SECONDS));
    const position = duration === null ? beat.position : Math.min(beat.position, duration);
    const key = `${grant.userId}.${grant.productId}.${grant.lessonId ?? 0}`;
    let entry = this.pending.get(key);
    if (!entry) {
      entry = {
        userId: grant.userId,
        productId: grant.productId,
        channelId: grant.channelId,
        lessonId: grant.lessonId,
        kind: grant.kind,
        duration,
        device,
        country,
        seconds: 0,
        maxPosition: 0,
        sections: duration === null ? null : new Uint8Array(RETENTION_BUCKETS).fill(48),
        startedAt: now - watched * 1000,
        lastAt: now,
      };
      this.pending.set(key, entry);
    }
    entry.seconds += watched;
    entry.lastAt = Math.max(entry.lastAt, now);
    entry.device = device;
    if (country) entry.country = country;
    if (duration !== null && entry.sections) {
      entry.maxPosition = Math.max(entry.maxPosition, position);
      // What was played since the previous beat ends here: its hundredths are marked (played at 1x;
      // a seek in between marks only where the player landed).
      const from = Math.max(0, position - watched);
      const first = Math.min(RETENTION_BUCKETS - 1, Math.floor((from / duration) * RETENTION_BUCKETS));
      const last = Math.min(RETENTION_BUCKETS - 1, Math.floor((position / duration) * RETENTION_BUCKETS));
      for (let i = first; i <= last; i++) entry.sections[i] = 49;
    }
    return 'counted';
  }

  /**
   * Writes what is pending in ONE statement: a viewer's open session silent for over a minute is closed
   * first, then each viewer's beats are added to their open session or start one. Beats arriving
   * meanwhile wait for the next flush; a failed flush puts its beats back.
   */
  async flush(): Promise<number> {
    while (this.flushing) await this.flushing.catch(() => undefined);
    if (this.pending.size === 0) return 0;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.flushing = this.write(batch)
      .then(() => batch.length)
      .catch((err) => {
        for (const entry of batch) this.restore(entry);
        throw err;
      })
      .finally(() => {
        this.flushing = null;
      });
    this.forgetIdleTokens();
    return this.flushing;
  }

  private restore(entry: Pending) {
    const key = `${entry.userId}.${entry.productId}.${entry.lessonId ?? 0}`;
    const newer = this.pending.get(key);
    if (!newer) {
      this.pending.set(key, entry);
      return;
    }
    newer.seconds += entry.seconds;
    newer.startedAt = Math.min(newer.startedAt, entry.startedAt);
    newer.maxPosition = Math.max(newer.maxPosition, entry.maxPosition);
    if (newer.sections && entry.sections)
      for (let i = 0; i < RETENTION_BUCKETS; i++) if (entry.sections[i] === 49) newer.sections[i] = 49;
  }

  /** Tokens silent for longer than a session's idle time: their next beat is capped by the token's age. */
  private forgetIdleTokens(now = Date.now()) {
    for (const [token, at] of this.lastBeat) {
      if (now - at < SESSION_IDLE_SECONDS * 1000) break;
      this.lastBeat.delete(token);
    }
  }

  private async write(batch: Pending[]) {
    const column = <T>(f: (p: Pending) => T) => batch.map(f);
    await this.sequelize().query(FLUSH_SQL, {
      bind: [
        column((p) => p.userId),
        column((p) => p.productId),
        column((p) => p.channelId),
        column((p) => p.lessonId),
        column((p) => p.kind),
        column((p) => p.duration),
        column((p) => Math.round(p.seconds)),
        column((p) => Math.floor(p.maxPosition)),
        column((p) => (p.sections ? Buffer.from(p.sections).toString('latin1') : null)),
        column((p) => p.device),
        column((p) => p.country),
        column((p) => new Date(p.startedAt).toISOString()),
        column((p) => new Date(p.lastAt).toISOString()),
        SESSION_IDLE_SECONDS,
        FLUSH_SLACK_SECONDS,
      ],
    });
  }

  /** Flushes every VIEWING_FLUSH_SECONDS (a failure is logged; its beats wait for the next one). */
  start(everyMs = env.VIEWING_FLUSH_SECONDS * 1000) {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((err) =>
        logger.warn('viewing.flush_failed', { error: err instanceof Error ? err.message : String(err) }),
      );
    }, everyMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is pending (graceful shutdown: before the pool closes). */
  async stop(): Promise<number> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.flush();
  }
}

/**
 * $1..$13: one array per column (one element per viewer); $14 the idle seconds that end a session; $15
 * the slack of the cap. The CTE closes the open sessions these viewers left silent for over a minute
 * before these beats (they leave the unique index of open sessions, so the INSERT starts new ones);
 * ON CONFLICT adds to the one still open: seconds capped by the time since it was last seen, sections
 * OR-ed, the furthest position kept.
 */
const FLUSH_SQL = `
WITH beats AS (
  SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::int[], $7::int[],
                       $8::int[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::timestamptz[])
    AS b(user_id, product_id, channel_id, lesson_id, kind, duration, seconds, max_position, sections,
         device, country, started_at, last_at)
), closed AS (
  UPDATE viewing_sessions s SET open = false
    FROM beats b
   WHERE s.open AND s.user_id = b.user_id AND s.product_id = b.product_id
     AND coalesce(s.lesson_id, 0) = coalesce(b.lesson_id, 0)
     AND s.last_seen_at < b.started_at - make_interval(secs => $14)
  RETURNING s.id
)
INSERT INTO viewing_sessions AS s (user_id, product_id, channel_id, lesson_id, kind, started_at, last_seen_at,
                                   seconds_watched, duration_seconds, max_position, sections, device, country)
SELECT b.user_id, b.product_id, b.channel_id, b.lesson_id, b.kind,
       b.started_at, b.last_at, b.seconds, b.duration, b.max_position,
       coalesce(b.sections::bit(100), repeat('0', 100)::bit(100)), b.device, b.country
  FROM beats b
 -- Referenced, so the closing runs before the insert (an unreferenced CTE would run after it).
 WHERE (SELECT count(*) FROM closed) >= 0
ON CONFLICT (user_id, product_id, coalesce(lesson_id, 0)) WHERE open DO UPDATE SET
  seconds_watched = s.seconds_watched + least(
    EXCLUDED.seconds_watched,
    greatest(0, ceil(extract(epoch FROM EXCLUDED.last_seen_at - s.last_seen_at)))::int + $15),
  sections = s.sections | EXCLUDED.sections,
  max_position = greatest(s.max_position, EXCLUDED.max_position),
  last_seen_at = greatest(s.last_seen_at, EXCLUDED.last_seen_at),
  device = EXCLUDED.device,
  country = coalesce(EXCLUDED.country, s.country)`;

/** The process's buffer (the heartbeat route writes into it; the web role starts and stops it). */
export const viewingBuffer = new ViewingBuffer();

/** Closes the sessions silent for over a minute; answers how many. */
export async function closeIdleSessions(sequelize: Sequelize = connectionOf(User)): Promise<number> {
  const [row] = await sequelize.query<{ closed: number }>(
    `WITH closed AS (
       UPDATE viewing_sessions SET open = false
        WHERE open AND last_seen_at < now() - make_interval(secs => $1) RETURNING 1)
     SELECT count(*)::int AS closed FROM closed`,
    { bind: [SESSION_IDLE_SECONDS], type: QueryTypes.SELECT },
  );
  return row?.closed ?? 0;
}

/**
 * Every minute, one worker closes the viewing sessions silent for over a minute (a viewer who left, a
 * tab closed without its last beat): the analytics count only closed sessions as finished ones, and the
 * viewer's next beat starts a new session either way.
 */
export const closeViewingSessionsJob = defineJob<Record<string, never>>(
  'analytics.close-viewing-sessions',
  { retryLimit: 0, retryDelay: 30, retryBackoff: false, expireInSeconds: 60, cron: '* * * * *' },
  async () => {
    const closed = await closeIdleSessions();
    if (closed) logger.info('viewing.closed', { sessions: closed });
  },
);
