import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { BroadcastAnswer } from '../../../api/src/shared/live.ts';
import type { PlateaDataProvider } from '../dataProvider';
import type { Strings } from './strings.en';

interface AudienceSwitchProps {
  productId: number;
  broadcast: BroadcastAnswer;
  onAnswer: (answer: BroadcastAnswer) => void;
  s: Strings;
}

/**
 * Whether viewers see how many watch (issue 21; the organizer always does): the players of the broadcast
 * follow the switch at once. It belongs to a broadcast, so it waits for a key, like the recording's.
 */
export const AudienceSwitch = ({ productId, broadcast, onAnswer, s }: AudienceSwitchProps) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState<boolean | null>(null);
  const started = broadcast.keyIssued || broadcast.state !== 'idle';

  const toggle = async (showViewers: boolean) => {
    setPending(showViewers);
    try {
      onAnswer(
        await dataProvider.send<BroadcastAnswer>('PUT', `/products/${productId}/broadcast/audience`, {
          showViewers,
        }),
      );
      notify(showViewers ? s.SHOW_VIEWERS_ON : s.SHOW_VIEWERS_OFF, { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : s.ERROR, { type: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={pending ?? broadcast.showViewers}
            disabled={pending !== null || !started}
            onChange={(e) => void toggle(e.target.checked)}
          />
        }
        label={s.SHOW_VIEWERS}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {s.SHOW_VIEWERS_HELP}
      </Typography>
    </>
  );
};
