import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import backofficePt from '../../backoffice/src/i18n/locale-pt.ts';
import { en } from '../../site/src/i18n/en.ts';
import { es } from '../../site/src/i18n/es.ts';
import { legal } from '../../site/src/i18n/legal.ts';
import { pt } from '../../site/src/i18n/pt.ts';

/**
 * The public site speaks en, es and pt completely: the three catalogues (each feature's file included)
 * have exactly the same keys, no text is empty, placeholders match, every key the code names exists — so
 * no raw key can reach the screen — and Portuguese is European Portuguese throughout.
 */
const SITE = join(import.meta.dirname, '../../site/src');
const FEATURES = join(SITE, 'i18n/features');
const catalogues: Record<string, Record<string, string>> = { en, es, pt };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The feature catalogues by area: {access: {en: {...}, es: {...}, pt: {...}}, ...}. */
async function featureCatalogues(): Promise<Record<string, Record<string, Record<string, string>>>> {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const file of readdirSync(FEATURES)) {
    const match = /^([\w-]+)\.(en|es|pt)\.ts$/.exec(file);
    if (!match) continue;
    const mod = (await import(join(FEATURES, file))) as Record<string, unknown>;
    const messages = Object.values(mod).find((v) => v && typeof v === 'object') as Record<string, string>;
    out[match[1]] ??= {};
    out[match[1]][match[2]] = messages;
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

describe('site messages', () => {
  for (const code of ['es', 'pt']) {
    it(`${code} has exactly the keys of en`, () => {
      const missing = Object.keys(en).filter((k) => !(k in catalogues[code]));
      const extra = Object.keys(catalogues[code]).filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });
  }

  it('each feature catalogue has the same keys in en, es and pt, all of them in the merged catalogues', async () => {
    const features = await featureCatalogues();
    expect(Object.keys(features).length).toBeGreaterThanOrEqual(6);
    for (const [area, byLang] of Object.entries(features)) {
      expect(Object.keys(byLang).sort(), area).toEqual(['en', 'es', 'pt']);
      const keys = Object.keys(byLang.en).sort();
      for (const code of ['es', 'pt'])
        expect(Object.keys(byLang[code]).sort(), `${area}.${code}`).toEqual(keys);
      // Spread into en/es/pt.ts: a feature's text is the text the site shows.
      for (const [code, messages] of Object.entries(byLang)) {
        for (const [key, text] of Object.entries(messages)) expect(catalogues[code][key], key).toBe(text);
      }
    }
  });

  it('no message is empty', () => {
    const empty = Object.entries(catalogues).flatMap(([code, messages]) =>
      Object.entries(messages)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => `${code}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('every translation has the placeholders of the English text', () => {
    const wrong = Object.keys(en).flatMap((key) =>
      ['es', 'pt']
        .filter(
          (code) =>
            placeholders(catalogues[code][key]).join() !== placeholders(en[key as keyof typeof en]).join(),
        )
        .map((code) => `${code}:${key}`),
    );
    expect(wrong).toEqual([]);
  });

  it('every message key the code names exists', () => {
    const namespaces = new Set(Object.keys(en).map((k) => k.split('.')[0]));
    const named = new Set<string>();
    for (const file of sourceFiles(SITE)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/['"]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)['"]/g)) {
        if (namespaces.has(m[1].split('.')[0])) named.add(m[1]);
      }
    }
    expect(named.size).toBeGreaterThan(200);
    // A named key is a message, or the prefix of a group the code completes (`mystuff.type.${type}`).
    const isGroup = (key: string) => Object.keys(en).some((k) => k.startsWith(`${key}.`));
    const unknown = [...named].filter((key) => !(key in en) && !isGroup(key));
    expect(unknown).toEqual([]);
  });

  it('the legal notice has the same sections in every language', () => {
    const ids = (code: 'en' | 'es' | 'pt') => legal[code].sections.map((s) => s.id);
    expect(ids('en')).toEqual(ids('es'));
    expect(ids('pt')).toEqual(ids('es'));
    for (const doc of Object.values(legal)) {
      expect(doc.intro.trim()).not.toBe('');
      for (const s of doc.sections) expect(s.paragraphs.every((p) => p.trim() !== '')).toBe(true);
    }
  });
});

describe('Portuguese is European Portuguese (pt-PT), as in the legal texts', () => {
  // Brazilian words and forms, each with the pt-PT one the site uses instead.
  const BRAZILIAN: [RegExp, string][] = [
    [/\btelas?\b/i, 'ecrã'],
    [/\busuári[oa]s?\b/i, 'utilizador'],
    [/\bcadastr\w*/i, 'registo / registar'],
    [/\barquivos?\b/i, 'ficheiro'],
    [/\bcelular(es)?\b/i, 'telemóvel'],
    [/\bingressos?\b/i, 'bilhete'],
    [/\bvocês?\b/i, 'the polite third person, or "si"'],
    [/\bequipe\b/i, 'equipa'],
    [/\bcontatos?\b/i, 'contacto'],
    [/\bconosco\b/i, 'connosco'],
    [/\bsenhas?\b/i, 'palavra-passe'],
    [/\bacess(ar|e)\b/i, 'aceder'],
    [/\b(baixar|baixe)\b/i, 'descarregar'],
    [/\b(salvar|salve)\b/i, 'guardar'],
    [/\b(excluir|deletar)\b/i, 'eliminar'],
    [/\bgerenci\w*/i, 'gerir / gestão'],
    [/\baplicativos?\b/i, 'aplicação'],
    [/\bregistr(o|ar|e)\b/i, 'registo / registar'],
    [/\bsob demanda\b/i, 'a pedido'],
    [/\bfazer login\b/i, 'iniciar sessão'],
    // Brazilian spelling: ô/ê before m or n and a vowel (sinfônica, gênero, prêmio), where pt-PT writes ó/é
    // ("preferências", "agência" and "têm" are the same in both).
    [/\b\w*[êô][mn][aeiouáéíóú]\w*/i, 'ó/é (sinfónica, género, prémio)'],
    // The progressive with a gerund ("Carregando…"), where pt-PT says "A carregar…".
    [/^\w+(ando|endo|indo)…$/i, 'a + infinitive'],
  ];

  const texts: [string, string][] = [
    ...Object.entries(pt).map(([key, text]): [string, string] => [key, text]),
    ['legal.intro', legal.pt.intro],
    ...legal.pt.sections.flatMap((s) =>
      [s.heading, ...s.paragraphs].map((text, i): [string, string] => [`legal.${s.id}.${i}`, text]),
    ),
  ];

  // The back office's Portuguese too (react-admin's own messages, the core catalogue and every feature's).
  const leaves = (tree: object, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]): [string, string][] =>
      value && typeof value === 'object'
        ? leaves(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)]],
    );
  texts.push(...leaves(backofficePt).map(([key, text]): [string, string] => [`backoffice:${key}`, text]));

  it('uses no Brazilian form', () => {
    expect(texts.length).toBeGreaterThan(1000);
    const found = texts.flatMap(([key, text]) =>
      BRAZILIAN.filter(([re]) => re.test(text)).map(
        ([re, instead]) => `${key}: ${re.exec(text)?.[0]} (use ${instead})`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('recognises the Brazilian forms it looks for', () => {
    const samples = [
      'Sua tela',
      'Carregando…',
      'Orquestra Sinfônica',
      'vídeo sob demanda',
      'Baixar o arquivo',
    ];
    for (const sample of samples)
      expect(
        BRAZILIAN.some(([re]) => re.test(sample)),
        sample,
      ).toBe(true);
    for (const sample of [
      'Eles têm bilhetes',
      'A carregar…',
      'Orquestra Sinfónica',
      'Quando quiser',
      'Preferências',
    ]) {
      expect(
        BRAZILIAN.some(([re]) => re.test(sample)),
        sample,
      ).toBe(false);
    }
  });
});
