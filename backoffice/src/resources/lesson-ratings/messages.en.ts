import type { MessageShape } from '../../i18n/define';

/** /manage/e-learning/lessons: the lesson ratings (spec 2), resource `e-learning/lessons`. */
const en = {
  resources: {
    'e-learning/lessons': {
      name: 'Lesson rating |||| Lesson ratings',
      forcedCaseName: 'lesson rating |||| lesson ratings',
      fields: {
        q: 'Search',
        title: 'Lesson',
        courseId: 'Course',
        courseTitle: 'Course',
        average: 'Average rating',
        count: 'Ratings',
        commentCount: 'Comments',
        lastRatedAt: 'Last rated',
        rated: 'Ratings',
      },
    },
  },
  ADMIN: {
    LESSON_RATINGS: {
      MENU: 'Lesson ratings',
      NOT_RATED: 'Not rated yet',
      OUT_OF_FIVE: '%{value} out of 5',
      RATED_ANY: 'All lessons',
      RATED_YES: 'Rated',
      RATED_NO: 'Not rated yet',
      BACK: 'All lessons',
      AVERAGE: 'Average rating',
      COUNTS:
        '%{smart_count} rating, %{comments} with a comment |||| %{smart_count} ratings, %{comments} with a comment',
      DISTRIBUTION: 'Ratings by stars',
      STARS: '%{smart_count} star |||| %{smart_count} stars',
      COMMENTS: 'Comments',
      NO_COMMENTS: 'Nobody has left a comment on this lesson yet.',
      BY: '%{name}, %{date}',
    },
  },
};

export default en;
/** What the es and pt files of lessonRatingsMessages must hold: the same keys. */
export type Messages = MessageShape<typeof en>;
