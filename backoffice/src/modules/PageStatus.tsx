import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** While a settings page loads: a named, announced progress indicator. */
export const Loading = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <span>{translate('ADMIN.PAGE.LOADING')}</span>
    </Box>
  );
};

/** Spec 2: a settings page that cannot load says SERVER_ERROR, and offers to try again. */
export const LoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          {translate('ADMIN.PAGE.RETRY')}
        </Button>
      }
    >
      {translate('SERVER_ERROR')}
    </Alert>
  );
};
