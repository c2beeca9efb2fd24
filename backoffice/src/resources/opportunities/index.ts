import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { lazy } from 'react';

/**
 * The `opportunities` API resource, shown as `salesopportunity` (spec 2: /account/salesopportunity):
 * checkouts started and not paid; the dataProvider maps the name back.
 */
export default {
  list: lazy(() => import('./OpportunityList')),
  icon: TrendingUpIcon,
};
