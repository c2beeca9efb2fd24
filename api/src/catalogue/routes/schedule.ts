import { z } from 'zod';
import { contentLang } from '../../lib/localize.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import {
  scheduleEntryAnswer,
  scheduleFiltersAnswer,
  scheduleSectionPageAnswer,
} from '../../shared/catalogue-answers.ts';
import { scheduleFilter } from '../schemas/schedule.ts';
import { listSchedule, scheduleFilters, scheduleSectionView } from '../services/schedule.ts';

/** The public agenda: upcoming sessions of public products, and their running order (schedule sections). */
export const scheduleRoutes = routes('/api/schedule', 'catalogue')
  .get(
    '/',
    {
      summary: 'Upcoming sessions of public products, soonest first, with their running order',
      access: 'anonymous',
      replica: true,
      response: z.array(scheduleEntryAnswer),
      list: { sortable: ['startsAt'], defaultSort: ['startsAt', 'ASC'], filter: scheduleFilter },
    },
    async (c, { list }) => {
      const { rows, count } = await listSchedule(list, contentLang(c));
      return listResponse(c, 'schedule', rows, list.offset, count);
    },
  )
  .get(
    '/filters',
    {
      summary: 'The channels and categories that have upcoming public sessions',
      access: 'anonymous',
      replica: true,
      response: scheduleFiltersAnswer,
    },
    async (c) => c.json(await scheduleFilters(contentLang(c))),
  )
  .get(
    '/:productSlug/sections/:sectionId',
    {
      summary: "One section of a public product's running order",
      access: 'anonymous',
      response: scheduleSectionPageAnswer,
    },
    async (c, { params }) =>
      c.json(await scheduleSectionView(params.productSlug, params.sectionId, contentLang(c))),
  );
