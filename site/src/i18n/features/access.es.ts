import type { AccessMessages } from './access.en.ts';

/** Spanish messages of the site's access pages. */
export const accessEs: AccessMessages = {};
