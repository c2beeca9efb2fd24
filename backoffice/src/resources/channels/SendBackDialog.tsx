import UndoIcon from '@mui/icons-material/Undo';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';

export const REASON_MAX = 1000;

/**
 * The admin's move of someone's channel back to draft: a reason is required (its owner gets it by email
 * and reads it on the channel). The server checks it again and answers on the field.
 */
export const SendBackDialog = ({
  open,
  title,
  onClose,
  onSend,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Sends the move; rejects with the API's error. */
  onSend: (reason: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(translate('ra.validation.required'));
    if (text.length > REASON_MAX) return setError(translate('ra.validation.maxLength', { max: REASON_MAX }));
    setBusy(true);
    try {
      await onSend(text);
      setReason('');
      setError(null);
    } catch (e) {
      // A refusal about the reason is shown on it; any other is the caller's to announce.
      const fieldError = e instanceof HttpError ? (e.body?.errors?.reason as string | undefined) : undefined;
      if (fieldError) setError(fieldError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('ADMIN.CHANNEL_REVIEW.SEND_BACK_TITLE', { title })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {translate('ADMIN.CHANNEL_REVIEW.SEND_BACK_CONTENT')}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={4}
            required
            name="reason"
            label={translate('ADMIN.CHANNEL_REVIEW.REASON')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error) setError(null);
            }}
            error={Boolean(error)}
            helperText={
              error ??
              `${translate('ADMIN.CHANNEL_REVIEW.REASON_HELP')} (${reason.trim().length}/${REASON_MAX})`
            }
            slotProps={{ htmlInput: { maxLength: REASON_MAX + 100 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <UndoIcon />}
          >
            {translate('ADMIN.CHANNEL_REVIEW.SEND_BACK')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
