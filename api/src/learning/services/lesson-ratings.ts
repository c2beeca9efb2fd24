import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, LessonRating, type Translations } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { localize } from '../../lib/localize.ts';
import { type ListParams, likePattern } from '../../lib/rest.ts';
import type { LessonRatingFilter } from '../schemas/lesson-ratings.ts';

/**
 * The admin's lesson ratings (spec 2: /manage/e-learning/lessons): every lesson of every course with its
 * average rating, how many rated it and how many left a comment, in one query (ratings are grouped once
 * and joined to the lessons, never counted lesson by lesson); and one lesson with its comments.
 */

const SORT_COLUMNS = {
  id: 'l.id',
  title: 'l.title',
  courseTitle: 'p.title',
  average: 'r.average',
  count: 'coalesce(r.count, 0)',
  commentCount: 'coalesce(r.comment_count, 0)',
  lastRatedAt: 'r.last_rated_at',
} as const;
export type LessonRatingSort = keyof typeof SORT_COLUMNS;
export const LESSON_RATING_SORTABLE = Object.keys(SORT_COLUMNS) as [LessonRatingSort, ...LessonRatingSort[]];

/** The comments a lesson's page lists, newest first. */
const MAX_COMMENTS = 500;

interface Row {
  id: number;
  title: string;
  module_id: number;
  module_title: string;
  course_id: number;
  product_id: number;
  course_title: string;
  course_slug: string | null;
  course_language: Language;
  course_translations: Translations;
  average: number | null;
  count: number;
  comment_count: number;
  last_rated_at: Date | null;
  total: string;
}

const SELECT = `
  WITH r AS (
    SELECT lesson_id, avg(rating)::float8 AS average, count(*)::int AS count,
           (count(*) FILTER (WHERE btrim(coalesce(comment, '')) <> ''))::int AS comment_count,
           max(updated_at) AS last_rated_at
      FROM lesson_ratings GROUP BY lesson_id
  )
  SELECT l.id, l.title, l.module_id, m.title AS module_title, c.id AS course_id, p.id AS product_id,
         p.title AS course_title, p.slug AS course_slug, p.language AS course_language,
         p.translations AS course_translations, r.average, coalesce(r.count, 0) AS count,
         coalesce(r.comment_count, 0) AS comment_count, r.last_rated_at, count(*) OVER () AS total
    FROM lessons l
    JOIN course_modules m ON m.id = l.module_id
    JOIN courses c ON c.id = m.course_id
    JOIN products p ON p.id = c.product_id
    LEFT JOIN r ON r.lesson_id = l.id`;

function rowJson(row: Row, lang: Language) {
  const course = localize({ language: row.course_language, translations: row.course_translations }, lang, {
    title: row.course_title,
  });
  return {
    id: row.id,
    title: row.title,
    moduleId: row.module_id,
    moduleTitle: row.module_title,
    courseId: row.course_id,
    productId: row.product_id,
    courseTitle: course.title,
    courseSlug: row.course_slug,
    // Two decimals are all a 1-5 scale needs; null while nobody rated the lesson.
    average: row.average === null ? null : Math.round(row.average * 100) / 100,
    count: row.count,
    commentCount: row.comment_count,
    lastRatedAt: row.last_rated_at,
  };
}

export async function listLessonRatings(p: ListParams<LessonRatingFilter>, lang: Language) {
  const f = p.filter;
  const where: string[] = [];
  const replacements: Record<string, unknown> = { offset: p.offset, limit: p.limit };
  if (f.courseId) {
    where.push('c.id = :courseId');
    replacements.courseId = f.courseId;
  }
  if (f.q) {
    where.push('(l.title ILIKE :like OR p.title ILIKE :like)');
    replacements.like = likePattern(f.q);
  }
  if (f.rated !== undefined) where.push(f.rated ? 'r.count > 0' : 'r.count IS NULL');
  if (f.id !== undefined) {
    where.push('l.id IN (:ids)');
    replacements.ids = [f.id].flat();
  }
  const column = SORT_COLUMNS[p.sort.field as LessonRatingSort] ?? SORT_COLUMNS.id;
  const sql = `${SELECT}
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY ${column} ${p.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, l.id ASC
    OFFSET :offset LIMIT :limit`;
  const sequelize = connectionOf(LessonRating);
  const rows = await sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT });
  // The window count rides on the rows; a page past the end has none, so count those apart.
  let count = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && p.offset > 0) {
    const [counted] = await sequelize.query<{ total: string }>(
      `SELECT count(*) AS total FROM (${sql.replace(/OFFSET :offset LIMIT :limit$/, '')}) page`,
      { replacements, type: QueryTypes.SELECT },
    );
    count = Number(counted?.total ?? 0);
  }
  return { rows: rows.map((row) => rowJson(row, lang)), count };
}

/** One lesson's ratings: the summary, how many gave each number of stars, and the comments. */
export async function lessonRatingView(lessonId: number, lang: Language) {
  const sequelize = connectionOf(LessonRating);
  const [row] = await sequelize.query<Row>(`${SELECT} WHERE l.id = :lessonId`, {
    replacements: { lessonId },
    type: QueryTypes.SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND');
  const [stars, comments] = await Promise.all([
    sequelize.query<{ rating: number; count: number }>(
      `SELECT rating, count(*)::int AS count FROM lesson_ratings WHERE lesson_id = :lessonId GROUP BY rating`,
      { replacements: { lessonId }, type: QueryTypes.SELECT },
    ),
    sequelize.query<{
      id: number;
      rating: number;
      comment: string;
      updated_at: Date;
      user_id: number;
      name: string | null;
      surname: string | null;
      email: string;
    }>(
      `SELECT lr.id, lr.rating, lr.comment, lr.updated_at, u.id AS user_id, u.name, u.surname, u.email
         FROM lesson_ratings lr JOIN users u ON u.id = lr.user_id
        WHERE lr.lesson_id = :lessonId AND btrim(coalesce(lr.comment, '')) <> ''
        ORDER BY lr.updated_at DESC, lr.id DESC
        LIMIT ${MAX_COMMENTS}`,
      { replacements: { lessonId }, type: QueryTypes.SELECT },
    ),
  ]);
  const byStars = new Map(stars.map((s) => [s.rating, s.count]));
  return {
    ...rowJson(row, lang),
    distribution: [1, 2, 3, 4, 5].map((rating) => ({ rating, count: byStars.get(rating) ?? 0 })),
    comments: comments.map((c) => ({
      id: c.id,
      rating: c.rating,
      comment: c.comment,
      updatedAt: c.updated_at,
      user: {
        id: c.user_id,
        name: [c.name, c.surname].filter(Boolean).join(' ') || null,
        email: c.email,
      },
    })),
  };
}
