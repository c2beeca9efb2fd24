import { z } from 'zod';
import { isoDateTime } from './learning.ts';

/**
 * The live domain's answers (api/src/live/routes/broadcasts.ts): a broadcast product's current broadcast,
 * for the organizer's console and the tests.
 */

/** idle: keys made, nothing received yet; live: a publisher sends; reconnecting: it dropped and may come
 * back to the same playlist within LIVE_IDLE_SECONDS; ended: stopped, or idle past the window. */
export const BROADCAST_STATES = ['idle', 'live', 'reconnecting', 'ended'] as const;
export type BroadcastState = (typeof BROADCAST_STATES)[number];

/** POST /api/products/{id}/broadcast/start: where and with what key the broadcasting software sends. */
export const broadcastStartAnswer = z.object({
  /** `rtmp://host:port/live`: OBS's "Server". */
  ingestUrl: z.string(),
  /** OBS's "Stream key"; shown once (only its hash is kept): calling start again makes a new one. */
  streamKey: z.string(),
  state: z.enum(BROADCAST_STATES),
});
export type BroadcastStartAnswer = z.infer<typeof broadcastStartAnswer>;

/** What the server knows of the incoming stream (from the publisher's metadata and the bytes received). */
export const broadcastInput = z.object({
  /** Bits per second received, averaged over the last seconds. */
  bitrate: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  fps: z.number().nullable(),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

/**
 * A simulcast destination's relay: idle (the broadcast is not live), connecting, live (pushing), retrying
 * (it refused or dropped: tried again with backoff, `attempt` counts), failed (will not be retried while
 * this publish lasts, `reason` says why).
 */
export const DESTINATION_STATES = ['idle', 'connecting', 'live', 'retrying', 'failed'] as const;
export type DestinationState = (typeof DESTINATION_STATES)[number];

/** Presets: chosen by name with only the stream key (in a file of their own, without zod, for the faces). */
export { DESTINATION_PRESET_NAMES, DESTINATION_PRESETS } from './live-presets.ts';

/** A destination as answered (its stream key is never sent back). */
export const destinationAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The server URL, without the key. */
  url: z.string(),
  state: z.enum(DESTINATION_STATES),
  /** Failed connections in a row (retrying). */
  attempt: z.number().int(),
  /** Why it is retrying or failed. */
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type DestinationAnswer = z.infer<typeof destinationAnswer>;

/**
 * The recording of a broadcast (spec 9's recording add-on): off (the switch is off), recording (on: the
 * broadcast's segments are kept), processing (ended: the job remuxes them, without re-encoding, into a
 * video and an MP4), ready, failed (`reason` says why).
 */
export const RECORDING_STATES = ['off', 'recording', 'processing', 'ready', 'failed'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];

export const broadcastRecording = z.object({
  /** The switch: when on as the broadcast ends, the broadcast becomes a video (it may be turned on late:
   * the segments are kept from the first second either way, and dropped at the end when it is off). */
  enabled: z.boolean(),
  state: z.enum(RECORDING_STATES),
  /** The recording's media asset once made (the newest one; a new recording replaces it). */
  mediaId: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  /** The organizer's MP4 download: a short-lived signed path, when ready. */
  download: z.string().nullable(),
  /** Viewers with a ticket watch the recording once the broadcast has ended (the product's replay switch). */
  replay: z.boolean(),
  reason: z.string().nullable(),
});
export type BroadcastRecording = z.infer<typeof broadcastRecording>;

/**
 * What the ingest tells the broadcaster: the bitrate is over the plan's cap (`detail`: the cap in kbps;
 * shown while it lasts), the publisher was cut for staying over it, or refused for sending no video or a
 * codec the live HLS cannot carry (`detail`: the codec), or a second publisher with the key of a live
 * broadcast was refused. Shown on the broadcast screen for a while.
 */
export const BROADCAST_NOTICES = [
  'bitrate_high',
  'bitrate_cut',
  'no_video',
  'codec_unsupported',
  'second_publisher',
] as const;
export type BroadcastNoticeCode = (typeof BROADCAST_NOTICES)[number];

export const broadcastNotice = z.object({
  code: z.enum(BROADCAST_NOTICES),
  detail: z.string().nullable(),
  at: isoDateTime,
});

/** GET /api/products/{id}/broadcast (also the answer of stop). */
export const broadcastAnswer = z.object({
  state: z.enum(BROADCAST_STATES),
  /** A stream key works now (made by start, not yet revoked by stop or the end of the broadcast). */
  keyIssued: z.boolean(),
  input: broadcastInput,
  /** The most the ingest takes, in kbit/s (LIVE_MAX_BITRATE_KBPS): above it the broadcaster is warned,
   * then cut. */
  bitrateCap: z.number().int(),
  notice: broadcastNotice.nullable(),
  viewers: z.number().int(),
  /** Viewers see how many watch (PUT …/broadcast/audience). */
  showViewers: z.boolean(),
  /** The most that watched at once during this broadcast (analytics). */
  peakViewers: z.number().int(),
  startedAt: isoDateTime.nullable(),
  endedAt: isoDateTime.nullable(),
  /** Minutes on air so far (each started minute counts). */
  minutesUsed: z.number().int(),
  recording: broadcastRecording,
  destinations: z.array(destinationAnswer),
});
export type BroadcastAnswer = z.infer<typeof broadcastAnswer>;
