import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import { lazy } from 'react';

/** The `products` API resource: every organizer's at /manage/products (the forms come with issue 10). */
export default {
  list: lazy(() => import('./ProductList')),
  icon: VideoLibraryIcon,
  recordRepresentation: 'title',
};
