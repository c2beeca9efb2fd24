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
