import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { FieldTitle, useInput, useLocale, useResourceContext, useTranslate } from 'react-admin';
import type { ApiErrorBody } from '../../../api/src/shared/contracts.ts';
import type { StoredImageJson } from '../../../api/src/shared/media.ts';

type Uploaded = StoredImageJson;

/**
 * An image field of a form (channel logo and cover, product and speaker images): shows the current
 * image, uploads a new one to POST /api/images (JPG or PNG checked by content, 8 MB; the 1100×650
 * recommendation comes back as a warning) and stores the URL it answers; "remove" clears it.
 */
export const ImageInput = ({ source, label }: { source: string; label?: string }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const resource = useResourceContext();
  const { field, fieldState } = useInput({ source });
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    setWarnings([]);
    try {
      const body = new FormData();
      body.append('file', file);
      const res = await fetch('/api/images', {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Accept-Language': locale },
      });
      const json = (await res.json().catch(() => null)) as (Uploaded & Partial<ApiErrorBody>) | null;
      if (!res.ok || !json?.url) {
        setError(json?.error?.message || translate('SERVER_ERROR'));
        return;
      }
      field.onChange(json.url);
      setWarnings(json.warnings.map((w) => w.message));
    } catch {
      setError(translate('ADMIN.IMAGES.OFFLINE'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mb: 2, gridColumn: '1 / -1' }} role="group" aria-labelledby={`${inputId}-label`}>
      <Typography id={`${inputId}-label`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        <FieldTitle source={source} resource={resource} label={label} />
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 176,
            height: 104,
            borderRadius: 1,
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          {value ? (
            <Box
              component="img"
              src={value}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('ADMIN.IMAGES.NONE')}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button
            variant="outlined"
            startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoAlternateIcon />}
            disabled={busy}
            onClick={() => fileInput.current?.click()}
          >
            {translate(value ? 'ADMIN.IMAGES.REPLACE' : 'ADMIN.IMAGES.CHOOSE')}
          </Button>
          {value && (
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteIcon />}
              onClick={() => field.onChange(null)}
            >
              {translate('ADMIN.IMAGES.REMOVE')}
            </Button>
          )}
          <input
            ref={fileInput}
            hidden
            type="file"
            accept="image/jpeg,image/png"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
        </Stack>
      </Stack>
      <FormHelperText>{translate('ADMIN.IMAGES.HELP')}</FormHelperText>
      {warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mt: 1 }}>
          {w}
        </Alert>
      ))}
      {(error || fieldState.error?.message) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error ?? translate(fieldState.error?.message as string)}
        </Alert>
      )}
    </Box>
  );
};
