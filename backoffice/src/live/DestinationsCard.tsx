import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DestinationAnswer, DestinationState } from '../../../api/src/shared/live.ts';
import { DESTINATION_PRESET_NAMES, DESTINATION_PRESETS } from '../../../api/src/shared/live-presets.ts';
import type { PlateaDataProvider } from '../dataProvider';
import { fill } from '../i18n/lazy';
import { fieldErrors } from '../resources/products/SessionsEditor';
import type { Strings } from './strings.en';

type Preset = (typeof DESTINATION_PRESET_NAMES)[number];
type Service = Preset | 'custom';
const SERVICES: Service[] = [...DESTINATION_PRESET_NAMES, 'custom'];

// The theme's info and warning colours are under 4.5:1 behind a chip's white text: violets instead.
const CHIP_COLOR: Record<DestinationState, 'default' | 'primary' | 'secondary' | 'error' | 'success'> = {
  idle: 'default',
  connecting: 'primary',
  live: 'success',
  retrying: 'secondary',
  failed: 'error',
};

interface DestinationsCardProps {
  productId: number;
  destinations: DestinationAnswer[];
  /** Reloads the broadcast once the list changed. */
  onChange: () => Promise<void>;
  s: Strings;
}

/**
 * Simulcast destinations of the broadcast step: each with its server and the relay's state, an add form
 * (a preset asks only its stream key, a custom one a name and an rtmp(s) URL too) and a delete behind a
 * confirmation. A destination's key goes to the API once and is never shown again.
 */
export const DestinationsCard = ({ productId, destinations, onChange, s }: DestinationsCardProps) => {
  const dataProvider = useDataProvider<PlateaDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [service, setService] = useState<Service>('youtube');
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [key, setKey] = useState('');
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  // The one being deleted stays named while the dialog closes.
  const [removing, setRemoving] = useState<DestinationAnswer | null>(null);
  const [confirming, setConfirming] = useState(false);

  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = service === 'custom' ? { name, url, key } : { preset: service, key };
      await dataProvider.send('POST', `/products/${productId}/broadcast/destinations`, body);
      setName('');
      setUrl('');
      setKey('');
      notify(s.DESTINATION_ADDED, { type: 'success' });
      await onChange();
    } catch (e) {
      // The API answers in the user's language; what was typed stays in the form.
      const message = e instanceof Error ? translate(e.message, { _: e.message }) : s.ERROR;
      setError({ message, fields: fieldErrors(e) });
    } finally {
      setBusy(false);
    }
  };

  // The step sits inside the product's form (a form may not hold another): Enter adds the destination
  // here instead of submitting the product.
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!busy && key.trim()) void add();
  };

  const remove = async (destination: DestinationAnswer) => {
    setConfirming(false);
    try {
      await dataProvider.send('DELETE', `/products/${productId}/broadcast/destinations/${destination.id}`);
      notify(s.DESTINATION_DELETED, { type: 'info' });
      await onChange();
    } catch (e) {
      notify(e instanceof Error ? e.message : s.ERROR, { type: 'error' });
    }
  };

  const stateLabel = (d: DestinationAnswer) =>
    d.state === 'retrying'
      ? fill(s.DESTINATION_RETRYING, { attempt: d.attempt })
      : s.DESTINATION_STATE[d.state];
  // The relay's reason is a catalogue code when the server refused it, else the connection's own words.
  const reasons: Record<string, string> = s.DESTINATION_REASON;
  const reasonText = (reason: string) => (Object.hasOwn(reasons, reason) ? reasons[reason] : reason);

  return (
    <Card
      variant="outlined"
      component="section"
      sx={{ mt: 2 }}
      aria-labelledby="broadcast-destinations-title"
    >
      <CardContent>
        <Typography id="broadcast-destinations-title" variant="h6" component="h2">
          {s.DESTINATIONS}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {s.DESTINATIONS_HELP}
        </Typography>

        {destinations.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {s.NO_DESTINATIONS}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="broadcast-destinations-title"
            sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}
          >
            {destinations.map((d) => (
              <Box
                component="li"
                key={d.id}
                data-testid="broadcast-destination"
                sx={{
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                      {d.name}
                    </Typography>
                    <Chip
                      size="small"
                      label={stateLabel(d)}
                      color={CHIP_COLOR[d.state]}
                      data-testid="destination-state"
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {d.url}
                  </Typography>
                  {d.reason && (d.state === 'failed' || d.state === 'retrying') && (
                    <Typography variant="body2" color={d.state === 'failed' ? 'error' : 'text.secondary'}>
                      {fill(s.DESTINATION_WHY, { reason: reasonText(d.reason) })}
                    </Typography>
                  )}
                </Box>
                <IconButton
                  aria-label={fill(s.DELETE_DESTINATION, { name: d.name })}
                  onClick={() => {
                    setRemoving(d);
                    setConfirming(true);
                  }}
                  edge="end"
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}

        <Box role="group" aria-labelledby="broadcast-destination-add" onKeyDown={onEnter}>
          <Typography id="broadcast-destination-add" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            {s.ADD_DESTINATION}
          </Typography>
          <Stack spacing={2}>
            <TextField
              select
              label={s.SERVICE}
              value={service}
              onChange={(e) => setService(SERVICES.find((option) => option === e.target.value) ?? 'custom')}
              fullWidth
            >
              {SERVICES.map((option) => (
                <MenuItem key={option} value={option}>
                  {option === 'custom' ? s.CUSTOM : DESTINATION_PRESETS[option].name}
                </MenuItem>
              ))}
            </TextField>
            {service === 'custom' && (
              <>
                <TextField
                  label={s.DESTINATION_NAME}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  required
                  fullWidth
                  error={Boolean(error?.fields.name)}
                  helperText={error?.fields.name}
                  slotProps={{ htmlInput: { maxLength: 80 } }}
                />
                <TextField
                  label={s.DESTINATION_URL}
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  required
                  fullWidth
                  placeholder="rtmps://"
                  error={Boolean(error?.fields.url)}
                  helperText={error?.fields.url ?? s.DESTINATION_URL_HELP}
                  slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
                />
              </>
            )}
            <TextField
              label={s.DESTINATION_KEY}
              type="password"
              value={key}
              onChange={(e) => setKey(e.target.value)}
              required
              fullWidth
              error={Boolean(error?.fields.key)}
              helperText={error?.fields.key ?? s.DESTINATION_KEY_HELP}
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
            {error && (
              <Alert severity="error" role="alert" data-testid="destination-error">
                {error.message}
              </Alert>
            )}
            <Box>
              <Button variant="contained" disabled={busy || !key.trim()} onClick={() => void add()}>
                {s.ADD}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>

      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="destination-delete-title"
      >
        <DialogTitle id="destination-delete-title">
          {fill(s.DELETE_DESTINATION_TITLE, { name: removing?.name ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{s.DELETE_DESTINATION_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" onClick={() => removing && void remove(removing)}>
            {s.DELETE}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
