import { contentLang } from '../../lib/localize.ts';
import { routes } from '../../lib/route.ts';
import {
  lessonMeetSchema,
  meetJoinSchema,
  meetPeersSchema,
  meetRoomSchema,
  meetWebhookReceiptSchema,
} from '../../shared/meets.ts';
import { rehearsalSchema } from '../../shared/rehearsal.ts';
import {
  joinLessonMeet,
  lessonMeetPeers,
  lessonMeetView,
  startLessonMeet,
  stopLessonMeet,
} from '../services/lesson-rooms.ts';
import {
  joinRehearsal,
  rehearsalPeers,
  rehearsalView,
  startRehearsal,
  stopRehearsal,
} from '../services/rehearsals.ts';
import {
  joinMeet,
  meetPeers,
  meetRoomView,
  receiveRoomEvent,
  startMeet,
  stopMeet,
} from '../services/rooms.ts';

/** A meet's room (issue 22): its organizer starts and stops it, ticket holders join it. */
export const meetRoomRoutes = routes('/api/products', 'meetings')
  .post(
    '/:id/meet/start',
    {
      summary: "Open the meet's room (scheduled → open); calling it while open answers the open room",
      access: 'owner',
      response: meetRoomSchema,
    },
    async (c, { user, params }) => c.json(await startMeet(user, params.id)),
  )
  .post(
    '/:id/meet/stop',
    {
      summary: "End the meet (open → ended): seats given back, the provider's room codes disabled",
      access: 'owner',
      response: meetRoomSchema,
    },
    async (c, { user, params }) => c.json(await stopMeet(user, params.id)),
  )
  .get(
    '/:id/meet/room',
    {
      summary: "The meet's room now, for its organizer: state, seats taken",
      access: 'owner',
      response: meetRoomSchema,
    },
    async (c, { user, params }) => c.json(await meetRoomView(user, params.id)),
  )
  .get(
    '/:id/meet/peers',
    {
      summary: 'Who is in the meet now, as the video provider counts them',
      access: 'owner',
      response: meetPeersSchema,
    },
    async (c, { user, params }) => c.json(await meetPeers(user, params.id)),
  )
  .post(
    '/:id/meet/join',
    {
      summary:
        'Enter the meet: a seat (of 70) and the credential to join its room, as host (its organizer) or guest (a ticket holder)',
      access: 'signed-in',
      response: meetJoinSchema,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await joinMeet(user, params.id, contentLang(c)));
    },
  );

/** A course lesson held as a meeting (issue 22): the course's owner hosts it, its students join. */
export const lessonMeetRoutes = routes('/api/lessons', 'meetings')
  .get(
    '/:id/meet',
    {
      summary:
        "A lesson's meeting as its page shows it (open, scheduled with its date, ended), for its students and its course's owner",
      access: 'signed-in',
      response: lessonMeetSchema,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await lessonMeetView(user, params.id));
    },
  )
  .post(
    '/:id/meet/start',
    {
      summary: "Open the lesson's meeting room (its course's owner or an administrator)",
      access: 'owner',
      response: meetRoomSchema,
    },
    async (c, { user, params }) => c.json(await startLessonMeet(user, params.id)),
  )
  .post(
    '/:id/meet/stop',
    {
      summary: "Close the lesson's meeting room: places given back, the provider's room codes disabled",
      access: 'owner',
      response: meetRoomSchema,
    },
    async (c, { user, params }) => c.json(await stopLessonMeet(user, params.id)),
  )
  .get(
    '/:id/meet/peers',
    {
      summary: "Who is in the lesson's meeting now, as the video provider counts them",
      access: 'owner',
      response: meetPeersSchema,
    },
    async (c, { user, params }) => c.json(await lessonMeetPeers(user, params.id)),
  )
  .post(
    '/:id/meet/join',
    {
      summary:
        "Enter the lesson's meeting: a place (of 70) and the credential, as host (its course's owner) or guest (a student)",
      access: 'signed-in',
      response: meetJoinSchema,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await joinLessonMeet(user, params.id, contentLang(c)));
    },
  );

/** The rehearsal room of any product (issue 22; spec 9): private to its organizer's team, metered. */
export const rehearsalRoutes = routes('/api/products', 'meetings')
  .get(
    '/:id/rehearsal',
    {
      summary: "The product's rehearsal room: open or not, the team's link, its price and the minutes used",
      access: 'owner',
      response: rehearsalSchema,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await rehearsalView(user, params.id));
    },
  )
  .post(
    '/:id/rehearsal/start',
    {
      summary: 'Open the rehearsal room (its minutes are metered from now)',
      access: 'owner',
      response: rehearsalSchema,
    },
    async (c, { user, params }) => c.json(await startRehearsal(user, params.id)),
  )
  .post(
    '/:id/rehearsal/stop',
    {
      summary: 'Close the rehearsal room: its minutes are metered and priced',
      access: 'owner',
      response: rehearsalSchema,
    },
    async (c, { user, params }) => c.json(await stopRehearsal(user, params.id)),
  )
  .get(
    '/:id/rehearsal/peers',
    {
      summary: 'Who is in the rehearsal room now, as the video provider counts them',
      access: 'owner',
      response: meetPeersSchema,
    },
    async (c, { user, params }) => c.json(await rehearsalPeers(user, params.id)),
  )
  .post(
    '/:id/rehearsal/join',
    {
      summary: 'Enter the rehearsal room as host (its organizer or an administrator)',
      access: 'owner',
      response: meetJoinSchema,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await joinRehearsal(user, params.id, contentLang(c)));
    },
  );

/** The video provider's webhooks: verified by the provider's rules, each event applied once. */
export const meetWebhookRoutes = routes('/api/meetings', 'meetings').post(
  '/webhooks/hms',
  {
    summary:
      "100ms's webhook (peers joining and leaving, sessions opening and closing), checked by its secret header",
    access: 'anonymous',
    response: meetWebhookReceiptSchema,
    rawBody: { contentType: 'application/json', description: 'The event as 100ms sends it' },
    bodyLimit: 64 * 1024,
  },
  async (c) => {
    const { duplicate } = await receiveRoomEvent('100ms', c.req.raw);
    return c.json({ received: true as const, duplicate });
  },
);
