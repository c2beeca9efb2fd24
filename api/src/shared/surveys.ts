import { z } from 'zod';
import { ROLES } from './enums.ts';
import { isoDateTime } from './learning.ts';

/**
 * Surveys as their recipients see them (api/src/learning/routes/surveys.ts), declared once for the API's document
 * and the site's /surveys pages; the models take the enums from here.
 */

export const SURVEY_STATUSES = ['draft', 'published', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

export const QUESTION_TYPES = [
  'text',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'number',
  'date',
  'email',
  /** A 0 to 10 rating: one of SCALE_MIN..SCALE_MAX. */
  'scale',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const SCALE_MIN = 0;
export const SCALE_MAX = 10;

/** A stored answer: text, a number, a checked box, the options chosen. */
export const answerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const surveyQuestionAnswer = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  statement: z.string(),
  type: z.enum(QUESTION_TYPES),
  required: z.boolean(),
  placeholder: z.string().nullable(),
  options: z.array(z.string()),
});
export type SurveyQuestionJson = z.infer<typeof surveyQuestionAnswer>;

/** GET /api/me/surveys: a survey sent to the caller, with when they answered it (null: still to answer). */
export const mySurveyRowAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SURVEY_STATUSES),
  createdAt: isoDateTime,
  questionCount: z.number().int(),
  answeredAt: isoDateTime.nullable(),
});
export type MySurveyRow = z.infer<typeof mySurveyRowAnswer>;

/** GET /api/me/surveys/:id and the answer to POST …/response: the survey and the caller's answers. */
export const mySurveyAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(SURVEY_STATUSES),
  createdAt: isoDateTime,
  sections: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      questions: z.array(surveyQuestionAnswer),
    }),
  ),
  response: z
    .object({
      submittedAt: isoDateTime,
      answers: z.array(z.object({ questionId: z.number().int(), value: answerValueSchema })),
    })
    .nullable(),
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
