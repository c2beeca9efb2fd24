/** English messages of the site's commerce pages (issue 11). es and pt must have the same keys. */
export const commerceEn = {} as const;

export type CommerceMessages = Record<keyof typeof commerceEn, string>;
