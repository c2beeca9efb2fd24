import { z } from 'zod';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { scopeOf } from '../../policy.ts';
import { opportunitySchema } from '../../shared/commerce.ts';
import { opportunityFilter } from '../schemas/opportunities.ts';
import { listOpportunities, OPPORTUNITY_SORTABLE } from '../services/opportunities.ts';

/** Sales opportunities (spec 2 /account/salesopportunity): unpaid checkouts of your products. */
export const opportunityRoutes = routes('/api/opportunities', 'commerce').get(
  '/',
  {
    summary: 'Checkouts of your products started and not paid (all as admin); emails only with promo consent',
    access: 'producer',
    response: z.array(opportunitySchema),
    list: { sortable: OPPORTUNITY_SORTABLE, defaultSort: ['createdAt', 'DESC'], filter: opportunityFilter },
  },
  async (c, { user, list }) => {
    const { rows, count } = await listOpportunities({ ...list, scope: await scopeOf(user) });
    return listResponse(c, 'opportunities', rows, list.offset, count);
  },
);
