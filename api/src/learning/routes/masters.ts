import { typedProductCrud } from '../../catalogue/routes/typed-products.ts';
import { routes } from '../../lib/route.ts';
import { masterAnswer, masterDeletedAnswer, masterRowAnswer } from '../../shared/learning.ts';
import { masterCreateBody, masterUpdateBody } from '../schemas/course.ts';
import { createMaster, deleteMaster, listMasters, masterView, updateMaster } from '../services/masters.ts';

/** Masters: a product of type master (its fields flattened) with its ordered `courseIds`. */
export const masterRoutes = typedProductCrud(routes('/api/masters', 'catalogue'), {
  resource: 'masters',
  summaries: {
    list: 'List masters',
    one: 'One master with its courses in order',
    create: 'Create a master',
    change: 'Change your master',
    remove: 'Delete your master',
  },
  createBody: masterCreateBody,
  updateBody: masterUpdateBody,
  list: listMasters,
  view: masterView,
  create: createMaster,
  answers: { one: masterAnswer, row: masterRowAnswer, removed: masterDeletedAnswer },
  update: updateMaster,
  remove: async (user, id) => (await deleteMaster(user, id)).toFormattedJSON(),
});
