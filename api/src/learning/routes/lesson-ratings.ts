import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { lessonRatingRowAnswer, lessonRatingViewAnswer } from '../../shared/learning.ts';
import { lessonRatingFilter } from '../schemas/lesson-ratings.ts';
import { LESSON_RATING_SORTABLE, lessonRatingView, listLessonRatings } from '../services/lesson-ratings.ts';

/** The admin's lesson ratings (spec 2: /manage/e-learning/lessons): one row per lesson, by lesson id. */
export const lessonRatingRoutes = routes('/api/lesson-ratings', 'catalogue')
  .get(
    '/',
    {
      summary: 'Every lesson with its average rating, ratings and comments counted',
      access: 'admin',
      list: {
        sortable: LESSON_RATING_SORTABLE,
        defaultSort: ['average', 'DESC'],
        filter: lessonRatingFilter,
      },
      response: z.array(lessonRatingRowAnswer),
    },
    async (c, { list }) => {
      const { rows, count } = await listLessonRatings(list, contentLang(c));
      return listResponse(c, 'lesson-ratings', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    {
      summary: "One lesson's ratings: summary, stars and comments",
      access: 'admin',
      response: lessonRatingViewAnswer,
    },
    async (c, { params }) => c.json(await lessonRatingView(params.id, contentLang(c))),
  );
