import { z } from 'zod';
import type { Faq } from '../../../../models/index.ts';
import { PRODUCT_STATUSES } from '../../../../models/index.ts';
import {
  bodyId,
  idFilter,
  optionalInstant,
  optionalText,
  optionalUrl,
  publicFilter,
  searchTextFilter,
  text,
  title,
} from '../../catalogue/schemas/catalogue.ts';
import {
  type ProductCreateInput,
  type ProductUpdateInput,
  typedProductBodies,
} from '../../catalogue/schemas/product.ts';

/** Courses, masters and datasheets: a product of that type plus the fields of its own table. */

export const faqsSchema = z.array(z.strictObject({ question: title(500), answer: text(5000) })).max(100);

export const courseFields = {
  requirements: optionalText(10_000),
  program: optionalText(20_000),
  faqs: faqsSchema,
};
const courseBodies = typedProductBodies(courseFields);
export const courseCreateBody = courseBodies.create;
export const courseUpdateBody = courseBodies.update;

export interface CourseExtras {
  requirements?: string | null;
  program?: string | null;
  faqs?: Faq[];
}

export const masterFields = {
  requirements: optionalText(10_000),
  faqs: faqsSchema,
  /** The courses in order; a repeated course is refused with MASTER_DUPLICATE_COURSE. */
  courseIds: z.array(bodyId).max(100),
};
const masterBodies = typedProductBodies(masterFields);
export const masterCreateBody = masterBodies.create;
export const masterUpdateBody = masterBodies.update;

export interface MasterExtras {
  requirements?: string | null;
  faqs?: Faq[];
  courseIds?: number[];
}

const link = z.strictObject({
  title: text(200).optional(),
  url: z
    .string()
    .trim()
    .max(1000)
    .url({ protocol: /^https?$/ }),
});

/** Every field of spec 3 Datasheet (OEE). Abstract and benefits have recommended limits: warnings only. */
export const datasheetFields = {
  author: optionalText(300),
  abstract: optionalText(20_000),
  duration: optionalText(200),
  modality: optionalText(200),
  time: optionalText(200),
  experience: optionalText(2000),
  people: optionalText(500),
  money: optionalText(500),
  participants: optionalText(500),
  benefits: z.array(z.strictObject({ title: title(200), text: text(2000) })).max(50),
  testimonials: z.array(z.strictObject({ name: title(200), text: text(2000) })).max(50),
  resources: z.array(link).max(100),
  license: optionalText(300),
  skills: optionalText(5000),
  mechanisms: optionalText(5000),
  strategy: optionalText(5000),
  pedagogicalMethod: optionalText(5000),
  relatedLinks: z.array(link).max(100),
};
const datasheetBodies = typedProductBodies(datasheetFields);
export const datasheetCreateBody = datasheetBodies.create;
export const datasheetUpdateBody = datasheetBodies.update;
export type DatasheetExtras = Partial<z.output<z.ZodObject<typeof datasheetFields>>>;

/** What the type-specific services receive: the product part and the part of their own table. */
export type TypedCreateInput<X> = Omit<ProductCreateInput, 'type'> & X;
export type TypedUpdateInput<X> = Omit<ProductUpdateInput, 'type'> & X;

export const typedProductFilter = z.strictObject({
  q: searchTextFilter,
  status: z.enum(PRODUCT_STATUSES).optional(),
  channelId: bodyId.optional(),
  id: idFilter,
  public: publicFilter,
});
export type TypedProductFilter = z.output<typeof typedProductFilter>;

export const moduleBody = z.strictObject({
  title: title(200),
  position: z.number().int().min(0).max(10_000).optional(),
});
export const moduleUpdateBody = z
  .object({ title: title(200), position: z.number().int().min(0).max(10_000) })
  .partial();

const lessonShape = {
  title: title(200),
  description: optionalText(10_000),
  videoUrl: optionalUrl,
  liveUrl: optionalUrl,
  meetUrl: optionalUrl,
  /** Held as a meeting in Platea's rooms (issue 22), and when (null: whenever its host opens it). */
  meeting: z.boolean(),
  meetStartsAt: optionalInstant,
  resources: z
    .array(
      z.strictObject({
        title: title(200),
        url: z
          .string()
          .trim()
          .max(1000)
          .url({ protocol: /^https?$/ }),
      }),
    )
    .max(100),
  notes: optionalText(20_000),
  durationMinutes: z.number().int().positive().max(100_000).nullable(),
  position: z.number().int().min(0).max(10_000),
};
export const lessonBody = z.strictObject(lessonShape).partial().required({ title: true });
export const lessonUpdateBody = z.object(lessonShape).partial();
export type LessonInput = z.output<typeof lessonUpdateBody>;
