import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

/** The `pages` API resource (spec 2 /manage/pages, /manage/pages/{id}): the team's static pages. */
export default {
  list: lazy(() => import('./PageList')),
  edit: lazy(() => import('./PageEdit')),
  create: lazy(() => import('./PageEdit').then((m) => ({ default: m.PageCreate }))),
  icon: ArticleIcon,
  recordRepresentation: 'name',
};
