import type { MessageShape } from '../i18n/define';

/** The meeting room step of a meet product (MeetPanel.tsx). */
const en = {
  TITLE: 'Meeting room',
  HELP: 'Open the room when the meeting starts: people with a ticket then see “Enter the meeting” on its page, up to %{max} at a time. You enter as host from here. End it when you finish: its links stop working.',
  STATE: {
    scheduled: 'Not open',
    open: 'Open',
    ended: 'Ended',
  },
  STATE_HELP: {
    scheduled: 'Nobody can enter yet. Open the room when you are ready to start.',
    open: 'The room is open: people with a ticket can enter from the meeting’s page.',
    ended: 'The meeting has ended. Open the room again to hold another session.',
  },
  START: 'Open the room',
  ENTER: 'Enter as host',
  ENTER_HELP: 'The room opens in a new tab; your browser will ask to use your camera and microphone.',
  STOP: 'End the meeting',
  STOP_TITLE: 'End the meeting?',
  STOP_TEXT: 'Everyone in the room is taken out and its links stop working. You can open a new room later.',
  STARTED_NOTICE: 'The room is open',
  STOPPED_NOTICE: 'The meeting has ended',
  SEATS: 'Places taken',
  SEATS_VALUE: '%{taken} of %{max}',
  PEOPLE: 'In the room now',
  PEOPLE_NONE: 'Nobody is in the room.',
  HOST: 'host',
  GUEST: 'guest',
  STARTED: 'Opened',
  ENDED: 'Ended',
  LOAD_ERROR: 'The meeting room could not be loaded. Try again in a moment.',
  ERROR: 'Something went wrong. Try again in a moment.',
  NOT_CONFIGURED_TITLE: 'Meetings are not configured',
};

export default en;
/** What the es and pt files of the meeting strings must hold: the same keys. */
export type MeetStrings = MessageShape<typeof en>;
