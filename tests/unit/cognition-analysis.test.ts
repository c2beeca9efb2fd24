import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  keywords,
  mixedLanguages,
  plainText,
  readability,
  sentimentScore,
  sentimentShares,
  summary,
  syllables,
  topics,
} from '../../api/src/cognition/analysis.ts';

/** The local analyser of cognition (issue 24): each function on texts whose answer is known. */
describe('language detection (franc-min among es, en, pt)', () => {
  it('tells Spanish, English and Portuguese apart', () => {
    expect(
      detectLanguage('Aprende a cocinar la mejor paella tradicional en casa con nuestros cocineros').lang,
    ).toBe('es');
    expect(detectLanguage('Learn to cook the best traditional paella at home with our chefs').lang).toBe(
      'en',
    );
    expect(
      detectLanguage(
        'Você vai aprender a cozinhar uma paelha tradicional em casa, não é nada difícil com os nossos chefes',
      ).lang,
    ).toBe('pt');
  });

  it('does not guess on two words', () => {
    expect(detectLanguage('Paella party')).toEqual({ lang: null, confidence: 0 });
  });

  it('finds a description that mixes languages, and not one that does not', () => {
    const mixed =
      'Este curso enseña a cocinar paella valenciana paso a paso. Elegiremos juntos el arroz y el caldo. ' +
      'This course teaches you how to cook a real paella step by step. You will choose the rice and the broth.';
    expect(mixedLanguages(mixed)?.languages.sort()).toEqual(['en', 'es']);
    expect(
      mixedLanguages(
        'Este curso enseña a cocinar paella valenciana paso a paso. Elegiremos juntos el arroz y el caldo.',
      ),
    ).toBeNull();
  });
});

describe('keywords and topics (stemmed, without stop words)', () => {
  it('counts the forms of one stem together and leaves stop words out', () => {
    const k = keywords(['Cocinar paella. Cocinamos la paella y cocinando aprendemos de la cocina.'], 'es');
    // cocinar, cocinamos, cocinando, cocina: one stem (cocin), shown by a form of it.
    expect(k[0]).toEqual({ term: 'cocina', count: 4 });
    expect(k[1]).toEqual({ term: 'paella', count: 2 });
    expect(k.map((x) => x.term)).not.toContain('la');
  });

  it('stems English words', () => {
    expect(keywords(['Streaming and streams: we stream live streaming events.'], 'en')[0]).toMatchObject({
      count: 4,
    });
  });

  it('keeps pairs of content words that come back as topics', () => {
    expect(topics(['La paella valenciana es famosa. Una paella valenciana lleva arroz.'], 'es')).toEqual([
      { term: 'paella valenciana', count: 2 },
    ]);
  });
});

describe('readability (published formulas, syllables by vowel groups)', () => {
  it('counts syllables', () => {
    expect(syllables('paella', 'es')).toBe(3); // pa-e-lla: a hiatus
    expect(syllables('tiempo', 'es')).toBe(2); // a diphthong
    expect(syllables('día', 'es')).toBe(2);
    expect(syllables('make', 'en')).toBe(1); // silent e
    expect(syllables('table', 'en')).toBe(2);
    expect(syllables('coração', 'pt')).toBe(3); // a nasal diphthong
  });

  it('scores English with Flesch reading ease: simple text is easy, long words hard', () => {
    const easy = readability('The cat sat on the mat. The dog ran to the cat. It was fun.', 'en');
    expect(easy?.formula).toBe('Flesch reading ease');
    // 15 words, 3 sentences, 15 syllables: 206.835 - 1.015*5 - 84.6*1 = 117.16, shown as 100.
    expect(easy).toMatchObject({ words: 15, sentences: 3, syllables: 15, score: 100, band: 'veryEasy' });
    const hard = readability(
      'Institutional communication necessitates comprehensive organizational considerations regarding international regulatory administration.',
      'en',
    );
    expect(hard?.band).toBe('veryDifficult');
  });

  it('scores Spanish with Szigriszt-Pazos and Portuguese with Martins', () => {
    const es = readability(
      'La administración pública necesita una comunicación clara. Los ciudadanos entienden mejor los documentos sencillos.',
      'es',
    );
    expect(es?.formula).toMatch(/Szigriszt-Pazos/);
    // 14 words, 2 sentences; la1 ad-mi-nis-tra-ción5 pú-bli-ca3 ne-ce-si-ta4 u-na2 co-mu-ni-ca-ción5 cla-ra2,
    // los1 ciu-da-da-nos4 en-tien-den3 me-jor2 los1 do-cu-men-tos4 sen-ci-llos3: 40 syllables.
    // 206.835 - 62.3 × 40/14 - 14/2 = 21.8
    expect(es).toMatchObject({ words: 14, sentences: 2, syllables: 40, score: 21.8, band: 'veryDifficult' });
    const pt = readability('O gato come pão. O cão bebe água. A casa é muito bonita hoje.', 'pt');
    expect(pt?.formula).toMatch(/Martins/);
    // 14 words, 3 sentences, 23 syllables (pão, cão: one each): 248.835 - 1.015 × 14/3 - 84.6 × 24/14 > 100
    expect(pt).toMatchObject({ words: 14, syllables: 23, score: 100 });
  });

  it('does not measure under ten words', () => {
    expect(readability('Too short to say.', 'en')).toBeNull();
  });
});

describe('sentiment (AFINN lexicons shipped by natural) and the summary', () => {
  it('reads positive, negative and negated comments in the three languages', () => {
    expect(sentimentScore('Me encantó, excelente taller', 'es')).toBeGreaterThan(0);
    expect(sentimentScore('El sonido era malo y horrible', 'es')).toBeLessThan(0);
    expect(sentimentScore('O curso é horrível e ruim', 'pt')).toBeLessThan(0); // accents looked up without them
    expect(sentimentScore('Excelente curso, muito bom', 'pt')).toBeGreaterThan(0);
    expect(sentimentScore('great course, I loved it', 'en')).toBeGreaterThan(0);
    expect(sentimentScore('not good', 'en')).toBeLessThan(0);
  });

  it('gives shares of positive, neutral and negative', () => {
    expect(sentimentShares(['great', 'terrible', 'the room is blue', 'awesome'], 'en')).toEqual({
      positive: 0.5,
      neutral: 0.25,
      negative: 0.25,
    });
  });

  it('picks the most representative sentences', () => {
    const s = summary(
      [
        'La paella estaba buenísima.',
        'Me gustó mucho la paella del taller.',
        'La paella del taller fue lo mejor.',
        'Llegué tarde por el tráfico.',
      ],
      'es',
      2,
    );
    expect(s).toHaveLength(2);
    expect(s.every((x) => x.includes('paella'))).toBe(true);
  });
});

describe('plain text from the rich editor', () => {
  it('drops tags and entities, keeping sentence breaks', () => {
    expect(plainText('<p>Hola&nbsp;mundo</p><p>Adiós <b>amigos</b></p>')).toBe('Hola mundo. Adiós amigos.');
  });
});
