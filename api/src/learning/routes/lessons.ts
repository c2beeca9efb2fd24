import { contentLang } from '../../lib/localize.ts';
import { routes } from '../../lib/route.ts';
import {
  lessonNoteAnswer,
  lessonProgressAnswer,
  lessonRatingAnswer,
  lessonViewAnswer,
} from '../../shared/learning.ts';
import { lessonNoteBody, lessonProgressBody, lessonRatingBody } from '../schemas/learning.ts';
import { lessonView, myNote, myRating, rateLesson, saveNote, setWatched } from '../services/learning.ts';

/**
 * A lesson as its learners see it (spec 2 /courses/{slug}/lessons/{id}): its content, the watched mark,
 * the viewer's rating and their own notes. Each route asks the entitlement function for the course
 * (403 with the reason for anyone it does not let in); the organizer edits lessons under /api/courses.
 */
export const lessonRoutes = routes('/api/lessons', 'learning')
  .get(
    '/:id',
    {
      summary: 'A lesson of a course you can open: content, neighbours, your watched mark, rating and notes',
      access: 'signed-in',
      response: lessonViewAnswer,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await lessonView(user, params.id, contentLang(c)));
    },
  )
  .put(
    '/:id/progress',
    {
      summary: 'Mark a lesson watched or not watched',
      access: 'signed-in',
      body: lessonProgressBody,
      response: lessonProgressAnswer,
    },
    async (c, { user, params, body }) => c.json(await setWatched(user, params.id, body.watched)),
  )
  .get(
    '/:id/rating',
    {
      summary: 'Your rating of a lesson (null when you have not rated it)',
      access: 'signed-in',
      response: lessonRatingAnswer,
    },
    async (c, { user, params }) => c.json(await myRating(user, params.id)),
  )
  .put(
    '/:id/rating',
    {
      summary: 'Rate a lesson 1 to 5 with an optional comment (again to change it)',
      access: 'signed-in',
      body: lessonRatingBody,
      response: lessonRatingAnswer,
    },
    async (c, { user, params, body }) => c.json(await rateLesson(user, params.id, body.rating, body.comment)),
  )
  .get(
    '/:id/note',
    { summary: 'Your own notes on a lesson', access: 'signed-in', response: lessonNoteAnswer },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await myNote(user, params.id));
    },
  )
  .put(
    '/:id/note',
    {
      summary: 'Save your notes on a lesson (an empty text removes them)',
      access: 'signed-in',
      body: lessonNoteBody,
      response: lessonNoteAnswer,
    },
    async (c, { user, params, body }) => c.json(await saveNote(user, params.id, body.text)),
  );
