import { z } from 'zod';
import { routes } from '../../lib/route.ts';
import {
  broadcastAnswer,
  broadcastStartAnswer,
  DESTINATION_PRESET_NAMES,
  destinationAnswer,
} from '../../shared/live.ts';
import {
  broadcastFor,
  setRecording,
  setShowViewers,
  startBroadcast,
  stopBroadcast,
} from '../services/broadcasts.ts';
import { addDestination, destinationJson, removeDestination } from '../services/destinations.ts';

/** A simulcast destination: a preset with only its key, or a name and an rtmp:// or rtmps:// URL. */
const destinationBody = z
  .object({
    preset: z.enum(DESTINATION_PRESET_NAMES).optional(),
    name: z.string().trim().min(1).max(80).optional(),
    url: z.string().trim().min(1).max(500).optional(),
    /** The destination's stream key: stored encrypted, never answered back. */
    key: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .regex(/^[\x21-\x7e]+$/),
  })
  .strict();

/**
 * A broadcast product's live broadcast (issue 20), for its owner or an administrator (policy
 * broadcast.manage; anyone else is told the product does not exist).
 */
export const broadcastRoutes = routes('/api/products', 'live')
  .post(
    '/:id/broadcast/start',
    {
      summary:
        'Start the broadcast: a new stream key for the RTMP ingest (calling again regenerates it and revokes the old one)',
      access: 'owner',
      response: broadcastStartAnswer,
    },
    async (c, { params, user }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await startBroadcast(user, params.id));
    },
  )
  .post(
    '/:id/broadcast/stop',
    {
      summary: 'Stop the broadcast: key revoked, end marker on the playlist, state ended',
      access: 'owner',
      response: broadcastAnswer,
    },
    async (c, { params, user }) => c.json(await stopBroadcast(user, params.id)),
  )
  .get(
    '/:id/broadcast',
    {
      summary: 'The broadcast now: state, incoming stream, viewers, times and minutes used',
      access: 'owner',
      response: broadcastAnswer,
    },
    async (c, { params, user }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await broadcastFor(user, params.id));
    },
  )
  .put(
    '/:id/broadcast/audience',
    {
      summary: 'Whether viewers see how many watch (the organizer always does); open players follow at once',
      access: 'owner',
      body: z.object({ showViewers: z.boolean() }).strict(),
      response: broadcastAnswer,
    },
    async (c, { params, user, body }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await setShowViewers(user, params.id, body.showViewers));
    },
  )
  .put(
    '/:id/broadcast/recording',
    {
      summary:
        'The recording switch: when on as the broadcast ends, it becomes a video (replay and MP4); it may change until the end',
      access: 'owner',
      body: z.object({ enabled: z.boolean() }).strict(),
      response: broadcastAnswer,
    },
    async (c, { params, user, body }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await setRecording(user, params.id, body.enabled));
    },
  )
  .post(
    '/:id/broadcast/destinations',
    {
      summary:
        'Add a simulcast destination (a YouTube, Facebook or Twitch preset with its key, or any rtmp/rtmps URL); the key is never answered back',
      access: 'owner',
      body: destinationBody,
      status: 201,
      response: destinationAnswer,
    },
    async (c, { params, user, body }) =>
      c.json(destinationJson(await addDestination(user, params.id, body), false), 201),
  )
  .delete(
    '/:id/broadcast/destinations/:destinationId',
    {
      summary: 'Remove a simulcast destination (its relay stops within seconds when live)',
      access: 'owner',
      status: 204,
      response: null,
    },
    async (c, { params, user }) => {
      await removeDestination(user, params.id, params.destinationId);
      return c.body(null, 204);
    },
  );
