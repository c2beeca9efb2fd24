import { Hono } from 'hono';
import { User } from '../../../models/index.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { idParam } from '../lib/rest.ts';
import { validate } from '../lib/validate.ts';

/**
 * Public profiles (/users/{id} on the site). A profile its owner keeps hidden answers PROFILE_NOT_PUBLIC,
 * so the page can say so (spec 2); a deleted or blocked account looks like one that never existed.
 */
export const profileRoutes = new Hono<AppEnv>().get('/:id', async (c) => {
  const id = validate(c, idParam, c.req.param('id'), 'id');
  const user = await User.findByPk(id);
  if (!user || user.status === 'deleted' || user.status === 'blocked' || !user.activatedAt) {
    throw new AppError('NOT_FOUND');
  }
  const viewer = c.get('user');
  const own = viewer?.id === user.id;
  if (!user.publicProfile && !own && !viewer?.hasRole('ADMIN')) throw new AppError('PROFILE_NOT_PUBLIC');
  return c.json({ ...user.toPublicJSON(), own });
});
