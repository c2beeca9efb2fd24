import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { lazy } from 'react';

/** The `sales` API resource: /account/sales (own channels) and /manage/sales (every organizer). */
export default {
  list: lazy(() => import('./SaleList')),
  icon: PointOfSaleIcon,
};
