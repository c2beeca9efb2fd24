import { organizersPt } from './pt/organizers.ts';
import { viewersPt } from './pt/viewers.ts';
import type { HelpDocument } from './tree.ts';

/** O centro de ajuda em português europeu. */
export const helpPt: HelpDocument = {
  basics: viewersPt.basics,
  organizers: organizersPt.organizers,
  'about-products': viewersPt['about-products'],
  player: viewersPt.player,
  legal: organizersPt.legal,
  contact: organizersPt.contact,
};
