/**
 * The site's colour palettes, chosen in the home editor (spec 5: palette changes are saved or discarded
 * on their own). A fixed set, not free colours: each one was checked for white text on the accent, its
 * hover and active shades (buttons) and for the accent on its soft tint (badges, links) at 4.5:1 or more,
 * so no choice can make the site unreadable. Data only: the API validates the id, the site turns the
 * colours into its CSS tokens, the back office shows them as swatches.
 */
export interface Palette {
  /** Buttons, links, focus rings. */
  accent: string;
  hover: string;
  active: string;
  /** Pale background of badges and selected items. */
  soft: string;
  /** The ends of the hero and banner gradients. */
  deep: string;
  light: string;
  tint: string;
}

export const PALETTES = {
  violet: {
    accent: '#5b3df5',
    hover: '#4626e0',
    active: '#3a1dc4',
    soft: '#efebff',
    deep: '#2a1680',
    light: '#8b6cff',
    tint: '#e0d9ff',
  },
  ocean: {
    accent: '#1d5bd8',
    hover: '#1a4cb5',
    active: '#173f96',
    soft: '#eaf1ff',
    deep: '#102a6b',
    light: '#5b8cf0',
    tint: '#d6e4ff',
  },
  teal: {
    accent: '#0f7469',
    hover: '#0c5f56',
    active: '#0a4d46',
    soft: '#e3f5f2',
    deep: '#06332e',
    light: '#3fae9f',
    tint: '#c9ebe5',
  },
  forest: {
    accent: '#1f7a3a',
    hover: '#18652f',
    active: '#135226',
    soft: '#e8f5ec',
    deep: '#0d3a1b',
    light: '#4fae6a',
    tint: '#cfead7',
  },
  crimson: {
    accent: '#c8193c',
    hover: '#a81432',
    active: '#8a1029',
    soft: '#fff0f2',
    deep: '#5c0a1c',
    light: '#f0567a',
    tint: '#ffd6de',
  },
  sunset: {
    accent: '#c2410c',
    hover: '#a3370a',
    active: '#862d08',
    soft: '#fff1e8',
    deep: '#5a1e05',
    light: '#f08a4b',
    tint: '#ffdcc7',
  },
  graphite: {
    accent: '#3f4656',
    hover: '#2f3542',
    active: '#222731',
    soft: '#eef0f4',
    deep: '#151922',
    light: '#7b8496',
    tint: '#dde1e8',
  },
} as const satisfies Record<string, Palette>;

export type PaletteId = keyof typeof PALETTES;
export const PALETTE_IDS = Object.keys(PALETTES) as [PaletteId, ...PaletteId[]];
/** The brand's own colours, what a fresh install shows. */
export const DEFAULT_PALETTE: PaletteId = 'violet';
