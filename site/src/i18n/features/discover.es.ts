import type { DiscoverMessages } from './discover.en.ts';

/** Spanish messages of the site's discover pages. */
export const discoverEs: DiscoverMessages = {};
