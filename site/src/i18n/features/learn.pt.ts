import type { LearnMessages } from './learn.en.ts';

/** Portuguese (pt-PT) messages of the site's learn pages. */
export const learnPt: LearnMessages = {};
