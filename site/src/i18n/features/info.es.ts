import type { InfoMessages } from './info.en.ts';

/** Spanish messages of the site's info pages. */
export const infoEs: InfoMessages = {};
