import type { MessageShape } from '../../i18n/define';

/**
 * /account/salesopportunity (unpaid checkouts) and the redeemer of each code in /account/salescode
 * (ADMIN.CODES_STATE: the codes list's own strings live here, not in en/es/pt.ts).
 */
const en = {
  resources: {
    salesopportunity: {
      name: 'Opportunity |||| Opportunities',
      forcedCaseName: 'opportunity |||| opportunities',
      fields: {
        createdAt: 'Checkout started',
        product: 'Product',
        productId: 'Product',
        channelId: 'Channel',
        state: 'State',
        email: 'Buyer',
        amount: 'Amount',
        country: 'Country',
        q: 'Search',
        from: 'From',
        to: 'Until',
      },
    },
  },
  ADMIN: {
    OPPORTUNITIES: {
      INTRO:
        'People who started buying one of your products and did not pay. Their email appears only when they accepted promotional emails.',
      STATE: {
        pending: 'Paying now',
        expired: 'Abandoned',
        failed: 'Payment failed',
      },
      NO_CONSENT: 'No consent to promotions',
      NO_CONSENT_HELP: 'This buyer did not accept promotional emails: their address is not shown.',
      EMPTY: 'Nobody has left a checkout unpaid yet.',
    },
    CODES_STATE: {
      REDEEMED_BY: 'Redeemed by %{who} on %{date}',
      LAST_BY: 'Last used by %{who} on %{date}',
      PAYMENT_PENDING: 'payment pending',
    },
  },
};

export default en;
/** What the es and pt files of opportunitiesMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
