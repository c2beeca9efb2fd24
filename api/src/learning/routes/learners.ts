import { routes } from '../../lib/route.ts';
import { courseProgressAnswer, studentsAnswer } from '../../shared/learning.ts';
import { courseStudents, masterStudents } from '../services/learners.ts';
import { courseProgress } from '../services/learning.ts';

/** Who takes a course or master, and how far the caller has got through a course. */
export const courseLearnerRoutes = routes('/api/courses', 'learning')
  .get(
    '/:id/students',
    {
      summary: "How many take the course; first names for the course's own students and organizer",
      access: 'anonymous',
      response: studentsAnswer,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-cache');
      return c.json(await courseStudents(user, params.id));
    },
  )
  .get(
    '/:id/progress',
    {
      summary: 'The lessons of a course you have marked watched',
      access: 'signed-in',
      response: courseProgressAnswer,
    },
    async (c, { user, params }) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await courseProgress(user, params.id));
    },
  );

export const masterLearnerRoutes = routes('/api/masters', 'learning').get(
  '/:id/students',
  {
    summary: "How many take the master; first names for the master's own students and organizer",
    access: 'anonymous',
    response: studentsAnswer,
  },
  async (c, { user, params }) => {
    c.header('Cache-Control', 'private, no-cache');
    return c.json(await masterStudents(user, params.id));
  },
);
