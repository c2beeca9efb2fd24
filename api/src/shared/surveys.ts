import { z } from 'zod';
import { ROLES } from './enums.ts';
import { FORM_FIELD_TYPES, formAnswersSchema, formSchema } from './forms.ts';
import { isoDateTime } from './learning.ts';

/**
 * Surveys as their recipients see them (api/src/learning/routes/surveys.ts), declared once for the API's document
 * and the site's /surveys pages; the models take the enums from here.
 */

export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** GET /api/me/surveys: a survey sent to the caller, with when they answered it (null: still to answer). */
export const mySurveyRowAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SURVEY_STATUSES),
  createdAt: isoDateTime,
  /** How many questions its form asks (a "show if" question counted too). */
  questionCount: z.number().int(),
  answeredAt: isoDateTime.nullable(),
});
export type MySurveyRow = z.infer<typeof mySurveyRowAnswer>;

/** GET /api/me/surveys/:id and the answer to POST …/response: the survey's form and the caller's answers. */
export const mySurveyAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SURVEY_STATUSES),
  createdAt: isoDateTime,
  form: formSchema,
  response: z.object({ submittedAt: isoDateTime, answers: formAnswersSchema }).nullable(),
});
export type MySurvey = z.infer<typeof mySurveyAnswer>;

/**
 * POST /api/surveys/:id/send: the survey now published, and the roles it was sent to (each of their users
 * gets a notification, written by a job: the count is not known yet).
 */
export const surveySendAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SURVEY_STATUSES),
  recipientRoles: z.array(z.enum(ROLES)),
  sentAt: isoDateTime,
});
export type SurveySend = z.infer<typeof surveySendAnswer>;

/**
 * The surveys' management (issue 24's open lab, admin, /api/surveys). A survey's questions are a form of
 * the form creator (./forms.ts): one JSON document, validated by `formSchema` here, in the console's
 * creator and in the site's renderer.
 */

/** POST /api/surveys and PUT /api/surveys/:id: a survey as the console edits it. */
export const surveyBody = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).nullish(),
  recipientRoles: z
    .array(z.enum(ROLES))
    .min(1)
    .refine((roles) => new Set(roles).size === roles.length, 'validation.unique'),
  form: formSchema,
});
export type SurveyBody = z.input<typeof surveyBody>;

/** GET /api/surveys (ra-simple-rest list): one survey with how many answered it. */
export const surveyAdminRow = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SURVEY_STATUSES),
  recipientRoles: z.array(z.enum(ROLES)),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  closedAt: isoDateTime.nullable(),
  responseCount: z.number().int(),
});
export type SurveyAdminRow = z.infer<typeof surveyAdminRow>;

/** GET/POST/PUT /api/surveys/:id and POST …/close: one survey with its form. */
export const surveyAdminAnswer = surveyAdminRow.extend({
  description: z.string().nullable(),
  form: formSchema,
  updatedAt: isoDateTime,
});
export type SurveyAdmin = z.infer<typeof surveyAdminAnswer>;

/** The most free-text answers a field's results carry (newest first); the CSV has them all. */
export const SURVEY_RESULT_TEXTS = 500;

/** The free-text field types: their results are a table of answers, not counts. */
export const FREE_TEXT_TYPES = ['shortText', 'longText', 'email', 'phone', 'date'] as const;

/**
 * GET /api/surveys/:id/results: per field, how many answered it and
 * - `counts`: for choices every option (zero counts included), for yes/no true and false, for ratings
 *   every mark of the scale (zeros included), for numbers each distinct value; empty for free text;
 * - `average`: the mean of ratings and numbers (null for other types or without answers);
 * - `texts`: the free-text answers, newest first, up to SURVEY_RESULT_TEXTS, each with its response's id
 *   (one answer per response: the key of its row).
 */
export const surveyResultsAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SURVEY_STATUSES),
  responseCount: z.number().int(),
  fields: z.array(
    z.object({
      name: z.string(),
      type: z.enum(FORM_FIELD_TYPES),
      text: z.string(),
      /** The title of the field's section ('' when untitled). */
      section: z.string(),
      answered: z.number().int(),
      counts: z.array(
        z.object({ value: z.union([z.string(), z.number(), z.boolean()]), count: z.number().int() }),
      ),
      average: z.number().nullable(),
      texts: z.array(z.object({ response: z.number().int(), value: z.string(), submittedAt: isoDateTime })),
    }),
  ),
});
export type SurveyResults = z.infer<typeof surveyResultsAnswer>;
export type SurveyResultField = SurveyResults['fields'][number];

/** The answer the viewer posts (POST /api/me/surveys/:id/response). */
export const surveyAnswersBody = z.strictObject({ answers: formAnswersSchema });
export type SurveyAnswersInput = z.output<typeof surveyAnswersBody>;
