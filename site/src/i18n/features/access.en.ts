/** English messages of the site's access pages (issue 11). es and pt must have the same keys. */
export const accessEn = {} as const;

export type AccessMessages = Record<keyof typeof accessEn, string>;
