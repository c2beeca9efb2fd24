import KeyIcon from '@mui/icons-material/Key';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import { Alert, Box, Button, Chip, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { InputHelperText, maxLength, useInput, useTranslate } from 'react-admin';

const SECRET_MAX = 500;
const keepAsIs = (value: unknown) => value;

/**
 * A write-only key (spec 7, media-pay): the form never holds the stored value, only whether it is set.
 * The form value says what saving does: undefined keeps the stored key, a text replaces it, null removes
 * it (mediaPay.ts turns that into the PUT body). The replacement is a password field, never echoed back.
 */
export const SecretInput = ({
  source,
  stored,
  label,
  disabled = false,
}: {
  source: string;
  stored: boolean;
  label: string;
  /** Read-only: only whether it is set (the meetings' page while the environment configures them). */
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const labelId = useId();
  const statusId = useId();
  const { field, fieldState, id } = useInput({
    source,
    // Our own states: react-admin's default would turn '' into null, which here means "remove".
    parse: keepAsIs,
    format: keepAsIs,
    validate: maxLength(SECRET_MAX),
  });
  const name = translate(label);
  const mode = field.value === null ? 'remove' : typeof field.value === 'string' ? 'replace' : 'keep';
  const error = fieldState.error?.message;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={statusId} sx={{ py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={labelId} component="span" variant="body1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Chip
          id={statusId}
          size="small"
          icon={stored ? <KeyIcon /> : <KeyOffIcon />}
          label={translate(
            stored ? 'ADMIN.MODULES.MEDIA_PAY.SECRET.SET' : 'ADMIN.MODULES.MEDIA_PAY.SECRET.NOT_SET',
          )}
          sx={
            stored
              ? { bgcolor: '#dcf3e3', color: '#17602f', '& .MuiChip-icon': { color: '#17602f' } }
              : { bgcolor: '#e6e8ec', color: '#3f4654', '& .MuiChip-icon': { color: '#3f4654' } }
          }
        />
      </Box>
      {mode === 'keep' && !disabled && (
        <>
          <FormHelperText sx={{ mt: 0.5 }}>
            {translate(
              stored
                ? 'ADMIN.MODULES.MEDIA_PAY.SECRET.SET_HELP'
                : 'ADMIN.MODULES.MEDIA_PAY.SECRET.NOT_SET_HELP',
            )}
          </FormHelperText>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => field.onChange('')}>
              {translate(
                stored ? 'ADMIN.MODULES.MEDIA_PAY.SECRET.REPLACE' : 'ADMIN.MODULES.MEDIA_PAY.SECRET.ADD',
              )}
              <Box component="span" sx={visuallyHidden}>
                {` ${name}`}
              </Box>
            </Button>
            {stored && (
              <Button size="small" color="error" onClick={() => field.onChange(null)}>
                {translate('ADMIN.MODULES.MEDIA_PAY.SECRET.REMOVE')}
                <Box component="span" sx={visuallyHidden}>
                  {` ${name}`}
                </Box>
              </Button>
            )}
          </Stack>
        </>
      )}
      {mode === 'replace' && (
        <Box sx={{ mt: 1 }}>
          <TextField
            id={id}
            name={field.name}
            type="password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            label={translate('ADMIN.MODULES.MEDIA_PAY.SECRET.NEW', { name })}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            error={Boolean(error)}
            helperText={
              <InputHelperText error={error} helperText="ADMIN.MODULES.MEDIA_PAY.SECRET.NEW_HELP" />
            }
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <Button size="small" sx={{ mt: 0.5 }} onClick={() => field.onChange(undefined)}>
            {translate(stored ? 'ADMIN.MODULES.MEDIA_PAY.SECRET.KEEP' : 'ra.action.cancel')}
          </Button>
        </Box>
      )}
      {mode === 'remove' && (
        <Alert
          severity="warning"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => field.onChange(undefined)}>
              {translate('ADMIN.MODULES.MEDIA_PAY.SECRET.UNDO')}
            </Button>
          }
        >
          {translate('ADMIN.MODULES.MEDIA_PAY.SECRET.WILL_REMOVE')}
        </Alert>
      )}
    </Box>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
