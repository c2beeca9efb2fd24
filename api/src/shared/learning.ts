/**
 * Answers of the learner's routes (api/src/routes/lessons.ts, course-posts.ts, learners.ts), shared by
 * the API and the site's course, lesson and master pages. D is Date on the server, string over JSON.
 */

export interface LessonResourceLink {
  title: string;
  url: string;
}

/** GET /api/lessons/:id: the lesson, its place in the course and what the viewer keeps of it. */
export interface LessonView<D = string> {
  id: number;
  title: string;
  description: string | null;
  durationMinutes: number | null;
  liveUrl: string | null;
  meetUrl: string | null;
  videoUrl: string | null;
  resources: LessonResourceLink[];
  /** The organizer's notes on the lesson (the viewer's own are `note`). */
  notes: string | null;
  module: { id: number; title: string; position: number };
  course: { id: number; productId: number; slug: string | null; title: string };
  /** 1-based place among all the course's lessons, and how many there are. */
  position: number;
  total: number;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
  watched: boolean;
  watchedAt: D | null;
  rating: { rating: number; comment: string | null; updatedAt: D } | null;
  note: LessonNoteJson<D> | null;
}

export interface LessonNoteJson<D = string> {
  lessonId: number;
  text: string;
  updatedAt: D | null;
}

export interface LessonRatingJson<D = string> {
  lessonId: number;
  rating: number | null;
  comment: string | null;
  updatedAt: D | null;
}

/** GET /api/courses/:id/progress: the caller's watched lessons. */
export interface CourseProgress<D = string> {
  courseId: number;
  total: number;
  watchedCount: number;
  lessons: { lessonId: number; watchedAt: D | null }[];
}

/** A person as other learners see them: a first name, never an email. */
export interface LearnerJson {
  id: number;
  name: string;
  avatar: string | null;
  /** Whether /users/{id} shows them (their profile is public). */
  publicProfile: boolean;
}

/** GET /api/courses/:id/students and /api/masters/:id/students. */
export interface StudentsJson {
  count: number;
  /** First names, newest first, for the course's own students and organizer; null for anyone else. */
  students: LearnerJson[] | null;
}

/** GET /api/courses/:id/posts: a comment or question with its replies, oldest reply first. */
export interface CoursePostJson<D = string> {
  id: number;
  courseId: number;
  kind: 'comment' | 'question';
  text: string;
  parentId: number | null;
  author: LearnerJson | null;
  /** Written by the course's organizer (an answer from the teacher). */
  byOrganizer: boolean;
  /** The caller may delete it (its author, the organizer, an admin). */
  deletable: boolean;
  createdAt: D;
  replies: CoursePostJson<D>[];
}

/**
 * A module's title without the "Módulo 2:" an organizer may have typed into it: both faces number the
 * modules themselves ("Módulo 1: Módulo 1: empezar" otherwise), and by their place, which reordering
 * changes. A title that is only such a prefix is kept whole.
 */
export function moduleTitleText(title: string): string {
  const rest = title.replace(/^\s*m[oó]dul[oe]\s*\d+\s*(?:[:.·|–—-]\s*)?/i, '');
  return rest.trim() ? rest : title;
}
