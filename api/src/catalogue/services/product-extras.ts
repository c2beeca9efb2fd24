import { Op } from 'sequelize';
import {
  Course,
  CourseModule,
  DATASHEET_ABSTRACT_RECOMMENDED_MAX,
  DATASHEET_BENEFITS_RECOMMENDED_MAX,
  Datasheet,
  type Language,
  Lesson,
  Master,
  MasterCourse,
  Product,
  ProductSession,
} from '../../../../models/index.ts';
import { publicUrl } from '../../env.ts';
import { t } from '../../i18n/index.ts';
import { localize } from '../../lib/localize.ts';

/** The part of a course, master or datasheet product that lives in its own table. */

/** Modules and lessons; the public gets the outline only (no video, live or meet links, notes, materials). */
export function modulesJson(modules: CourseModule[], full: boolean) {
  return modules.map((m) => ({
    ...m.toFormattedJSON(),
    lessons: (m.lessons ?? []).map((l) => {
      const json = l.toFormattedJSON();
      if (full) return json;
      const { videoUrl: _v, liveUrl: _l, meetUrl: _m, resources: _r, notes: _n, ...outline } = json;
      return outline;
    }),
  }));
}

/** A live lesson's link to a page of this site that has dates: a meet, a product, its player or a post. */
const LIVE_PAGE = /^\/(?:meets|products|player|posts)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * The dates of a course's live lessons, for its calendar: a lesson live at a meet or broadcast of this
 * site (its live link names that page) takes that product's sessions. Only the lesson's title and the
 * dates are given, never the link, so the public outline stays what it was.
 */
export async function liveLessonDates(modules: CourseModule[]) {
  const site = new URL(publicUrl);
  const links = modules
    .flatMap((m) => m.lessons ?? [])
    .flatMap((lesson) => {
      if (!lesson.liveUrl) return [];
      let url: URL;
      try {
        url = new URL(lesson.liveUrl, site);
      } catch {
        return [];
      }
      const slug = url.origin === site.origin ? LIVE_PAGE.exec(url.pathname)?.[1] : undefined;
      return slug ? [{ lesson, slug }] : [];
    });
  if (links.length === 0) return [];
  const products = await Product.findAll({
    where: { slug: { [Op.in]: links.map((l) => l.slug) }, status: { [Op.ne]: 'draft' } },
    attributes: ['id', 'slug'],
    include: [{ model: ProductSession, as: 'sessions', attributes: ['id', 'startsAt', 'durationMinutes'] }],
  });
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  return links
    .flatMap(({ lesson, slug }) =>
      (bySlug.get(slug)?.sessions ?? []).map((s) => ({
        lessonId: lesson.id,
        title: lesson.title,
        startsAt: s.startsAt,
        durationMinutes: s.durationMinutes ?? lesson.durationMinutes,
      })),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export async function loadModules(courseId: number) {
  return CourseModule.findAll({
    where: { courseId },
    include: [{ model: Lesson, as: 'lessons' }],
    order: [
      ['position', 'ASC'],
      ['id', 'ASC'],
      [{ model: Lesson, as: 'lessons' }, 'position', 'ASC'],
      [{ model: Lesson, as: 'lessons' }, 'id', 'ASC'],
    ],
  });
}

/** The ordered courses of a master, each with its product's title and slug. */
export async function masterCourses(masterId: number, lang: Language) {
  const links = await MasterCourse.listByMaster(masterId);
  if (links.length === 0) return [];
  const courses = await Course.findAll({
    where: { id: { [Op.in]: links.map((l) => l.courseId) } },
    include: [{ model: Product, as: 'product' }],
  });
  const byId = new Map(courses.map((c) => [c.id, c]));
  return links.flatMap((l) => {
    const course = byId.get(l.courseId);
    const p = course?.product;
    if (!course || !p) return [];
    return [
      {
        id: course.id,
        productId: p.id,
        position: l.position,
        title: p.title,
        slug: p.slug,
        status: p.status,
        image: p.image,
        localized: localize(p, lang, { title: p.title, shortDescription: p.shortDescription }),
      },
    ];
  });
}

/** Recommendations of spec 5 for datasheets: reported as warnings, never refused. */
export function datasheetWarnings(d: Datasheet, lang: Language) {
  const warnings: { code: string; field: string; message: string }[] = [];
  if ((d.abstract?.length ?? 0) > DATASHEET_ABSTRACT_RECOMMENDED_MAX) {
    warnings.push({
      code: 'DATASHEET_ABSTRACT_LONG',
      field: 'abstract',
      message: t(lang, 'warning.DATASHEET_ABSTRACT_LONG', { max: DATASHEET_ABSTRACT_RECOMMENDED_MAX }),
    });
  }
  if (d.benefits.length > DATASHEET_BENEFITS_RECOMMENDED_MAX) {
    warnings.push({
      code: 'DATASHEET_BENEFITS_MANY',
      field: 'benefits',
      message: t(lang, 'warning.DATASHEET_BENEFITS_MANY', { max: DATASHEET_BENEFITS_RECOMMENDED_MAX }),
    });
  }
  return warnings;
}

export function datasheetFields(d: Datasheet, full: boolean) {
  const {
    id: _id,
    productId: _p,
    createdAt: _c,
    updatedAt: _u,
    // A list loads the sheet with its raw product (content links included): never answered from here.
    product: _product,
    resources,
    ...fields
  } = d.get({ plain: true }) as unknown as Record<string, unknown>;
  return { ...fields, ...(full ? { resources } : {}) };
}

/** What a product page adds for its type: the course outline, the master's courses or the datasheet. */
export async function typeExtras(
  product: Product,
  opts: { full: boolean; lang: Language; readable?: boolean },
) {
  if (product.type === 'course') {
    const course = await Course.findByProduct(product.id);
    if (!course) return {};
    const modules = await loadModules(course.id);
    return {
      course: {
        id: course.id,
        requirements: course.requirements,
        program: course.program,
        faqs: course.faqs,
        modules: modulesJson(modules, opts.full),
        liveDates: await liveLessonDates(modules),
      },
    };
  }
  if (product.type === 'master') {
    const master = await Master.findByProduct(product.id);
    if (!master) return {};
    return {
      master: {
        id: master.id,
        requirements: master.requirements,
        faqs: master.faqs,
        courses: await masterCourses(master.id, opts.lang),
      },
    };
  }
  if (product.type === 'datasheet') {
    const sheet = await Datasheet.findByProduct(product.id);
    if (!sheet) return {};
    // Its resources are what a reader gets: its manager and whoever may open it.
    return { datasheet: { id: sheet.id, ...datasheetFields(sheet, opts.full || opts.readable === true) } };
  }
  return {};
}
