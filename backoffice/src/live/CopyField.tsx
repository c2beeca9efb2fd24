import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import type { Strings } from './strings.en';

interface CopyFieldProps {
  label: string;
  value: string;
  /** The copy button's accessible name ("Copy the server"). */
  copyLabel: string;
  /** A secret: drawn as a password field with a show/hide button, whose names are given here. */
  secret?: { show: string; hide: string };
  helperText?: string;
  /** Its two notices ("Copied", and what to do when copying failed). */
  s: Pick<Strings, 'COPIED' | 'COPY_FAILED'>;
}

/**
 * A read-only field with a copy button (the server URL and the stream key of the broadcast step, the
 * rehearsal room's team link); a secret one is masked until revealed.
 */
export const CopyField = ({ label, value, copyLabel, secret, helperText, s }: CopyFieldProps) => {
  const notify = useNotify();
  const [reveal, setReveal] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(s.COPIED, { type: 'info' });
    } catch {
      notify(s.COPY_FAILED, { type: 'warning' });
    }
  };

  return (
    <TextField
      label={label}
      value={value}
      type={secret && !reveal ? 'password' : 'text'}
      helperText={helperText}
      fullWidth
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              {secret && (
                <IconButton
                  aria-label={reveal ? secret.hide : secret.show}
                  onClick={() => setReveal(!reveal)}
                >
                  {reveal ? <VisibilityOffIcon /> : <VisibilityIcon />}
                </IconButton>
              )}
              <IconButton aria-label={copyLabel} onClick={() => void copy()} edge="end">
                <ContentCopyIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
