import { sweepThrottle } from '../accounts/services/login-throttle.ts';
import { sweepRateLimits } from '../accounts/services/rate-limit.ts';
import { env } from '../env.ts';
import { logger } from '../lib/logger.ts';
import { defineJob } from '../lib/queue.ts';
import { endIdleRehearsals } from '../meetings/services/rooms.ts';

/**
 * Every 15 minutes, one worker forgets sign-in failures and rate-limit counters past their window, and
 * ends the rehearsal rooms left open with nobody in (metered up to the last one out). Expired uploads
 * are swept hourly with their chunks (media/upload-store.ts).
 */
export const sweepJob = defineJob<Record<string, never>>(
  'maintenance.sweep',
  { retryLimit: 1, retryDelay: 60, retryBackoff: false, expireInSeconds: 120, cron: '*/15 * * * *' },
  async () => {
    const throttled = await sweepThrottle(env.RATE_LIMIT_WINDOW_SECONDS);
    // The longest window of any counter: a sign-up counter outlives the email ones.
    await sweepRateLimits(Math.max(env.RATE_LIMIT_WINDOW_SECONDS, env.RATE_LIMIT_SIGNUP_WINDOW_SECONDS));
    const rehearsals = await endIdleRehearsals();
    logger.info('maintenance.swept', { throttleKeys: throttled, rehearsals });
  },
);
