import type { AnalyticsDay, AnalyticsPeriod } from '../../../api/src/shared/analytics.ts';
import type { AnalyticsStrings } from './analytics-strings.en';
import { ChartCard, type Dataset } from './ChartCard';
import type { Format } from './format';
import { COLORS, TimeChart } from './lazyCharts';

type Props = {
  s: AnalyticsStrings;
  format: Format;
  period: AnalyticsPeriod;
  days: AnalyticsDay[];
  title?: string;
  csvTitle?: string;
};

const MONEY = ['gross', 'organizer', 'fee', 'support', 'refunds'] as const;
const MONEY_COLORS = [COLORS.violet, COLORS.teal, COLORS.orange, COLORS.pink, COLORS.red];

/** Sales over time: gross, organizer share, fee, support and refunds per day (euros), tickets and codes. */
export const SalesChart = ({ s, format, period, days, title = s.SALES_CHART, csvTitle }: Props) => {
  const dataset: Dataset = {
    columns: [
      { key: 'day', label: s.COL.day, kind: 'day' },
      ...MONEY.map((key) => ({ key, label: s.COL[key], kind: 'money' as const })),
      { key: 'tickets', label: s.COL.tickets, kind: 'count' },
      { key: 'codes', label: s.COL.codes, kind: 'count' },
    ],
    rows: days,
  };
  const empty = days.every((d) => MONEY.every((k) => d[k] === 0) && d.tickets === 0 && d.codes === 0);
  const euros = (v: number) => format.euros(v * 100);
  return (
    <ChartCard
      s={s}
      format={format}
      title={title}
      csvTitle={csvTitle}
      period={period}
      dataset={dataset}
      empty={empty}
      emptyText={s.EMPTY_SALES}
      chart={
        <TimeChart
          data={days.map((d) => ({ day: d.day, ...Object.fromEntries(MONEY.map((k) => [k, d[k] / 100])) }))}
          xKey="day"
          xFormat={format.shortDay}
          labelFormat={format.day}
          series={MONEY.map((key, i) => ({
            key,
            label: s.SERIES[key],
            color: MONEY_COLORS[i],
            format: euros,
          }))}
        />
      }
    />
  );
};

/** Viewers and sessions per day (left axis) with the hours watched (bars, right axis). */
export const ViewingChart = ({ s, format, period, days, title = s.VIEWING_CHART, csvTitle }: Props) => {
  const dataset: Dataset = {
    columns: [
      { key: 'day', label: s.COL.day, kind: 'day' },
      { key: 'viewers', label: s.COL.viewers, kind: 'count' },
      { key: 'sessions', label: s.COL.sessions, kind: 'count' },
      { key: 'watchSeconds', label: s.HEADLINE.watchSeconds, csvLabel: s.COL.watchHours, kind: 'duration' },
    ],
    rows: days,
  };
  const empty = days.every((d) => d.sessions === 0 && d.watchSeconds === 0 && d.viewers === 0);
  return (
    <ChartCard
      s={s}
      format={format}
      title={title}
      csvTitle={csvTitle}
      period={period}
      dataset={dataset}
      empty={empty}
      emptyText={s.EMPTY_VIEWING}
      chart={
        <TimeChart
          data={days.map((d) => ({
            day: d.day,
            viewers: d.viewers,
            sessions: d.sessions,
            watchHours: Math.round((d.watchSeconds / 3600) * 100) / 100,
          }))}
          xKey="day"
          xFormat={format.shortDay}
          labelFormat={format.day}
          series={[
            {
              key: 'watchHours',
              label: s.SERIES.watchHours,
              color: COLORS.teal,
              type: 'bar',
              right: true,
              format: format.decimal,
            },
            { key: 'viewers', label: s.SERIES.viewers, color: COLORS.violet, format: format.count },
            { key: 'sessions', label: s.SERIES.sessions, color: COLORS.orange, format: format.count },
          ]}
        />
      }
    />
  );
};
