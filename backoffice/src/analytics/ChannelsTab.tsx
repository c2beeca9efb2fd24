import { Link } from '@mui/material';
import type { AnalyticsQuery } from '../../../api/src/shared/analytics.ts';
import { fill } from '../i18n/lazy';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useAnalytics } from './api';
import { ChartCard, type Dataset } from './ChartCard';
import type { Format } from './format';
import { BarsChart } from './lazyCharts';
import { QueryState } from './QueryState';

/** One row per channel of the scope; the chart ranks them by gross sales; a title narrows the page to it. */
export const ChannelsTab = ({
  s,
  format,
  query,
  onChannel,
}: {
  s: AnalyticsStrings;
  format: Format;
  query: AnalyticsQuery;
  onChannel: (channelId: number) => void;
}) => {
  const channels = useAnalytics('channels', query);
  return (
    <QueryState s={s} query={channels}>
      {({ period, rows, viewersEstimated }) => {
        const dataset: Dataset = {
          columns: [
            { key: 'title', label: s.COL.channel, kind: 'text' },
            { key: 'products', label: s.COL.products, kind: 'count' },
            { key: 'tickets', label: s.COL.tickets, kind: 'count' },
            { key: 'gross', label: s.COL.gross, kind: 'money' },
            { key: 'organizer', label: s.COL.organizer, kind: 'money' },
            {
              key: 'viewers',
              label: viewersEstimated ? fill(s.ESTIMATED, { label: s.COL.viewers }) : s.COL.viewers,
              kind: 'count',
            },
            {
              key: 'watchSeconds',
              label: s.HEADLINE.watchSeconds,
              csvLabel: s.COL.watchHours,
              kind: 'duration',
            },
            { key: 'subscribers', label: s.COL.subscribers, kind: 'count' },
          ],
          rows,
        };
        const ranked = [...rows]
          .filter((r) => r.gross > 0)
          .sort((a, b) => b.gross - a.gross)
          .slice(0, 15)
          .map((r) => ({ name: r.title, value: r.gross / 100 }));
        return (
          <ChartCard
            s={s}
            format={format}
            title={s.CHANNELS_TABLE}
            period={period}
            dataset={dataset}
            empty={rows.length === 0}
            emptyText={s.EMPTY_CHANNELS}
            defaultView="table"
            chart={
              ranked.length > 0 ? (
                <BarsChart data={ranked} label={s.SERIES.gross} format={(v) => format.euros(v * 100)} />
              ) : undefined
            }
            cell={(column, row) =>
              column.key === 'title' && !query.channelId ? (
                <Link
                  component="button"
                  type="button"
                  onClick={() => onChannel(Number(row.channelId))}
                  aria-label={fill(s.FILTER_CHANNEL, { title: String(row.title) })}
                  sx={{ textAlign: 'left', font: 'inherit', fontWeight: 500 }}
                >
                  {String(row.title)}
                </Link>
              ) : undefined
            }
          />
        );
      }}
    </QueryState>
  );
};
