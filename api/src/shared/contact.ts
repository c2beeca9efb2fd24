/**
 * The contact form's contract (POST /api/contact), shared by the API's schema and the site's form: what a
 * visitor may write about and how long the message is.
 */
export const CONTACT_TOPICS = ['organizer', 'viewer', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;
