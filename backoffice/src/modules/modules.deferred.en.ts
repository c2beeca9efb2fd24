import type { MessageShape } from '../i18n/define';

/** The modules catalogue and its settings screens (payments, meetings): loaded with them (i18n/deferred.tsx). */
const en = {
  ADMIN: {
    MODULES: {
      TITLE: 'Modules',
      SUBTITLE: 'Switch the optional modules of the platform on or off. Changes apply after saving.',
      SAVE: 'Save',
      UNSAVED: 'You have unsaved changes',
      ON: 'On',
      OFF: 'Off',
      CONFIGURE: 'Configure payments',
      ITEMS: {
        advertising: {
          NAME: 'Advertising',
          DESCRIPTION: 'Advertising banners on the site: images in up to 6 columns, each in a display area.',
        },
        openlab: {
          NAME: 'Open lab',
          DESCRIPTION: 'Lean tests and surveys with the community, to try ideas before producing them.',
        },
        leads: {
          NAME: 'Leads',
          DESCRIPTION: 'Contact details of interested visitors, to follow them up.',
        },
        mediapay: {
          NAME: 'Payments (MediaPay)',
          DESCRIPTION:
            'Card and bank POS payments, the platform subscription, paid content and who pays the service fee.',
        },
        ideas: {
          NAME: 'Ideas',
          DESCRIPTION: 'A space where the community shares ideas and comments on them.',
        },
        cognition: {
          NAME: 'Content analysis',
          DESCRIPTION: 'Each text’s language, keywords and readability, and the tone of what viewers said.',
        },
      },
      MEDIA_PAY: {
        TITLE: 'Payments (MediaPay)',
        SUBTITLE:
          'Payment providers, the platform subscription and the fee rules. Keys are stored and never shown again.',
        BACK: 'Back to modules',
        MODULE_OFF: 'The payments module is off: these settings are kept, and apply when it is switched on.',
        SAVE: 'Save payments',
        SECTIONS: {
          CURRENCY: 'Currency',
          STRIPE: 'Card provider (Stripe)',
          POS: 'Bank POS (Redsys)',
          SUBSCRIPTION: 'Platform subscription',
          CONTENT: 'Channels and content',
          FEE: 'Service fee per ticket',
        },
        FIELDS: {
          currencyCode: 'Currency code',
          currencyCodeHelp: 'Three capital letters (ISO 4217), e.g. EUR.',
          currencySymbol: 'Currency symbol',
          active: 'Active',
          stripeActiveHelp: 'Checkout offers card payment once the public and secret keys are set.',
          publicKey: 'Public key',
          secretKey: 'Secret key',
          signingSecret: 'Webhook signing secret',
          posActiveHelp: 'Checkout offers the bank POS once its address, merchant code and key are set.',
          url: 'POS address (URL)',
          merchantKey: 'Merchant key',
          merchantCode: 'Merchant code (FUC)',
          terminal: 'Terminal',
          posCurrency: 'Currency (numeric code)',
          posCurrencyHelp: 'Three digits (ISO 4217), e.g. 978 for the euro.',
          subscriptionActive: 'Organizers pay a platform subscription',
          period: 'Billing',
          price: 'Price (€)',
          subscriptionChannels: 'Organizers may sell monthly channel subscriptions',
          subscriptionChannelsHelp: 'Off: no channel offers a subscription, whatever its own setting.',
          paidContent: 'Organizers may sell paid content',
          paidContentHelp: 'Off: products can only be free.',
        },
        PERIOD: {
          monthly: 'Monthly',
          annual: 'Annual',
          single: 'Single payment',
        },
        FEE: {
          LEGEND: 'Who pays the %{fee} of each paid ticket',
          HELP: 'The platform keeps 9% of each sale plus %{fee} per paid ticket; free tickets carry no fee.',
          buyer: 'The buyer, on top of the price',
          organizer: 'The organizer, out of the price',
          EXAMPLE_buyer: 'A %{price} ticket: the buyer pays %{total}, the organizer receives %{organizer}.',
          EXAMPLE_organizer:
            'A %{price} ticket: the buyer pays %{total}, the organizer receives %{organizer}.',
        },
        SECRET: {
          SET: 'Set',
          NOT_SET: 'Not set',
          SET_HELP: 'Stored and never shown. It is kept unless you replace or remove it.',
          NOT_SET_HELP: 'Not stored yet.',
          REPLACE: 'Replace',
          ADD: 'Add',
          REMOVE: 'Remove',
          KEEP: 'Keep the current one',
          NEW: '%{name}: new value',
          NEW_HELP: 'Saved when you save the page; it will not be shown again.',
          WILL_REMOVE: 'It will be removed when you save.',
          UNDO: 'Undo',
        },
        INCOMPLETE: 'Active but incomplete: checkout will not offer it until these are set: %{fields}.',
        INVALID: {
          currencyCode: 'Three capital letters, e.g. EUR.',
          posCurrency: 'Three digits, e.g. 978.',
          url: 'An address starting with https://',
        },
      },
    },
  },
};

export default en;

/** What the es and pt files must hold: the same keys. */
export type DeferredMessages = MessageShape<typeof en>;
