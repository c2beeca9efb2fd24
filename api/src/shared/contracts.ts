/**
 * The API's answers as the front ends read them: one set of types for the API (which must produce them:
 * models/user.ts is typed against SessionUserRecord), the site and the back office. Types only, no
 * runtime: importing this costs a browser bundle nothing. Request bodies are the zod schemas of
 * api/src/schemas, whose `z.infer` types the front ends may import the same way.
 */
import type { SessionUser } from './accounts.ts';

// The account answers are zod schemas (api/src/shared/accounts.ts); their types are re-exported here.
export type { PublicProfile, Role, SessionUser, UserStatus } from './accounts.ts';

/** Every error the API answers: {"error":{code,message,fields?}}, message in the asked language. */
export interface ApiError {
  code: string;
  message: string;
  fields?: { field: string; message: string }[];
}
export interface ApiErrorBody {
  error: ApiError;
}

/** SessionUser before JSON: what the model builds (dates are still Date objects). */
export type SessionUserRecord = Omit<SessionUser, 'organizerRequestedAt'> & {
  organizerRequestedAt: Date | null;
};

/**
 * Whether an owned product has something to play now (GET /api/products/{id}/access, my stuff): a page
 * offers "watch now" only when `ready`; otherwise it says when (`availableAt`, its next session) or "soon".
 */
export interface MediaReadiness<D = string> {
  ready: boolean;
  availableAt: D | null;
}

export type PlayerKind = 'vod' | 'fake-live' | 'live' | 'audio';
/** The player states of spec 4. */
export type PlayerState = 'unavailable' | 'ready-on-date' | 'playing' | 'finished' | 'unreachable';

/** GET /api/products/{id}/playback (and /api/lessons/{id}/playback): what the player needs. */
export interface Playback<D = string> {
  productId: number;
  lessonId: number | null;
  kind: PlayerKind;
  state: PlayerState;
  /** ready-on-date: when it opens; fake live: the session's start. */
  startsAt: D | null;
  /** Fake live: when the session ends. */
  endsAt: D | null;
  /** True while the video is still being processed (state unavailable). */
  preparing: boolean;
  /** The master playlist, `/media/{token}/{asset}/master.m3u8`. */
  src: string | null;
  poster: string | null;
  /** The MP3 of a podcast, when the product lets listeners download it. */
  download: string | null;
  durationSeconds: number | null;
  renditions: { name: string; height: number | null; bandwidth: number }[];
  /** Where the viewer stopped (on-demand and audio), in seconds. */
  position: number;
  /** When the token in src expires: ask again before then. */
  tokenExpiresAt: D | null;
}
