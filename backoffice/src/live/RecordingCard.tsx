import DownloadIcon from '@mui/icons-material/Download';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BroadcastAnswer, RecordingState } from '../../../api/src/shared/live.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { fill } from '../i18n/lazy';
import { stepsOf } from '../resources/products/steps';
import type { Strings } from './strings.en';

// The theme's info colour is under 4.5:1 behind a chip's white text: its violet instead.
/** The product form's tab of the replay switch, beside this one (the form's tabs are its path's last part). */
const DATES_TAB = `../${stepsOf('broadcast').indexOf('dates')}`;

const CHIP_COLOR: Record<RecordingState, 'default' | 'primary' | 'error' | 'success'> = {
  off: 'default',
  recording: 'primary',
  processing: 'primary',
  ready: 'success',
  failed: 'error',
};

/** 3725 → "1:02:05", 65 → "1:05". */
export const clock = (seconds: number) => {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

interface RecordingCardProps {
  productId: number;
  broadcast: BroadcastAnswer;
  onAnswer: (answer: BroadcastAnswer) => void;
  s: Strings;
}

/**
 * The recording of the broadcast step (spec 9's recording add-on): the switch, what becomes of the
 * broadcast in words, the MP4 once made, and whether viewers get the replay (switched in the Dates step).
 */
export const RecordingCard = ({ productId, broadcast, onAnswer, s }: RecordingCardProps) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  // The switch moves at once; the answer then says what the broadcast holds.
  const [pending, setPending] = useState<boolean | null>(null);
  const { recording } = broadcast;
  const ended = broadcast.state === 'ended';
  // The switch belongs to a broadcast: there is one once a key is made (until it ends).
  const started = broadcast.keyIssued || broadcast.state === 'live' || broadcast.state === 'reconnecting';

  const toggle = async (enabled: boolean) => {
    setPending(enabled);
    try {
      onAnswer(
        await dataProvider.send<BroadcastAnswer>('PUT', `/products/${productId}/broadcast/recording`, {
          enabled,
        }),
      );
      notify(enabled ? s.RECORDING_ON : s.RECORDING_OFF, { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : s.ERROR, { type: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card variant="outlined" component="section" sx={{ mt: 2 }} aria-labelledby="broadcast-recording-title">
      <CardContent>
        <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography id="broadcast-recording-title" variant="h6" component="h2">
            {s.RECORDING}
          </Typography>
          <Chip
            size="small"
            label={s.RECORDING_STATE[recording.state]}
            color={CHIP_COLOR[recording.state]}
            data-testid="recording-state"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {s.RECORDING_HELP}
        </Typography>
        {/* Once ended, the switch has done its work: what it made is shown instead. */}
        {!ended && (
          <FormControlLabel
            control={
              <Switch
                checked={pending ?? recording.enabled}
                disabled={pending !== null || !started}
                onChange={(e) => void toggle(e.target.checked)}
              />
            }
            label={s.RECORD_SWITCH}
          />
        )}
        {!ended && !started && (
          <Typography variant="body2" color="text.secondary">
            {s.RECORDING_NEEDS_KEY}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="recording-text">
          {recording.state === 'failed' && recording.reason
            ? fill(s.RECORDING_FAILED_WHY, { reason: recording.reason })
            : ended && recording.state === 'off'
              ? s.RECORDING_NOT_MADE
              : s.RECORDING_STATE_HELP[recording.state]}
        </Typography>
        {recording.state === 'ready' && (
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {recording.durationSeconds !== null && (
              <Typography variant="body2">
                {fill(s.RECORDING_DURATION, { duration: clock(recording.durationSeconds) })}
              </Typography>
            )}
            {recording.download && (
              <Button variant="outlined" href={recording.download} download startIcon={<DownloadIcon />}>
                {s.DOWNLOAD}
              </Button>
            )}
          </Stack>
        )}
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" data-testid="recording-replay">
            {recording.replay ? s.REPLAY_ON : s.REPLAY_OFF}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {s.REPLAY_WHERE}{' '}
            <Link component={RouterLink} to={DATES_TAB} relative="path">
              {s.OPEN_DATES}
            </Link>
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};
