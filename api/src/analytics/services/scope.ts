import { Channel, type User, User as UserModel } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { assertCan, isAdmin, scopeOf } from '../../policy.ts';
import type { AnalyticsQuery } from '../../shared/analytics.ts';

/** The channels an analytics answer covers: null = every channel (an administrator without filters). */
export type AnalyticsScope = number[] | null;

/**
 * Which channels the caller's figures come from: an organizer's own (a channel of someone else, or that
 * does not exist, answers 404); an administrator's all, or one channel, or one organizer's channels.
 * Filtering by organizer is for administrators only (403).
 */
export async function analyticsScope(
  user: User,
  query: Pick<AnalyticsQuery, 'channelId' | 'organizerId'>,
): Promise<AnalyticsScope> {
  await assertCan(user, 'analytics.read');
  if (query.organizerId !== undefined && !isAdmin(user)) {
    throw new AppError('ANALYTICS_ORGANIZER_FILTER_ADMIN_ONLY');
  }
  if (query.channelId !== undefined) {
    const channel = await Channel.findByPk(query.channelId, { attributes: ['id', 'userId'] });
    if (!channel) throw new AppError('NOT_FOUND');
    await assertCan(user, 'analytics.read', channel);
    // An administrator's channel and organizer filters together: the channel must be that organizer's.
    if (query.organizerId !== undefined && channel.userId !== query.organizerId) {
      throw new AppError('NOT_FOUND');
    }
    return [channel.id];
  }
  if (query.organizerId !== undefined) {
    if (!(await UserModel.findByPk(query.organizerId, { attributes: ['id'] }))) {
      throw new AppError('NOT_FOUND');
    }
    const rows = await Channel.findAll({
      attributes: ['id'],
      where: { userId: query.organizerId },
      raw: true,
    });
    return rows.map((r) => r.id);
  }
  return scopeOf(user);
}
