import { z } from 'zod';
import { STREAM_STATUSES } from './enums.ts';
import { LOCALES } from './locale.ts';

const isoDate = z.iso.datetime();

/** A product session as a page shows it: its times, in the request's language and Madrid's wall clock. */
const sessionSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  startsAt: isoDate,
  durationMinutes: z.number().int().nullable(),
  title: z.string().nullable(),
  translations: z.partialRecord(z.enum(LOCALES), z.record(z.string(), z.string())),
  capacity: z.number().int().nullable(),
  ticketsSold: z.number().int(),
  soldOut: z.boolean(),
  createdAt: isoDate,
  localized: z.object({ lang: z.enum(LOCALES), title: z.string().nullable() }),
  /** The start on Madrid's wall clock, YYYY-MM-DDTHH:mm. */
  startsAtLocal: z.string(),
  timeZone: z.string(),
});

/** GET /api/products/{id}/meet: the meet's state with the session it is about and its room. */
export const meetViewSchema = z.object({
  productId: z.number().int(),
  state: z.enum(['scheduled', 'open', 'ended']),
  session: sessionSchema.nullable(),
  room: z
    .object({ status: z.enum(STREAM_STATUSES), startedAt: isoDate.nullable(), endedAt: isoDate.nullable() })
    .nullable(),
  maxParticipants: z.number().int(),
});

export type MeetView = z.infer<typeof meetViewSchema>;

/** A meet's room for its organizer (POST …/meet/start, …/meet/stop, GET …/meet/room). */
export const meetRoomSchema = z.object({
  productId: z.number().int(),
  state: z.enum(['scheduled', 'open', 'ended']),
  provider: z.string().nullable(),
  startedAt: isoDate.nullable(),
  endedAt: isoDate.nullable(),
  seatsTaken: z.number().int(),
  maxParticipants: z.number().int(),
});

/** POST /api/products/{id}/meet/join: what the browser needs to enter the room. */
export const meetJoinSchema = z.object({
  provider: z.string(),
  role: z.enum(['host', 'guest']),
  roomCode: z.string(),
  roomUrl: z.string().nullable(),
  token: z.string().nullable(),
  expiresAt: isoDate.nullable(),
});

/** GET /api/products/{id}/meet/peers: who is in the room now, as the provider counts them. */
export const meetPeersSchema = z.array(
  z.object({
    peerId: z.string(),
    userId: z.string().nullable(),
    /** Our user's name, when the provider's peer is one of ours. */
    name: z.string().nullable(),
    role: z.string(),
    joinedAt: isoDate.nullable(),
  }),
);

/** GET /api/lessons/{id}/meet: a lesson held as a meeting, as its page shows it. */
export const lessonMeetSchema = z.object({
  lessonId: z.number().int(),
  state: z.enum(['scheduled', 'open', 'ended']),
  /** Its planned date (the countdown), or null: it opens when its host opens it. */
  startsAt: isoDate.nullable(),
  startedAt: isoDate.nullable(),
  endedAt: isoDate.nullable(),
  /** Whether the viewer hosts it (the course's manager): they open and close it. */
  host: z.boolean(),
  /** Places taken now, for its host only. */
  seatsTaken: z.number().int().nullable(),
  maxParticipants: z.number().int(),
});

export const meetWebhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export type MeetRoomView = z.infer<typeof meetRoomSchema>;
export type MeetJoin = z.infer<typeof meetJoinSchema>;
export type MeetPeer = z.infer<typeof meetPeersSchema>[number];
export type LessonMeet = z.infer<typeof lessonMeetSchema>;
