import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

/**
 * The `users` API resource, shown in the admin console as `manage-users` (spec 2: /manage/manage-users);
 * the dataProvider maps the name back. Views are lazy chunks, loaded when first opened.
 */
export default {
  list: lazy(() => import('./UserList')),
  edit: lazy(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
