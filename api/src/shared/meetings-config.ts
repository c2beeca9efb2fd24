/**
 * The meetings' settings (issue 22): the 100ms app the meet rooms are made on, when the environment
 * (HMS_*) sets none (GET/PUT /api/config/modules/meetings). Apart from config.ts so that the console's
 * first screen, which reads config.ts, does not carry them. Pure: no Sequelize or Node import.
 */
import { z } from 'zod';

const secret = z.string().max(500).nullable().optional();
const secretPatch = z.string().max(500).nullable().optional();

/** The secret and the webhook secret are write-only, as media-pay's keys. */
const hmsText = z.string().trim().max(200);
export const meetingsSchema = z.strictObject({
  accessKey: hmsText,
  secret: secret,
  templateId: hmsText,
  /** 100ms's REST API; an http(s) address only. */
  apiUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/[^\s/?#]+\S*$/i, 'validation.httpUrl'),
  /** The account's prebuilt subdomain (`{subdomain}.app.100ms.live`); '' when none. */
  subdomain: z
    .string()
    .trim()
    .max(63)
    .regex(/^(?:[a-z0-9][a-z0-9-]*)?$/i, 'validation.hmsSubdomain'),
  /** The `x-platea-webhook-secret` header's value (16+ characters); null: every webhook is refused. */
  webhookSecret: z.string().min(16).max(500).nullable().optional(),
  hostRole: z.string().trim().min(1).max(100),
  guestRole: z.string().trim().min(1).max(100),
});
export type MeetingsConfig = z.infer<typeof meetingsSchema>;

/**
 * PUT /api/config/modules/meetings: partial; the two secrets are write-only (undefined keeps, null or ''
 * clears); a webhook secret given must have 16 characters or more.
 */
export const meetingsPatch = meetingsSchema
  .extend({
    secret: secretPatch,
    webhookSecret: z
      .string()
      .max(500)
      .regex(/^(?:|[\s\S]{16,})$/, 'validation.webhookSecret')
      .nullable()
      .optional(),
  })
  .partial();
export type MeetingsPatch = z.infer<typeof meetingsPatch>;

/**
 * GET/PUT /api/config/modules/meetings: the admin's view, the secrets replaced by whether they are set,
 * and where this process's video rooms come from: the environment (HMS_*, which wins: the page is then
 * read-only), these settings, or nowhere (meetings not configured).
 */
export const maskedMeetingsSchema = meetingsSchema.omit({ secret: true, webhookSecret: true }).extend({
  secretSet: z.boolean(),
  webhookSecretSet: z.boolean(),
  source: z.enum(['environment', 'settings', 'none']),
});
export type MaskedMeetings = z.infer<typeof maskedMeetingsSchema>;
