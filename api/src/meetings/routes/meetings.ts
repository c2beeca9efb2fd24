import { contentLang } from '../../lib/localize.ts';
import { routes } from '../../lib/route.ts';
import {
  meetJoinSchema,
  meetPeersSchema,
  meetRoomSchema,
  meetWebhookReceiptSchema,
} from '../../shared/meets.ts';
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
