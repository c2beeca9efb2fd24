import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';

/**
 * The `coupons` API resource, shown as `salescode` (spec 2: /account/salescode): access codes and
 * discount coupons; the dataProvider maps the name back.
 */
export default {
  list: lazy(() => import('./CouponList')),
  create: lazy(() => import('./CouponCreate')),
  icon: LocalOfferIcon,
  recordRepresentation: 'code',
};
