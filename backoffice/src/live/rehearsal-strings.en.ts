import type { MessageShape } from '../i18n/define';

/** The rehearsal room step of every product (RehearsalPanel.tsx). */
const en = {
  TITLE: 'Rehearsal room',
  HELP: 'A private video room for your team to rehearse before the audience sees anything. Only you and the platform’s administrators can open it; while it is open, hand your team its link. Up to %{max} people at a time.',
  STATE: {
    idle: 'Closed',
    open: 'Open',
  },
  STATE_HELP: {
    idle: 'Nobody can enter. Open it when your team is ready to rehearse: its minutes count from then.',
    open: 'The room is open and its minutes are counting: they are added below when you close it.',
  },
  PRICE_TITLE: 'Price',
  PRICE_BROADCAST:
    'On a live broadcast the first %{free} minutes are free, over all its rehearsals; after that, %{price} an hour, billed by the minute (a started minute counts).',
  PRICE_OTHER:
    '%{price} an hour, billed by the minute (a started minute counts). The first hour is free only on live broadcasts.',
  FREE_LEFT: 'Free minutes left',
  FREE_LEFT_VALUE: '%{left} of %{free} min',
  FREE_NONE: 'None',
  USED: 'Minutes used',
  MINUTES: '%{n} min',
  COST: 'Cost so far',
  OPENED: 'Open since',
  START: 'Open the rehearsal room',
  ENTER: 'Enter as host',
  ENTER_HELP: 'The room opens in a new tab; your browser will ask to use your camera and microphone.',
  STOP: 'Close the room',
  STOP_TITLE: 'Close the rehearsal room?',
  STOP_TEXT:
    'Everyone in it is taken out and its link stops working. Its minutes stop counting and are billed. You can open it again later.',
  STARTED_NOTICE: 'The rehearsal room is open',
  STOPPED_NOTICE: 'The rehearsal room is closed',
  TEAM_LINK: 'Link for your team',
  TEAM_LINK_HELP: 'Whoever has it can enter as a guest while the room is open. Share it only with your team.',
  TEAM_LINK_COPY: 'Copy the team’s link',
  TEAM_LINK_MISSING:
    'The video provider gave no link for the team: enter as host and invite them from the room.',
  COPIED: 'Copied',
  COPY_FAILED: 'Could not copy: select the text and copy it',
  PEOPLE: 'In the room now',
  PEOPLE_NONE: 'Nobody is in the room.',
  PEOPLE_GUEST: 'Team member',
  HOST: 'host',
  GUEST: 'guest',
  HISTORY: 'Past rehearsals',
  HISTORY_NONE: 'No rehearsals yet.',
  HISTORY_WHEN: 'When',
  HISTORY_MINUTES: 'Minutes',
  HISTORY_COST: 'Cost',
  LOAD_ERROR: 'The rehearsal room could not be loaded. Try again in a moment.',
  ERROR: 'Something went wrong. Try again in a moment.',
  NOT_CONFIGURED_TITLE: 'Video rooms are not configured',
};

export default en;
/** What the es and pt files of the rehearsal strings must hold: the same keys. */
export type RehearsalStrings = MessageShape<typeof en>;
