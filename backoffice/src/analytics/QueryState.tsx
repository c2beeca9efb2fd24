import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError } from 'react-admin';
import type { AnalyticsStrings } from './analytics-strings.en';

/**
 * An answer's states: a placeholder while it comes, the error with a retry (or, for days the server
 * refuses, a pointer to the period), or what it draws.
 */
export function QueryState<T>({
  s,
  query,
  children,
}: {
  s: AnalyticsStrings;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  // Days the server refuses: asking again will not help; the reason is said beside the days.
  if (query.error instanceof HttpError && query.error.status === 400)
    return <Alert severity="info">{s.PERIOD_REFUSED}</Alert>;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshIcon />}
            onClick={() => void query.refetch()}
          >
            {s.RETRY}
          </Button>
        }
      >
        {s.LOAD_ERROR}
      </Alert>
    );
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={280} />
    </Box>
  );
}
