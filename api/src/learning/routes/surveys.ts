import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import {
  mySurveyAnswer,
  mySurveyRowAnswer,
  surveyAdminAnswer,
  surveyAdminRow,
  surveyResultsAnswer,
  surveySendAnswer,
} from '../../shared/surveys.ts';
import {
  mySurveyFilter,
  SURVEY_BODY_LIMIT,
  surveyBody,
  surveyFilter,
  surveyResponseBody,
} from '../schemas/surveys.ts';
import {
  closeSurvey,
  createSurvey,
  deleteSurvey,
  getSurvey,
  listSurveys,
  SURVEY_ADMIN_SORTABLE,
  surveyResults,
  surveyResultsCsv,
  updateSurvey,
} from '../services/survey-admin.ts';
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

/**
 * The surveys' management (issue 24's open lab, the console): list, create, edit, delete, send, close,
 * results per question and their CSV.
 */
export const surveyRoutes = routes('/api/surveys', 'community')
  .get(
    '/',
    {
      summary: 'List surveys with how many answered each (filter: status, q on the title, id)',
      access: 'admin',
      module: 'openlab',
      list: { sortable: SURVEY_ADMIN_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: surveyFilter },
      response: z.array(surveyAdminRow),
    },
    async (c, { list }) => {
      const { rows, count } = await listSurveys(list);
      return listResponse(c, 'surveys', rows, list.offset, count);
    },
  )
  .post(
    '/',
    {
      summary:
        "Create a draft survey: title, description, recipient roles and its form (the form creator's JSON)",
      access: 'admin',
      module: 'openlab',
      body: surveyBody,
      bodyLimit: SURVEY_BODY_LIMIT,
      status: 201,
      response: surveyAdminAnswer,
    },
    async (c, { user, body }) => c.json(await createSurvey(body, user.id), 201),
  )
  .get(
    '/:id',
    { summary: 'One survey with its form', access: 'admin', module: 'openlab', response: surveyAdminAnswer },
    async (c, { params }) => c.json(await getSurvey(params.id)),
  )
  .put(
    '/:id',
    {
      summary:
        'Edit a survey. Once answered, its form can no longer change (409 SURVEY_HAS_RESPONSES); title, description and recipients can',
      access: 'admin',
      module: 'openlab',
      body: surveyBody,
      bodyLimit: SURVEY_BODY_LIMIT,
      response: surveyAdminAnswer,
    },
    async (c, { params, body }) => c.json(await updateSurvey(params.id, body)),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete a survey nobody answered (409 SURVEY_HAS_RESPONSES otherwise: close it)',
      access: 'admin',
      module: 'openlab',
      response: surveyAdminAnswer,
    },
    async (c, { params }) => c.json(await deleteSurvey(params.id)),
  )
  .post(
    '/:id/send',
    {
      summary:
        'Send a draft survey: it is published and every user of its recipient roles is notified (a job; open pages get it at once). 409 when already sent or closed',
      access: 'admin',
      module: 'openlab',
      response: surveySendAnswer,
    },
    async (c, { params }) => c.json(await sendSurvey(params.id)),
  )
  .post(
    '/:id/close',
    {
      summary:
        'Close a sent survey: no more answers (409 SURVEY_NOT_SENT for a draft; a closed one stays so)',
      access: 'admin',
      module: 'openlab',
      response: surveyAdminAnswer,
    },
    async (c, { params }) => c.json(await closeSurvey(params.id)),
  )
  .get(
    '/:id/results',
    {
      summary:
        'The answers per question: counts of every option, yes/no and mark (zeros included), averages, free texts (newest first)',
      access: 'admin',
      module: 'openlab',
      response: surveyResultsAnswer,
    },
    async (c, { params }) => c.json(await surveyResults(params.id)),
  )
  .get(
    '/:id/results.csv',
    {
      summary: 'Every response as CSV: submitted at, user id, then one column per question',
      access: 'admin',
      module: 'openlab',
      response: null,
      produces: 'text/csv',
    },
    async (c, { params }) => {
      const { csv } = await surveyResultsCsv(params.id, c.get('lang'));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="survey-${params.id}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
