import { isbot } from 'isbot';
import { z } from 'zod';
import { env } from '../../env.ts';
import { AppError } from '../../errors.ts';
import { routes } from '../../lib/route.ts';
import { deviceOf, viewingBuffer } from '../services/viewing.ts';
import { countryCode, loadedViewKey, verifyView } from '../view-token.ts';

/** What the player sends every 10 s while playing, on pause and end, and when the page goes away. */
export const heartbeatBody = z.object({
  /** The playback answer's `viewToken`. */
  token: z.string().min(1).max(300),
  /** Where the player is, in seconds. */
  position: z.number().min(0).max(10_000_000),
  /** Seconds played since the previous heartbeat. */
  watched: z.number().min(0).max(60),
  playing: z.boolean(),
});

/**
 * Viewing heartbeats (issue 23). No session is needed and no row is written per beat: the token names
 * the viewer and what they watch (checked by its signature, no database query), the beat joins the
 * process's buffer and reaches viewing_sessions with the next flush (services/viewing.ts). A bot's beat
 * is answered like any other and counted nowhere; beats too fast or past the end are dropped silently.
 */
export const heartbeatRoutes = routes('/api/analytics', 'analytics').post(
  '/heartbeat',
  {
    summary: "Report what the player played (viewing analytics; token: the playback answer's viewToken)",
    access: 'token',
    body: heartbeatBody,
    status: 204,
    response: null,
  },
  async (c, { body }) => {
    const agent = c.req.header('user-agent');
    if (agent && isbot(agent)) return c.body(null, 204);
    const verdict = verifyView(body.token, await loadedViewKey());
    if (!verdict.ok) throw new AppError('VIEWING_TOKEN_INVALID');
    const country =
      (env.COUNTRY_HEADER && countryCode(c.req.header(env.COUNTRY_HEADER))) || verdict.grant.country;
    viewingBuffer.record(verdict.grant, body.token.slice(-22), body, deviceOf(agent), country);
    return c.body(null, 204);
  },
);
