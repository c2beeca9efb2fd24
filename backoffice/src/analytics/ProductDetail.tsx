import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import type { AnalyticsProduct, AnalyticsQuery } from '../../../api/src/shared/analytics.ts';
import type { AnalyticsStrings } from './analytics-strings.en';
import { useProductAnalytics } from './api';
import { ChartCard, type Dataset } from './ChartCard';
import { SalesChart, ViewingChart } from './DayCharts';
import type { Format } from './format';
import { Figure, FigureList } from './Headline';
import { BarsChart, RetentionChart } from './lazyCharts';
import { QueryState } from './QueryState';

type Props = { s: AnalyticsStrings; format: Format; answer: AnalyticsProduct };

/** Where the viewers stopped: the share of sessions that watched each hundredth of the video. */
const Retention = ({ s, format, answer }: Props) => {
  const dataset: Dataset = {
    columns: [
      { key: 'position', label: s.COL.position, kind: 'count' },
      { key: 'share', label: s.COL.retention, kind: 'share' },
    ],
    rows: answer.retention.map((p) => ({ position: p.at, share: p.share })),
  };
  return (
    <ChartCard
      s={s}
      format={format}
      title={s.RETENTION_CHART}
      csvTitle={`${s.RETENTION_CHART} ${answer.product.title}`}
      help={s.RETENTION_HELP}
      period={answer.period}
      dataset={dataset}
      empty={answer.retention.length === 0}
      emptyText={s.RETENTION_NONE}
      chart={<RetentionChart data={answer.retention} label={s.COL.retention} percent={format.percent} />}
    />
  );
};

/** Sessions by device class, or by country. */
const Split = ({
  s,
  format,
  answer,
  title,
  label,
  rows,
}: Props & { title: string; label: string; rows: { name: string; value: number }[] }) => (
  <ChartCard
    s={s}
    format={format}
    title={title}
    csvTitle={`${title} ${answer.product.title}`}
    period={answer.period}
    dataset={{
      columns: [
        { key: 'name', label, kind: 'text' },
        { key: 'value', label: s.COL.sessions, kind: 'count' },
      ],
      rows,
    }}
    empty={rows.length === 0}
    emptyText={s.EMPTY_VIEWING}
    chart={<BarsChart data={rows} label={s.COL.sessions} format={format.count} />}
  />
);

const countryName = (locale: string, code: string | null, unknown: string) => {
  if (!code) return unknown;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** One product over the period: its figures, its days, its retention curve, devices and countries. */
export const ProductDetail = ({
  s,
  format,
  locale,
  productId,
  query,
  onBack,
}: {
  s: AnalyticsStrings;
  format: Format;
  locale: string;
  productId: number;
  query: AnalyticsQuery;
  onBack: () => void;
}) => {
  const product = useProductAnalytics(productId, query);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} size="small" sx={{ textTransform: 'none' }}>
          {s.BACK_TO_PRODUCTS}
        </Button>
      </Box>
      <QueryState s={s} query={product}>
        {(answer) => {
          const p = answer.product;
          const props = { s, format, answer };
          const days = { s, format, period: answer.period, days: answer.days };
          return (
            <>
              <Box>
                <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {p.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.channelTitle}
                </Typography>
              </Box>
              <FigureList label={p.title}>
                <Figure label={s.COL.views} value={format.count(p.views)} />
                <Figure label={s.COL.uniqueViewers} value={format.count(p.uniqueViewers)} />
                <Figure label={s.HEADLINE.watchSeconds} value={format.duration(p.watchSeconds)} />
                <Figure label={s.COMPLETION} value={format.value('share', p.avgCompletion)} />
                <Figure
                  label={s.COL.peakViewers}
                  value={format.count(p.peakViewers)}
                  change={p.peakAt ? format.value('moment', p.peakAt) : undefined}
                />
              </FigureList>
              <Retention {...props} />
              <ViewingChart {...days} csvTitle={`${s.VIEWING_CHART} ${p.title}`} />
              <SalesChart {...days} csvTitle={`${s.SALES_CHART} ${p.title}`} />
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}
              >
                <Split
                  {...props}
                  title={s.DEVICES_CHART}
                  label={s.COL.device}
                  rows={answer.devices.map((d) => ({
                    name: d.device in s.DEVICES ? s.DEVICES[d.device as keyof typeof s.DEVICES] : d.device,
                    value: d.sessions,
                  }))}
                />
                <Split
                  {...props}
                  title={s.COUNTRIES_CHART}
                  label={s.COL.country}
                  rows={answer.countries.map((c) => ({
                    name: countryName(locale, c.country, s.UNKNOWN_COUNTRY),
                    value: c.sessions,
                  }))}
                />
              </Box>
            </>
          );
        }}
      </QueryState>
    </Box>
  );
};
