import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's rooms and the one way its imports run (docs/ARCHITECTURE.md, "Layout"): each domain folder
 * (accounts, catalogue, commerce, learning, content, settings, media) holds its routes/, services/ and
 * schemas/; routes → services → models, never back up. Read from the source itself, so a new file is held
 * to it the day it is written.
 */
const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The files a source imports (relative specifiers resolved; packages and node: builtins by name). */
function importsOf(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (spec.startsWith('.')) files.push(relative(ROOT, resolve(ROOT, dirname(file), spec)));
    else packages.push(spec);
  }
  return { files, packages };
}

/** Which layer a file of the API belongs to; higher numbers may import lower ones only. */
function layerOf(file: string): { name: string; rank: number } {
  if (/^api\/src\/(app|server|worker|http|site|roles|routes)\.ts$/.test(file) || file === 'models/cli.ts')
    return { name: 'process', rank: 5 };
  if (/^api\/src\/[\w-]+\/routes\//.test(file)) return { name: 'routes', rank: 4 };
  if (file.startsWith('models/')) return { name: 'models', rank: 1 };
  if (file.startsWith('api/src/shared/')) return { name: 'shared', rank: 0 };
  if (/^api\/src\/(lib|i18n)\//.test(file) || /^api\/src\/(env|errors|context)\.ts$/.test(file))
    return { name: 'lib', rank: 2 };
  return { name: 'services', rank: 3 };
}

const API = sources('api/src');
const MODELS = sources('models').filter((f) => !f.startsWith('models/migrations/'));

describe('the API layout', () => {
  it('keeps the old flat rooms empty: routes, services and schemas live in their domain', () => {
    const flat = API.filter((f) => /^api\/src\/(routes|services|schemas)\//.test(f));
    expect(flat).toEqual([]);
    const domains = new Set(
      API.map((f) => f.match(/^api\/src\/([\w-]+)\/(routes|services|schemas)\//)?.[1]).filter(Boolean),
    );
    expect([...domains].sort()).toEqual(
      expect.arrayContaining([
        'accounts',
        'catalogue',
        'commerce',
        'content',
        'learning',
        'media',
        'settings',
      ]),
    );
  });

  it('imports run routes → services → models, never back up', () => {
    const upward: string[] = [];
    for (const file of [...API, ...MODELS]) {
      const from = layerOf(file);
      for (const target of importsOf(file).files) {
        if (!target.startsWith('api/') && !target.startsWith('models/')) continue;
        const to = layerOf(target);
        // lib may lean on models' types (route declarations name a User); everything else only downward.
        if (to.rank > from.rank || (to.rank === from.rank && from.name !== to.name))
          if (!(from.name === 'lib' && to.name === 'models'))
            upward.push(`${file} (${from.name}) → ${target} (${to.name})`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('keeps api/src/shared importable by the site and the back office: no Sequelize, no Node, no models', () => {
    const impure: string[] = [];
    for (const file of API.filter((f) => f.startsWith('api/src/shared/'))) {
      const { files, packages } = importsOf(file);
      for (const p of packages) if (p !== 'zod') impure.push(`${file} imports ${p}`);
      for (const f of files) if (!f.startsWith('api/src/shared/')) impure.push(`${file} imports ${f}`);
    }
    expect(impure).toEqual([]);
  });
});
