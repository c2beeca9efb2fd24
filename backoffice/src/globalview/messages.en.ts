import type { MessageShape } from '../i18n/define';

/** The organizer's global view (spec 2): counts, tables, notifications, tutorials, sharing, tours. */
const en = {
  ADMIN: {
    DASHBOARD: {
      PERIOD: 'Last %{days} days, since %{date}',
      ACTIVITY: 'Your activity',
      ACTIVITY_ERROR: 'Your activity could not be loaded',
      COUNTS: {
        newChannels: 'New channels',
        newProducts: 'New products',
        ticketsSold: 'Tickets sold',
        codes: 'Access codes created',
        opportunities: 'Opportunities',
      },
      COUNTS_HELP: {
        newChannels: 'See your channels',
        newProducts: 'See your products',
        ticketsSold: 'See the sales',
        codes: 'See your codes',
        opportunities: 'Checkouts started and not paid',
      },
      CHANNELS: {
        TITLE: 'Your channels',
        EMPTY: 'You have no channels yet.',
        CREATE: 'Create a channel',
        ALL: 'All your channels',
        COL_TITLE: 'Channel',
        COL_STATUS: 'Status',
        COL_PRODUCTS: 'Products',
        COL_CREATED: 'Created',
      },
      PRODUCTS: {
        CREATE: 'Create a product',
        COL_TITLE: 'Product',
        COL_TYPE: 'Type',
        COL_CHANNEL: 'Channel',
        COL_STATUS: 'Status',
        COL_TICKETS: 'Tickets',
      },
      SHOWING: 'The %{shown} newest of %{total}.',
      NOTIFICATIONS: {
        TITLE: 'Notifications',
        HINT: 'Click a notification to remove it.',
        EMPTY:
          'No notifications. News about your sales, channels and messages from the team will appear here.',
        REMOVE: 'remove',
        REMOVED: 'Notification removed',
        REMOVE_ERROR: 'The notification could not be removed',
        LOAD_ERROR: 'Your notifications could not be loaded',
        MORE: 'Show older notifications',
      },
      TUTORIALS: {
        TITLE: 'Tutorials',
        INTRO: 'Guides from the help centre to get the most out of Platea.',
        basics: {
          TITLE: 'Basics',
          TEXT: 'Your account, languages, prices and how buying a ticket works.',
        },
        organizers: {
          TITLE: 'For organizers',
          TEXT: 'Channels, products, payouts, fees and the review by the team.',
        },
        'about-products': {
          TITLE: 'About products',
          TEXT: 'Live shows and video rental: viewing times, sessions and codes.',
        },
        player: {
          TITLE: 'The player',
          TEXT: 'Qualities from 360p to 1080p and the connection each one needs.',
        },
        legal: {
          TITLE: 'Legal',
          TEXT: 'Refunds, cancellations and who bears each cost.',
        },
      },
      SHARE: {
        TITLE: 'Share your profile',
        WHAT: 'What to share',
        PROFILE: 'Your public profile',
        CHANNEL: 'Channel: %{title}',
        LINK: 'Link',
        COPY: 'Copy link',
        COPIED: 'Link copied to the clipboard',
        COPY_FAILED: 'The link could not be copied: select it and copy it by hand',
        NETWORKS: 'Share on',
        ON: 'Share on %{network} (opens in a new tab)',
        EMAIL: 'Send by email',
        MESSAGE: 'Take a look at this on Platea',
        HIDDEN: 'Your profile is not public: visitors who open the link will read that it is not public.',
        MAKE_PUBLIC: 'Make it public',
      },
      MARKETPLACE: {
        TITLE: 'Marketplace',
        TEXT: 'Your channels’ profiles in the marketplace.',
        OPEN: '%{title} in the marketplace (opens in a new tab)',
        NONE: 'None of your channels has a marketplace profile yet.',
        ADD: 'Add its address to %{title}',
        NO_CHANNEL: 'Create a channel first: its marketplace profile is one of its details.',
      },
      MEETS: {
        TITLE: 'Meets',
        EMPTY: 'You have no meets yet. A product of type meet gives you a video room for up to 70 people.',
        NEXT: 'Next: %{date}',
        ENTER: 'Enter',
        ENTER_LABEL: 'Enter %{title} as host, in a new tab',
        ENTER_ERROR: 'The room could not be entered. Try again in a moment.',
        STATUS: {
          none: 'Not started yet',
          idle: 'Ready',
          live: 'Live now',
          ended: 'Ended',
        },
      },
      TOUR: {
        LABEL: 'Guide',
        STEP: 'Step %{n} of %{total}',
        NEXT: 'Next',
        BACK: 'Back',
        DISMISS: 'Hide this guide',
        CHANNEL: {
          TITLE: 'Create your first channel',
          INTRO: 'Everything you sell lives in a channel. Three steps and you are ready:',
          STEP1_TITLE: 'Describe your channel',
          STEP1_TEXT:
            'A title, a description of up to 400 characters, your logo and a cover image: this is your stage on Platea.',
          STEP2_TITLE: 'Add your billing details',
          STEP2_TEXT:
            'Tax id, address and the IBAN where your sales are paid, in the first days of the month after each event.',
          STEP3_TITLE: 'Ask for publication',
          STEP3_TEXT:
            'The team reviews your channel within 24 hours and emails you when it is published. You can prepare products meanwhile.',
          CTA: 'Create my channel',
        },
        PRODUCT: {
          TITLE: 'Create your first product',
          INTRO: 'Your channel is ready for its first show, course or video:',
          STEP1_TITLE: 'Choose the type',
          STEP1_TEXT:
            'Video on demand, live broadcast, podcast, course, meet and more. The type cannot change once published.',
          STEP2_TITLE: 'Set the price and dates',
          STEP2_TEXT:
            'Paid or free, sessions and sale dates. You receive 91% of each ticket (fee: 9% plus €0.45).',
          STEP3_TITLE: 'Publish it',
          STEP3_TEXT:
            'Publishing needs a channel approved by the team. A private product is reached only with access codes.',
          CTA: 'Create my first product',
        },
      },
    },
  },
};

export default en;
/** What the es and pt files of globalViewMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
