/** The leads' screen (/manage/leads, /account/leads; issue 24), loaded with it (i18n/lazy.ts). */
const en = {
  TITLE: 'Leads',
  INTRO_ADMIN:
    'People who asked to hear from Platea or an organizer, and agreed to it: from the contact form, sign-ups with the promotional consent, lean tests and the products’ “notify me”.',
  INTRO_ORGANIZER:
    'People who asked to hear from your channels and agreed to it: the “notify me” of your products and your lean tests.',
  CSV: 'Download CSV',
  SEARCH: 'Search email or name',
  EMPTY: 'No leads match these filters yet.',
  FIELDS: {
    createdAt: 'Date',
    email: 'Email',
    name: 'Name',
    source: 'Source',
    status: 'Status',
    channelId: 'Channel',
    channel: 'Channel',
    product: 'Product',
    from: 'From',
    to: 'To',
    notes: 'Notes',
    consentedAt: 'Consent given',
  },
  SOURCES: {
    contact: 'Contact form',
    signup: 'Sign-up',
    'lean-test': 'Lean test',
    'notify-me': 'Notify me',
  },
  STATUSES: {
    new: 'New',
    contacted: 'Contacted',
    converted: 'Converted',
    discarded: 'Discarded',
  },
  PLATFORM: 'Platea',
  SAVE: 'Save',
  SAVED: 'Lead saved',
  DELETE: 'Delete',
  DELETE_TITLE: 'Delete the lead of %{email}?',
  DELETE_TEXT:
    'Do this when the person asks to be forgotten: the lead and its notes are deleted for good and cannot be recovered.',
  DELETED: 'Lead deleted',
  NOTES_HELP: 'Only you and the team see these notes.',
};
export type LeadsStrings = typeof en;
export default en;
