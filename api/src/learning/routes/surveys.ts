import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { mySurveyAnswer, mySurveyRowAnswer, surveySendAnswer } from '../../shared/surveys.ts';
import { mySurveyFilter, surveyResponseBody } from '../schemas/surveys.ts';
import { sendSurvey } from '../services/survey-sends.ts';
import { listMySurveys, mySurveyView, SURVEY_SORTABLE, submitMySurvey } from '../services/surveys.ts';

/**
 * Surveys for their recipients (spec 2 /surveys, /surveys/{id}): the ones sent to the caller's roles,
 * one of them with its questions, and the caller's answers (once per user). Under /api/me, beside my
 * stuff: /api/surveys is left for the surveys' management.
 */
export const mySurveyRoutes = routes('/api/me/surveys', 'community')
  .get(
    '/',
    {
      summary: 'The surveys sent to my roles, each with when I answered it (null: still to answer)',
      access: 'signed-in',
      module: 'openlab',
      list: { sortable: SURVEY_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: mySurveyFilter },
      response: z.array(mySurveyRowAnswer),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listMySurveys(user, list);
      return listResponse(c, 'surveys', rows, list.offset, count);
    },
  )
  .get(
    '/:id',
    {
      summary: 'One survey sent to me, with its questions and my answers if I answered it',
      access: 'signed-in',
      module: 'openlab',
      response: mySurveyAnswer,
    },
    async (c, { user, params }) => c.json(await mySurveyView(user, params.id)),
  )
  .post(
    '/:id/response',
    {
      summary: 'Answer a survey (once; required questions and each type checked)',
      access: 'signed-in',
      module: 'openlab',
      body: surveyResponseBody,
      status: 201,
      response: mySurveyAnswer,
    },
    async (c, { user, params, body }) =>
      c.json(await submitMySurvey(user, params.id, body, contentLang(c)), 201),
  );

/** The surveys' management (the editor comes with a later issue): sending one to its recipient roles. */
export const surveyRoutes = routes('/api/surveys', 'community').post(
  '/:id/send',
  {
    summary:
      'Send a draft survey: it is published and every user of its recipient roles is notified (a job; open pages get it at once). 409 when already sent or closed',
    access: 'admin',
    module: 'openlab',
    response: surveySendAnswer,
  },
  async (c, { params }) => c.json(await sendSurvey(params.id)),
);
