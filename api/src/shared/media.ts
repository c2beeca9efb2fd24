import { z } from 'zod';
import { isoDateTime } from './learning.ts';
import { BROADCAST_STATES } from './live.ts';

/**
 * The media domain's answers (api/src/media/routes/media.ts, images.ts), declared once for the API's document,
 * the site's player and the back office's media panels; the models take the enums from here.
 */

/** `live`: the playlist of a broadcast product's live broadcast (api/src/live). */
export const MEDIA_KINDS = ['video', 'trailer', 'audio', 'image', 'document', 'live'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** What a tus upload may target (images go through POST /api/images). */
export const UPLOAD_KINDS = ['video', 'trailer', 'audio'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const MEDIA_STATUSES = ['uploaded', 'queued', 'transcoding', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

export const PLAYER_KINDS = ['vod', 'fake-live', 'live', 'audio'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

/** What a viewing session records (issue 23): the player's kind, and a lesson's video as its own. */
export const VIEWING_KINDS = ['vod', 'fake_live', 'live', 'audio', 'lesson'] as const;
export type ViewingKind = (typeof VIEWING_KINDS)[number];
/** The player states of spec 4. */
export const PLAYER_STATES = ['unavailable', 'ready-on-date', 'playing', 'finished', 'unreachable'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** A warning that does not refuse the request (an image of another size than the recommended one). */
export const warningAnswer = z.object({ code: z.string(), field: z.string(), message: z.string() });

/** GET /api/uploads: whether this server takes video and audio (ffmpeg present), and up to what size. */
export const uploadsAnswer = z.object({
  enabled: z.boolean(),
  maxBytes: z.number().int(),
  /** Why uploads are off, in the caller's language; null when on. */
  message: z.string().nullable(),
});
export type UploadsAnswer = z.infer<typeof uploadsAnswer>;

/** A video or audio asset with its transcoding state (GET /api/media/:id, /api/products/:id/media). */
export const mediaAssetAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  lessonId: z.number().int().nullable(),
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  /** 0–100; 100 once ready. */
  percent: z.number(),
  originalName: z.string(),
  sizeBytes: z.number(),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The names of its HLS renditions (360p, 720p…). */
  renditions: z.array(z.string()),
  /** Why it failed, in the caller's language; null unless failed. */
  failure: z.object({ code: z.string(), message: z.string(), detail: z.string().nullable() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type MediaAssetJson = z.infer<typeof mediaAssetAnswer>;

/** GET /api/products/{id}/playback (and /api/lessons/{id}/playback): what the player needs. */
export const playbackAnswer = z.object({
  productId: z.number().int(),
  lessonId: z.number().int().nullable(),
  kind: z.enum(PLAYER_KINDS),
  state: z.enum(PLAYER_STATES),
  /** ready-on-date: when it opens; fake live: the session's start. */
  startsAt: isoDateTime.nullable(),
  /** Fake live: when the session ends. */
  endsAt: isoDateTime.nullable(),
  /** True while the video is still being processed (state unavailable). */
  preparing: z.boolean(),
  /** The master playlist, `/media/{token}/{asset}/master.m3u8` (live: `…/src/index.m3u8`, the live edge). */
  src: z.string().nullable(),
  poster: z.string().nullable(),
  /** The MP3 of a podcast, when the product lets listeners download it. */
  download: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  renditions: z.array(
    z.object({ name: z.string(), height: z.number().int().nullable(), bandwidth: z.number() }),
  ),
  /** Where the viewer stopped (on-demand and audio), in seconds. */
  position: z.number(),
  /** When the token in src expires: ask again before then. */
  tokenExpiresAt: isoDateTime.nullable(),
  /**
   * Live broadcasts (kind live): the broadcast's state (idle before it starts, live, reconnecting while
   * its publisher is away, ended); src is its live playlist while live or reconnecting. Null otherwise.
   */
  liveState: z.enum(BROADCAST_STATES).nullable(),
  /**
   * While something plays: the signed token the player sends back with its viewing heartbeats
   * (POST /api/analytics/heartbeat, every 10 s while playing); null otherwise.
   */
  viewToken: z.string().nullable(),
});
export type Playback = z.infer<typeof playbackAnswer>;

/** PUT …/playback/position: the position saved. */
export const positionAnswer = z.object({ position: z.number() });

/** POST /api/images: the stored image's public URL, its type and size, and a size warning if any. */
export const storedImageAnswer = z.object({
  url: z.string(),
  type: z.enum(['jpg', 'png']),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  warnings: z.array(warningAnswer),
});
export type StoredImageJson = z.infer<typeof storedImageAnswer>;
