import { User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';

/**
 * Public profiles (/users/{id} on the site). A profile its owner keeps hidden answers PROFILE_NOT_PUBLIC,
 * so the page can say so (spec 2); a deleted or blocked account looks like one that never existed.
 */
export async function publicProfile(id: number, viewer: User | null) {
  const user = await User.findByPk(id);
  if (!user || user.status === 'deleted' || user.status === 'blocked' || !user.activatedAt) {
    throw new AppError('NOT_FOUND');
  }
  const own = viewer?.id === user.id;
  if (!user.publicProfile && !own && !viewer?.hasRole('ADMIN')) throw new AppError('PROFILE_NOT_PUBLIC');
  return { ...user.toPublicJSON(), own };
}
