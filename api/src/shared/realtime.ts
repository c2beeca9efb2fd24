import { z } from 'zod';
import { ROLES } from './enums.ts';
import { isoDateTime } from './learning.ts';

/**
 * The realtime domain's REST answers (issue 21): what an administrator sent from /manage/notifications.
 * The notifications themselves travel on /api/graphql.
 */
export const SEND_AUDIENCES = ['everyone', 'role', 'user'] as const;
/** system: one message for everyone's browser (home.updated, snack.notification); user: a row per person. */
export const SEND_KINDS = ['system', 'user'] as const;

export const notificationSendAnswer = z.object({
  id: z.number().int(),
  audience: z.enum(SEND_AUDIENCES),
  role: z.enum(ROLES).nullable(),
  userId: z.number().int().nullable(),
  kind: z.enum(SEND_KINDS),
  type: z.string(),
  subject: z.string().nullable(),
  content: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** How many it reached, once the job has written them (null until then). */
  recipients: z.number().int().nullable(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  adminId: z.number().int().nullable(),
});
export type NotificationSendAnswer = z.infer<typeof notificationSendAnswer>;

/**
 * What /api/graphql's `onEvents` subscription sends (api/src/realtime/schema.ts), as the site's one
 * realtime connection reads it: a union told apart by `__typename` (more members may come; a client
 * passes on those it does not know).
 */
export const userNotificationEvent = z.object({
  __typename: z.literal('UserNotification'),
  id: z.string(),
  /** The user it is for (always the subscriber: a page need not ask for it). */
  user: z.number().int().optional(),
  type: z.string(),
  subject: z.string().nullable(),
  content: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  timestamp: z.string(),
});
export const systemNotificationEvent = z.object({
  __typename: z.literal('SystemNotification'),
  id: z.string(),
  type: z.string(),
  subject: z.string().nullable(),
  content: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  /** When it was written (a toast need not ask for it). */
  timestamp: z.string().optional(),
});
export const liveStatusEvent = z.object({
  __typename: z.literal('LiveStatus'),
  productId: z.number().int(),
  state: z.string(),
  /** How many watch, when the caller may see it (the organizer, or everyone when it is shown). */
  viewers: z.number().int().nullable(),
});
export type UserNotificationEvent = z.infer<typeof userNotificationEvent>;
export type SystemNotificationEvent = z.infer<typeof systemNotificationEvent>;
export type LiveStatusEvent = z.infer<typeof liveStatusEvent>;

/** A page of getUserNotifications (GraphQL): ids are strings there, times ISO strings. */
export const graphqlNotificationPage = z.object({
  nextToken: z.string().nullable(),
  notifications: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      user: z.number().int().nullable().optional(),
      subject: z.string().nullable(),
      content: z.string().nullable(),
      payload: z.record(z.string(), z.unknown()).nullable(),
      readOn: z.string().nullable(),
      timestamp: z.string(),
    }),
  ),
});
export type GraphqlNotificationPage = z.infer<typeof graphqlNotificationPage>;
