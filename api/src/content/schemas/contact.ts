import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS } from '../../shared/contact.ts';

/**
 * The contact form (POST /api/contact): who writes, about what (the organizer landing page asks as an
 * organizer, the help centre as anyone), and the message. The privacy policy must be accepted (the
 * message carries personal data); the service says so on the field.
 */
export const contactBody = z.strictObject({
  name: z.string().trim().min(1).max(120),
  email: z.string().trim().min(1).max(254).email(),
  organization: z.string().trim().max(160).optional(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
  privacyAccepted: z.boolean(),
  /**
   * "Keep me informed": the visitor agrees that the team may write to them (a lead of the contact form,
   * issue 24, while the leads module is on). Optional: the message is sent either way.
   */
  marketingConsent: z.boolean().optional(),
});
export type ContactInput = z.output<typeof contactBody>;
