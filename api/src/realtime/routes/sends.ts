import { z } from 'zod';
import { routes } from '../../lib/route.ts';
import { ROLES } from '../../shared/enums.ts';
import { notificationSendAnswer, SEND_AUDIENCES, SEND_KINDS } from '../../shared/realtime.ts';
import { sendHistory, sendNotification } from '../services/sends.ts';

const sendBody = z
  .object({
    audience: z.enum(SEND_AUDIENCES),
    role: z.enum(ROLES).optional(),
    userId: z.number().int().positive().max(2_147_483_647).optional(),
    kind: z.enum(SEND_KINDS),
    /** What the browser does with it: snack.notification (a toast), home.updated (the home refreshes), or a message. */
    type: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[a-z][a-z0-9_.-]*$/),
    subject: z.string().trim().max(200).optional(),
    content: z.string().trim().max(2_000).optional(),
    payload: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** The admin notification sender (spec 2, /manage/notifications). */
export const notificationSendRoutes = routes('/api/notifications', 'realtime')
  .post(
    '/sends',
    {
      summary:
        'Send a notification: to everyone, a role or one user; a system message (everyone) or a notification per person. Written by a job; open pages get it at once',
      access: 'admin',
      body: sendBody,
      status: 202,
      response: notificationSendAnswer,
    },
    async (c, { body, user }) => c.json(await sendNotification(user, body), 202),
  )
  .get(
    '/sends',
    {
      summary: 'What was sent, newest first (the last 50), with how many it reached',
      access: 'admin',
      response: z.array(notificationSendAnswer),
    },
    async (c) => c.json(await sendHistory()),
  );
