import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  Button,
  Card,
  Chip,
  IconButton,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useLocale } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SurveyStatus } from '../../../api/src/shared/surveys.ts';
import { fill } from '../i18n/lazy';
import { LoadFailed, Loading } from '../modules/PageParts';
import { formatDate, rolesText } from './format';
import type { SurveysStrings } from './surveys.en';
import { useSurveysApi } from './surveysApi';

const PER_PAGE = 25;

export const StatusChip = ({ status, s }: { status: SurveyStatus; s: SurveysStrings }) => (
  <Chip
    size="small"
    label={s.STATUS[status]}
    color={status === 'published' ? 'success' : 'default'}
    variant={status === 'closed' ? 'outlined' : 'filled'}
  />
);

/** /manage/open-lab/surveys: every survey, newest first, with its state and how many answered. */
export const SurveyList = ({ s }: { s: SurveysStrings }) => {
  const api = useSurveysApi();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['surveys', 'list', page, locale],
    queryFn: () => api.list(page, PER_PAGE),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;
  return (
    <Box sx={{ py: 2 }}>
      <Title title={s.TITLE} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {s.SUBTITLE}
        </Typography>
        <Button component={Link} to="create" variant="contained" startIcon={<AddIcon />}>
          {s.NEW}
        </Button>
      </Box>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed onRetry={() => query.refetch()} />}
      {query.data && query.data.rows.length === 0 && <Typography>{s.EMPTY}</Typography>}
      {query.data && query.data.rows.length > 0 && (
        <Card variant="outlined">
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{s.COL_TITLE}</TableCell>
                  <TableCell>{s.COL_STATUS}</TableCell>
                  <TableCell>{s.COL_RECIPIENTS}</TableCell>
                  <TableCell align="right">{s.COL_RESPONSES}</TableCell>
                  <TableCell>{s.COL_CREATED}</TableCell>
                  <TableCell>{s.COL_SENT}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.rows.map((row) => (
                  <TableRow key={row.id} hover>
                    <TableCell sx={{ minWidth: 180 }}>
                      <MuiLink component={Link} to={String(row.id)} sx={{ fontWeight: 500 }}>
                        {row.title}
                      </MuiLink>
                    </TableCell>
                    <TableCell>
                      <StatusChip status={row.status} s={s} />
                    </TableCell>
                    <TableCell>{rolesText(s, row.recipientRoles)}</TableCell>
                    <TableCell align="right">
                      {row.responseCount > 0 ? (
                        <MuiLink component={Link} to={`${row.id}/results`}>
                          {row.responseCount}
                        </MuiLink>
                      ) : (
                        0
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(locale, row.createdAt)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {row.sentAt ? formatDate(locale, row.sentAt) : s.NOT_SENT}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {total > PER_PAGE && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, p: 1 }}>
              <Typography variant="body2" role="status">
                {fill(s.PAGE, {
                  from: page * PER_PAGE + 1,
                  to: Math.min(total, (page + 1) * PER_PAGE),
                  total,
                })}
              </Typography>
              <IconButton aria-label={s.PREVIOUS} disabled={page === 0} onClick={() => setPage(page - 1)}>
                <ChevronLeftIcon />
              </IconButton>
              <IconButton
                aria-label={s.NEXT}
                disabled={(page + 1) * PER_PAGE >= total}
                onClick={() => setPage(page + 1)}
              >
                <ChevronRightIcon />
              </IconButton>
            </Box>
          )}
        </Card>
      )}
    </Box>
  );
};
