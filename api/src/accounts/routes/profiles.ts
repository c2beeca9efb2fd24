import { routes } from '../../lib/route.ts';
import { publicProfileSchema } from '../../shared/accounts.ts';
import { publicProfile } from '../services/profiles.ts';

export const profileRoutes = routes('/api/profiles', 'site').get(
  '/:id',
  { summary: 'A public profile', access: 'anonymous', response: publicProfileSchema },
  async (c, { params, user }) => c.json(await publicProfile(params.id, user)),
);
