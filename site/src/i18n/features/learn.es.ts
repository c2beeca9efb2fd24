import type { LearnMessages } from './learn.en.ts';

/** Spanish messages of the site's learn pages. */
export const learnEs: LearnMessages = {};
