import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { type Dashboard, formatDate } from './api';
import { StatusChip } from './StatusChip';

/** The organizer's own channels, newest first, each opening its page (/account/channels/{id}). */
export const MyChannelsCard = ({ dashboard }: { dashboard: Dashboard }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { channels, totals } = dashboard;
  const t = (key: string) => translate(`ADMIN.DASHBOARD.CHANNELS.${key}`);
  return (
    <Card component="section" aria-labelledby="globalview-channels">
      <CardContent>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
          }}
        >
          <Typography id="globalview-channels" variant="h6" component="h2">
            {t('TITLE')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {channels.length > 0 && (
              <Button component={Link} to="/channels" size="small">
                {t('ALL')}
              </Button>
            )}
            <Button component={Link} to="/channels/create" size="small" startIcon={<AddIcon />}>
              {t('CREATE')}
            </Button>
          </Box>
        </Box>
        {channels.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('EMPTY')}
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('COL_TITLE')}</TableCell>
                  <TableCell>{t('COL_STATUS')}</TableCell>
                  <TableCell align="right">{t('COL_PRODUCTS')}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('COL_CREATED')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {channels.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell sx={{ minWidth: 140 }}>
                      <MuiLink component={Link} to={`/channels/${c.id}`} sx={{ fontWeight: 500 }}>
                        {c.title}
                      </MuiLink>
                    </TableCell>
                    <TableCell>
                      <StatusChip
                        status={c.status}
                        label={translate(`ADMIN.CHANNELS.STATUS.${c.status}`, { _: c.status })}
                      />
                    </TableCell>
                    <TableCell align="right">{c.products}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {formatDate(c.createdAt, locale)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {totals.channels > channels.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('ADMIN.DASHBOARD.SHOWING', { shown: channels.length, total: totals.channels })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
