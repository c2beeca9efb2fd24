import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { pathSlug, routes } from '../../lib/route.ts';
import {
  leanTestAnswer,
  leanTestPublicAnswer,
  leanTestResultsAnswer,
  leanTestSignupAnswer,
  leanTestVisitAnswer,
} from '../../shared/openlab.ts';
import {
  LEAN_TEST_SORTABLE,
  leanTestCreateBody,
  leanTestDecisionBody,
  leanTestFilter,
  leanTestPatchBody,
  leanTestSignupBody,
} from '../schemas/openlab.ts';
import {
  countVisit,
  createLeanTest,
  decideLeanTest,
  deleteLeanTest,
  leanTestPage,
  leanTestResults,
  leanTestView,
  listLeanTests,
  signUp,
  updateLeanTest,
} from '../services/lean-tests.ts';

/**
 * Lean tests of the open lab (issue 24, module `openlab`): the organizers' (own channels) and the admins'
 * management (/account, /manage/open-lab/lean-test), and the public page's reads and writes (/lab/{slug}).
 */
export const leanTestRoutes = routes('/api/lean-tests', 'community')
  .get(
    '/',
    {
      summary: 'My channels’ lean tests (an admin: every one), with their visits and sign-ups',
      access: 'producer',
      module: 'openlab',
      list: { sortable: LEAN_TEST_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: leanTestFilter },
      response: z.array(leanTestAnswer),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listLeanTests(user, list);
      return listResponse(c, 'lean-tests', rows, list.offset, count);
    },
  )
  .post(
    '/',
    {
      summary: 'Create a lean test for one of my channels (draft unless published at once)',
      access: 'producer',
      module: 'openlab',
      body: leanTestCreateBody,
      status: 201,
      response: leanTestAnswer,
    },
    async (c, { user, body }) => c.json(await createLeanTest(user, body), 201),
  )
  .get(
    '/by-slug/:slug',
    {
      summary: 'The public page of a published (or closed) lean test',
      access: 'anonymous',
      module: 'openlab',
      params: { slug: pathSlug },
      response: leanTestPublicAnswer,
    },
    async (c, { params }) => c.json(await leanTestPage(params.slug)),
  )
  .post(
    '/by-slug/:slug/visit',
    {
      summary: 'Count a visit of the public page (bots, by their User-Agent, are not counted)',
      access: 'anonymous',
      module: 'openlab',
      params: { slug: pathSlug },
      bodyOptional: true,
      response: leanTestVisitAnswer,
    },
    async (c, { params }) => c.json(await countVisit(params.slug, c.req.header('user-agent'))),
  )
  .post(
    '/by-slug/:slug/signups',
    {
      summary:
        '"I’m interested": an email with consent (required) and maybe the price I would pay; also a lead. The same thanks when the email had signed up',
      access: 'anonymous',
      module: 'openlab',
      params: { slug: pathSlug },
      body: leanTestSignupBody,
      status: 201,
      response: leanTestSignupAnswer,
    },
    async (c, { params, body }) => c.json(await signUp(params.slug, body), 201),
  )
  .get(
    '/:id',
    {
      summary: 'One of my lean tests',
      access: 'producer',
      module: 'openlab',
      response: leanTestAnswer,
    },
    async (c, { user, params }) => c.json(await leanTestView(user, params.id)),
  )
  .patch(
    '/:id',
    {
      summary: 'Change one of my lean tests (publish it, close it...)',
      access: 'producer',
      module: 'openlab',
      body: leanTestPatchBody,
      response: leanTestAnswer,
    },
    async (c, { user, params, body }) => c.json(await updateLeanTest(user, params.id, body)),
  )
  .delete(
    '/:id',
    {
      summary: 'Delete one of my lean tests with its sign-ups (their leads stay)',
      access: 'producer',
      module: 'openlab',
      status: 204,
      response: null,
    },
    async (c, { user, params }) => {
      await deleteLeanTest(user, params.id);
      return c.body(null, 204);
    },
  )
  .get(
    '/:id/results',
    {
      summary: 'Visits, sign-ups, conversion and the price answers’ distribution, beside the decision',
      access: 'producer',
      module: 'openlab',
      response: leanTestResultsAnswer,
    },
    async (c, { user, params }) => c.json(await leanTestResults(user, params.id)),
  )
  .post(
    '/:id/decision',
    {
      summary: 'Record the decision taken from the results: create the product (maybe naming it) or drop it',
      access: 'producer',
      module: 'openlab',
      body: leanTestDecisionBody,
      response: leanTestAnswer,
    },
    async (c, { user, params, body }) => c.json(await decideLeanTest(user, params.id, body)),
  );
