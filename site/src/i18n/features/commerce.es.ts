import type { CommerceMessages } from './commerce.en.ts';

/** Spanish messages of the site's commerce pages. */
export const commerceEs: CommerceMessages = {};
