import { Channel, type User } from '../../../models/index.ts';

/**
 * The channels whose commerce rows (sales, coupons, orders, subscriptions) a user may see in the back
 * office: null means all (administrators), otherwise the ids of the producer's own channels. Rows of
 * other channels answer 404 NOT_FOUND, never 403 (conventions-api.md).
 */
export async function channelScope(user: User): Promise<number[] | null> {
  if (user.roles.includes('ADMIN')) return null;
  const rows = await Channel.findAll({ attributes: ['id'], where: { userId: user.id }, raw: true });
  return rows.map((r) => r.id);
}

export function inScope(scope: number[] | null, channelId: number | null | undefined): boolean {
  return scope === null || (channelId != null && scope.includes(channelId));
}
