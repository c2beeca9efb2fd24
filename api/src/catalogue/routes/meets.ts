import { contentLang } from '../../lib/localize.ts';
import { routes } from '../../lib/route.ts';
import { meetViewSchema } from '../../shared/meets.ts';
import { meetView } from '../services/meets.ts';

/** GET /api/products/:id/meet: a meet's state for its page (mounted beside the catalogue's product routes). */
export const meetRoutes = routes('/api/products', 'catalogue').get(
  '/:id/meet',
  {
    summary: "A meet's state (scheduled, open, ended) with the session it is about and its room",
    access: 'anonymous',
    response: meetViewSchema,
  },
  async (c, { user, params }) => c.json(await meetView(user, params.id, contentLang(c))),
);
