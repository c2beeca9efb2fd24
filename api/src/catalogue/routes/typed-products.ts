import { z } from 'zod';
import type { Language, User } from '../../../../models/index.ts';
import { type TypedProductFilter, typedProductFilter } from '../../learning/schemas/course.ts';
import { contentLang } from '../../lib/localize.ts';
import { type ListParams, listResponse } from '../../lib/rest.ts';
import type { routes } from '../../lib/route.ts';
import { publicListMayLag } from '../services/catalogue-access.ts';

type RouteGroup = ReturnType<typeof routes>;

/**
 * The five routes every typed product has (courses, masters, datasheets: a product of that type with its
 * own fields): list, one, create, change, delete. The resource's own routes chain after these.
 */
export function typedProductCrud<CB extends z.ZodType, UB extends z.ZodType>(
  group: RouteGroup,
  o: {
    resource: string;
    summaries: { list: string; one: string; create: string; change: string; remove: string };
    createBody: CB;
    updateBody: UB;
    list: (
      user: User | null,
      p: ListParams<TypedProductFilter>,
      lang: Language,
    ) => Promise<{ rows: unknown[]; count: number }>;
    view: (user: User | null, id: number, lang: Language) => Promise<unknown>;
    create: (user: User, body: z.output<CB>) => Promise<{ id: number }>;
    update: (user: User, id: number, body: z.output<UB>) => Promise<unknown>;
    /** What a delete answers. */
    remove: (user: User, id: number) => Promise<unknown>;
    /** The answers: one resource (with its outline), a row of the list, and what a delete answers. */
    answers: { one: z.ZodType; row: z.ZodType; removed: z.ZodType };
  },
): RouteGroup {
  return group
    .get(
      '/',
      {
        summary: o.summaries.list,
        access: 'anonymous',
        replica: publicListMayLag,
        list: {
          sortable: ['id', 'title', 'status', 'createdAt', 'publishedAt'],
          defaultSort: ['id', 'DESC'],
          filter: typedProductFilter,
        },
        response: z.array(o.answers.row),
      },
      async (c, { user, list }) => {
        const { rows, count } = await o.list(user, list, contentLang(c));
        return listResponse(c, o.resource, rows, list.offset, count);
      },
    )
    .get(
      '/:id',
      { summary: o.summaries.one, access: 'anonymous', response: o.answers.one },
      async (c, { user, params }) => c.json(await o.view(user, params.id, contentLang(c))),
    )
    .post(
      '/',
      {
        summary: o.summaries.create,
        access: 'producer',
        body: o.createBody,
        status: 201,
        response: o.answers.one,
      },
      async (c, { user, body }) => {
        const created = await o.create(user, body);
        return c.json(await o.view(user, created.id, contentLang(c)), 201);
      },
    )
    .put(
      '/:id',
      { summary: o.summaries.change, access: 'producer', body: o.updateBody, response: o.answers.one },
      async (c, { user, params, body }) => {
        await o.update(user, params.id, body);
        return c.json(await o.view(user, params.id, contentLang(c)));
      },
    )
    .delete(
      '/:id',
      { summary: o.summaries.remove, access: 'producer', response: o.answers.removed },
      async (c, { user, params }) => c.json(await o.remove(user, params.id)),
    );
}
