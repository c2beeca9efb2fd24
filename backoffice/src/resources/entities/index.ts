import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';

/**
 * The `entities` API resource in the admin console (/manage/entities, beside /manage/pages). Owners edit
 * theirs at /manage/store/entity/{slug} (EntityLanding, a custom route).
 */
export default {
  list: lazy(() => import('./EntityList')),
  edit: lazy(() => import('./EntityEdit')),
  create: lazy(() => import('./EntityEdit').then((m) => ({ default: m.EntityCreate }))),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
