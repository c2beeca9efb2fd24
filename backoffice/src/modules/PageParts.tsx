import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { SaveButton, useFormIsDirty, useTranslate } from 'react-admin';

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

/** Sticks to the bottom of the screen so the save button stays at hand on a phone. */
export const SaveBar = ({ label, unsaved }: { label: string; unsaved: string }) => {
  const translate = useTranslate();
  const isDirty = useFormIsDirty();
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        py: 1.5,
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 2,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      <SaveButton label={label} />
      {isDirty && (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(unsaved)}
        </Typography>
      )}
    </Box>
  );
};
