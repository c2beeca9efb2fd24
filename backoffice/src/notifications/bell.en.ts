import type { MessageShape } from '../i18n/define';

/** The notifications bell of both consoles' app bar (NotificationsBell.tsx). */
const en = {
  BUTTON: 'Notifications',
  BUTTON_UNREAD: 'Notifications, %{n} unread',
  TITLE: 'Notifications',
  UNREAD: '%{n} unread',
  EMPTY: 'No notifications yet. Messages for you will appear here.',
  HINT: 'Click one to mark it read.',
  MORE: 'Show older',
  LOAD_ERROR: 'The notifications could not be loaded.',
  RETRY: 'Try again',
  READ_ERROR: 'It could not be marked read. Try again.',
  MARKED_READ: 'Marked read.',
  UNREAD_LABEL: 'unread',
  NEW_ONE: 'New notification: %{subject}',
  NEW_MANY: '%{n} new notifications',
};

export default en;
export type BellStrings = MessageShape<typeof en>;
