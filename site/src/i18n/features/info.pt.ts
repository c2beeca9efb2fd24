import type { InfoMessages } from './info.en.ts';

/** Portuguese (pt-PT) messages of the site's info pages. */
export const infoPt: InfoMessages = {};
