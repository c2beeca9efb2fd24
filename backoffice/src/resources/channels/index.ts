import LiveTvIcon from '@mui/icons-material/LiveTv';
import { lazy } from 'react';

/**
 * The `channels` API resource in both consoles: an organizer's own channels at /account/channels, every
 * organizer's at /manage/channels (the API scopes the rows by role). Views are lazy chunks.
 */
export default {
  list: lazy(() => import('./ChannelList')),
  edit: lazy(() => import('./ChannelEdit')),
  create: lazy(() => import('./ChannelEdit').then((m) => ({ default: m.ChannelCreate }))),
  icon: LiveTvIcon,
  recordRepresentation: 'title',
};
