import { z } from 'zod';
import { COGNITION_STATUSES, COGNITION_TARGETS } from '../../shared/cognition.ts';

/** The language model of cognition (setting `cognition`): an OpenAI-compatible chat-completions endpoint. */
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:|https?:\/\/[^\s/?#]+\S*)$/i, 'validation.httpUrl');
export const cognitionSettingSchema = z.strictObject({
  enabled: z.boolean(),
  /** The API's base address, e.g. https://api.example.com/v1 (the job posts to …/chat/completions). */
  endpoint: httpUrl,
  model: z.string().trim().max(200),
  /** Write-only: never answered, only whether it is set. */
  apiKey: z.string().max(500).nullable(),
  timeoutSeconds: z.number().int().min(5).max(300),
});
export type CognitionSetting = z.infer<typeof cognitionSettingSchema>;

/** PUT /api/cognition/config: partial; the key is write-only (undefined keeps it, null or '' clears it). */
export const cognitionConfigPatch = cognitionSettingSchema
  .extend({ apiKey: z.string().max(500).nullable().optional() })
  .partial();
export type CognitionConfigPatch = z.infer<typeof cognitionConfigPatch>;

export const cognitionRunBody = z.strictObject({
  targetType: z.enum(COGNITION_TARGETS),
  targetId: z.number().int().positive().max(2_147_483_647),
});

export const cognitionRunFilter = z.strictObject({
  targetType: z.enum(COGNITION_TARGETS).optional(),
  targetId: z.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(COGNITION_STATUSES).optional(),
});
