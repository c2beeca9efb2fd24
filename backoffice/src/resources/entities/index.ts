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

/** The organizer's console: their own landing pages, each edited at /manage/store/entity/{slug}. */
export const accountEntities = {
  list: lazy(() => import('./AccountEntityList')),
  create: lazy(() => import('./AccountEntityList').then((m) => ({ default: m.AccountEntityCreate }))),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
