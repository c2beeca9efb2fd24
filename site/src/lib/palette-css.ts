import { createHash } from 'node:crypto';
import { PALETTE_IDS, PALETTES, type Palette } from '../../../api/src/shared/palettes.ts';

/**
 * The rule that overrides the colour tokens of global.css (whose own values are the brand palette):
 * `html:root` outweighs its `:root` wherever the bundled stylesheet lands in the head.
 */
export function paletteCss(p: Palette): string {
  return (
    `html:root{--accent:${p.accent};--accent-hover:${p.hover};--accent-active:${p.active};` +
    `--accent-soft:${p.soft};--accent-ring:${p.accent}59;--accent-deep:${p.deep};` +
    `--accent-light:${p.light};--accent-tint:${p.tint}}`
  );
}

function styleHash(css: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(css).digest('base64')}`;
}

/**
 * The CSP hashes of the inline style of every palette, for astro.config.mjs: Astro sends a page's policy
 * before its layout renders (it streams), so the layout cannot add the hash itself; the set is fixed,
 * so all of them are allowed up front and nothing else is.
 */
export const PALETTE_STYLE_HASHES = PALETTE_IDS.map((id) => styleHash(paletteCss(PALETTES[id])));
