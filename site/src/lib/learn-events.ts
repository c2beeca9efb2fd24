/** The watched toggle tells the course outline on the same page that a mark changed (detail: lessonId, watched). */
export const LESSON_WATCHED_EVENT = 'platea:lesson-watched';
