import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnalyticsQuery } from '../../../api/src/shared/analytics.ts';
import { fill } from '../i18n/lazy';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useAnalytics } from './api';
import { ChartCard, type Dataset } from './ChartCard';
import type { Format } from './format';
import { QueryState } from './QueryState';

/**
 * Every product of the scope over the period: views, unique viewers, watch time, average completion and
 * the peak of concurrent viewers with its moment; a product's title opens its own figures.
 */
export const ProductsTab = ({
  s,
  format,
  query,
  onOpen,
}: {
  s: AnalyticsStrings;
  format: Format;
  query: AnalyticsQuery;
  onOpen: (productId: number) => void;
}) => {
  const translate = useTranslate();
  const products = useAnalytics('products', query);
  return (
    <QueryState s={s} query={products}>
      {({ period, rows, viewersEstimated }) => {
        const dataset: Dataset = {
          columns: [
            { key: 'title', label: s.COL.product, kind: 'text' },
            { key: 'type', label: s.COL.type, kind: 'text' },
            { key: 'channelTitle', label: s.COL.channel, kind: 'text' },
            { key: 'views', label: s.COL.views, kind: 'count' },
            {
              key: 'uniqueViewers',
              label: viewersEstimated
                ? fill(s.ESTIMATED, { label: s.COL.uniqueViewers })
                : s.COL.uniqueViewers,
              kind: 'count',
            },
            {
              key: 'watchSeconds',
              label: s.HEADLINE.watchSeconds,
              csvLabel: s.COL.watchHours,
              kind: 'duration',
            },
            { key: 'avgCompletion', label: s.COL.avgCompletion, kind: 'share' },
            { key: 'peakViewers', label: s.COL.peakViewers, kind: 'count' },
            { key: 'peakAt', label: s.COL.peakAt, kind: 'moment' },
            { key: 'tickets', label: s.COL.tickets, kind: 'count' },
            { key: 'gross', label: s.COL.gross, kind: 'money' },
          ],
          rows: rows.map((r) => ({
            ...r,
            type: translate(`ADMIN.MEDIA.TYPE.${r.type}`, { _: r.type }),
          })),
        };
        return (
          <ChartCard
            s={s}
            format={format}
            title={s.PRODUCTS_TABLE}
            period={period}
            dataset={dataset}
            empty={rows.length === 0}
            emptyText={s.EMPTY_PRODUCTS}
            cell={(column, row) =>
              column.key === 'title' ? (
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpen(Number(row.productId))}
                  aria-label={fill(s.OPEN_PRODUCT, { title: String(row.title) })}
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
