import type {
  CognitionFlag,
  CognitionLang,
  CognitionResult,
  SentimentShares,
} from '../../shared/cognition.ts';
import {
  detectLanguage,
  keywords,
  LANGS,
  localLibraries,
  mixedLanguages,
  readability,
  sentimentShares,
  summary,
  tokens,
  topics,
} from '../analysis.ts';
import type { TargetTexts, Voice } from './collect.ts';

/**
 * A run's result from its texts: each text's language against the one it is declared in, the flags
 * (mismatch: written in another language; untranslated: a translation identical to the declared
 * language's text; mixed: sentences in several languages), keywords, topics and readability per declared
 * language, and the viewers' words by the language they are written in, with their sentiment and an
 * extractive summary. `llm` (when a language model did part of it) replaces what it answered and marks
 * those parts `by: 'llm'`; the rest stays local and says so.
 */
export interface LlmAnswer {
  model: string;
  host: string;
  fields: Map<string, { detected: CognitionLang | null; mixed: CognitionLang[] | null }>;
  viewers: Map<CognitionLang, { sentiment: SentimentShares; summary: string[] }>;
  overview: string | null;
}

const keyOf = (field: string, lang: CognitionLang) => `${lang}:${field}`;
const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/** The language each viewer text is written in (the target's declared one when it cannot be told). */
export function voicesByLanguage(voices: Voice[], declared: CognitionLang): Map<CognitionLang, string[]> {
  const groups = new Map<CognitionLang, string[]>();
  for (const v of voices) {
    const lang = detectLanguage(v.text).lang ?? declared;
    groups.set(lang, [...(groups.get(lang) ?? []), v.text]);
  }
  return groups;
}

export function buildResult(texts: TargetTexts, llm: LlmAnswer | null = null): CognitionResult {
  const flags: CognitionFlag[] = [];
  const declaredText = new Map(
    texts.fields.filter((f) => f.lang === texts.declared).map((f) => [f.field, f.text]),
  );
  const languages = LANGS.filter((lang) => texts.fields.some((f) => f.lang === lang))
    .sort((a, b) => (a === texts.declared ? -1 : b === texts.declared ? 1 : 0))
    .map((lang) => {
      const own = texts.fields.filter((f) => f.lang === lang);
      const fields = own.map((f) => {
        const answered = llm?.fields.get(keyOf(f.field, lang));
        const local = answered ? null : detectLanguage(f.text);
        const detected = answered ? answered.detected : (local?.lang ?? null);
        const mixed = answered ? answered.mixed : (mixedLanguages(f.text)?.languages ?? null);
        const by = answered ? ('llm' as const) : ('local' as const);
        if (lang !== texts.declared && declaredText.get(f.field) === f.text && tokens(f.text).length >= 2) {
          flags.push({
            kind: 'untranslated',
            field: f.field,
            declared: lang,
            detected,
            languages: [texts.declared],
            by,
          });
        } else if (detected && detected !== lang && !mixed?.includes(lang)) {
          flags.push({
            kind: 'mismatch',
            field: f.field,
            declared: lang,
            detected,
            languages: [detected],
            by,
          });
        }
        if (mixed && mixed.length > 1)
          flags.push({ kind: 'mixed', field: f.field, declared: lang, detected, languages: mixed, by });
        return {
          field: f.field,
          declared: lang,
          excerpt: excerpt(f.text),
          detected,
          confidence: local?.confidence ?? (answered ? 1 : 0),
          mixed,
          by,
        };
      });
      const bodies = own.map((f) => f.text);
      // Readability over the running texts (descriptions, programmes): titles are not sentences.
      const prose = own
        .filter((f) => tokens(f.text).length >= 8)
        .map((f) => (/[.!?…]$/.test(f.text) ? f.text : `${f.text}.`));
      return {
        lang,
        fields,
        keywords: keywords(bodies, lang),
        topics: topics(bodies, lang),
        readability: prose.length ? readability(prose.join(' '), lang) : null,
      };
    });

  const groups = voicesByLanguage(texts.voices, texts.declared);
  const byLanguage = LANGS.filter((l) => groups.has(l)).map((lang) => {
    const list = groups.get(lang) ?? [];
    const answered = llm?.viewers.get(lang);
    return {
      lang,
      count: list.length,
      sentiment: answered?.sentiment ?? sentimentShares(list, lang),
      summary: answered?.summary ?? summary(list, lang),
      keywords: keywords(list, lang, 8),
      by: answered ? ('llm' as const) : ('local' as const),
    };
  });
  const total = texts.voices.length;
  const overall = total
    ? (['positive', 'neutral', 'negative'] as const).reduce(
        (acc, k) => {
          acc[k] =
            Math.round((byLanguage.reduce((n, g) => n + g.sentiment[k] * g.count, 0) / total) * 100) / 100;
          return acc;
        },
        { positive: 0, neutral: 0, negative: 0 } as SentimentShares,
      )
    : null;
  const count = (source: Voice['source']) => texts.voices.filter((v) => v.source === source).length;

  return {
    analyser: llm
      ? { kind: 'llm', libraries: localLibraries(), model: llm.model, host: llm.host }
      : { kind: 'local', libraries: localLibraries(), model: null, host: null },
    declaredLanguage: texts.declared,
    languages,
    flags,
    viewers: {
      sources: { chat: count('chat'), ratings: count('ratings'), surveys: count('surveys') },
      total,
      sentiment: overall,
      byLanguage,
    },
    overview: llm?.overview ?? null,
  };
}
