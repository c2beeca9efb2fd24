import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { coursePostAnswer, coursePostDeletedAnswer } from '../../shared/learning.ts';
import { coursePostBody, coursePostFilter } from '../schemas/learning.ts';
import { createCoursePost, deleteCoursePost, listCoursePosts } from '../services/course-posts.ts';

/** Comments and questions of a course (its tabs): for its students, its organizer and admins. */
export const coursePostRoutes = routes('/api/courses', 'learning')
  .get(
    '/:id/posts',
    {
      summary: "A course's comments or questions, newest first, each with its replies",
      access: 'signed-in',
      list: { sortable: ['createdAt'], defaultSort: ['createdAt', 'DESC'], filter: coursePostFilter },
      response: z.array(coursePostAnswer),
    },
    async (c, { user, params, list }) => {
      const { rows, count } = await listCoursePosts(user, params.id, list);
      return listResponse(c, 'posts', rows, list.offset, count);
    },
  )
  .post(
    '/:id/posts',
    {
      summary: 'Write a comment or a question on a course you take, or reply to one',
      access: 'signed-in',
      body: coursePostBody,
      status: 201,
      response: coursePostAnswer,
    },
    async (c, { user, params, body }) => c.json(await createCoursePost(user, params.id, body), 201),
  )
  .delete(
    '/:id/posts/:postId',
    {
      summary: 'Delete your post (the organizer and admins may delete any)',
      access: 'owner',
      response: coursePostDeletedAnswer,
    },
    async (c, { user, params }) => c.json(await deleteCoursePost(user, params.id, params.postId)),
  );
