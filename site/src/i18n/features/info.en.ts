/** English messages of the site's info pages (issue 11). es and pt must have the same keys. */
export const infoEn = {} as const;

export type InfoMessages = Record<keyof typeof infoEn, string>;
