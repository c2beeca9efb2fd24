import type { Context, MiddlewareHandler } from 'hono';
import type { Role, User } from '../../../models/index.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

/** 401 unless signed in; 403 unless the user has one of the roles (when given). */
export function requireAuth(...roles: Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('AUTH_REQUIRED');
    if (roles.length && !roles.some((r) => user.roles.includes(r))) throw new AppError('FORBIDDEN');
    await next();
  };
}

export const requireAdmin = requireAuth('ADMIN');

/** The signed-in user inside a guarded handler. */
export function currentUser(c: Context<AppEnv>): User {
  const user = c.get('user');
  if (!user) throw new AppError('AUTH_REQUIRED');
  return user;
}
