import { routes } from '../../lib/route.ts';
import { homeAnswer } from '../../shared/catalogue-answers.ts';
import { resolvedHome } from '../services/home.ts';

export const homeRoutes = routes('/api/home', 'site').get(
  '/',
  {
    summary: 'Home sections resolved for the request language',
    access: 'anonymous',
    replica: true,
    response: homeAnswer,
  },
  async (c) => c.json({ sections: await resolvedHome(c.get('lang')) }),
);
