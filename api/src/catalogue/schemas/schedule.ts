import { z } from 'zod';

/** GET /api/schedule filter: a channel and a category (each by id or slug), and the moment to list from. */
export const scheduleFilter = z.strictObject({
  channel: z.string().trim().min(1).max(200).optional(),
  category: z.string().trim().min(1).max(200).optional(),
  from: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('sessions that have not ended by then; default now'),
});
export type ScheduleFilter = z.output<typeof scheduleFilter>;
