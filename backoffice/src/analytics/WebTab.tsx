import { Alert, Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AnalyticsQuery } from '../../../api/src/shared/analytics.ts';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useAnalytics } from './api';
import { ChartCard } from './ChartCard';
import type { Format } from './format';
import { changeText, Figure, FigureList } from './Headline';
import { BarsChart, COLORS, TimeChart } from './lazyCharts';
import { QueryState } from './QueryState';

/**
 * Administrators: the site's page views per day and its most viewed pages. The server counts them only
 * while the analytics switch is on (spec 7): when it is off the screen says so and where to switch it on.
 */
export const WebTab = ({
  s,
  format,
  query,
}: {
  s: AnalyticsStrings;
  format: Format;
  query: AnalyticsQuery;
}) => {
  const web = useAnalytics('web', query);
  return (
    <QueryState s={s} query={web}>
      {({ period, enabled, total, days, topPages }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {!enabled && (
            <Alert severity="info">
              {s.WEB_OFF}{' '}
              <Link component={RouterLink} to="/config-admin">
                {s.WEB_OFF_LINK}
              </Link>
            </Alert>
          )}
          <FigureList label={s.TOTAL_VIEWS}>
            <Figure
              label={s.TOTAL_VIEWS}
              value={format.count(total.current)}
              change={changeText(s, format, total.current, total.previous, period.days)}
              trend={
                total.current === total.previous ? 'flat' : total.current > total.previous ? 'up' : 'down'
              }
            />
          </FigureList>
          <ChartCard
            s={s}
            format={format}
            title={s.WEB_CHART}
            period={period}
            dataset={{
              columns: [
                { key: 'day', label: s.COL.day, kind: 'day' },
                { key: 'views', label: s.COL.pageViews, kind: 'count' },
              ],
              rows: days,
            }}
            empty={days.every((d) => d.views === 0)}
            emptyText={s.EMPTY_WEB}
            chart={
              <TimeChart
                data={days}
                xKey="day"
                xFormat={format.shortDay}
                labelFormat={format.day}
                series={[
                  { key: 'views', label: s.COL.pageViews, color: COLORS.violet, format: format.count },
                ]}
              />
            }
          />
          <ChartCard
            s={s}
            format={format}
            title={s.TOP_PAGES}
            period={period}
            dataset={{
              columns: [
                { key: 'path', label: s.COL.path, kind: 'text' },
                { key: 'views', label: s.COL.pageViews, kind: 'count' },
              ],
              rows: topPages,
            }}
            empty={topPages.length === 0}
            emptyText={s.EMPTY_WEB}
            chart={
              <BarsChart
                data={topPages.slice(0, 15).map((p) => ({ name: p.path, value: p.views }))}
                label={s.COL.pageViews}
                format={format.count}
              />
            }
          />
        </Box>
      )}
    </QueryState>
  );
};
