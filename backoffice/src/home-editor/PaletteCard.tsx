import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PALETTE_IDS, PALETTES, type PaletteId } from '../../../api/src/shared/palettes.ts';

const T = 'ADMIN.HOME_EDITOR.PALETTE';

interface Props {
  /** The heading that names the choice. */
  labelledBy: string;
  value: PaletteId;
  saved: PaletteId;
  saving: boolean;
  onChange: (palette: PaletteId) => void;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * The site's palette (spec 5): a set of checked colour schemes. It has its own save and discard, and
 * while it holds a change the home cannot be saved (the save bar says so).
 */
export const PaletteCard = ({ labelledBy, value, saved, saving, onChange, onSave, onDiscard }: Props) => {
  const translate = useTranslate();
  const helpId = useId();
  const dirty = value !== saved;
  return (
    <Box>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${T}.HELP`)}
      </Typography>
      <RadioGroup
        aria-labelledby={labelledBy}
        aria-describedby={helpId}
        name="palette"
        value={value}
        onChange={(e) => onChange(e.target.value as PaletteId)}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: 1,
        }}
      >
        {PALETTE_IDS.map((id) => (
          <FormControlLabel
            key={id}
            value={id}
            control={<Radio />}
            sx={{
              m: 0,
              pr: 1,
              border: 1,
              borderColor: value === id ? 'primary.main' : 'divider',
              borderRadius: 1,
              outline: value === id ? '1px solid' : 'none',
              outlineColor: 'primary.main',
            }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Swatch id={id} />
                <span>{translate(`${T}.NAMES.${id}`)}</span>
              </Box>
            }
          />
        ))}
      </RadioGroup>
      {dirty && (
        <Alert severity="warning" sx={{ mt: 1.5 }} role="status">
          {translate(`${T}.UNSAVED`)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={!dirty || saving}
          startIcon={saving ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          {translate(`${T}.SAVE`)}
        </Button>
        <Button onClick={onDiscard} disabled={!dirty || saving}>
          {translate(`${T}.DISCARD`)}
        </Button>
      </Box>
    </Box>
  );
};

const Swatch = ({ id }: { id: PaletteId }) => {
  const p = PALETTES[id];
  return (
    <Box aria-hidden sx={{ display: 'flex', borderRadius: 1, overflow: 'hidden', flexShrink: 0 }}>
      {[p.deep, p.accent, p.soft].map((colour) => (
        <Box key={colour} sx={{ width: 14, height: 28, bgcolor: colour }} />
      ))}
    </Box>
  );
};
