import { Notification, type User } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';

/** A page of the caller's own notifications, newest first (spec 3: paging by nextToken). */
export async function myNotifications(
  user: User,
  opts: { nextToken?: string; limit?: number; unreadOnly?: boolean },
) {
  const page = await Notification.pageForUser(user.id, opts);
  return { notifications: page.notifications.map((n) => n.toFormattedJSON()), nextToken: page.nextToken };
}

/**
 * Removes one of the caller's notifications (the global view's "click to remove"). Another user's, or a
 * system notification (no user), is answered as not found: its existence is not the caller's business.
 */
export async function removeMyNotification(user: User, id: number) {
  const notification = await Notification.findOne({ where: { id, userId: user.id } });
  if (!notification) throw new AppError('NOT_FOUND');
  // The WHERE repeats the owner: a row cannot change hands between the read and the delete.
  await Notification.destroy({ where: { id, userId: user.id } });
  return notification.toFormattedJSON();
}
