import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { ideaAnswer, ideaCommentAnswer, ideaDetailAnswer, ideaVoteAnswer } from '../../shared/openlab.ts';
import {
  IDEA_SORTABLE,
  ideaBody,
  ideaCommentBody,
  ideaModerationBody,
  ideaModerationFilter,
  ideaPublicFilter,
} from '../schemas/openlab.ts';
import {
  commentIdea,
  deleteIdeaComment,
  ideaView,
  listAllIdeas,
  listMyIdeas,
  listPublicIdeas,
  moderateIdea,
  submitIdea,
  unvoteIdea,
  voteIdea,
} from '../services/ideas.ts';

/**
 * Ideas of the open lab (issue 24, module `ideas`): the public ranking, submitting, one vote each and
 * comments for signed-in users, and the admins' moderation and ranking (/manage/open-lab/ideas).
 */
export const ideaRoutes = routes('/api/ideas', 'community')
  .get(
    '/',
    {
      summary: 'The published ideas, most voted first (the ranking); `voted` says whether I voted each',
      access: 'anonymous',
      module: 'ideas',
      list: { sortable: IDEA_SORTABLE, defaultSort: ['votes', 'DESC'], filter: ideaPublicFilter },
      response: z.array(ideaAnswer),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listPublicIdeas(user, list);
      return listResponse(c, 'ideas', rows, list.offset, count);
    },
  )
  .get(
    '/mine',
    {
      summary: 'My ideas in every state (pending review, published, rejected with its reason...)',
      access: 'signed-in',
      module: 'ideas',
      list: { sortable: IDEA_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: ideaModerationFilter },
      response: z.array(ideaAnswer),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listMyIdeas(user, list);
      return listResponse(c, 'ideas', rows, list.offset, count);
    },
  )
  .get(
    '/moderation',
    {
      summary: 'Every idea, for moderation and the ranking (filter by status, search the title)',
      access: 'admin',
      module: 'ideas',
      list: { sortable: IDEA_SORTABLE, defaultSort: ['votes', 'DESC'], filter: ideaModerationFilter },
      response: z.array(ideaAnswer),
    },
    async (c, { user, list }) => {
      const { rows, count } = await listAllIdeas(user, list);
      return listResponse(c, 'ideas', rows, list.offset, count);
    },
  )
  .post(
    '/',
    {
      summary: 'Submit an idea (pending until an admin publishes it), maybe about a channel or a product',
      access: 'signed-in',
      module: 'ideas',
      body: ideaBody,
      status: 201,
      response: ideaAnswer,
    },
    async (c, { user, body }) => c.json(await submitIdea(user, body), 201),
  )
  .get(
    '/:id',
    {
      summary: 'One idea with its comments (a pending or rejected one only for its author and the admins)',
      access: 'anonymous',
      module: 'ideas',
      response: ideaDetailAnswer,
    },
    async (c, { user, params }) => c.json(await ideaView(user, params.id)),
  )
  .post(
    '/:id/vote',
    {
      summary: 'Vote for a published idea, once (409 IDEA_ALREADY_VOTED the second time)',
      access: 'signed-in',
      module: 'ideas',
      bodyOptional: true,
      status: 201,
      response: ideaVoteAnswer,
    },
    async (c, { user, params }) => c.json(await voteIdea(user, params.id), 201),
  )
  .delete(
    '/:id/vote',
    {
      summary: 'Take my vote back while the idea is open',
      access: 'signed-in',
      module: 'ideas',
      response: ideaVoteAnswer,
    },
    async (c, { user, params }) => c.json(await unvoteIdea(user, params.id)),
  )
  .post(
    '/:id/comments',
    {
      summary: 'Comment a published idea',
      access: 'signed-in',
      module: 'ideas',
      body: ideaCommentBody,
      status: 201,
      response: ideaCommentAnswer,
    },
    async (c, { user, params, body }) => c.json(await commentIdea(user, params.id, body.body), 201),
  )
  .delete(
    '/:id/comments/:commentId',
    {
      summary: 'Remove a comment (admins)',
      access: 'admin',
      module: 'ideas',
      status: 204,
      response: null,
    },
    async (c, { params }) => {
      await deleteIdeaComment(params.id, params.commentId);
      return c.body(null, 204);
    },
  )
  .post(
    '/:id/moderation',
    {
      summary:
        'Publish, reject (with a reason for its author), merge into another published idea (its votes follow) or mark done',
      access: 'admin',
      module: 'ideas',
      body: ideaModerationBody,
      response: ideaAnswer,
    },
    async (c, { user, params, body }) => c.json(await moderateIdea(user, params.id, body)),
  );
