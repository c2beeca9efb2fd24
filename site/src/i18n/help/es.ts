import { organizersEs } from './es/organizers.ts';
import { viewersEs } from './es/viewers.ts';
import type { HelpDocument } from './tree.ts';

/** El centro de ayuda en español (el idioma por defecto). */
export const helpEs: HelpDocument = {
  basics: viewersEs.basics,
  organizers: organizersEs.organizers,
  'about-products': viewersEs['about-products'],
  player: viewersEs.player,
  legal: organizersEs.legal,
  contact: organizersEs.contact,
};
