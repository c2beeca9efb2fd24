import { z } from 'zod';
import { bodyId } from '../../catalogue/schemas/catalogue.ts';

/** The longest text answer (a textarea); a one-line answer is held to SURVEY_LINE_MAX by the service. */
export const SURVEY_TEXT_MAX = 5000;
export const SURVEY_LINE_MAX = 500;

/**
 * One answer as the client sends it: a text (text, textarea, email, date, select, radio), a number, a
 * yes/no (a checkbox without options) or the chosen options of a checkbox. Which shape a question takes
 * is the service's rule, since it depends on the question.
 */
const answerValue = z.union([
  z.string().max(SURVEY_TEXT_MAX),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().max(SURVEY_LINE_MAX)).max(100),
]);

/** POST /api/me/surveys/{id}/response: the answers, one per question at most (unanswered ones left out). */
export const surveyResponseBody = z.strictObject({
  answers: z.array(z.strictObject({ questionId: bodyId, value: answerValue })).max(500),
});
export type SurveyResponseInput = z.output<typeof surveyResponseBody>;

/** GET /api/me/surveys filter: only the ones still to answer, or only the answered ones. */
export const mySurveyFilter = z.strictObject({ answered: z.boolean().optional() });
export type MySurveyFilter = z.output<typeof mySurveyFilter>;
