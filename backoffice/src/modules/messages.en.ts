import type { MessageShape } from '../i18n/define';

const en = {
  ADMIN: {
    MODULES: {
      MENU: 'Modules',
    },
    CHANNEL_REVIEW: {
      OWNER: 'Organizer',
      SEND_BACK_TITLE: 'Send “%{title}” back to draft?',
      SEND_BACK_CONTENT:
        'Its organizer gets your reason by email and reads it on the channel. Say what has to change before it can be published.',
      REASON: 'Reason for the organizer',
      REASON_HELP: 'Up to 1000 characters.',
      SEND_BACK: 'Send back to draft',
      SENT_BACK: 'The channel is a draft again; its organizer has been emailed the reason',
      BAN_TITLE: 'Ban “%{title}”?',
      BAN_CONTENT:
        'The channel and its products stop being shown and sold at once. You can lift the ban later by sending it back to draft.',
      BAN: 'Ban the channel',
      RETURNED_OWNER: 'The Platea team sent this channel back to draft on %{date}. What to change:',
      RETURNED_ADMIN: 'Sent back to its organizer on %{date} with this reason:',
    },
    USER_REVIEW: {
      BLOCK_TITLE: 'Block %{email}?',
      BLOCK_CONTENT:
        'They are signed out at once everywhere and cannot sign in until you unblock them. When they try, they are told that their account is blocked.',
    },
  },
};

export default en;

/** What the es and pt files of modulesMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
