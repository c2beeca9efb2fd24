import {
  Channel,
  Course,
  CourseModule,
  type Language,
  Lesson,
  LessonNote,
  LessonProgress,
  LessonRating,
  Product,
  type User,
} from '../../../../models/index.ts';
import { isProductPublic } from '../../catalogue/services/catalogue-access.ts';
import { loadModules } from '../../catalogue/services/product-extras.ts';
import { type AccessAnswer, canAccess } from '../../commerce/services/entitlements.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import { localize } from '../../lib/localize.ts';

/**
 * The learner's side of a course (spec 2 /courses/{slug}/lessons/{id}): a lesson's content for whoever
 * the entitlement function lets into its course, and what the viewer keeps of it (watched marks, a 1–5
 * rating, their own notes). Whoever may not open the course gets the reason: sign in (401), buy it or
 * redeem a code (403 COURSE_NO_ACCESS), it opens on a date (403 COURSE_NOT_OPEN_YET), access ended or
 * withdrawn. A course the caller may not even see (a draft, a private one without a ticket) is 404.
 */

const REFUSAL: Record<Exclude<AccessAnswer['reason'], AllowedReason>, ErrorCode> = {
  sign_in: 'AUTH_REQUIRED',
  not_found: 'NOT_FOUND',
  no_ticket: 'COURSE_NO_ACCESS',
  expired: 'PLAYBACK_EXPIRED',
  revoked: 'PLAYBACK_REVOKED',
  not_yet: 'COURSE_NOT_OPEN_YET',
};
type AllowedReason =
  | 'owner'
  | 'admin'
  | 'purchase'
  | 'code'
  | 'coupon'
  | 'free'
  | 'subscription'
  | 'bundle'
  | 'master';

export type CourseProduct = Product & { channel: Channel };

/** The course (with its product and channel) of a lesson, or 404. */
export async function lessonContext(lessonId: number) {
  const lesson = await Lesson.findByPk(lessonId, {
    include: [{ model: CourseModule, as: 'module', include: [{ model: Course, as: 'course' }] }],
  });
  const course = (lesson?.module as (CourseModule & { course?: Course }) | undefined)?.course;
  if (!lesson || !course) throw new AppError('NOT_FOUND');
  return { lesson, course, product: await courseProduct(course) };
}

/** The course row by id with its product and channel, or 404. */
export async function courseById(courseId: number) {
  const course = await Course.findByPk(courseId);
  if (!course) throw new AppError('NOT_FOUND');
  return { course, product: await courseProduct(course) };
}

async function courseProduct(course: Course): Promise<CourseProduct> {
  const product = await Product.findByPk(course.productId, { include: [{ model: Channel, as: 'channel' }] });
  if (!product?.channel || product.type !== 'course') throw new AppError('NOT_FOUND');
  return product as CourseProduct;
}

/** The entitlement answer for a course, or the error saying why not. */
export async function requireCourseAccess(user: User | null, product: CourseProduct): Promise<AccessAnswer> {
  const answer = await canAccess({
    userId: user?.id ?? null,
    productId: product.id,
    preload: { product, user: user ?? undefined },
  });
  if (answer.allowed) return answer;
  // A course nobody but its ticket holders may see stays hidden from everyone else (as its page does).
  const hidden = !isProductPublic(product, product.channel) && answer.reason === 'no_ticket';
  throw new AppError(hidden ? 'NOT_FOUND' : REFUSAL[answer.reason as keyof typeof REFUSAL]);
}

/** A lesson with its place in the course, its neighbours, and what the viewer keeps of it. */
export async function lessonView(user: User, lessonId: number, lang: Language) {
  const { lesson, course, product } = await lessonContext(lessonId);
  await requireCourseAccess(user, product);
  const modules = await loadModules(course.id);
  const order = modules.flatMap((m) => (m.lessons ?? []).map((l) => ({ id: l.id, title: l.title })));
  const index = order.findIndex((l) => l.id === lesson.id);
  const [progress, rating, note] = await Promise.all([
    LessonProgress.findOne({ where: { userId: user.id, lessonId } }),
    LessonRating.findOne({ where: { userId: user.id, lessonId } }),
    LessonNote.findMine(user.id, lessonId),
  ]);
  const module = lesson.module as CourseModule;
  return {
    id: lesson.id,
    title: lesson.title,
    description: lesson.description,
    durationMinutes: lesson.durationMinutes,
    liveUrl: lesson.liveUrl,
    meetUrl: lesson.meetUrl,
    meeting: lesson.meeting,
    meetStartsAt: lesson.meetStartsAt,
    videoUrl: lesson.videoUrl,
    resources: lesson.resources,
    notes: lesson.notes,
    module: {
      id: module.id,
      title: module.title,
      position: modules.findIndex((m) => m.id === module.id) + 1,
    },
    course: {
      id: course.id,
      productId: product.id,
      slug: product.slug,
      title: localize(product, lang, { title: product.title }).title ?? product.title,
    },
    position: index + 1,
    total: order.length,
    previous: index > 0 ? order[index - 1] : null,
    next: index >= 0 && index < order.length - 1 ? order[index + 1] : null,
    watched: progress?.watched ?? false,
    watchedAt: progress?.watchedAt ?? null,
    rating: rating ? { rating: rating.rating, comment: rating.comment, updatedAt: rating.updatedAt } : null,
    note: note ? note.toFormattedJSON() : null,
  };
}

/** The viewer's watched lessons of a course (their own marks; nothing of anyone else's). */
export async function courseProgress(user: User, courseId: number) {
  const { course } = await courseById(courseId);
  const modules = await loadModules(course.id);
  const ids = modules.flatMap((m) => (m.lessons ?? []).map((l) => l.id));
  const rows = ids.length ? await LessonProgress.listByUserAndLessons(user.id, ids) : [];
  const watched = rows.filter((r) => r.watched);
  return {
    courseId: course.id,
    total: ids.length,
    watchedCount: watched.length,
    lessons: watched.map((r) => ({ lessonId: r.lessonId, watchedAt: r.watchedAt })),
  };
}

/** Marks a lesson watched or not watched. */
export async function setWatched(user: User, lessonId: number, watched: boolean) {
  const { product } = await lessonContext(lessonId);
  await requireCourseAccess(user, product);
  await LessonProgress.markWatched(user.id, lessonId, watched);
  const row = await LessonProgress.findOne({ where: { userId: user.id, lessonId } });
  return { lessonId, watched: row?.watched ?? watched, watchedAt: row?.watchedAt ?? null };
}

/** The viewer's own rating of a lesson (null fields when they have not rated it). */
export async function myRating(user: User, lessonId: number) {
  const { product } = await lessonContext(lessonId);
  await requireCourseAccess(user, product);
  const row = await LessonRating.findOne({ where: { userId: user.id, lessonId } });
  return ratingJson(lessonId, row);
}

/** Rates a lesson 1–5 with an optional comment; rating again replaces the earlier one. */
export async function rateLesson(user: User, lessonId: number, rating: number, comment: string | null) {
  const { product } = await lessonContext(lessonId);
  await requireCourseAccess(user, product);
  await LessonRating.rate(user.id, lessonId, rating, comment);
  return ratingJson(lessonId, await LessonRating.findOne({ where: { userId: user.id, lessonId } }));
}

function ratingJson(lessonId: number, row: LessonRating | null) {
  return {
    lessonId,
    rating: row?.rating ?? null,
    comment: row?.comment ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/** The viewer's own notes on a lesson ("" when none). */
export async function myNote(user: User, lessonId: number) {
  const { product } = await lessonContext(lessonId);
  await requireCourseAccess(user, product);
  const row = await LessonNote.findMine(user.id, lessonId);
  return row ? row.toFormattedJSON() : { lessonId, text: '', updatedAt: null };
}

/** Saves the viewer's notes on a lesson; an empty text removes them. */
export async function saveNote(user: User, lessonId: number, text: string) {
  const { product } = await lessonContext(lessonId);
  await requireCourseAccess(user, product);
  const row = await LessonNote.save(user.id, lessonId, text);
  return row ? row.toFormattedJSON() : { lessonId, text: '', updatedAt: null };
}
