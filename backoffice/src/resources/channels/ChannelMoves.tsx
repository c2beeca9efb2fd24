import BlockIcon from '@mui/icons-material/Block';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDataProvider,
  useGetIdentity,
  useLocale,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PlateaDataProvider } from '../../dataProvider';
import { type ChannelMove, movesFor } from './channelStatus';
import { SendBackDialog } from './SendBackDialog';

/**
 * The state of a channel explained, and the moves its viewer may make: the owner asks for publication
 * or deactivates; an admin approves (the owner gets an email), bans (after a confirmation), makes private
 * or sends it back to draft with a reason its owner gets by email and reads here. Each is a POST
 * /api/channels/{id}/{move}; the server checks the transition again.
 */
export const ChannelMoves = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState<ChannelMove | null>(null);
  const [asking, setAsking] = useState<'deactivate' | 'ban' | null>(null);
  if (!record) return null;
  const admin = Array.isArray(permissions) && permissions.includes('ADMIN');
  // An admin moving someone else's channel back to draft is a review: it needs a reason.
  const reviewing = admin && identity != null && String(identity.id) !== String(record.userId);
  const moves = movesFor(record.status, admin);
  const title = String(record.title ?? '');

  const run = async (move: ChannelMove, reason?: string) => {
    setBusy(move);
    try {
      await dataProvider.moveChannel(record.id as number, move, reason ? { reason } : undefined);
      notify(reason ? 'ADMIN.CHANNEL_REVIEW.SENT_BACK' : `ADMIN.CHANNELS.DONE.${move}`, { type: 'success' });
      setAsking(null);
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'SERVER_ERROR', { type: 'error' });
      if (reason) throw error; // the dialog shows a refusal of the reason on its field
    } finally {
      setBusy(null);
    }
  };

  const choose = (move: ChannelMove) => {
    if (move === 'ban' || (move === 'deactivate' && reviewing)) setAsking(move);
    else void run(move);
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
      {record.status === 'draft' && record.returnReason && (
        <ReturnReason reason={String(record.returnReason)} at={record.returnedAt} admin={admin} />
      )}
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
              onClick={() => choose(move)}
              aria-haspopup={move === 'ban' || (move === 'deactivate' && reviewing) ? 'dialog' : undefined}
              // The destructive move stands apart, at the end of the row.
              sx={move === 'ban' ? { ml: { sm: 'auto' } } : undefined}
            >
              {translate(`ADMIN.CHANNELS.MOVES.${move}`)}
            </Button>
          ))}
        </Stack>
      )}
      <SendBackDialog
        open={asking === 'deactivate'}
        title={title}
        onClose={() => setAsking(null)}
        onSend={(reason) => run('deactivate', reason)}
      />
      <Confirm
        isOpen={asking === 'ban'}
        loading={busy === 'ban'}
        title="ADMIN.CHANNEL_REVIEW.BAN_TITLE"
        titleTranslateOptions={{ title }}
        content="ADMIN.CHANNEL_REVIEW.BAN_CONTENT"
        confirm="ADMIN.CHANNEL_REVIEW.BAN"
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        onConfirm={() => run('ban')}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};

/** Why the team sent the channel back: for its owner, what to change; for an admin, what was said. */
const ReturnReason = ({ reason, at, admin }: { reason: string; at: unknown; admin: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const date =
    typeof at === 'string' || at instanceof Date
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(at))
      : '';
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      <AlertTitle>
        {translate(admin ? 'ADMIN.CHANNEL_REVIEW.RETURNED_ADMIN' : 'ADMIN.CHANNEL_REVIEW.RETURNED_OWNER', {
          date,
        })}
      </AlertTitle>
      <Box component="p" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reason}
      </Box>
    </Alert>
  );
};
