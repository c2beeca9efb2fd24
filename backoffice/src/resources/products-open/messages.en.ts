import type { MessageShape } from '../../i18n/define';

/** /manage/productsopen: what is open now across the platform. */
const en = {
  resources: {
    productsopen: {
      name: 'Open product |||| Open now',
      forcedCaseName: 'open product |||| open products',
      fields: {
        title: 'Product',
        type: 'Type',
        channelId: 'Channel',
        reasons: 'Open because',
        reason: 'Open because',
        sessionAt: 'Sessions today (CET)',
        totalPrice: 'Price',
        q: 'Search',
      },
    },
  },
  ADMIN: {
    PRODUCTS_OPEN: {
      INTRO:
        'Products of every channel that are live, have a session today or are on sale right now. Times are Central European time (Madrid).',
      REASON: {
        live: 'Live now',
        today: 'Session today',
        onSale: 'On sale',
      },
      LIVE: {
        broadcast: 'Broadcasting now',
        'fake-live': 'Fake live playing',
      },
      SESSION_TITLED: '%{time} · %{title}',
      NO_SESSION: 'No session today',
      FREE: 'Free',
      EMPTY: 'Nothing is open right now.',
    },
  },
};

export default en;
/** What the es and pt files of productsOpenMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
