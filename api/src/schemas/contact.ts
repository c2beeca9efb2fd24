import { z } from 'zod';

/** What a visitor writes about (the organizer landing page asks as an organizer, the help centre as anyone). */
export const CONTACT_TOPICS = ['organizer', 'viewer', 'press', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/**
 * The contact form (POST /api/contact): who writes, about what, and the message. The privacy policy must
 * be accepted (the message carries personal data); the service says so on the field.
 */
export const contactBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().min(1).max(254).email(),
  organization: z.string().trim().max(160).optional(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
  privacyAccepted: z.boolean(),
});
export type ContactInput = z.output<typeof contactBody>;
