import type { ContentMessages } from './content.en.ts';

/** Portuguese (pt-PT) messages of the site's content pages. */
export const contentPt: ContentMessages = {};
