import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../backoffice/src/i18n/define.ts';
import en from '../../backoffice/src/i18n/locale-en.ts';
import es from '../../backoffice/src/i18n/locale-es.ts';
import pt from '../../backoffice/src/i18n/locale-pt.ts';

/**
 * The back office speaks en, es and pt completely: each language has exactly the keys of the others
 * (react-admin's and ours, every feature's file included), no text is empty, and every message key the
 * code names exists — so no raw key can reach the screen.
 */
type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/(messages|\.deferred)\.(en|es|pt)\.ts$/.test(name) ? [path] : [];
  });
}

const backoffice = join(import.meta.dirname, '../../backoffice/src');
const allFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? allFiles(path) : [path];
  });

// The messages of screens that load their own (i18n/deferred.tsx) belong to the language as much as the
// chunk's: merged in, a key both define fails here.
const locales = { en, es, pt } as Record<string, Tree>;
const deferred = allFiles(backoffice).filter((f) => /\.deferred\.(en|es|pt)\.ts$/.test(f));
for (const file of deferred) {
  const code = file.slice(-5, -3);
  locales[code] = mergeMessages(locales[code], (await import(file)).default);
}
const keys = Object.fromEntries(Object.entries(locales).map(([code, m]) => [code, leaves(m)]));

describe('back-office messages', () => {
  for (const code of ['es', 'pt']) {
    it(`${code} has exactly the keys of en`, () => {
      const missing = [...keys.en.keys()].filter((k) => !keys[code].has(k));
      const extra = [...keys[code].keys()].filter((k) => !keys.en.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });
  }

  it('no message is empty', () => {
    const empty = Object.entries(keys).flatMap(([code, map]) =>
      [...map]
        // react-admin's own label for an unset boolean is a blank on purpose.
        .filter(([k, v]) => k !== 'ra.boolean.null' && (typeof v !== 'string' || v.trim() === ''))
        .map(([k]) => `${code}:${k}`),
    );
    expect(empty).toEqual([]);
  });

  it('every ADMIN.* key named in the code exists', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(backoffice)) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /['"`](ADMIN\.[A-Z_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g,
      )) {
        named.add(m[1]);
      }
    }
    expect(named.size).toBeGreaterThan(100);
    // A named key is a message, or the prefix of a group the code completes (`${F}.title`).
    const isGroup = (key: string) => [...keys.en.keys()].some((k) => k.startsWith(`${key}.`));
    const unknown = [...named].filter((key) => !keys.en.has(key) && !isGroup(key));
    expect(unknown).toEqual([]);
  });
});
