import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** react-admin's Loading has an unnamed progressbar (axe: aria-progressbar-name): ours is named. */
export const PageLoading = () => {
  const translate = useTranslate();
  const label = translate('ADMIN.PAGE.LOADING');
  return (
    <Box role="status" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
};
