import { z } from 'zod';
import { productAnswer, productWithChannelAnswer } from './catalogue-answers.ts';

/**
 * Answers of the learner's routes (api/src/learning/routes/lessons.ts, course-posts.ts, learners.ts, courses.ts's
 * modules and lessons, lesson-ratings.ts), declared once: the routes document them and the site and the
 * back office use the types derived from them. Dates travel as ISO strings.
 */

/** A timestamp as JSON carries it. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Course comments and questions: the two tabs of a course. */
export const COURSE_POST_KINDS = ['comment', 'question'] as const;
export type CoursePostKind = (typeof COURSE_POST_KINDS)[number];

export const lessonResourceLink = z.object({ title: z.string(), url: z.string() });
export type LessonResourceLink = z.infer<typeof lessonResourceLink>;

export const faqAnswer = z.object({ question: z.string(), answer: z.string() });

const neighbour = z.object({ id: z.number().int(), title: z.string() });

export const lessonNoteAnswer = z.object({
  lessonId: z.number().int(),
  text: z.string(),
  updatedAt: isoDateTime.nullable(),
});
export type LessonNoteJson = z.infer<typeof lessonNoteAnswer>;

/** GET /api/lessons/:id: the lesson, its place in the course and what the viewer keeps of it. */
export const lessonViewAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  liveUrl: z.string().nullable(),
  meetUrl: z.string().nullable(),
  /** Held as a meeting in Platea's rooms (GET /api/lessons/{id}/meet), planned for meetStartsAt. */
  meeting: z.boolean(),
  meetStartsAt: isoDateTime.nullable(),
  videoUrl: z.string().nullable(),
  resources: z.array(lessonResourceLink),
  /** The organizer's notes on the lesson (the viewer's own are `note`). */
  notes: z.string().nullable(),
  module: z.object({ id: z.number().int(), title: z.string(), position: z.number().int() }),
  course: z.object({
    id: z.number().int(),
    productId: z.number().int(),
    slug: z.string().nullable(),
    title: z.string(),
  }),
  /** 1-based place among all the course's lessons, and how many there are. */
  position: z.number().int(),
  total: z.number().int(),
  previous: neighbour.nullable(),
  next: neighbour.nullable(),
  watched: z.boolean(),
  watchedAt: isoDateTime.nullable(),
  rating: z
    .object({ rating: z.number().int(), comment: z.string().nullable(), updatedAt: isoDateTime })
    .nullable(),
  note: lessonNoteAnswer.nullable(),
});
export type LessonView = z.infer<typeof lessonViewAnswer>;

/** PUT /api/lessons/:id/progress. */
export const lessonProgressAnswer = z.object({
  lessonId: z.number().int(),
  watched: z.boolean(),
  watchedAt: isoDateTime.nullable(),
});
export type LessonProgressAnswer = z.infer<typeof lessonProgressAnswer>;

/** GET and PUT /api/lessons/:id/rating: null fields while the viewer has not rated it. */
export const lessonRatingAnswer = z.object({
  lessonId: z.number().int(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  updatedAt: isoDateTime.nullable(),
});
export type LessonRatingJson = z.infer<typeof lessonRatingAnswer>;

/** GET /api/courses/:id/progress: the caller's watched lessons. */
export const courseProgressAnswer = z.object({
  courseId: z.number().int(),
  total: z.number().int(),
  watchedCount: z.number().int(),
  lessons: z.array(z.object({ lessonId: z.number().int(), watchedAt: isoDateTime.nullable() })),
});
export type CourseProgress = z.infer<typeof courseProgressAnswer>;

/** A person as other learners see them: a first name, never an email. */
export const learnerAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** Whether /users/{id} shows them (their profile is public). */
  publicProfile: z.boolean(),
});
export type LearnerJson = z.infer<typeof learnerAnswer>;

/** GET /api/courses/:id/students and /api/masters/:id/students. */
export const studentsAnswer = z.object({
  count: z.number().int(),
  /** First names, newest first, for the course's own students and organizer; null for anyone else. */
  students: z.array(learnerAnswer).nullable(),
});
export type StudentsJson = z.infer<typeof studentsAnswer>;

const coursePostFields = {
  id: z.number().int(),
  courseId: z.number().int(),
  kind: z.enum(COURSE_POST_KINDS),
  text: z.string(),
  parentId: z.number().int().nullable(),
  author: learnerAnswer.nullable(),
  /** Written by the course's organizer (an answer from the teacher). */
  byOrganizer: z.boolean(),
  /** The caller may delete it (its author, the organizer, an admin). */
  deletable: z.boolean(),
  createdAt: isoDateTime,
};
/** GET /api/courses/:id/posts: a comment or question with its replies, oldest reply first. */
export const coursePostAnswer = z.object({
  ...coursePostFields,
  /** Replies are one level deep: a reply's own `replies` is always empty. */
  replies: z.array(z.object({ ...coursePostFields, replies: z.array(z.unknown()).max(0) })),
});
/** A post and its replies, typed as one recursive shape (a reply's own replies are always empty). */
export type CoursePostJson = Omit<z.infer<typeof coursePostAnswer>, 'replies'> & {
  replies: CoursePostJson[];
};
/** DELETE /api/courses/:id/posts/:postId. */
export const coursePostDeletedAnswer = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  kind: z.enum(COURSE_POST_KINDS),
  parentId: z.number().int().nullable(),
});

/** A lesson as its course's manager edits it (the public outline leaves out its links, notes and materials). */
export const lessonAnswer = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  videoUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  meetUrl: z.string().nullable(),
  meeting: z.boolean(),
  meetStartsAt: isoDateTime.nullable(),
  resources: z.array(lessonResourceLink),
  notes: z.string().nullable(),
  position: z.number().int(),
  durationMinutes: z.number().int().nullable(),
});
export type LessonJson = z.infer<typeof lessonAnswer>;
/** A lesson in a course's outline: the manager's full lesson, or its outline for anyone else. */
export const outlineLessonAnswer = lessonAnswer.partial({
  videoUrl: true,
  liveUrl: true,
  meetUrl: true,
  resources: true,
  notes: true,
});
/** A module by itself (created, changed, deleted, reordered): its lessons only when they were loaded. */
export const moduleAnswer = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  lessons: z.array(lessonAnswer).optional(),
});
/** A module of a course's outline, with its lessons. */
export const outlineModuleAnswer = moduleAnswer.extend({ lessons: z.array(outlineLessonAnswer) });
export type OutlineModule = z.infer<typeof outlineModuleAnswer>;

/** A lesson's ratings as the admin lists them (GET /api/lesson-ratings). */
export const lessonRatingRowAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  moduleId: z.number().int(),
  moduleTitle: z.string(),
  courseId: z.number().int(),
  productId: z.number().int(),
  courseTitle: z.string(),
  courseSlug: z.string().nullable(),
  /** Two decimals; null while nobody rated the lesson. */
  average: z.number().nullable(),
  count: z.number().int(),
  commentCount: z.number().int(),
  lastRatedAt: isoDateTime.nullable(),
});
export type LessonRatingRow = z.infer<typeof lessonRatingRowAnswer>;
/** GET /api/lesson-ratings/:id: the summary, the stars given and the comments, newest first. */
export const lessonRatingViewAnswer = lessonRatingRowAnswer.extend({
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  comments: z.array(
    z.object({
      id: z.number().int(),
      rating: z.number().int(),
      comment: z.string(),
      updatedAt: isoDateTime,
      user: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }),
    }),
  ),
});
export type LessonRatingView = z.infer<typeof lessonRatingViewAnswer>;

/** The course part of a course's product page (GET /api/products/by-slug/:slug) and of /api/courses. */
export const courseFieldsAnswer = {
  requirements: z.string().nullable(),
  program: z.string().nullable(),
  faqs: z.array(faqAnswer),
};
export type Faq = z.infer<typeof faqAnswer>;
export type OutlineLesson = z.infer<typeof outlineLessonAnswer>;

/** A date of a live lesson: a session of the meet or broadcast the lesson links to. */
export const liveLessonDateAnswer = z.object({
  lessonId: z.number().int(),
  title: z.string(),
  startsAt: isoDateTime,
  durationMinutes: z.number().int().nullable(),
});
export const coursePartAnswer = z.object({
  id: z.number().int(),
  ...courseFieldsAnswer,
  modules: z.array(outlineModuleAnswer),
  liveDates: z.array(liveLessonDateAnswer),
});
export type CoursePart = z.infer<typeof coursePartAnswer>;

/** A course inside a master, in order. */
export const masterCourseAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  slug: z.string().nullable(),
  status: z.string(),
  image: z.string().nullable(),
  localized: z.object({
    lang: z.string(),
    title: z.string().nullable(),
    shortDescription: z.string().nullable(),
  }),
});
export type MasterCourseItem = z.infer<typeof masterCourseAnswer>;
export const masterFieldsAnswer = { requirements: z.string().nullable(), faqs: z.array(faqAnswer) };
export const masterPartAnswer = z.object({
  id: z.number().int(),
  ...masterFieldsAnswer,
  courses: z.array(masterCourseAnswer),
});
export type MasterPart = z.infer<typeof masterPartAnswer>;

const datasheetLink = z.object({ title: z.string().optional(), url: z.string() });
/** A datasheet's own fields (spec 3 OEE); `resources` only for its manager and whoever may open it. */
export const datasheetFieldsAnswer = {
  author: z.string().nullable(),
  abstract: z.string().nullable(),
  duration: z.string().nullable(),
  modality: z.string().nullable(),
  time: z.string().nullable(),
  experience: z.string().nullable(),
  people: z.string().nullable(),
  money: z.string().nullable(),
  participants: z.string().nullable(),
  benefits: z.array(z.object({ title: z.string(), text: z.string() })),
  testimonials: z.array(z.object({ name: z.string(), text: z.string() })),
  resources: z.array(datasheetLink).optional(),
  license: z.string().nullable(),
  skills: z.string().nullable(),
  mechanisms: z.string().nullable(),
  strategy: z.string().nullable(),
  pedagogicalMethod: z.string().nullable(),
  relatedLinks: z.array(datasheetLink),
};
export const datasheetPartAnswer = z.object({ id: z.number().int(), ...datasheetFieldsAnswer });
export type DatasheetPart = z.infer<typeof datasheetPartAnswer>;

/** What DELETE /api/courses/:id answers: the course row deleted. */
export const courseDeletedAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  ...courseFieldsAnswer,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
/** What DELETE /api/masters/:id answers: the master row deleted. */
export const masterDeletedAnswer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  ...masterFieldsAnswer,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
/** What DELETE /api/datasheets/:id answers. */
export const datasheetDeletedAnswer = z.object({ id: z.number().int(), productId: z.number().int() });

/** A typed product (course, master, datasheet): the product's fields, then its own row's id and productId. */
const typedRow = { id: z.number().int(), productId: z.number().int() };
const productRow = productWithChannelAnswer;

/** GET /api/courses: a course product with its course fields (no outline). */
export const courseRowAnswer = productRow.extend({ ...typedRow, ...courseFieldsAnswer });
/** GET /api/courses/:id (and what create and change answer): the course with its outline. */
export const courseAnswer = productAnswer.extend({
  ...typedRow,
  ...courseFieldsAnswer,
  modules: z.array(outlineModuleAnswer),
});
export type CourseJson = z.infer<typeof courseAnswer>;

/** GET /api/masters: a master product with its ordered course ids. */
export const masterRowAnswer = productRow.extend({
  ...typedRow,
  ...masterFieldsAnswer,
  courseIds: z.array(z.number().int()),
});
/** GET /api/masters/:id: the master with its courses in order. */
export const masterAnswer = productAnswer.extend({
  ...typedRow,
  ...masterFieldsAnswer,
  courseIds: z.array(z.number().int()),
  courses: z.array(masterCourseAnswer),
});
export type MasterJson = z.infer<typeof masterAnswer>;

/** Spec 5's recommended limits passed (abstract length, benefits): warnings, never refusals. */
const datasheetWarnings = z.array(z.object({ code: z.string(), field: z.string(), message: z.string() }));
/** GET /api/datasheets: a datasheet product with its sheet fields. */
export const datasheetRowAnswer = productRow.extend({
  ...typedRow,
  ...datasheetFieldsAnswer,
  warnings: datasheetWarnings,
});
/** GET /api/datasheets/:id. */
export const datasheetAnswer = productAnswer.extend({
  ...typedRow,
  ...datasheetFieldsAnswer,
  warnings: datasheetWarnings,
});
export type DatasheetJson = z.infer<typeof datasheetAnswer>;

export { moduleTitleText } from './module-title.ts';
