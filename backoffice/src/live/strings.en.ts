import type { MessageShape } from '../i18n/define';

/** The broadcast step of a broadcast product (BroadcastPanel.tsx). */
const en = {
  TITLE: 'Live broadcast',
  HELP: 'Broadcast from OBS or any RTMP software: paste the server and the stream key into its stream settings and start streaming. Viewers with a ticket see it live on the product page.',
  STATE: {
    idle: 'Not live',
    live: 'Live',
    reconnecting: 'Reconnecting',
    ended: 'Ended',
  },
  STATE_HELP: {
    idle: 'Nothing is being received. Start streaming from your software with your stream key.',
    live: 'Your stream is being received and viewers with a ticket are watching it.',
    reconnecting:
      'The connection dropped. Stream again with the same key within 30 minutes and the broadcast continues where it was.',
    ended: 'The broadcast has ended. Make a new key to broadcast again.',
  },
  SERVER: 'Server',
  KEY: 'Stream key',
  KEY_HELP: 'Shown only now: keep it private. Anyone with it can broadcast here.',
  KEY_HIDDEN:
    'A stream key is active. It is only shown when it is made: make a new one if you lost it (the old one stops working).',
  SHOW_KEY: 'Show the stream key',
  HIDE_KEY: 'Hide the stream key',
  COPY_SERVER: 'Copy the server',
  COPY_KEY: 'Copy the stream key',
  COPIED: 'Copied',
  COPY_FAILED: 'Could not copy: select the text and copy it',
  START: 'Get a stream key',
  REGENERATE: 'Make a new key',
  KEY_MADE: 'New stream key ready: the previous one no longer works',
  STOP: 'End the broadcast',
  STOP_TITLE: 'End the broadcast?',
  STOP_TEXT: 'Viewers see that it has ended and the stream key stops working. This cannot be undone.',
  STOPPED: 'The broadcast has ended',
  ERROR: 'The broadcast could not be changed',
  LOAD_ERROR: 'Could not load the broadcast',
  FIGURES: 'Now',
  INPUT: 'Incoming stream',
  INPUT_VALUE: '%{resolution} at %{fps} fps, %{kbps} kbit/s',
  NO_INPUT: 'Nothing received',
  VIEWERS: 'Viewers now',
  MINUTES: 'Minutes used',
  MINUTES_VALUE: '%{minutes} min (extra cost %{cost})',
  STARTED: 'Started',
  ENDED: 'Ended',
  PLAN_RULE: 'The live plan includes 1.5 hours; each extra hour started costs €0.45.',
};

export default en;
/** What the es and pt files of the broadcast strings must hold: the same keys. */
export type Strings = MessageShape<typeof en>;
