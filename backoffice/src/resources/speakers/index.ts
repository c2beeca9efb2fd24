import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import { lazy } from 'react';

/** The `speakers` API resource in both consoles (/account/speakers, /manage/speakers). */
export default {
  list: lazy(() => import('./SpeakerList')),
  edit: lazy(() => import('./SpeakerEdit')),
  create: lazy(() => import('./SpeakerEdit').then((m) => ({ default: m.SpeakerCreate }))),
  icon: RecordVoiceOverIcon,
  recordRepresentation: 'name',
};
