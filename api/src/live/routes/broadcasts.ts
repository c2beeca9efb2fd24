import { routes } from '../../lib/route.ts';
import { broadcastAnswer, broadcastStartAnswer } from '../../shared/live.ts';
import { broadcastFor, startBroadcast, stopBroadcast } from '../services/broadcasts.ts';

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
  );
