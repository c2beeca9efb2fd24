/** English messages of the site's learn pages (issue 11). es and pt must have the same keys. */
export const learnEn = {} as const;

export type LearnMessages = Record<keyof typeof learnEn, string>;
