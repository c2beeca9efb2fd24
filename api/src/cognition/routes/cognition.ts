import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { pathId, pathSlug, routes } from '../../lib/route.ts';
import {
  COGNITION_TARGETS,
  cognitionConfigAnswer,
  cognitionPreviewAnswer,
  cognitionRunRowSchema,
  cognitionRunSchema,
  cognitionTargetOptionSchema,
} from '../../shared/cognition.ts';
import { cognitionConfigPatch, cognitionRunBody, cognitionRunFilter } from '../schemas/cognition.ts';
import {
  cognitionConfig,
  createRun,
  getRun,
  listRuns,
  listTargets,
  previewRun,
  RUN_SORTABLE,
  updateCognitionConfig,
} from '../services/runs.ts';

/**
 * Cognition (issue 24; module `cognition`): analyses of a product's, channel's or course's content and
 * of its viewers' words, for administrators (all) and organizers (their own), and of a survey's free-text
 * answers (administrators only: to an organizer a survey is not found). A run is a job: the POST
 * answers 202 with the queued run, its result is read when done. The language model's settings and the
 * preview of what it would be sent are the administrators'.
 */
export const cognitionRoutes = routes('/api/cognition', 'cognition')
  .get(
    '/targets',
    {
      summary: 'The channels, products and courses the caller may analyse (administrators: sent surveys too)',
      access: 'producer',
      module: 'cognition',
      response: z.array(cognitionTargetOptionSchema),
    },
    async (c, { user }) => c.json(await listTargets(user)),
  )
  .post(
    '/runs',
    {
      summary:
        'Ask for an analysis of a product, channel or course of mine, or (administrators) of a survey’s free-text answers (a job). 404 when not mine, 409 while one of it is queued or running',
      access: 'producer',
      module: 'cognition',
      body: cognitionRunBody,
      status: 202,
      response: cognitionRunRowSchema,
    },
    async (c, { user, body }) => c.json(await createRun(user, body, contentLang(c)), 202),
  )
  .get(
    '/runs',
    {
      summary: 'The analyses I may see (administrators: all; organizers: of their channels), newest first',
      access: 'producer',
      module: 'cognition',
      list: { sortable: RUN_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: cognitionRunFilter },
      response: z.array(cognitionRunRowSchema),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listRuns(user, list, contentLang(c));
      return listResponse(c, 'cognition-runs', rows, list.offset, count);
    },
  )
  .get(
    '/runs/:id',
    {
      summary: 'One analysis with its result (null until done); a failed one says why',
      access: 'producer',
      module: 'cognition',
      response: cognitionRunSchema,
    },
    async (c, { user, params }) => c.json(await getRun(user, params.id, contentLang(c))),
  )
  .get(
    '/config',
    {
      summary: "The language model's settings (the key write-only: only whether it is set)",
      access: 'admin',
      module: 'cognition',
      response: cognitionConfigAnswer,
    },
    async (c) => c.json(await cognitionConfig()),
  )
  .put(
    '/config',
    {
      summary:
        "Change the language model's settings: an OpenAI-compatible endpoint, its model and key (write-only), on or off",
      access: 'admin',
      module: 'cognition',
      body: cognitionConfigPatch,
      response: cognitionConfigAnswer,
    },
    async (c, { user, body }) => c.json(await updateCognitionConfig(body, user.id)),
  )
  .get(
    '/preview/:targetType/:targetId',
    {
      summary:
        'The exact request a language-model analysis of a target (product, channel or course) would send (nothing is sent)',
      access: 'admin',
      module: 'cognition',
      params: { targetType: pathSlug, targetId: pathId },
      response: cognitionPreviewAnswer,
    },
    async (c, { user, params }) => {
      // A kind of target that does not exist is nothing to preview.
      const type = COGNITION_TARGETS.find((t) => t === params.targetType);
      if (!type) throw new AppError('NOT_FOUND');
      return c.json(await previewRun(user, type, params.targetId));
    },
  );
