import type { MessageShape } from '../i18n/define';

/** The organizer's media storage against their quota (issue 18): the global view and the media step. */
const en = {
  ADMIN: {
    STORAGE: {
      TITLE: 'Storage',
      USED: 'Storage: %{used} of %{limit}',
      PENDING: 'Including %{size} held by uploads in progress.',
      HELP: 'Your videos and audio with their transcoded versions. Up to %{open} uploads at once.',
      FULL: 'Your storage is full: delete media or ask an administrator for more.',
      METER: 'Storage used',
      LOAD_ERROR: 'Your storage could not be loaded',
      LIMITS: {
        TITLE: 'Media storage',
        HELP: "What each organizer's videos and audio may hold, and how many uploads one person may have in progress. Uploads over a limit are refused before any byte is stored.",
        QUOTA: 'Quota per organizer (GB)',
        OPEN: 'Uploads in progress per person',
        IN_FLIGHT: 'Size of uploads in progress per person (GB)',
      },
    },
  },
};

export default en;
/** What the es and pt files of the storage messages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
