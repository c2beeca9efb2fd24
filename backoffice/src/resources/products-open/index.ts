import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { lazy } from 'react';

/**
 * The `products-open` API resource, shown as `productsopen` (spec 2: /manage/productsopen): what is live,
 * has a session today or is on sale now; the dataProvider maps the name back.
 */
export default {
  list: lazy(() => import('./ProductsOpenList')),
  icon: EventAvailableIcon,
};
