import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The open lab's form dialogs (a lean test's form, an idea's rejection or merge): a titled dialog with its
 * fields, Cancel and the one action. Only the lazy open lab screens import it.
 */
export const FormDialog = ({
  id,
  title,
  cancel,
  submit,
  onClose,
  onSubmit,
  children,
}: {
  /** The title's id, which names the dialog. */
  id: string;
  title: ReactNode;
  cancel: string;
  submit: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) => (
  <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
    <DialogTitle id={id}>{title}</DialogTitle>
    <DialogContent>{children}</DialogContent>
    <DialogActions>
      <Button onClick={onClose}>{cancel}</Button>
      <Button variant="contained" onClick={() => void onSubmit()}>
        {submit}
      </Button>
    </DialogActions>
  </Dialog>
);

/** A field's error, as the API named it, under the field. */
export const fieldError = (errors: Record<string, string>, key: string) => ({
  error: !!errors[key],
  helperText: errors[key],
});
