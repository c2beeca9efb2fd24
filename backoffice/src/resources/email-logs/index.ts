import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';

/**
 * The `email-logs` API resource, shown in the admin console as `track-emails` (spec 2:
 * /manage/track-emails); the dataProvider maps the name back. Read-only: a list and one email's page.
 */
export default {
  list: lazy(() => import('./EmailLogList')),
  show: lazy(() => import('./EmailLogShow')),
  icon: MarkEmailReadIcon,
  recordRepresentation: 'subject',
};
