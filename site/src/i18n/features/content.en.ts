/** English messages of the site's content pages (issue 11). es and pt must have the same keys. */
export const contentEn = {} as const;

export type ContentMessages = Record<keyof typeof contentEn, string>;
