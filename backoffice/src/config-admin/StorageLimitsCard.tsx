import { Box, Card, CardContent, Typography } from '@mui/material';
import { NumberInput, required, useTranslate } from 'react-admin';
import type { MediaStorageConfig } from '../../../api/src/shared/config.ts';

/** The storage limits from the config form's values (`storage.*`), as PUT /api/config/media/storage takes them. */
export function storageOf(values: Record<string, unknown>): MediaStorageConfig {
  const s = (values.storage ?? {}) as Partial<MediaStorageConfig>;
  return {
    quotaGb: Number(s.quotaGb),
    maxOpenUploads: Number(s.maxOpenUploads),
    maxInFlightGb: Number(s.maxInFlightGb),
  };
}

/**
 * What each organizer's media may hold (issue 18): the quota, and the caps on one user's unfinished
 * uploads. Saved with the config page's button when changed (ConfigAdmin); the server holds uploads to it.
 */
export const StorageLimitsCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="config-group-STORAGE" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="config-group-STORAGE" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('ADMIN.STORAGE.LIMITS.TITLE')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('ADMIN.STORAGE.LIMITS.HELP')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <NumberInput
            source="storage.quotaGb"
            label="ADMIN.STORAGE.LIMITS.QUOTA"
            min={0}
            step="any"
            validate={required()}
          />
          <NumberInput
            source="storage.maxOpenUploads"
            label="ADMIN.STORAGE.LIMITS.OPEN"
            min={1}
            max={100}
            step={1}
            validate={required()}
          />
          <NumberInput
            source="storage.maxInFlightGb"
            label="ADMIN.STORAGE.LIMITS.IN_FLIGHT"
            min={0}
            step="any"
            validate={required()}
          />
        </Box>
      </CardContent>
    </Card>
  );
};
