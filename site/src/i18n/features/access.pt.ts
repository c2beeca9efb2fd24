import type { AccessMessages } from './access.en.ts';

/** Portuguese (pt-PT) messages of the site's access pages. */
export const accessPt: AccessMessages = {};
