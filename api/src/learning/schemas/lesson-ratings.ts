import { z } from 'zod';
import { bodyId, idFilter } from '../../catalogue/schemas/catalogue.ts';

/** GET /api/lesson-ratings filter: one course, a text in the lesson's or course's title, rated or not. */
export const lessonRatingFilter = z.strictObject({
  courseId: bodyId.optional(),
  q: z.string().trim().max(100).optional(),
  /** true: only lessons with at least one rating; false: only lessons nobody rated yet. */
  rated: z.boolean().optional(),
  id: idFilter,
});
export type LessonRatingFilter = z.output<typeof lessonRatingFilter>;
