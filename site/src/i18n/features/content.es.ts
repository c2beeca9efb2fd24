import type { ContentMessages } from './content.en.ts';

/** Spanish messages of the site's content pages. */
export const contentEs: ContentMessages = {};
