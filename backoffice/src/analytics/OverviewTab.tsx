import { Box } from '@mui/material';
import type { AnalyticsQuery } from '../../../api/src/shared/analytics.ts';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useAnalytics } from './api';
import { SalesChart, ViewingChart } from './DayCharts';
import type { Format } from './format';
import { Headline } from './Headline';
import { QueryState } from './QueryState';

/** The global view: the headline figures against the previous period, sales and viewing day by day. */
export const OverviewTab = ({
  s,
  format,
  query,
}: {
  s: AnalyticsStrings;
  format: Format;
  query: AnalyticsQuery;
}) => {
  const overview = useAnalytics('overview', query);
  return (
    <QueryState s={s} query={overview}>
      {({ period, headline, days, viewersEstimated }) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Headline
            s={s}
            format={format}
            figures={headline}
            days={period.days}
            estimated={viewersEstimated}
          />
          <SalesChart s={s} format={format} period={period} days={days} />
          <ViewingChart s={s} format={format} period={period} days={days} />
        </Box>
      )}
    </QueryState>
  );
};
