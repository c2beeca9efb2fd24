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
  NOTICE: {
    bitrate_high:
      'Your software sends more than {cap} kbit/s, the most this plan takes. Lower the bitrate in its output settings, or the broadcast will be cut in a few seconds.',
    bitrate_cut:
      'The broadcast was cut: it went on sending more than {cap} kbit/s. Lower the bitrate in your software and stream again with the same key.',
    no_video:
      'The stream was refused: it carries no video. Add a video source in your software and stream again.',
    codec_unsupported:
      'The stream was refused: its codec ({codec}) cannot be played on the web. Choose H.264 video and AAC audio in your software and stream again.',
    second_publisher:
      'Another program tried to broadcast with your stream key while you are live, and was refused. If it was not you, make a new key.',
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
  DESTINATIONS: 'Simulcast',
  DESTINATIONS_HELP:
    'While you are live, the broadcast is also sent to these destinations: YouTube, Facebook, Twitch or any RTMP server.',
  NO_DESTINATIONS: 'No destinations: the broadcast is shown only here.',
  DESTINATION_STATE: {
    idle: 'Waiting for the broadcast',
    connecting: 'Connecting',
    live: 'Live',
    retrying: 'Retrying',
    failed: 'Failed',
  },
  DESTINATION_RETRYING: 'Retrying (attempt %{attempt})',
  DESTINATION_WHY: 'Reason: %{reason}',
  DESTINATION_REASON: {
    SIMULCAST_DESTINATION_PRIVATE: 'the server is on a private network, which is not allowed',
    SIMULCAST_HOST_UNKNOWN: 'the server could not be found',
    SIMULCAST_URL_INVALID: 'the server URL is not valid',
  },
  ADD_DESTINATION: 'Add a destination',
  SERVICE: 'Service',
  CUSTOM: 'Other (RTMP server)',
  DESTINATION_NAME: 'Name',
  DESTINATION_URL: 'Server URL',
  DESTINATION_URL_HELP: 'Starts with rtmp:// or rtmps://, without the stream key.',
  DESTINATION_KEY: 'Destination key',
  DESTINATION_KEY_HELP: 'From the service’s live settings. It is kept encrypted and never shown again.',
  ADD: 'Add',
  DESTINATION_ADDED: 'Destination added',
  DELETE_DESTINATION: 'Delete %{name}',
  DELETE_DESTINATION_TITLE: 'Delete the destination %{name}?',
  DELETE_DESTINATION_TEXT:
    'The broadcast is no longer sent there (within seconds if you are live) and its stream key is forgotten.',
  DELETE: 'Delete',
  DESTINATION_DELETED: 'Destination deleted',
  RECORDING: 'Recording',
  RECORDING_HELP:
    'When the broadcast ends, its recording becomes a video: you can download it as MP4, and viewers can watch it if the replay is on.',
  RECORD_SWITCH: 'Record the broadcast',
  RECORDING_NEEDS_KEY: 'Get a stream key first: the recording belongs to the broadcast it starts.',
  RECORDING_ON: 'The broadcast will be recorded',
  RECORDING_OFF: 'The broadcast will not be recorded',
  RECORDING_STATE: {
    off: 'Off',
    recording: 'Will be recorded',
    processing: 'Processing',
    ready: 'Ready',
    failed: 'Failed',
  },
  RECORDING_STATE_HELP: {
    off: 'The broadcast will not be recorded.',
    recording: 'The broadcast will be recorded: when it ends, it becomes a video.',
    processing: 'The recording is being made into a video. This takes a few minutes.',
    ready: 'The recording is ready.',
    failed: 'The recording failed.',
  },
  RECORDING_FAILED_WHY: 'The recording failed: %{reason}',
  RECORDING_DURATION: 'Duration: %{duration}',
  DOWNLOAD: 'Download the MP4',
  REPLAY_ON: 'Replay on: viewers with a ticket can watch the recording once the broadcast has ended.',
  REPLAY_OFF: 'Replay off: viewers do not see the recording; you can still download it.',
  REPLAY_WHERE: 'The replay is switched on or off in the product’s “Dates and sessions” step.',
  RECORDING_NOT_MADE: 'This broadcast was not recorded.',
  OPEN_DATES: 'Open that step',
  PREVIEW: 'Preview',
  PREVIEW_HELP: 'What viewers see, muted, a few seconds behind your software.',
  PREVIEW_WAITING: 'The preview starts with the first seconds received…',
  PREVIEW_ERROR: 'The preview could not be played. Viewers may still be watching: check the state above.',
  PREVIEW_LABEL: 'Muted preview of your broadcast',
};

export default en;
/** What the es and pt files of the broadcast strings must hold: the same keys. */
export type Strings = MessageShape<typeof en>;
