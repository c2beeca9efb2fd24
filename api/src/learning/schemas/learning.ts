import { z } from 'zod';
import { COURSE_POST_KINDS } from '../../../../models/index.ts';
import { bodyId, text, title } from '../../catalogue/schemas/catalogue.ts';

/** The learner's side of a course: watched marks, ratings, own notes, comments and questions. */

/** PUT /api/lessons/:id/progress */
export const lessonProgressBody = z.strictObject({ watched: z.boolean() });

/** PUT /api/lessons/:id/rating: 1 to 5 stars and an optional comment ("" or null: none). */
export const lessonRatingBody = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: text(2000)
    .nullable()
    .optional()
    .transform((v) => v || null),
});

/** PUT /api/lessons/:id/note: the whole text; an empty one removes the note. */
export const lessonNoteBody = z.strictObject({ text: text(20_000) });

export const coursePostKind = z.enum(COURSE_POST_KINDS);

/** POST /api/courses/:id/posts: a comment or a question, or a reply to one (parentId). */
export const coursePostBody = z.strictObject({
  kind: coursePostKind,
  text: title(5000),
  parentId: bodyId.optional(),
});

/** GET /api/courses/:id/posts filter. */
export const coursePostFilter = z.strictObject({ kind: coursePostKind.optional() });
export type CoursePostFilter = z.output<typeof coursePostFilter>;
