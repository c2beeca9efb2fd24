import RestoreIcon from '@mui/icons-material/Restore';
import { Alert, Button } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { lastThirtyDays } from './emailLogs';

/**
 * In place of the rows when the API refused the search (422 EMAIL_TRACKING_RANGE_TOO_LONG from an edited
 * URL or an old saved filter): its message, and a way back to the default window.
 */
export const EmailLogListError = () => {
  const { error, filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RestoreIcon />}
          onClick={() => setFilters({ ...filterValues, ...lastThirtyDays() })}
        >
          {translate('ADMIN.EMAILS.RESET_WINDOW')}
        </Button>
      }
    >
      {translate(error instanceof Error && error.message ? error.message : 'SERVER_ERROR')}
    </Alert>
  );
};

/** No page numbers under an error: there is no page to number. */
export const EmailLogPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination />;
};
