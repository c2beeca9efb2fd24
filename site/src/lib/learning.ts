import type {
  CoursePart,
  CoursePostJson,
  CourseProgress,
  Faq,
  LessonView,
  MasterCourseItem,
  MasterPart,
  OutlineLesson,
  OutlineModule,
  StudentsJson,
} from '../../../api/src/shared/learning.ts';
import { type Locale, type MessageKey, t } from '../i18n/index.ts';
import type { PublicProduct } from './catalogue.ts';
import type { AccessAnswer } from './mystuff.ts';
import { apiCall, apiJson, SLUG_RE } from './platea.ts';

export type {
  CoursePostJson,
  CourseProgress,
  Faq,
  LessonView,
  MasterCourseItem,
  OutlineLesson,
  OutlineModule,
  StudentsJson,
};

/**
 * The `lang` for what an organizer wrote without translations (modules, lessons, FAQs, programme) when it is
 * not the page's language, so a screen reader reads it with the right voice; undefined when they agree.
 */
export function contentLang(product: Pick<PublicProduct, 'language'>, locale: Locale): string | undefined {
  const language = product.language;
  return language && language !== locale && /^[a-z]{2}$/.test(language) ? language : undefined;
}

/** GET /api/products/by-slug/:slug of a course: the product with its course part. */
export interface CourseProduct extends PublicProduct {
  course?: CoursePart;
}

export interface MasterProduct extends PublicProduct {
  master?: MasterPart;
}

/** A product page by slug; null with the status to answer when it is missing or the API failed. */
export async function productBySlug<T extends PublicProduct>(locals: App.Locals, slug: string) {
  if (!SLUG_RE.test(slug)) return { product: null, status: 404 };
  const answer = await apiCall<T>(locals, `/api/products/by-slug/${encodeURIComponent(slug)}`);
  if (answer.ok) return { product: answer.data, status: 200 };
  return { product: null, status: answer.status >= 500 ? 502 : 404 };
}

/** The caller's access answer for a product (null signed out). */
export function accessTo(locals: App.Locals, productId: number) {
  return locals.platea.user ? apiJson<AccessAnswer>(locals, `/api/products/${productId}/access`) : null;
}

/** Who is inside: those the entitlement function lets in, and ticket holders waiting for the date. */
export const isInside = (access: AccessAnswer | null) =>
  access !== null && (access.allowed || access.reason === 'not_yet');

export const lessonHref = (slug: string, lessonId: number) =>
  `/courses/${encodeURIComponent(slug)}/lessons/${lessonId}`;

export const courseHref = (slug: string) => `/courses/${encodeURIComponent(slug)}`;

/** "1 h 05 min", "45 min": a total of minutes in the page's language (numbers only: no words to translate). */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, '0')} min` : `${h} h`;
}

/** The lessons of an outline in course order. */
export const lessonsOf = (modules: OutlineModule[]) => modules.flatMap((m) => m.lessons);

/** First letter(s) for an avatar without a picture. */
export const initial = (name: string) => name.trim().slice(0, 1).toUpperCase() || '·';

/** A list query of the ra-data-simple-rest protocol. */
export function listQuery(filter: Record<string, unknown>, range: [number, number]) {
  return `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`;
}

type Countable =
  | 'learn.modules'
  | 'learn.lessons'
  | 'learn.students'
  | 'learn.students.more'
  | 'learn.courses'
  | 'learn.rating.star';

/** "1 lesson", "8 lessons": the one/other form of a counted message in the page's language. */
export function countText(locale: Locale, base: Countable, count: number): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return t(locale, `${base}.${form}` as MessageKey, { count });
}
