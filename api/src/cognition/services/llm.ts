import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { COGNITION_LANGS, type CognitionLang, type CognitionPreview } from '../../shared/cognition.ts';
import type { CognitionSetting } from '../schemas/cognition.ts';
import { type LlmAnswer, voicesByLanguage } from './analyse.ts';
import type { TargetTexts } from './collect.ts';

/**
 * Cognition by a language model (issue 24), when an admin configured an OpenAI-compatible endpoint:
 * the job posts one chat-completions request (POST {endpoint}/chat/completions) with the prompt below and
 * reads a JSON answer. `preview` builds the very same messages without sending them, for the admin to
 * see first. A failure (timeout, unreachable, HTTP error, an answer not in the expected form) is a
 * RunFailure: the run is marked failed with a readable reason, the request that started it long answered.
 */
export class RunFailure extends Error {
  constructor(
    readonly code: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

const MAX_TEXT = 2000;
const MAX_VOICES = 200;
const MAX_VOICE = 500;

export const SYSTEM_PROMPT = [
  'You analyse the texts of an online course and event platform and what its viewers wrote.',
  'Languages of interest: Spanish (es), English (en), Portuguese (pt).',
  'For each text, say in which of es, en, pt it is written (null if none or unclear) and, when its',
  'sentences mix several of them, list those languages (else null).',
  "For the viewers' comments of each language, give the shares (0 to 1, adding up to 1) of positive,",
  'neutral and negative comments, and a summary of at most 3 short sentences in that language.',
  "Also write an overview of at most 5 sentences in the target's declared language.",
  'Answer only with JSON of this form:',
  '{"fields":[{"id":"<id of the text>","detected":"es"|"en"|"pt"|null,"mixed":["es","en"]|null}],',
  '"viewers":[{"lang":"es"|"en"|"pt","positive":0.5,"neutral":0.3,"negative":0.2,"summary":["..."]}],',
  '"overview":"..."}',
].join('\n');

/** The data put in the prompt: the target, its texts (each with an id), its viewers' comments by language. */
export function promptData(texts: TargetTexts) {
  const groups = voicesByLanguage(texts.voices.slice(0, MAX_VOICES), texts.declared);
  return {
    target: { type: texts.type, title: texts.title, declaredLanguage: texts.declared },
    texts: texts.fields.map((f) => ({
      id: `${f.lang}:${f.field}`,
      declaredLanguage: f.lang,
      text: f.text.slice(0, MAX_TEXT),
    })),
    viewerComments: COGNITION_LANGS.filter((l) => groups.has(l)).map((lang) => ({
      lang,
      comments: (groups.get(lang) ?? []).map((t) => t.slice(0, MAX_VOICE)),
    })),
  };
}

export const completionsUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/chat/completions`;
export const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
};

export function preview(config: CognitionSetting, texts: TargetTexts): CognitionPreview {
  const data = promptData(texts);
  return {
    url: completionsUrl(config.endpoint),
    model: config.model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: JSON.stringify(data) },
    ],
    data,
  };
}

const lang = z.enum(COGNITION_LANGS);
const share = z.coerce.number().min(0).max(1);
const answerSchema = z.object({
  fields: z
    .array(
      z.object({
        id: z.string(),
        detected: lang.nullable().catch(null),
        mixed: z.array(lang).nullable().catch(null),
      }),
    )
    .default([]),
  viewers: z
    .array(
      z.object({
        lang,
        positive: share,
        neutral: share,
        negative: share,
        summary: z.array(z.string()).max(10),
      }),
    )
    .default([]),
  overview: z.string().max(5000).nullable().default(null),
});

const round = (n: number) => Math.round(n * 100) / 100;

/** Asks the model; throws RunFailure with a readable reason on anything but a usable answer. */
export async function askModel(config: CognitionSetting, texts: TargetTexts): Promise<LlmAnswer> {
  const host = hostOf(config.endpoint);
  const { url, model, messages } = preview(config, texts);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model, messages, temperature: 0, response_format: { type: 'json_object' } }),
      signal: AbortSignal.timeout(config.timeoutSeconds * 1000),
      redirect: 'error',
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new RunFailure('COGNITION_RUN_TIMEOUT', { host, seconds: config.timeoutSeconds });
    throw new RunFailure('COGNITION_RUN_UNREACHABLE', { host, detail: e.cause?.code ?? e.message });
  }
  let body: string;
  try {
    body = await res.text();
  } catch (err) {
    throw new RunFailure('COGNITION_RUN_UNREACHABLE', { host, detail: (err as Error).message });
  }
  if (!res.ok) {
    let detail = body.slice(0, 300);
    try {
      const parsed = JSON.parse(body) as { error?: { message?: string } | string };
      detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? detail);
    } catch {}
    throw new RunFailure('COGNITION_RUN_HTTP', { host, status: res.status, detail: detail.slice(0, 300) });
  }
  let content: string;
  try {
    const completion = JSON.parse(body) as { choices?: { message?: { content?: string } }[] };
    content = completion.choices?.[0]?.message?.content ?? '';
    if (!content) throw new Error('no choices[0].message.content');
  } catch (err) {
    throw new RunFailure('COGNITION_RUN_BAD_ANSWER', { host, detail: (err as Error).message.slice(0, 200) });
  }
  // Models often fence their JSON in ```json … ```: the first {...} block is read.
  const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
  let parsed: z.infer<typeof answerSchema>;
  try {
    parsed = answerSchema.parse(JSON.parse(json));
  } catch (err) {
    const detail =
      err instanceof z.ZodError
        ? err.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
        : (err as Error).message;
    throw new RunFailure('COGNITION_RUN_BAD_ANSWER', { host, detail: detail.slice(0, 200) });
  }
  const known = new Set(texts.fields.map((f) => `${f.lang}:${f.field}`));
  return {
    model: config.model,
    host,
    fields: new Map(
      parsed.fields
        .filter((f) => known.has(f.id))
        .map((f) => [f.id, { detected: f.detected, mixed: f.mixed && f.mixed.length > 1 ? f.mixed : null }]),
    ),
    viewers: new Map(
      parsed.viewers.map((v) => {
        const sum = v.positive + v.neutral + v.negative || 1;
        return [
          v.lang as CognitionLang,
          {
            sentiment: {
              positive: round(v.positive / sum),
              neutral: round(v.neutral / sum),
              negative: round(v.negative / sum),
            },
            summary: v.summary.slice(0, 3).map((s) => s.slice(0, 300)),
          },
        ];
      }),
    ),
    overview: parsed.overview ? parsed.overview.slice(0, 2000) : null,
  };
}
