import { typedProductCrud } from '../../catalogue/routes/typed-products.ts';
import { routes } from '../../lib/route.ts';
import { datasheetAnswer, datasheetDeletedAnswer, datasheetRowAnswer } from '../../shared/learning.ts';
import { datasheetCreateBody, datasheetUpdateBody } from '../schemas/course.ts';
import {
  createDatasheet,
  datasheetView,
  deleteDatasheet,
  listDatasheets,
  updateDatasheet,
} from '../services/datasheets.ts';

/** Datasheets: a product of type datasheet (its fields flattened) with the sheet's fields and `warnings`. */
export const datasheetRoutes = typedProductCrud(routes('/api/datasheets', 'catalogue'), {
  resource: 'datasheets',
  summaries: {
    list: 'List datasheets',
    one: 'One datasheet with every OEE field',
    create: 'Create a datasheet (recommended limits come back as warnings)',
    change: 'Change your datasheet',
    remove: 'Delete your datasheet',
  },
  createBody: datasheetCreateBody,
  updateBody: datasheetUpdateBody,
  list: listDatasheets,
  view: datasheetView,
  create: createDatasheet,
  answers: { one: datasheetAnswer, row: datasheetRowAnswer, removed: datasheetDeletedAnswer },
  update: updateDatasheet,
  remove: async (user, id) => {
    const sheet = await deleteDatasheet(user, id);
    return { id: sheet.id, productId: sheet.productId };
  },
});
