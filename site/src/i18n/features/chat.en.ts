/** English messages of the chat panel beside the player (issue 21). es and pt must have the same keys. */
export const chatEn = {
  'chat.title': 'Chat',
  'chat.log': 'Chat messages',
  'chat.empty': 'No messages yet. Be the first to say something.',
  'chat.pending': 'Waiting for approval',
  'chat.label': 'Your message',
  'chat.placeholder': 'Write a message…',
  'chat.hint': 'Enter sends, Shift+Enter starts a new line.',
  'chat.count': '{count}/{max} characters',
  'chat.send': 'Send',
  'chat.sending': 'Sending…',
  'chat.wait': 'You can send again in {seconds} s.',
  'chat.disabled': 'Chat temporarily disabled',
  'chat.banned': 'A moderator has removed you from this chat: you can read it but not write.',
  'chat.slowMode': 'Slow mode: one message every {seconds} s.',
  'chat.moderated': 'Messages are reviewed by a moderator before everyone sees them.',
  'chat.newMessages': 'New messages',
  'chat.announceOne': '{name}: {text}',
  'chat.announceMany': '{count} new messages',
  'chat.unavailable': 'The chat cannot be loaded right now.',
} as const;

export type ChatMessages = Record<keyof typeof chatEn, string>;
