import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StorageUse } from '../../../api/src/shared/storage.ts';
import { formatBytes } from './format';

/**
 * "Storage: 1.2 GB of 50 GB" with a bar: the organizer's stored media and unfinished uploads against the
 * quota (GET /api/me/storage). Uploads over it are refused by the server with the same figures.
 */
export const StorageMeter = ({ storage }: { storage: StorageUse }) => {
  const translate = useTranslate();
  const [locale = 'es'] = useLocaleState();
  const taken = storage.usedBytes + storage.pendingBytes;
  const percent = storage.limitBytes > 0 ? Math.min(100, (taken / storage.limitBytes) * 100) : 100;
  const text = translate('ADMIN.STORAGE.USED', {
    used: formatBytes(taken, locale),
    limit: formatBytes(storage.limitBytes, locale),
  });
  return (
    <Box data-storage>
      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
      {/* A plain bar (not MUI's LinearProgress): the global view is held to a JS weight budget. */}
      <Box
        role="progressbar"
        aria-label={translate('ADMIN.STORAGE.METER')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={text}
        sx={{ my: 1, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${percent}%`,
            bgcolor: percent >= 90 ? 'error.main' : percent >= 75 ? 'warning.main' : 'primary.main',
          }}
        />
      </Box>
      {percent >= 100 && (
        <Typography variant="body2" color="error">
          {translate('ADMIN.STORAGE.FULL')}
        </Typography>
      )}
      {storage.pendingBytes > 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('ADMIN.STORAGE.PENDING', { size: formatBytes(storage.pendingBytes, locale) })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('ADMIN.STORAGE.HELP', { open: storage.maxOpenUploads })}
      </Typography>
    </Box>
  );
};
