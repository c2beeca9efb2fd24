/** English messages of the site's discover pages (issue 11). es and pt must have the same keys. */
export const discoverEn = {} as const;

export type DiscoverMessages = Record<keyof typeof discoverEn, string>;
