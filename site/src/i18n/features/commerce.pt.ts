import type { CommerceMessages } from './commerce.en.ts';

/** Portuguese (pt-PT) messages of the site's commerce pages. */
export const commercePt: CommerceMessages = {};
