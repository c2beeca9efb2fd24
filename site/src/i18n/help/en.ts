import { organizersEn } from './en/organizers.ts';
import { viewersEn } from './en/viewers.ts';
import type { HelpDocument } from './tree.ts';

/** The help centre in English. */
export const helpEn: HelpDocument = {
  basics: viewersEn.basics,
  organizers: organizersEn.organizers,
  'about-products': viewersEn['about-products'],
  player: viewersEn.player,
  legal: organizersEn.legal,
  contact: organizersEn.contact,
};
