/**
 * Cognition (issue 24): the analysis of a product's, channel's or course's texts and of what its viewers
 * said, or of what a survey's respondents wrote (administrators only), as the API answers it and the
 * consoles draw it. Pure: no Sequelize or Node import.
 */
import { z } from 'zod';

export const COGNITION_LANGS = ['es', 'en', 'pt'] as const;
export type CognitionLang = (typeof COGNITION_LANGS)[number];
/** What a run analyses; a survey (its free-text answers) is the administrators' only. */
export const COGNITION_TARGETS = ['product', 'channel', 'course', 'survey'] as const;
export type CognitionTarget = (typeof COGNITION_TARGETS)[number];
export const COGNITION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const COGNITION_ANALYSERS = ['local', 'llm'] as const;
export const READABILITY_BANDS = ['veryEasy', 'easy', 'standard', 'difficult', 'veryDifficult'] as const;

const lang = z.enum(COGNITION_LANGS);
const by = z.enum(COGNITION_ANALYSERS);

export const readabilitySchema = z.strictObject({
  formula: z.string(),
  score: z.number(),
  band: z.enum(READABILITY_BANDS),
  words: z.number().int(),
  sentences: z.number().int(),
  syllables: z.number().int(),
});
export type Readability = z.infer<typeof readabilitySchema>;

export const sentimentSharesSchema = z.strictObject({
  positive: z.number(),
  neutral: z.number(),
  negative: z.number(),
});
export type SentimentShares = z.infer<typeof sentimentSharesSchema>;

const term = z.strictObject({ term: z.string(), count: z.number().int() });

/** One text of the target as analysed: where it is, what language it is declared in and found in. */
export const cognitionFieldSchema = z.strictObject({
  /** e.g. "title", "description", "lesson 12 title". */
  field: z.string(),
  declared: lang,
  /** The start of the text (200 characters at most). */
  excerpt: z.string(),
  detected: lang.nullable(),
  confidence: z.number(),
  /** The languages of its sentences when it mixes them, else null. */
  mixed: z.array(lang).nullable(),
  by,
});

export const COGNITION_FLAGS = ['mismatch', 'untranslated', 'mixed'] as const;
export const cognitionFlagSchema = z.strictObject({
  kind: z.enum(COGNITION_FLAGS),
  field: z.string(),
  declared: lang,
  detected: lang.nullable(),
  languages: z.array(lang),
  by,
});
export type CognitionFlag = z.infer<typeof cognitionFlagSchema>;

/** The texts of one declared language: their fields, keywords, topics and readability. */
export const cognitionLanguageSchema = z.strictObject({
  lang,
  fields: z.array(cognitionFieldSchema),
  keywords: z.array(term),
  topics: z.array(term),
  readability: readabilitySchema.nullable(),
});

/** What viewers wrote in one language. */
export const cognitionVoicesSchema = z.strictObject({
  lang,
  count: z.number().int(),
  sentiment: sentimentSharesSchema,
  summary: z.array(z.string()),
  keywords: z.array(term),
  by,
});

export const cognitionAnalyserSchema = z.strictObject({
  kind: by,
  /** local: the libraries with their versions. */
  libraries: z.array(z.string()),
  /** llm: the model and the endpoint's host (never the key). */
  model: z.string().nullable(),
  host: z.string().nullable(),
});

export const cognitionResultSchema = z.strictObject({
  analyser: cognitionAnalyserSchema,
  declaredLanguage: lang,
  languages: z.array(cognitionLanguageSchema),
  flags: z.array(cognitionFlagSchema),
  viewers: z.strictObject({
    sources: z.strictObject({ chat: z.number().int(), ratings: z.number().int(), surveys: z.number().int() }),
    total: z.number().int(),
    sentiment: sentimentSharesSchema.nullable(),
    byLanguage: z.array(cognitionVoicesSchema),
  }),
  /** The language model's own overview, in its words (llm runs only). */
  overview: z.string().nullable(),
});
export type CognitionResult = z.infer<typeof cognitionResultSchema>;

export const cognitionRunRowSchema = z.strictObject({
  id: z.number().int(),
  targetType: z.enum(COGNITION_TARGETS),
  targetId: z.number().int(),
  targetTitle: z.string(),
  channelId: z.number().int().nullable(),
  requestedBy: z.number().int().nullable(),
  status: z.enum(COGNITION_STATUSES),
  analyser: by,
  llmModel: z.string().nullable(),
  llmHost: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A failed run's reason, in the caller's language. */
  error: z.string().nullable(),
});
export type CognitionRunRow = z.infer<typeof cognitionRunRowSchema>;

export const cognitionRunSchema = cognitionRunRowSchema.extend({ result: cognitionResultSchema.nullable() });
export type CognitionRun = z.infer<typeof cognitionRunSchema>;

/** The targets a caller may analyse (the screen's picker). */
export const cognitionTargetOptionSchema = z.strictObject({
  targetType: z.enum(COGNITION_TARGETS),
  targetId: z.number().int(),
  title: z.string(),
});

/** The language model's settings as the admin sees them: the key replaced by whether it is set. */
export const cognitionConfigAnswer = z.strictObject({
  enabled: z.boolean(),
  endpoint: z.string(),
  model: z.string(),
  keySet: z.boolean(),
  timeoutSeconds: z.number().int(),
});
export type CognitionConfigAnswer = z.infer<typeof cognitionConfigAnswer>;

/** What a run by the language model WOULD send, shown to the admin before it is enabled or run. */
export const cognitionPreviewAnswer = z.strictObject({
  url: z.string(),
  model: z.string(),
  /** The chat-completions messages, exactly as sent. */
  messages: z.array(z.strictObject({ role: z.enum(['system', 'user']), content: z.string() })),
  /** The target's data inside the prompt, as a structure (the same as in the user message). */
  data: z.unknown(),
});
export type CognitionPreview = z.infer<typeof cognitionPreviewAnswer>;
