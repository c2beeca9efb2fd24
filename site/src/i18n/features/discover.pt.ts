import type { DiscoverMessages } from './discover.en.ts';

/** Portuguese (pt-PT) messages of the site's discover pages. */
export const discoverPt: DiscoverMessages = {};
