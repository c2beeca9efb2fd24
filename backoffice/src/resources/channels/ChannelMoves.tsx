import { Alert, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PlateaDataProvider } from '../../dataProvider';
import { type ChannelMove, movesFor } from './channelStatus';

/**
 * The state of a channel explained, and the moves its viewer may make: the owner asks for publication
 * or deactivates; an admin approves (the owner gets an email), bans, makes private or sends it back to
 * draft. Each is a POST /api/channels/{id}/{move}; the server checks the transition again.
 */
export const ChannelMoves = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const [busy, setBusy] = useState<ChannelMove | null>(null);
  if (!record) return null;
  const admin = Array.isArray(permissions) && permissions.includes('ADMIN');
  const moves = movesFor(record.status, admin);

  const run = async (move: ChannelMove) => {
    setBusy(move);
    try {
      await dataProvider.moveChannel(record.id as number, move);
      notify(`ADMIN.CHANNELS.DONE.${move}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'SERVER_ERROR', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  // An admin reads the state from the reviewer's side; until those texts exist, the owner's explain it.
  const explain = translate(`ADMIN.CHANNELS.EXPLAIN.${record.status}`, { _: '' });
  const text = admin ? translate(`ADMIN.CHANNELS.EXPLAIN_ADMIN.${record.status}`, { _: explain }) : explain;

  // Inside the edit card, aligned with the form below it (same side padding, same width as its sections).
  return (
    <Box sx={{ px: 2, pt: 2, maxWidth: 752 }}>
      <Alert
        severity={record.status === 'banned' ? 'error' : record.status === 'published' ? 'success' : 'info'}
      >
        {text}
      </Alert>
      {moves.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          useFlexGap
          sx={{ mt: 1.5, flexWrap: 'wrap' }}
        >
          {moves.map((move) => (
            <Button
              key={move}
              variant={move === 'request-review' || move === 'approve' ? 'contained' : 'outlined'}
              color={move === 'ban' ? 'error' : 'primary'}
              disabled={busy !== null}
              onClick={() => void run(move)}
              // The destructive move stands apart, at the end of the row.
              sx={move === 'ban' ? { ml: { sm: 'auto' } } : undefined}
            >
              {translate(`ADMIN.CHANNELS.MOVES.${move}`)}
            </Button>
          ))}
        </Stack>
      )}
    </Box>
  );
};
