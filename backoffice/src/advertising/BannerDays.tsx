import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Suspense, useId } from 'react';
import { useLocale } from 'react-admin';
import type { AdDaysJson } from '../../../api/src/shared/advertising.ts';
import { COLORS, TimeChart } from '../analytics/lazyCharts';
import { fill } from '../i18n/lazy';
import { LoadFailed, Loading } from '../modules/PageParts';
import type { AdvertisingStrings } from './strings.en';
import { useLoad } from './useLoad';

/**
 * A banner's last 30 days (GET /api/ads/banners/:id/days): impressions and clicks per Madrid day as a
 * small chart (recharts, the analytics' lazy chunk, loaded only here) and, for every reader, a table of
 * the days that had any.
 */
export const BannerDays = ({
  s,
  fetchDays,
}: {
  s: AdvertisingStrings;
  fetchDays: () => Promise<AdDaysJson>;
}) => {
  const locale = useLocale();
  const headingId = useId();
  const { state, load } = useLoad(fetchDays);
  const number = new Intl.NumberFormat(locale);
  const dayLong = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayShort = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const format = (v: number) => number.format(v);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {s.DAYS_TITLE}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {s.DAYS_HELP}
      </Typography>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed onRetry={load} />}
      {state.status === 'ready' &&
        (() => {
          const days = state.data.days;
          const active = days.filter((d) => d.impressions || d.clicks);
          const impressions = days.reduce((n, d) => n + d.impressions, 0);
          const clicks = days.reduce((n, d) => n + d.clicks, 0);
          return (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {fill(s.TOTAL_30, { impressions: format(impressions), clicks: format(clicks) })}
              </Typography>
              {/* For the eye: the table below says the same to everyone. */}
              <Box aria-hidden="true" sx={{ minWidth: 0 }}>
                <Suspense fallback={<Box sx={{ height: 180 }} />}>
                  <TimeChart
                    data={days}
                    xKey="day"
                    xFormat={(d) => dayShort.format(asDate(d))}
                    labelFormat={(d) => dayLong.format(asDate(d))}
                    height={180}
                    series={[
                      { key: 'impressions', label: s.IMPRESSIONS, color: COLORS.violet, format },
                      { key: 'clicks', label: s.CLICKS, color: COLORS.orange, type: 'bar', format },
                    ]}
                  />
                </Suspense>
              </Box>
              {active.length === 0 ? (
                <Typography>{s.DAYS_NONE}</Typography>
              ) : (
                <TableContainer sx={{ mt: 1, maxHeight: 280 }}>
                  <Table size="small" aria-label={s.DAYS_TABLE} stickyHeader>
                    <TableHead>
                      <TableRow>
                        <TableCell>{s.DAY}</TableCell>
                        <TableCell align="right">{s.IMPRESSIONS}</TableCell>
                        <TableCell align="right">{s.CLICKS}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {[...active].reverse().map((d) => (
                        <TableRow key={d.day}>
                          <TableCell component="th" scope="row">
                            {dayLong.format(asDate(d.day))}
                          </TableCell>
                          <TableCell align="right">{format(d.impressions)}</TableCell>
                          <TableCell align="right">{format(d.clicks)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </>
          );
        })()}
    </Paper>
  );
};
