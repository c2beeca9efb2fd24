import type { ThemePalette } from '../../../api/src/shared/config.ts';
import { DEFAULT_PALETTE, PALETTES, type Palette, type PaletteId } from '../../../api/src/shared/palettes.ts';
import { apiJson } from './platea.ts';

export { paletteCss } from './palette-css.ts';

/**
 * The palette the admin chose in /manage/home (GET /api/config/theme/palette). The API keeps settings
 * in memory, so asking on each page costs no query; an unknown id or a failed call keeps the brand
 * palette, never a page without colours.
 */
export async function sitePalette(locals: App.Locals): Promise<Palette> {
  const answer = await apiJson<ThemePalette>(locals, '/api/config/theme/palette');
  const id = answer?.palette && answer.palette in PALETTES ? (answer.palette as PaletteId) : DEFAULT_PALETTE;
  return PALETTES[id];
}
