import StarHalfIcon from '@mui/icons-material/StarHalf';
import { lazy } from 'react';

/**
 * The `lesson-ratings` API resource, shown in the admin console as `e-learning/lessons` (spec 2:
 * /manage/e-learning/lessons); the dataProvider maps the name back. One row per lesson; no editing.
 */
export default {
  list: lazy(() => import('./LessonRatingList')),
  show: lazy(() => import('./LessonRatingShow')),
  icon: StarHalfIcon,
  recordRepresentation: 'title',
};
