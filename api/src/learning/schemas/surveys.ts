import { z } from 'zod';
import { idFilter, searchTextFilter } from '../../catalogue/schemas/catalogue.ts';
import { SURVEY_STATUSES } from '../../shared/surveys.ts';

export { surveyAnswersBody as surveyResponseBody, surveyBody } from '../../shared/surveys.ts';

/** GET /api/me/surveys filter: only the ones still to answer, or only the answered ones. */
export const mySurveyFilter = z.strictObject({ answered: z.boolean().optional() });
export type MySurveyFilter = z.output<typeof mySurveyFilter>;

/** GET /api/surveys filter (the console's list): by status, by words of the title, by ids. */
export const surveyFilter = z.strictObject({
  q: searchTextFilter,
  status: z.enum(SURVEY_STATUSES).optional(),
  id: idFilter,
});
export type SurveyFilter = z.output<typeof surveyFilter>;

/** A survey's form is a JSON document of up to 100 questions: a larger body than the default. */
export const SURVEY_BODY_LIMIT = 256 * 1024;
